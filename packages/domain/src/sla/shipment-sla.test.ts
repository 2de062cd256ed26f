import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shipmentSla } from './shipment-sla.ts';

describe('shipment SLA', () => {
  it('O-4-52 / O-3-21 the SLA is the maximum of days over all items', () => {
    expect(shipmentSla([{ days: 3 }, { days: 7 }, { days: 5 }])).toBe(7);
    fc.assert(
      fc.property(fc.array(fc.nat(30), { minLength: 1 }), (days) => {
        expect(shipmentSla(days.map((d) => ({ days: d })))).toBe(Math.max(...days));
      }),
    );
  });

  it('O-4-53 any negative value wins as -1', () => {
    expect(shipmentSla([{ days: 9 }, { days: -3 }, { days: 14 }])).toBe(-1);
    expect(shipmentSla([{ days: -1 }])).toBe(-1);
  });

  it('O-4-54 null when there is no SLA', () => {
    expect(shipmentSla(null)).toBeNull();
    expect(shipmentSla(undefined)).toBeNull();
    expect(shipmentSla([])).toBeNull();
    expect(shipmentSla([{ days: null }, { days: undefined }])).toBeNull();
    expect(shipmentSla([{ days: null }, { days: 2 }])).toBe(2);
  });
});
