import type { OrderEventStatus } from './order-event-statuses.ts';
import type { Milestone } from './milestones.ts';

/**
 * R-4-35 (open): station scan actions written to the status log, the milestone each one marks, and the order
 * event it records (null when the event list has none). See docs/decisions/status-log-actions.md.
 */
export const STATUS_LOG_ACTIONS = {
  'receive-blank': { milestone: 'RECEIVED', event: 'blanks-received' },
  'report-rip-issue': { milestone: 'RIP_ISSUE', event: null },
  pretreat: { milestone: 'PRETREAT', event: 'pretreat' },
  print: { milestone: 'PRINT', event: 'printed' },
  'qc-pass': { milestone: 'QC', event: 'qc-complete' },
  store: { milestone: 'STORED', event: 'stored' },
  'load-cart': { milestone: 'CART_LOADED', event: null },
} as const satisfies Record<string, { milestone: Milestone; event: OrderEventStatus | null }>;
export type StatusLogAction = keyof typeof STATUS_LOG_ACTIONS;

/** The milestone a status-log action marks, or null for an action that marks none. */
export function milestoneForAction(action: string): Milestone | null {
  return Object.hasOwn(STATUS_LOG_ACTIONS, action)
    ? STATUS_LOG_ACTIONS[action as StatusLogAction].milestone
    : null;
}
