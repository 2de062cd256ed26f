import { describe, expect, it } from 'vitest';
import { ITEM_STATUSES, ORDER_STATUSES } from './order-statuses.ts';
import {
  canTransitionItem,
  canTransitionOrder,
  ITEM_TRANSITIONS,
  nextItemStatuses,
  nextOrderStatuses,
  ORDER_TRANSITIONS,
} from './status-transitions.ts';

describe('status transitions', () => {
  it('R-4-06 an order walks quote -> order -> validated -> unpaid -> paid -> artwork-created -> printing -> shipped', () => {
    const path = ['quote', 'order', 'validated', 'unpaid', 'paid', 'artwork-created', 'printing', 'shipped'];
    const ctx = { paymentCaptured: true, allItemsShipped: true };
    for (let i = 1; i < path.length; i++)
      expect(canTransitionOrder(path[i - 1]!, path[i]!, ctx)).toEqual({ ok: true });
    // Prepaid or credit-line orders skip unpaid.
    expect(canTransitionOrder('validated', 'paid', ctx)).toEqual({ ok: true });
  });

  it('R-4-06 moves outside the table are refused with a reason', () => {
    expect(canTransitionOrder('quote', 'printing')).toEqual({
      ok: false,
      reason: 'An order cannot go from "quote" to "printing".',
    });
    expect(canTransitionOrder('printing', 'paid')).toEqual({
      ok: false,
      reason: 'An order cannot go from "printing" to "paid".',
    });
    expect(canTransitionOrder('paid', 'paid')).toEqual({ ok: false, reason: 'The order is already "paid".' });
    expect(canTransitionOrder('paid', 'reprint')).toEqual({
      ok: false,
      reason: '"reprint" is not an order status.',
    });
    expect(canTransitionOrder('lost', 'paid')).toEqual({
      ok: false,
      reason: '"lost" is not an order status.',
    });
  });

  it('R-4-06 shipped and cancelled are final', () => {
    expect(canTransitionOrder('shipped', 'printing')).toEqual({
      ok: false,
      reason: 'A shipped order cannot change status.',
    });
    expect(canTransitionOrder('cancelled', 'order')).toEqual({
      ok: false,
      reason: 'A cancelled order cannot change status.',
    });
    expect(nextOrderStatuses('shipped')).toEqual([]);
  });

  it('R-4-06 cancelling is possible until printing starts', () => {
    for (const s of [
      'quote',
      'order',
      'validated',
      'unpaid',
      'paid',
      'artwork-created',
      'on-hold',
    ] as const) {
      expect(canTransitionOrder(s, 'cancelled')).toEqual({ ok: true });
    }
    expect(canTransitionOrder('printing', 'cancelled')).toEqual({
      ok: false,
      reason: 'An order that is "printing" can no longer be cancelled.',
    });
  });

  it('R-4-06 guards: payment must be captured to become paid; every item must ship before the order', () => {
    expect(canTransitionOrder('unpaid', 'paid')).toEqual({
      ok: false,
      reason: 'Payment has not been captured.',
    });
    expect(canTransitionOrder('printing', 'shipped', { allItemsShipped: false })).toEqual({
      ok: false,
      reason: 'Not every item of the order has shipped.',
    });
    // An item ships on its own.
    expect(canTransitionItem('printing', 'shipped')).toEqual({ ok: true });
  });

  it('R-4-06 on-hold interrupts any live status and releases back to the status it was held from', () => {
    for (const s of ['order', 'validated', 'unpaid', 'paid', 'artwork-created', 'printing'] as const) {
      expect(canTransitionOrder(s, 'on-hold')).toEqual({ ok: true });
    }
    expect(canTransitionOrder('on-hold', 'printing', { heldFrom: 'printing' })).toEqual({ ok: true });
    expect(canTransitionOrder('on-hold', 'shipped', { heldFrom: 'printing' }).ok).toBe(false);
    expect(canTransitionOrder('on-hold', 'paid', { heldFrom: 'validated', paymentCaptured: true })).toEqual({
      ok: false,
      reason: 'The order was put on hold while "validated" and can only be released back to it.',
    });
    expect(canTransitionOrder('on-hold', 'paid')).toEqual({
      ok: false,
      reason: 'The status the order was held from is unknown.',
    });
  });

  it('R-4-06 items may be reprinted after printing or shipping; a reprint goes back to printing', () => {
    expect(canTransitionItem('printing', 'reprint')).toEqual({ ok: true });
    expect(canTransitionItem('shipped', 'reprint')).toEqual({ ok: true });
    expect(canTransitionItem('reprint', 'printing')).toEqual({ ok: true });
    expect(canTransitionItem('shipped', 'printing')).toEqual({
      ok: false,
      reason: 'An item cannot go from "shipped" to "printing".',
    });
    expect(canTransitionItem('paid', 'reprint').ok).toBe(false);
    expect(nextItemStatuses('reprint')).toEqual(['printing', 'on-hold', 'cancelled']);
  });

  it('R-4-06 the tables cover every status and only name known statuses', () => {
    expect(Object.keys(ORDER_TRANSITIONS).sort()).toEqual([...ORDER_STATUSES].sort());
    expect(Object.keys(ITEM_TRANSITIONS).sort()).toEqual([...ITEM_STATUSES].sort());
    for (const targets of Object.values(ITEM_TRANSITIONS)) {
      for (const t of targets) expect(ITEM_STATUSES).toContain(t);
    }
    // Every status except quote is reachable.
    const reachable = new Set(Object.values(ITEM_TRANSITIONS).flat());
    expect(ITEM_STATUSES.filter((s) => !reachable.has(s))).toEqual(['quote']);
  });
});
