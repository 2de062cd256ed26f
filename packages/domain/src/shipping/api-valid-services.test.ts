import { describe, expect, it } from 'vitest';
import { API_VALID_SERVICES, isApiValidService } from './api-valid-services.ts';
import { SHIPPING_SERVICES } from './shipping-services.ts';

describe('API-valid services', () => {
  it('O-9-54 the API accepts every catalogue service except willcall', () => {
    expect(API_VALID_SERVICES).toHaveLength(SHIPPING_SERVICES.length - 1);
    expect(isApiValidService('standard')).toBe(true);
    expect(isApiValidService('UPS-GROUND')).toBe(true);
    expect(isApiValidService('willcall')).toBe(false);
    expect(isApiValidService('teleport')).toBe(false);
    expect(isApiValidService(null)).toBe(false);
  });
});
