import { describe, expect, it } from 'vitest';
import { labelServiceFor } from './label-service.ts';
import { isValidTrackingNumber, makeTrackingNumber } from './tracking-numbers.ts';

describe('labelServiceFor', () => {
  it('labels UPS, USPS, FedEx and DHL services as themselves with the carrier code', () => {
    expect(labelServiceFor('ups-ground')).toMatchObject({ carrier: 'UPS', carrierCode: '03' });
    expect(labelServiceFor('usps-priority')).toMatchObject({ carrier: 'USPS', carrierCode: 'US-PM' });
    expect(labelServiceFor('fedex-2-day')).toMatchObject({ carrier: 'FEDEX', carrierCode: 'FEDEX_2_DAY' });
    expect(labelServiceFor('dhl-standard')).toMatchObject({ carrier: 'DHL', carrierCode: null });
  });

  it('O-9-53 reads a method given by service name or carrier code as the catalogue service', () => {
    expect(labelServiceFor('UPS Ground')).toMatchObject({
      carrier: 'UPS',
      service: 'ups-ground',
      carrierCode: '03',
    });
    expect(labelServiceFor('US-PM')).toMatchObject({ carrier: 'USPS', service: 'usps-priority' });
    expect(labelServiceFor('FedEx 2Day')).toMatchObject({ carrier: 'FEDEX', service: 'fedex-2-day' });
    expect(labelServiceFor('Will Call')).toBeNull();
  });

  it('sends standard, unknown and consolidator methods as USPS Parcel Select; will call has no label', () => {
    for (const m of ['standard', null, 'ubi', '4px', 'nonsense'])
      expect(labelServiceFor(m)).toMatchObject({ carrier: 'USPS', service: 'usps-parcel-select' });
    expect(labelServiceFor('willcall')).toBeNull();
  });

  it('every labelled service gives a tracking number that passes its check digit', () => {
    for (const m of ['ups-next-day-air', 'usps-express', 'fedex-ground', 'dhl-ecommerce-us', 'standard']) {
      const s = labelServiceFor(m);
      if (!s) throw new Error(m);
      const n = makeTrackingNumber({ carrier: s.carrier, serviceCode: s.carrierCode, serial: 123 });
      expect(isValidTrackingNumber(s.carrier, n)).toBe(true);
    }
  });
});
