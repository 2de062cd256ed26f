import { describe, expect, it } from 'vitest';
import {
  chooseBox,
  MAX_PARCEL_OUNCES,
  PACKED_UNIT,
  type PackKind,
  packKind,
  splitParcels,
} from './packing.ts';
import { boxVolume, STANDARD_BOXES } from './standard-boxes.ts';

describe('#18 boxes and parcels (O-9-59..65)', () => {
  it('O-9-59 one tee goes in Box 1, the smallest box', () => {
    expect(chooseBox(['tee']).box.identifier).toBe('Box 1');
  });
  it('O-9-63 a poster needs a box whose longest side holds 24 in', () => {
    expect(chooseBox(['poster']).box.identifier).toBe('Box 5');
  });
  it('more units take a bigger box, weight adds up', () => {
    const r = chooseBox(Array.from({ length: 12 }, () => 'sweatshirt' as PackKind));
    expect(boxVolume(r.box)).toBeGreaterThanOrEqual(12 * PACKED_UNIT.sweatshirt.volume);
    expect(r.ounces).toBe(12 * 18);
  });
  it('a shipment too big for one box splits into parcels that each fit the largest box and 50 lb', () => {
    const units = Array.from({ length: 120 }, (_, i) => (i % 3 === 0 ? 'mug' : 'sweatshirt') as PackKind);
    const parcels = splitParcels(units, (k) => k);
    expect(parcels.flat()).toEqual(units);
    const largest = Math.max(...STANDARD_BOXES.map(boxVolume));
    for (const p of parcels) {
      expect(p.reduce((s, k) => s + PACKED_UNIT[k].ounces, 0)).toBeLessThanOrEqual(MAX_PARCEL_OUNCES);
      expect(p.reduce((s, k) => s + PACKED_UNIT[k].volume, 0) * 1.15).toBeLessThanOrEqual(largest);
    }
  });
  it('pack kinds from print type and category', () => {
    expect(packKind('mug')).toBe('mug');
    expect(packKind('dtg', 'hoodies')).toBe('sweatshirt');
    expect(packKind('dtg', 'short-sleeve-shirts')).toBe('tee');
    expect(packKind('poster')).toBe('poster');
  });
});
