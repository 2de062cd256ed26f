import { describe, expect, it } from 'vitest';
import { DEFAULT_SERVICE_CODE, SHIPPING_SERVICES, serviceByCode, servicesOf } from './shipping-services.ts';
import { ounces, pounds } from './weight.ts';

const estimate = (code: string) => serviceByCode(code)?.estimate;

describe('shipping service catalogue', () => {
  it('O-3-17 every service has a description, a carrier, optional weights and a white- or blacklist', () => {
    const codes = SHIPPING_SERVICES.map((s) => s.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const s of SHIPPING_SERVICES) {
      expect(s.description.length).toBeGreaterThan(0);
      expect(s.carrier.length).toBeGreaterThan(0);
      expect('whitelist' in s && 'blacklist' in s).toBe(false);
    }
  });

  it('O-9-45 / R-9-53 default service "standard": "Standard Shipping", 3-8 days', () => {
    expect(DEFAULT_SERVICE_CODE).toBe('standard');
    expect(serviceByCode('standard')).toMatchObject({
      description: 'Standard Shipping',
      estimate: { min: 3, max: 8 },
    });
  });

  it('O-9-46 / R-9-49 UPS estimates: Next Day Air 1; 2-Day 2; 3-Day Select 3; Ground 1-5; SurePost 2-6', () => {
    expect(estimate('ups-next-day-air')).toEqual({ min: 1, max: 1 });
    expect(estimate('ups-2nd-day-air')).toEqual({ min: 2, max: 2 });
    expect(estimate('ups-3-day-select')).toEqual({ min: 3, max: 3 });
    expect(estimate('ups-ground')).toEqual({ min: 1, max: 5 });
    expect(estimate('ups-surepost-less-than-1-lb')).toEqual({ min: 2, max: 6 });
    expect(estimate('ups-surepost-1-lb-or-greater')).toEqual({ min: 2, max: 6 });
  });

  it('O-9-47 the UPS SurePost under-1-lb service is capped at 13 oz', () => {
    expect(serviceByCode('ups-surepost-less-than-1-lb')?.maxWeight).toEqual(ounces(13));
  });

  it('O-9-48 / R-9-51 / R-9-52 USPS estimates and the 13 oz First Class cap', () => {
    expect(serviceByCode('usps-first-class')).toMatchObject({
      estimate: { min: 1, max: 5 },
      maxWeight: ounces(13),
    });
    expect(estimate('usps-priority')).toEqual({ min: 1, max: 3 });
    expect(estimate('usps-express')).toEqual({ min: 2, max: 2 });
    expect(estimate('usps-parcel-select')).toEqual({ min: 2, max: 8 });
    expect(estimate('usps-priority-international')).toEqual({ min: 6, max: 10 });
    expect(estimate('usps-first-class-international')).toEqual({ min: 7, max: 21 });
  });

  it('O-9-49 DHL estimates: SmartMail 2-8; DHL Ecommerce US 7-21', () => {
    expect(estimate('dhl-smartmail-parcels-expedited')).toEqual({ min: 2, max: 8 });
    expect(estimate('dhl-smartmail-parcel-plus-expedited')).toEqual({ min: 2, max: 8 });
    expect(serviceByCode('dhl-ecommerce-us')).toMatchObject({
      description: 'DHL Ecommerce US',
      estimate: { min: 7, max: 21 },
    });
  });

  it('O-5-96 DHL SmartMail weight limits: max 1 lb or 25 lb, min 1 lb', () => {
    expect(serviceByCode('dhl-smartmail-parcels-expedited')?.maxWeight).toEqual(pounds(1));
    expect(serviceByCode('dhl-smartmail-parcel-plus-expedited')).toMatchObject({
      minWeight: pounds(1),
      maxWeight: pounds(25),
    });
  });

  it('R-9-50 DHL standard estimate 3-8', () => {
    expect(estimate('dhl-standard')).toEqual({ min: 3, max: 8 });
  });

  it('O-9-50 FedEx estimates: overnight 1; 2-Day 2; Express Saver 3-5; Ground 1-5', () => {
    expect(estimate('fedex-standard-overnight')).toEqual({ min: 1, max: 1 });
    expect(estimate('fedex-2-day')).toEqual({ min: 2, max: 2 });
    expect(estimate('fedex-express-saver')).toEqual({ min: 3, max: 5 });
    expect(estimate('fedex-ground')).toEqual({ min: 1, max: 5 });
  });

  it('O-9-51 UBI estimate 10-15 days; 4PX estimate 7-15 days', () => {
    expect(estimate('ubi')).toEqual({ min: 10, max: 15 });
    expect(estimate('4px')).toEqual({ min: 7, max: 15 });
  });

  it('O-9-52 willcall has no estimate', () => {
    expect(serviceByCode('willcall')?.estimate).toBeNull();
  });

  it('R-9-48 service codes cover UPS, USPS, DHL, FedEx and willcall', () => {
    for (const carrier of ['UPS', 'USPS', 'DHL', 'FEDEX'] as const)
      expect(servicesOf(carrier).length).toBeGreaterThan(0);
    expect(serviceByCode('WILLCALL')?.code).toBe('willcall');
    expect(serviceByCode('nope')).toBeUndefined();
  });
});
