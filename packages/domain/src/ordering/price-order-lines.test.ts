import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OrderLine } from './order-lines.ts';
import { priceOrderLines } from './price-order-lines.ts';

const line = (
  lineNo: number,
  shipmentId: string,
  printableId: string,
  size: string,
  quantity: number,
): OrderLine => ({
  lineNo,
  shipmentId,
  printableId,
  productIdentifier: 'gildan-5000',
  color: 'Navy',
  size,
  quantity,
});

describe('priceOrderLines: sizes priced from their item', () => {
  it('O-9-24 the sizes of 102 shirts add up to the line the review shows, not 32 cents short', () => {
    const lines = [
      line(1, 's1', 'p1', 'sml', 20),
      line(2, 's1', 'p1', 'med', 40),
      line(3, 's1', 'p1', 'lrg', 42),
    ];
    // Rounding 663.32 / 102 down to 650 cents a piece and multiplying loses 32 cents.
    const priced = priceOrderLines(lines, () => 66332);
    expect(priced.reduce((n, l) => n + l.totalCents, 0)).toBe(66332);
    expect(priced.map((l) => l.totalCents)).toEqual([13006, 26013, 27313]);
    expect(priced.map((l) => l.unitCents)).toEqual([650, 650, 650]);
  });

  it('O-9-24 each shipment and printable is priced from its own amount', () => {
    const lines = [
      line(1, 's1', 'p1', 'sml', 1),
      line(2, 's2', 'p1', 'sml', 3),
      line(3, 's1', 'p2', 'med', 2),
    ];
    const amounts: Record<string, number> = { 's1|p1': 100, 's2|p1': 301, 's1|p2': 50 };
    const priced = priceOrderLines(lines, (s, p) => amounts[`${s}|${p}`]);
    expect(priced.map((l) => l.totalCents)).toEqual([100, 301, 50]);
    expect(priced.map((l) => l.unitCents)).toEqual([100, 100, 25]);
    expect(priceOrderLines(lines, () => undefined).map((l) => l.totalCents)).toEqual([0, 0, 0]);
  });

  it('O-9-24 property: per-size amounts sum to their item to the cent, whatever the quantities', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            shipment: fc.constantFrom('s1', 's2', 's3'),
            printable: fc.constantFrom('p1', 'p2'),
            quantity: fc.integer({ min: 1, max: 500 }),
          }),
          { minLength: 1, maxLength: 15 },
        ),
        fc.integer({ min: 0, max: 5_000_000 }),
        (rows, seed) => {
          const lines = rows.map((r, i) => line(i + 1, r.shipment, r.printable, `s${i}`, r.quantity));
          const amountOf = (s: string, p: string) =>
            (seed * (s.charCodeAt(1) + 7 * p.charCodeAt(1))) % 9_999_991;
          const priced = priceOrderLines(lines, amountOf);
          for (const s of ['s1', 's2', 's3'])
            for (const p of ['p1', 'p2']) {
              const mine = priced.filter((l) => l.shipmentId === s && l.printableId === p);
              if (mine.length === 0) continue;
              expect(mine.reduce((n, l) => n + l.totalCents, 0)).toBe(amountOf(s, p));
            }
        },
      ),
    );
  });
});
