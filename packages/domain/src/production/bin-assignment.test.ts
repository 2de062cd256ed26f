import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RACK_TYPES } from '../operations/racks.ts';
import { binCapacity, binLabel, chooseBin, type OccupiedBin, storeRacksFor } from './bin-assignment.ts';

describe('#18.2 bins: one order per bin, never over the limit (R-9-05, R-9-26)', () => {
  it('a single-unit order goes straight to shipping', () => {
    expect(chooseBin({ orderId: 'o1', orderUnits: 1, occupied: [] })).toEqual({ kind: 'direct' });
  });
  it('the next unit of an order goes to the order’s bin', () => {
    const occupied: OccupiedBin[] = [{ rack: 'marshal', bin: 3, orderId: 'o1', units: 1 }];
    expect(chooseBin({ orderId: 'o1', orderUnits: 4, occupied })).toEqual({
      kind: 'bin',
      rack: 'marshal',
      bin: 3,
      existing: true,
    });
    expect(chooseBin({ orderId: 'o2', orderUnits: 2, occupied })).toMatchObject({ rack: 'marshal', bin: 1 });
  });
  it('an order over the marshal item limit (6) spills to the overflow sort', () => {
    expect(chooseBin({ orderId: 'o1', orderUnits: 7, occupied: [] })).toMatchObject({
      rack: 'overflowSort',
      bin: 1,
    });
  });
  it('all 72 marshal bins taken -> overflow; overflow full too -> a refusal sentence', () => {
    const marshal = Array.from({ length: 72 }, (_, i) => ({
      rack: 'marshal' as const,
      bin: i + 1,
      orderId: `m${i}`,
      units: 1,
    }));
    expect(chooseBin({ orderId: 'x', orderUnits: 2, occupied: marshal })).toMatchObject({
      rack: 'overflowSort',
      bin: 1,
    });
    const overflow = Array.from({ length: 800 }, (_, i) => ({
      rack: 'overflowSort' as const,
      bin: i + 1,
      orderId: `f${i}`,
      units: 9,
    }));
    const r = chooseBin({ orderId: 'x', orderUnits: 2, occupied: [...marshal, ...overflow] });
    expect(r.kind).toBe('full');
  });
  it('any arrival order of units of any orders: each order in one bin, no bin shared or over its limit', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 120 }),
        fc.integer(),
        (sizes, seed) => {
          const units = sizes.flatMap((n, o) => Array.from({ length: n }, () => `o${o}`));
          let s = seed;
          for (let i = units.length - 1; i > 0; i--) {
            s = (s * 1103515245 + 12345) | 0;
            const j = Math.abs(s) % (i + 1);
            [units[i], units[j]] = [units[j] as string, units[i] as string];
          }
          const occupied: OccupiedBin[] = [];
          for (const orderId of units) {
            const orderUnits = sizes[Number(orderId.slice(1))] as number;
            const c = chooseBin({ orderId, orderUnits, occupied });
            if (c.kind !== 'bin') continue;
            const b = occupied.find((x) => x.rack === c.rack && x.bin === c.bin);
            if (b) {
              expect(b.orderId).toBe(orderId);
              b.units++;
            } else occupied.push({ rack: c.rack, bin: c.bin, orderId, units: 1 });
          }
          for (const b of occupied) {
            const limit = RACK_TYPES[b.rack].itemLimit;
            if (limit !== null) expect(b.units).toBeLessThanOrEqual(limit);
          }
          expect(new Set(occupied.map((b) => b.orderId)).size).toBe(occupied.length);
        },
      ),
    );
  });
  it('labels operators read', () => {
    expect(binLabel('marshal', 7)).toBe('M-07');
    expect(binLabel('overflowSort', 12)).toBe('OF-012');
  });
});

describe('storeRacksFor / binCapacity', () => {
  it('R-9-06 one unit goes direct, 2-6 try marshal then overflow, more go to the overflow sort', () => {
    expect(storeRacksFor(1)).toEqual([]);
    expect(storeRacksFor(2)).toEqual(['marshal', 'overflowSort']);
    expect(storeRacksFor(6)).toEqual(['marshal', 'overflowSort']);
    expect(storeRacksFor(7)).toEqual(['overflowSort']);
  });
  it('R-9-05 a marshal bin holds 6 units at most', () => {
    expect(binCapacity('marshal')).toBe(6);
    expect(binCapacity('overflowSort')).toBeGreaterThan(1000);
  });
});
