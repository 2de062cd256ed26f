import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderingFlowPolicy, poTotalMismatch, punchoutMessage, unspscFor } from './punchout.ts';

describe('punchout rules', () => {
  it('O-6-01 O-6-02 only features.coupa changes the flow: a coupa cart returns to Coupa, no payment, no PO asked', () => {
    expect(orderingFlowPolicy({ coupa: true })).toEqual({
      placesOrder: false,
      collectsPayment: false,
      asksForPo: false,
    });
    for (const coupa of [false, null, undefined])
      expect(orderingFlowPolicy({ coupa })).toEqual({
        placesOrder: true,
        collectsPayment: true,
        asksForPo: true,
      });
  });

  it('the message adds up to the cent for any lines and totals (lines split where the amount does not divide)', () => {
    const line = fc.record({
      quantity: fc.integer({ min: 1, max: 500 }),
      totalCents: fc.integer({ min: 0, max: 5_000_000 }),
      printType: fc.constantFrom('dtg', 'screenprint', 'embr', 'mug', null),
    });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 12 }),
        fc.nat(100_000),
        fc.nat(50_000),
        fc.nat(50_000),
        (ls, shipping, fees, tax) => {
          const lines = ls.map((l, i) => ({
            ...l,
            lineNo: i + 1,
            productIdentifier: 'gildan-5000',
            color: 'Navy',
            size: 'lrg',
            productName: 'Gildan 5000',
          }));
          const m = punchoutMessage(lines, { shipping, fees, tax });
          const goods = lines.reduce((s, l) => s + l.totalCents, 0);
          expect(m.totalCents).toBe(goods + shipping + fees + tax);
          for (const l of lines) {
            const parts = m.items.filter((i) => i.lineNo === l.lineNo);
            expect(parts.reduce((s, i) => s + i.quantity, 0)).toBe(l.quantity);
            expect(parts.reduce((s, i) => s + i.quantity * i.unitCents, 0)).toBe(l.totalCents);
            expect(parts.length).toBeLessThanOrEqual(2);
          }
        },
      ),
    );
  });

  it('files garments and mugs under their UNSPSC class, anything else under promotional items', () => {
    expect(unspscFor('dtg')).toBe('53103000');
    expect(unspscFor('mug')).toBe('52152100');
    expect(unspscFor('unknown')).toBe('55121700');
  });

  it('a PO whose total differs from the cart is refused with both amounts', () => {
    expect(poTotalMismatch(1000, 1000)).toBeNull();
    expect(poTotalMismatch(1000, 1200)).toContain("10.00 USD differs from the cart's 12.00 USD");
  });
});
