import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  availableOf,
  balanceOf,
  creditLineAllowed,
  debitAllowed,
  decidePayment,
  fundsNeeded,
  isLedgerCreditType,
  ordersToRelease,
} from './ledger.ts';

describe('billing ledger rules', () => {
  it('#19.1 the balance is the sum of the ledger: credits add, debits subtract', () => {
    expect(
      balanceOf([
        { direction: 'credit', amount: 5000 },
        { direction: 'debit', amount: 1250 },
        { direction: 'credit', amount: 1 },
      ]),
    ).toBe(3751);
    expect(availableOf(-2000, 10000)).toBe(8000);
  });

  it('#19.1 an order is paid when balance + credit line covers it, else held short by the missing cents', () => {
    expect(decidePayment(1000, 1000)).toEqual({ paid: true });
    expect(decidePayment(999, 1000)).toEqual({ paid: false, shortBy: 1 });
    expect(decidePayment(-500, 1000)).toEqual({ paid: false, shortBy: 1000 });
  });

  it('#19.2 held orders are released oldest first and the queue stops at the first that does not fit', () => {
    const held = [
      { id: 'a', total: 300 },
      { id: 'b', total: 500 },
      { id: 'c', total: 100 },
    ];
    expect(ordersToRelease(held, 850).map((o) => o.id)).toEqual(['a', 'b']);
    expect(ordersToRelease(held, 299)).toEqual([]);
    expect(fundsNeeded([300, 500], 120)).toBe(680);
    expect(fundsNeeded([300], -50)).toBe(300);
  });

  it('#19.1 debits and credit-line changes never take available below zero', () => {
    expect(debitAllowed(100, 100)).toBe(true);
    expect(debitAllowed(100, 101)).toBe(false);
    expect(debitAllowed(100, 0)).toBe(false);
    expect(creditLineAllowed(-5000, 5000)).toBe(true);
    expect(creditLineAllowed(-5000, 4999)).toBe(false);
    expect(isLedgerCreditType('card-payment')).toBe(true);
    expect(isLedgerCreditType('order')).toBe(false);
  });

  it('#19.1 release never spends more than is available (any queue, any funds)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 10_000 }), { maxLength: 20 }),
        fc.integer({ min: -5000, max: 50_000 }),
        (totals, available) => {
          const out = ordersToRelease(
            totals.map((total, i) => ({ i, total })),
            available,
          );
          const spent = out.reduce((s, o) => s + o.total, 0);
          expect(spent).toBeLessThanOrEqual(Math.max(available, 0));
          expect(out.map((o) => o.i)).toEqual(out.map((_, k) => k));
        },
      ),
    );
  });
});
