import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BreakdownEntry } from '../pricing/quote-types.ts';
import { itemRefundCents } from './refunds.ts';

const entry = (printing: number, shipping = 0): BreakdownEntry => ({
  printing,
  blanks: 0,
  shipping,
  fees: 0,
  tax: 0,
});

describe('refunds of cancelled items (docs/decisions/billing-ledger.md)', () => {
  const quote = {
    breakdown: [entry(3000, 500), entry(1000), entry(500)],
    refs: [{ printableId: 'a' }, { printableId: 'b' }, { printableId: 'a' }],
  };

  it('an item is every priced entry of its printable, as a share of what the order paid', () => {
    // a: 3500 + 500 of 5000 quoted; the order paid 4000 after a discount: a's share is 3200.
    expect(itemRefundCents({ paid: 4000, quote, printableId: 'a', refunded: 0 })).toBe(3200);
    expect(itemRefundCents({ paid: 4000, quote, printableId: 'b', refunded: 0 })).toBe(800);
    expect(itemRefundCents({ paid: 4000, quote, printableId: 'zzz', refunded: 0 })).toBe(0);
  });

  it('never gives back more than is still unrefunded', () => {
    expect(itemRefundCents({ paid: 4000, quote, printableId: 'a', refunded: 3900 })).toBe(100);
  });

  it('whatever the prices and the order items are cancelled in, the shares never exceed the payment', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(100_000), { minLength: 1, maxLength: 6 }),
        fc.nat(1_000_000),
        fc.nat(5),
        (prices, paid, keepLive) => {
          const q = {
            breakdown: prices.map((p) => entry(p)),
            refs: prices.map((_, i) => ({ printableId: `p${i}` })),
          };
          let refunded = 0;
          // Cancel items one by one, leaving `keepLive` of them for the whole-order cancel.
          for (let i = 0; i < Math.max(0, prices.length - 1 - (keepLive % prices.length)); i++) {
            const r = itemRefundCents({ paid, quote: q, printableId: `p${i}`, refunded });
            expect(r).toBeGreaterThanOrEqual(0);
            refunded += r;
            expect(refunded).toBeLessThanOrEqual(paid);
          }
        },
      ),
    );
  });
});
