import { DomainError } from '../errors/domain-error.ts';
import { type Milestone, type MilestonePrintType, type MilestoneStep, milestoneStep } from './milestones.ts';

/** A point in time as callers hold it. */
export type When = Date | string;

/** How an order sitting at a milestone is doing. */
export type MilestoneState = 'on-track' | 'behind-average' | 'late' | 'final';

/** R-4-34 (open): what the production board shows for an order at a milestone, and whether to notify staff. */
export interface MilestoneHealth {
  state: MilestoneState;
  /** The milestone is an alert milestone (RIP issue, case/poster rejection). */
  alert: boolean;
  /** Notify the facility's production leads: an alert milestone was reached, or the max was exceeded. */
  notify: boolean;
  hoursElapsed: number;
  step: MilestoneStep;
  /** Why it is flagged, for the board and the notification; null when on track. */
  reason: string | null;
}

const MS_PER_HOUR = 3_600_000;

const toMillis = (w: When): number => {
  const ms = w instanceof Date ? w.getTime() : Date.parse(w);
  if (Number.isNaN(ms)) throw new DomainError('invalid_instant', `Invalid date: ${String(w)}`);
  return ms;
};

/**
 * R-4-07..34: the health of an order that entered `milestone` at `enteredAt`, seen at `now`. Hours are real
 * elapsed hours (the spec's maxima are whole days, and several facilities run around the clock). Beyond the
 * average it is behind-average; beyond the max it is late; an alert milestone notifies as soon as it is reached.
 * See docs/decisions/milestone-alerts.md.
 */
export function milestoneHealth(
  printType: MilestonePrintType,
  milestone: Milestone,
  enteredAt: When,
  now: When,
): MilestoneHealth {
  const step = milestoneStep(printType, milestone);
  if (!step) {
    throw new DomainError('unknown_milestone', `The ${printType} timeline has no milestone ${milestone}`);
  }
  const hoursElapsed = Math.max(0, (toMillis(now) - toMillis(enteredAt)) / MS_PER_HOUR);
  const base = { alert: step.alert, hoursElapsed, step };
  if (step.final) return { ...base, state: 'final', notify: false, reason: null };
  if (step.maxHours !== null && hoursElapsed > step.maxHours) {
    const reason = `${milestone} exceeded its ${step.maxHours} h maximum (${Math.floor(hoursElapsed)} h elapsed).`;
    return { ...base, state: 'late', notify: true, reason };
  }
  const behind = step.avgHours !== null && hoursElapsed > step.avgHours;
  const state: MilestoneState = behind ? 'behind-average' : 'on-track';
  if (step.alert) return { ...base, state, notify: true, reason: `${milestone} is an alert milestone.` };
  const reason = behind ? `${milestone} is taking longer than its ${step.avgHours} h average.` : null;
  return { ...base, state, notify: false, reason };
}

/** Whether an order at a milestone is past that milestone's max hours. */
export function isLateForMilestone(
  printType: MilestonePrintType,
  milestone: Milestone,
  enteredAt: When,
  now: When,
): boolean {
  return milestoneHealth(printType, milestone, enteredAt, now).state === 'late';
}
