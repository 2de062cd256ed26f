import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maxSheetItems, sublimationSheetWidth } from '../placement/sublimation-sheet.ts';
import { inches } from '../units/units.ts';
import { nestSheets, type NestedItem, type SheetItem } from './sheet-nesting.ts';

const cell = (i: NestedItem) => ({
  x0: i.x,
  y0: i.y,
  x1: i.x + Math.max(i.width, i.label.width),
  y1: i.label.y + i.label.height,
});
const overlap = (a: NestedItem, b: NestedItem) => {
  const [p, q] = [cell(a), cell(b)];
  return p.x0 < q.x1 - 1e-9 && q.x0 < p.x1 - 1e-9 && p.y0 < q.y1 - 1e-9 && q.y0 < p.y1 - 1e-9;
};

const items = fc
  .array(
    fc.record({
      width: fc.double({ min: 0.5, max: 59.5, noNaN: true }),
      height: fc.double({ min: 0.5, max: 40, noNaN: true }),
    }),
    { minLength: 1, maxLength: 80 },
  )
  .map((xs): SheetItem[] => xs.map((x, i) => ({ code: `U${i}`, ...x })));

describe('sublimation sheets', () => {
  it('R-5-59..63 no two items overlap, every item is inside its sheet, a sheet holds at most the spec maximum, the sheet width follows the 10 in rule, every item is placed once', () => {
    fc.assert(
      fc.property(items, (xs) => {
        const r = nestSheets(xs);
        if (!r.ok) return false;
        const placed = r.sheets.flatMap((s) => s.items.map((i) => i.code)).sort();
        expect(placed).toEqual(xs.map((x) => x.code).sort());
        for (const s of r.sheets) {
          const widest = Math.max(...s.items.map((i) => i.width));
          expect(s.items.length).toBeLessThanOrEqual(maxSheetItems(inches(s.width), inches(widest)));
          for (const i of s.items) {
            expect(s.width).toBe(sublimationSheetWidth(inches(i.width)));
            const c = cell(i);
            expect(c.x0).toBeGreaterThanOrEqual(0);
            expect(c.y0).toBeGreaterThanOrEqual(0);
            expect(c.x1).toBeLessThanOrEqual(s.width + 1e-9);
            expect(c.y1).toBeLessThanOrEqual(s.height + 1e-9);
          }
          for (const [k, a] of s.items.entries())
            for (const b of s.items.slice(k + 1)) expect(overlap(a, b), `${a.code} ${b.code}`).toBe(false);
        }
        return true;
      }),
      { numRuns: 300 },
    );
  });

  it('R-5-60 coasters (4.08 in) go two to a 17 in sheet; R-5-59 a 12 in wide item goes on a 64 in sheet', () => {
    const coasters = Array.from({ length: 5 }, (_, i) => ({ code: `C${i}`, width: 4.08, height: 4.08 }));
    const r = nestSheets([...coasters, { code: 'W', width: 12, height: 8 }]);
    expect(r.ok && r.sheets.map((s) => [s.width, s.items.length])).toEqual([
      [17, 2],
      [17, 2],
      [17, 1],
      [64, 1],
    ]);
  });

  it('an item wider than a 64 in sheet is refused', () => {
    expect(nestSheets([{ code: 'X', width: 70, height: 1 }])).toMatchObject({ ok: false, code: 'too_wide' });
  });
});
