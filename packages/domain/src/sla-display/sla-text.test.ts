import { describe, expect, it } from 'vitest';
import { shipmentSlaText, slaByShipment } from './sla-text.ts';

describe('shipment SLA on the quantity page', () => {
  it('O-4-52 a shipment takes the maximum of its items’ days', () => {
    const refs = [{ shipmentId: 's1' }, { shipmentId: 's1' }, { shipmentId: 's2' }];
    expect(slaByShipment(refs, [{ days: 3 }, { days: 5 }, { days: 2 }])).toEqual({ s1: 5, s2: 2 });
    expect(shipmentSlaText(5)).toBe('Production time: 5 business days.');
    expect(shipmentSlaText(1)).toBe('Production time: 1 business day.');
  });
  it('O-4-53 any negative value wins as -1', () => {
    expect(slaByShipment([{ shipmentId: 's1' }, { shipmentId: 's1' }], [{ days: 9 }, { days: -4 }])).toEqual({
      s1: -1,
    });
    expect(shipmentSlaText(-1)).toMatch(/to be confirmed/);
  });
  it('O-4-54 null when there is no SLA', () => {
    expect(slaByShipment([{ shipmentId: 's1' }], [{ days: null }])).toEqual({ s1: null });
    expect(slaByShipment([{ shipmentId: 's1' }], undefined)).toEqual({ s1: null });
    expect(shipmentSlaText(null)).toMatch(/enter quantities/);
  });
});
