import { describe, expect, it } from 'vitest';
import {
  carrierCodeFromName,
  FEDEX_SERVICE_TYPES,
  serviceCodeFromName,
  UPS_SERVICE_CODES,
  USPS_SERVICE_CODES,
} from './service-codes.ts';
import { SHIPPING_SERVICES } from './shipping-services.ts';

describe('service codes', () => {
  it('O-9-53 UPS codes run from 01 to 94', () => {
    const codes = Object.values(UPS_SERVICE_CODES);
    expect(codes).toContain('01');
    expect(codes).toContain('94');
    for (const c of codes) {
      expect(c).toMatch(/^\d{2}$/);
      expect(Number(c)).toBeGreaterThanOrEqual(1);
      expect(Number(c)).toBeLessThanOrEqual(94);
    }
    expect(carrierCodeFromName('UPS Ground')).toBe('03');
    expect(carrierCodeFromName('ups 3 day select')).toBe('12');
  });

  it('O-9-53 USPS codes are US-* service types', () => {
    for (const c of Object.values(USPS_SERVICE_CODES)) expect(c).toMatch(/^US-[A-Z]+$/);
    expect(carrierCodeFromName('USPS Priority Mail')).toBe('US-PM');
    expect(carrierCodeFromName('USPS First Class Mail International')).toBe('US-FCI');
    expect(Object.values(FEDEX_SERVICE_TYPES)).toContain('FEDEX_GROUND');
  });

  it('O-9-53 service codes are mapped from names, aliases and carrier codes', () => {
    expect(serviceCodeFromName('UPS Ground')).toBe('ups-ground');
    expect(serviceCodeFromName('UPS 2-Day')).toBe('ups-2nd-day-air');
    expect(serviceCodeFromName('03')).toBe('ups-ground');
    expect(serviceCodeFromName('us-pm')).toBe('usps-priority');
    expect(serviceCodeFromName('USPS Priority Mail Express')).toBe('usps-express');
    expect(serviceCodeFromName('FedEx Overnight')).toBe('fedex-standard-overnight');
    expect(serviceCodeFromName('Standard Shipping')).toBe('standard');
    expect(serviceCodeFromName('UPS Worldwide Saver')).toBeNull();
    expect(serviceCodeFromName('')).toBeNull();
    // Every catalogue service is found by its own description and code.
    for (const s of SHIPPING_SERVICES) {
      expect(serviceCodeFromName(s.description)).toBe(s.code);
      expect(serviceCodeFromName(s.code)).toBe(s.code);
    }
  });

  it('O-9-53 every catalogue carrier code is the published one for its description', () => {
    for (const s of SHIPPING_SERVICES) {
      if ('carrierCode' in s) expect(carrierCodeFromName(s.description), s.code).toBe(s.carrierCode);
    }
  });
});
