import { describe, expect, it } from 'vitest';
import { BILLING_SOURCES, billingSourceFor, CARRIERS, isCarrier, SHIPPING_CARRIERS } from './carriers.ts';

describe('carriers', () => {
  it('O-9-43 Carriers: UPS, USPS, DHL, FEDEX, UBI, 4PX, OTHER, THIRD_PARTY, GENERIC, ASENDIA, TRACK_MY_MAIL, ON_TRAC, CANADAPOST', () => {
    expect([...CARRIERS]).toEqual([
      'UPS',
      'USPS',
      'DHL',
      'FEDEX',
      'UBI',
      '4PX',
      'OTHER',
      'THIRD_PARTY',
      'GENERIC',
      'ASENDIA',
      'TRACK_MY_MAIL',
      'ON_TRAC',
      'CANADAPOST',
    ]);
    expect(isCarrier('fedex')).toBe(true);
    expect(isCarrier('ROYAL_MAIL')).toBe(false);
  });

  it('O-9-44 Billing sources: STAMPS, UPS, DHLGM, FEDEX', () => {
    expect([...BILLING_SOURCES]).toEqual(['STAMPS', 'UPS', 'DHLGM', 'FEDEX']);
    expect(billingSourceFor('USPS')).toBe('STAMPS');
    expect(billingSourceFor('DHL')).toBe('DHLGM');
    expect(billingSourceFor('UBI')).toBeNull();
  });

  it('R-9-47 Shipping carriers: UPS, USPS, FEDEX, DHLGM', () => {
    expect([...SHIPPING_CARRIERS]).toEqual(['UPS', 'USPS', 'FEDEX', 'DHLGM']);
  });
});
