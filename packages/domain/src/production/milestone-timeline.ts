import { type MilestoneState, milestoneHealth, type When } from './milestone-health.ts';
import { MILESTONE_TIMELINES, type Milestone, type MilestonePrintType } from './milestones.ts';

/** Where one milestone of an item's timeline stands. */
export type TimelineStepState = 'done' | 'current' | 'upcoming' | 'skipped';

/** The health staff see for an item: the milestone state, or `alert` when an alert milestone was reached. */
export type ItemHealth = Exclude<MilestoneState, 'final'> | 'alert' | 'final';

/** One row of an item's milestone timeline. */
export interface TimelineStep {
  milestone: Milestone;
  state: TimelineStepState;
  /** When the item entered this milestone, when known. */
  enteredAt: string | null;
  maxHours: number | null;
  avgHours: number | null;
  alert: boolean;
  occasional: boolean;
  /** Health at the current milestone only. */
  health: ItemHealth | null;
  /** Why the current milestone is flagged (null when on track). */
  reason: string | null;
}

/**
 * R-4-34 (open, docs/decisions/milestone-alerts.md): one health word per item. An alert milestone that is not yet
 * late shows as `alert`; past its max any milestone is `late`.
 */
export function itemHealth(
  printType: MilestonePrintType,
  milestone: Milestone,
  enteredAt: When,
  now: When,
): { health: ItemHealth; reason: string | null } {
  const h = milestoneHealth(printType, milestone, enteredAt, now);
  return { health: h.alert && h.state !== 'late' ? 'alert' : h.state, reason: h.reason };
}

/**
 * R-4-07..34: an item's milestone timeline for its print type: every milestone in order with the time the item
 * entered it (`entered`, from the event log), the current one with its health, earlier ones done (occasional
 * milestones it never entered are skipped), later ones upcoming. Without a current milestone (production not
 * started) every step is upcoming.
 */
export function milestoneTimeline(
  printType: MilestonePrintType,
  current: Milestone | null,
  entered: Partial<Record<Milestone, string>>,
  now: When,
): TimelineStep[] {
  const steps = MILESTONE_TIMELINES[printType];
  const at = current ? steps.findIndex((s) => s.milestone === current) : -1;
  return steps.map((s, i) => {
    const enteredAt = entered[s.milestone] ?? null;
    const base = {
      milestone: s.milestone,
      enteredAt,
      maxHours: s.maxHours,
      avgHours: s.avgHours,
      alert: s.alert,
      occasional: s.occasional,
      health: null,
      reason: null,
    };
    if (at < 0 || i > at) return { ...base, state: 'upcoming' };
    if (i < at) return { ...base, state: s.occasional && !enteredAt ? 'skipped' : 'done' };
    if (!enteredAt) return { ...base, state: 'current' };
    return { ...base, state: 'current', ...itemHealth(printType, s.milestone, enteredAt, now) };
  });
}
