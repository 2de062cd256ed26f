import { describe, expect, it } from 'vitest';
import { finishingMilestone, finishingRefusal, stationAfterQc, unitShipments } from './finishing.ts';
import { planUnits } from './units.ts';

describe('finishing stations (#18)', () => {
  it('a unit waiting for QC is refused elsewhere with where it waits; rack counts as store', () => {
    expect(finishingRefusal('1000-1-1', 'qc', 'INDY', 'qc', 'INDY')).toBeNull();
    expect(finishingRefusal('1000-1-1', 'qc', 'INDY', 'shipping', 'INDY')).toBe(
      'Unit 1000-1-1 is waiting for QC at INDY, not shipping',
    );
    expect(finishingRefusal('1000-1-1', 'store', 'INDY', 'rack', 'INDY')).toBeNull();
    expect(finishingRefusal('1000-1-1', 'voided', 'INDY', 'qc', 'INDY')).toMatch(/voided/);
    expect(finishingRefusal('1000-1-1', 'qc', 'INDY', 'qc', 'DALLAS')).toMatch(/not QC at DALLAS/);
  });

  it('R-9-06 one-unit orders skip the store', () => {
    expect(stationAfterQc(1)).toBe('shipping');
    expect(stationAfterQc(2)).toBe('store');
  });

  it('R-4-35 finishing milestones only where the timeline has them', () => {
    expect(finishingMilestone('dtg', 'QC')).toBe('QC');
    expect(finishingMilestone('mug', 'QC')).toBeNull();
    expect(finishingMilestone('poster', 'SHIPPED')).toBe('SHIPPED');
    expect(finishingMilestone('embr', 'SHIPPED')).toBeNull();
  });

  it('units map to the shipment of the line that made them, numbered as planUnits numbers them', () => {
    const lines = [
      { itemIndex: 0, shipmentId: 'a', quantity: 2, size: 'm' },
      { itemIndex: 1, shipmentId: 'a', quantity: 1, size: 'm' },
      { itemIndex: 0, shipmentId: 'b', quantity: 1, size: 'l' },
    ];
    const map = unitShipments(lines);
    const planned = planUnits(
      7,
      lines.map((l) => ({ ...l, productIdentifier: null, color: null })),
    );
    expect(planned.map((u) => map.get(`${u.itemIndex}-${u.unitNo}`))).toEqual(['a', 'a', 'b', 'a']);
  });
});
