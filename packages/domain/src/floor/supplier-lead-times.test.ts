import { describe, expect, it } from 'vitest';
import { applyEvent } from '../production/order-lifecycle.ts';
import { stuckReason } from '../production/production-board.ts';
import type { LifecycleState } from '../production/order-lifecycle.ts';
import {
  dueDateAfterBlanks,
  expectedDay,
  expectedDelivery,
  SUPPLIER_LEAD_DAYS,
} from './supplier-lead-times.ts';

describe('supplier expected dates', () => {
  it('counts the lead time in Los Angeles business days from the moment the blank order is sent', () => {
    expect(SUPPLIER_LEAD_DAYS).toEqual({ SANMAR: 2, ALPHA: 3, DELTA: 4 });
    // Tuesday 2026-12-01 12:00 PST (20:00 UTC): SANMAR two business days later, Thursday 12:00.
    expect(expectedDelivery('2026-12-01T20:00:00Z', 'SANMAR')).toBe('2026-12-03T20:00:00.000Z');
    // Friday 2026-12-04 12:00 PST: ALPHA skips the weekend, Wednesday 12:00.
    expect(expectedDelivery('2026-12-04T20:00:00Z', 'ALPHA')).toBe('2026-12-09T20:00:00.000Z');
    // Sent on a Saturday: counted from Monday's 09:00 opening; DELTA's 4 x 8 business hours end Thursday 17:00.
    expect(expectedDelivery('2026-12-05T20:00:00Z', 'DELTA')).toBe('2026-12-11T01:00:00.000Z');
    expect(expectedDay('2026-12-11T01:00:00.000Z')).toBe('2026-12-10');
  });

  it('moves the due date only when the blanks arrive too late for it (one business day after arrival)', () => {
    expect(dueDateAfterBlanks('2026-12-10', '2026-12-03T20:00:00Z')).toBe('2026-12-10');
    expect(dueDateAfterBlanks('2026-12-03', '2026-12-03T20:00:00Z')).toBe('2026-12-04');
    // Arriving on a Friday: due the Monday after.
    expect(dueDateAfterBlanks('2026-12-02', '2026-12-04T20:00:00Z')).toBe('2026-12-07');
  });

  it('a blanks-placed event carrying a later due date moves the order’s due date', () => {
    const s = { dueDate: '2026-12-03', items: [], sequence: 0 } as unknown as LifecycleState;
    const next = applyEvent(
      s,
      { name: 'blanks-placed', itemIndex: 0, data: { dueDate: '2026-12-07' } },
      '2026-12-01T20:00:00Z',
    );
    expect(next.dueDate).toBe('2026-12-07');
    expect(
      applyEvent(s, { name: 'blanks-placed', itemIndex: 0, data: {} }, '2026-12-01T20:00:00Z').dueDate,
    ).toBe('2026-12-03');
  });

  it('a unit waiting for supplier blanks is judged by the expected date, not the milestone clock', () => {
    const u = {
      barcode: '1000-1-1',
      orderId: '1000',
      station: 'receiving',
      printType: 'dtg',
      milestone: 'BLANK_ORDERED',
      // Ordered 10 days ago: far past the milestone's 168 h maximum.
      milestoneAt: '2026-11-23T20:00:00Z',
      blockedBy: 'waiting for blanks from DELTA (blank order 7, sent 2026-11-23, expected 2026-12-04)',
      blanksExpectedAt: '2026-12-04T20:00:00Z',
    };
    expect(stuckReason(u, '2026-12-03T20:00:00Z')?.state).toBe('blocked');
    expect(stuckReason(u, '2026-12-05T20:00:00Z')).toMatchObject({
      state: 'late',
      reason:
        'Held at receiving: the blanks were expected 2026-12-04 and have not arrived (waiting for blanks from DELTA (blank order 7, sent 2026-11-23, expected 2026-12-04)).',
    });
    // Without an expected date the milestone clock decides, as before.
    expect(stuckReason({ ...u, blanksExpectedAt: null }, '2026-12-03T20:00:00Z')?.state).toBe('late');
  });
});
