import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decide, initialState, type LifecycleState } from '../production/order-lifecycle.ts';
import {
  amountDueCents,
  cancelRefundable,
  changeEffect,
  chargedItems,
  repricedTotal,
  repriceLedgerType,
  settlement,
} from './order-changes.ts';

describe('#28 order changes re-price (docs/decisions/order-changes-reprice.md)', () => {
  it('#28 an item cancelled before printing is refunded; one whose units are printed stays charged', () => {
    expect(cancelRefundable('paid')).toBe(true);
    expect(cancelRefundable('unpaid')).toBe(true);
    expect(cancelRefundable('artwork-created')).toBe(true);
    expect(cancelRefundable('printing')).toBe(false);
    expect(cancelRefundable('reprint')).toBe(false);
    expect(cancelRefundable(null)).toBe(false);
    expect(
      chargedItems(
        [{ status: 'paid' }, { status: 'cancelled' }, { status: 'cancelled' }, { status: 'cancelled' }],
        [
          { itemIndex: 1, from: 'paid' },
          { itemIndex: 2, from: 'reprint', refundable: false },
          { itemIndex: null, from: 'on-hold', refundable: true },
        ],
      ),
    ).toEqual([true, false, true, false]);
  });

  it('#28 the lifecycle decides refundable when the cancel happens (a hold counts from where it was held)', () => {
    const start = initialState({
      name: 'Mugs',
      dueDate: '2026-12-01',
      sendProof: false,
      bypassArtworkCreation: false,
      bypassUserApproval: false,
      items: [
        { printType: 'sublimation', designId: 'd1' },
        { printType: 'sublimation', designId: 'd2' },
      ],
      shipments: [{ address: { country: 'US' }, shippingMethod: 'ups-ground' }],
    });
    const at = '2026-11-24T18:00:00.000Z';
    const inStatus = (status: string, heldFrom: string | null = null): LifecycleState => ({
      ...start,
      status: status as LifecycleState['status'],
      heldFrom: heldFrom as LifecycleState['heldFrom'],
      items: start.items.map((i) => ({ ...i, status: status as never, heldFrom: heldFrom as never })),
    });
    const flags = (s: LifecycleState, itemIndex?: number) => {
      const d = decide(
        s,
        itemIndex === undefined ? { type: 'cancel' } : { type: 'cancel-item', itemIndex },
        at,
      );
      if (!d.ok) throw new Error(d.reason);
      return d.events.filter((e) => e.name === 'cancelled').map((e) => e.data.refundable);
    };
    expect(flags(inStatus('paid'), 0)).toEqual([true]);
    expect(flags(inStatus('unpaid'))).toEqual([true]);
    expect(flags(inStatus('on-hold', 'artwork-created'))).toEqual([true]);
    expect(flags(inStatus('on-hold', 'printing'))).toEqual([false]);
  });

  it('#28 a cancel never raises the total; other changes take the re-quote', () => {
    expect(repricedTotal('cancel-item', 10_000, 7_000)).toBe(7_000);
    expect(repricedTotal('cancel-item', 10_000, 12_000)).toBe(10_000);
    expect(repricedTotal('cancel', 10_000, 0)).toBe(0);
    expect(repricedTotal('change-shipping-method', 10_000, 12_000)).toBe(12_000);
    expect(repricedTotal('change-address', 10_000, -5)).toBe(0);
  });

  it('#28 a paid order settles the difference; an unpaid one only changes its amount due', () => {
    expect(settlement({ paid: true, net: 10_000, newTotal: 7_000 })).toEqual({
      direction: 'credit',
      amount: 3_000,
    });
    expect(settlement({ paid: true, net: 10_000, newTotal: 10_500 })).toEqual({
      direction: 'debit',
      amount: 500,
    });
    expect(settlement({ paid: true, net: 10_000, newTotal: 10_000 })).toBeNull();
    expect(settlement({ paid: false, net: 0, newTotal: 7_000 })).toBeNull();
    expect(amountDueCents(7_000, 0)).toBe(7_000);
    expect(amountDueCents(7_000, 7_000)).toBe(0);
    expect(repriceLedgerType('cancel-item')).toBe('item-cancelled');
    expect(repriceLedgerType('cancel')).toBe('order-cancelled');
    expect(repriceLedgerType('change-address')).toBe('order-change');
  });

  it('#28 the dialog amount: a refund for a paid order, a cut of the amount due for an unpaid one', () => {
    expect(changeEffect({ total: 10_000, due: 0 }, { total: 7_000, due: 0 })).toEqual({
      totalBefore: 10_000,
      totalAfter: 7_000,
      refund: 3_000,
      dueCut: 0,
    });
    expect(changeEffect({ total: 10_000, due: 10_000 }, { total: 7_000, due: 7_000 }).dueCut).toBe(3_000);
    expect(changeEffect({ total: 10_000, due: 10_000 }, { total: 7_000, due: 7_000 }).refund).toBe(0);
    // The cheaper order then paid from the balance: still 3,000 off what was due, nothing refunded.
    expect(changeEffect({ total: 10_000, due: 10_000 }, { total: 7_000, due: 0 })).toMatchObject({
      refund: 0,
      dueCut: 3_000,
    });
  });

  it('#28 settling after any sequence of re-prices leaves the order net equal to its total (paid orders)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(fc.integer({ min: 0, max: 1_000_000 })),
        (first, totals) => {
          let net = first;
          for (const t of totals) {
            const s = settlement({ paid: true, net, newTotal: t });
            if (s) net += s.direction === 'debit' ? s.amount : -s.amount;
            expect(net).toBe(t);
          }
        },
      ),
      { numRuns: 50 },
    );
  });
});
