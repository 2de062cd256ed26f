import { describe, expect, it } from 'vitest';
import { apiShippingServices } from './api-shipping-services.ts';
import { ounces, pounds } from './weight.ts';

const codes = (r: { allowed: { code: string }[] }) => r.allowed.map((s) => s.code);

describe('R-7-04 v3 shipping: the services the public API offers', () => {
  it('O-9-54 never offers will call, and says why', () => {
    const r = apiShippingServices({ country: 'US', zip: '94607' });
    expect(codes(r)).not.toContain('willcall');
    expect(r.excluded.find((e) => e.service.code === 'willcall')?.reasons[0]?.code).toBe('api_not_allowed');
  });
  it('R-5-53 applies country lists: UPS Ground is US only, 4PX serves Germany (an EU member)', () => {
    const de = apiShippingServices({ country: 'de' });
    expect(de).toMatchObject({ country: 'DE', domestic: false, eu: true });
    expect(codes(de)).toContain('4px');
    expect(codes(de)).not.toContain('ups-ground');
    expect(de.excluded.find((e) => e.service.code === 'ups-ground')?.reasons[0]?.code).toBe(
      'country_whitelist',
    );
  });
  it('applies weight limits: first class carries 13 oz at most', () => {
    expect(codes(apiShippingServices({ country: 'US' }, ounces(12)))).toContain('usps-first-class');
    expect(codes(apiShippingServices({ country: 'US' }, pounds(2)))).not.toContain('usps-first-class');
  });
  it('O-9-53 narrows to one service named by its carrier name or code', () => {
    expect(codes(apiShippingServices({ country: 'US' }, null, { only: 'UPS Ground' }))).toEqual([
      'ups-ground',
    ]);
    expect(codes(apiShippingServices({ country: 'US' }, null, { only: '03' }))).toEqual(['ups-ground']);
    expect(codes(apiShippingServices({ country: 'US' }, null, { only: 'no such thing' }))).toEqual([]);
  });
});
