import { describe, expect, it } from 'vitest';
import { ORDER_EVENT_STATUSES } from './order-event-statuses.ts';
import { milestoneForAction, STATUS_LOG_ACTIONS } from './status-log-actions.ts';

describe('status-log actions', () => {
  it('R-4-35 scan actions map to RECEIVED, RIP_ISSUE, PRETREAT, PRINT, QC, STORED and CART_LOADED', () => {
    expect(milestoneForAction('receive-blank')).toBe('RECEIVED');
    expect(milestoneForAction('report-rip-issue')).toBe('RIP_ISSUE');
    expect(milestoneForAction('pretreat')).toBe('PRETREAT');
    expect(milestoneForAction('print')).toBe('PRINT');
    expect(milestoneForAction('qc-pass')).toBe('QC');
    expect(milestoneForAction('store')).toBe('STORED');
    expect(milestoneForAction('load-cart')).toBe('CART_LOADED');
    expect(new Set(Object.values(STATUS_LOG_ACTIONS).map((a) => a.milestone))).toEqual(
      new Set(['RECEIVED', 'RIP_ISSUE', 'PRETREAT', 'PRINT', 'QC', 'STORED', 'CART_LOADED']),
    );
  });

  it('R-4-35 unknown actions mark no milestone; recorded events are real event statuses', () => {
    expect(milestoneForAction('toString')).toBeNull();
    expect(milestoneForAction('bake')).toBeNull();
    for (const { event } of Object.values(STATUS_LOG_ACTIONS)) {
      if (event !== null) expect(ORDER_EVENT_STATUSES).toContain(event);
    }
  });
});
