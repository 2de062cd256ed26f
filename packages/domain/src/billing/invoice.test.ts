import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invoiceFromTotals, invoiceNumberLabel } from './invoice.ts';

describe('invoice of an order', () => {
  it('#19.4 a line per priced part; lines + tax equal the total charged', () => {
    const inv = invoiceFromTotals({
      printing: 4000,
      blanks: 2500,
      shipping: 895,
      fees: 0,
      tax: 0,
      total: 7395,
    });
    expect(inv.lines.map((l) => [l.description, l.amount])).toEqual([
      ['Printing', 4000],
      ['Blank garments and products', 2500],
      ['Shipping', 895],
    ]);
    expect(inv).toMatchObject({ subtotal: 7395, tax: 0, total: 7395 });
    expect(invoiceNumberLabel(1042)).toBe('INV-001042');
  });

  it('#19.4 discounts and rounding become one adjustment line (any totals)', () => {
    fc.assert(
      fc.property(
        fc.record({
          printing: fc.nat(100_000),
          blanks: fc.nat(100_000),
          shipping: fc.nat(10_000),
          fees: fc.nat(10_000),
          tax: fc.nat(10_000),
          total: fc.nat(300_000),
        }),
        (t) => {
          const inv = invoiceFromTotals(t);
          expect(inv.lines.reduce((s, l) => s + l.amount, 0) + inv.tax).toBe(t.total);
          expect(inv.subtotal + inv.tax).toBe(inv.total);
        },
      ),
    );
  });

  it('a coupon is its own line, and the lines still add up to the total (docs/decisions/coupons.md)', () => {
    const inv = invoiceFromTotals({
      printing: 8000,
      blanks: 2000,
      shipping: 900,
      fees: 0,
      tax: 500,
      total: 10_400,
      coupon: { label: 'Coupon SPRING10 (10% off)', discountCents: 1000 },
    });
    expect(inv.lines.map((l) => [l.description, l.amount])).toEqual([
      ['Printing', 8000],
      ['Blank garments and products', 2000],
      ['Shipping', 900],
      ['Coupon SPRING10 (10% off)', -1000],
    ]);
    expect(inv.lines.reduce((s, l) => s + l.amount, 0) + inv.tax).toBe(inv.total);
  });
});
