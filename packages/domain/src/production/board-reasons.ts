import { type FloorStation, STATION_LABELS } from '../floor/stations.ts';
import type { MilestoneHealth } from './milestone-health.ts';
import type { Milestone } from './milestones.ts';

/**
 * The production board's "why is it stuck", as a sentence a shift lead reads at a glance: where the unit
 * waits, for how long, since which step, against the milestone's usual time and limit. Station keys and
 * milestone codes never reach the screen: they are named here.
 */

/** What each milestone means on the floor, after "since" ("since it was printed"). */
export const MILESTONE_SINCE: Readonly<Record<Milestone, string>> = {
  IMPORTED: 'the order came in',
  REJECTION: 'it was rejected',
  BLANK_ORDERED: 'its blank was ordered',
  RECEIVED: 'its blank arrived',
  CART_LOADED: 'it was loaded on a cart',
  RIP_ISSUE: 'the RIP reported an issue',
  PRETREAT: 'it was pretreated',
  PRINT: 'it was printed',
  PRINTED: 'it was printed',
  QC: 'it passed QC',
  STORED: 'it was put in its bin',
  SHIPPED: 'it shipped',
};

/** A duration for people: "40 min", "3 h 10 min", "2 d 5 h" (minutes dropped past a day). */
export function formatDuration(hours: number): string {
  const minutes = Math.max(0, Math.floor(hours * 60));
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h < 24) return m ? `${h} h ${m} min` : `${h} h`;
  const d = Math.floor(h / 24);
  const rh = h % 24;
  return rh ? `${d} d ${rh} h` : `${d} d`;
}

/** A station as people name it (the floor's label; an unknown key as it is). */
export const stationName = (station: string): string =>
  (STATION_LABELS as Readonly<Record<string, string>>)[station as FloorStation] ?? station;

/** A station as a heading or a table cell names it: "Pull", "QC", "Mug press". */
export const stationTitle = (station: string): string => {
  const name = stationName(station);
  return name.charAt(0).toUpperCase() + name.slice(1);
};

/** A milestone as the board's charts and tables name it, never its code. */
export const MILESTONE_TITLES: Readonly<Record<Milestone, string>> = {
  IMPORTED: 'Imported',
  REJECTION: 'Rejected',
  BLANK_ORDERED: 'Blank ordered',
  RECEIVED: 'Blank received',
  CART_LOADED: 'Cart loaded',
  RIP_ISSUE: 'RIP issue',
  PRETREAT: 'Pretreated',
  PRINT: 'Printing',
  PRINTED: 'Printed',
  QC: 'QC passed',
  STORED: 'In its bin',
  SHIPPED: 'Shipped',
};

/** A milestone code as people name it (an unknown code as it is). */
export const milestoneTitle = (milestone: string): string =>
  (MILESTONE_TITLES as Readonly<Record<string, string>>)[milestone] ?? milestone;

export type BoardReasonState = 'alert' | 'late' | 'blocked' | 'behind-average';

/**
 * The sentence for a flagged unit. `health` is its milestone clock (null when the unit has no clock, e.g. a print
 * type without a timeline); `blockedBy` what it waits on.
 *   late:           "Waiting at QC for 4 d 4 h since it was printed: over the 3 d limit (usually 1 d)."
 *   behind-average: "Waiting at QC for 3 h 10 min since it passed QC (usually 40 min)."
 *   alert:          "The RIP reported an issue 2 h 5 min ago; waiting at DTG for a lead to look at it."
 *   blocked:        "Held at pretreat for 1 h: waiting for blanks (blank order 12)."
 */
export function boardReason(
  state: BoardReasonState,
  u: { station: string; milestone: string | null; blockedBy: string | null },
  health: Pick<MilestoneHealth, 'hoursElapsed' | 'step'> | null,
): string {
  const where = stationName(u.station);
  const waited = health ? ` for ${formatDuration(health.hoursElapsed)}` : '';
  const since =
    u.milestone && u.milestone in MILESTONE_SINCE
      ? ` since ${MILESTONE_SINCE[u.milestone as Milestone]}`
      : '';
  const usual = health?.step.avgHours != null ? `usually ${formatDuration(health.step.avgHours)}` : null;
  if (state === 'alert') {
    const what =
      u.milestone && u.milestone in MILESTONE_SINCE ? MILESTONE_SINCE[u.milestone as Milestone] : null;
    const ago = health ? ` ${formatDuration(health.hoursElapsed)} ago` : '';
    const lead = what ? `${what.charAt(0).toUpperCase()}${what.slice(1)}${ago}` : `Alert${ago}`;
    return `${lead}; waiting at ${where} for a lead to look at it.`;
  }
  if (state === 'blocked') {
    const why = (u.blockedBy ?? 'something it needs').replace(/\.$/, '');
    return `Held at ${where}${waited}: ${why.charAt(0).toLowerCase()}${why.slice(1)}.`;
  }
  if (state === 'late') {
    const limit =
      health?.step.maxHours != null ? `over the ${formatDuration(health.step.maxHours)} limit` : 'late';
    return `Waiting at ${where}${waited}${since}: ${limit}${usual ? ` (${usual})` : ''}.`;
  }
  return `Waiting at ${where}${waited}${since}${usual ? ` (${usual})` : ''}.`;
}

/** A unit whose supplier blanks are overdue: "Held at receiving: the blanks were expected 2026-12-03 and …". */
export function supplierLateReason(u: { station: string; blockedBy: string | null }, day: string): string {
  const why = (u.blockedBy ?? '').replace(/\.$/, '');
  return `Held at ${stationName(u.station)}: the blanks were expected ${day} and have not arrived (${why}).`;
}
