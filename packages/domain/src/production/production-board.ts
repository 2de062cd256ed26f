import { boardReason } from './board-reasons.ts';
import { expectedDay } from '../floor/supplier-lead-times.ts';
import { supplierLateReason } from './board-reasons.ts';
import { milestoneHealth } from './milestone-health.ts';
import { MILESTONE_TIMELINES, type Milestone, type MilestonePrintType } from './milestones.ts';
import { milestonePrintType } from './order-lifecycle.ts';

/**
 * The production board (R-4-34): per facility, how many open units wait at each station and milestone,
 * which are late, behind the average or at an alert milestone, and why each flagged unit is stuck. The database
 * counts (100,000 open units never leave it); these rules say what the counts mean and read them back.
 * docs/decisions/production-board.md.
 */

/** One milestone's clock, as the database compares against it. */
export interface BoardThreshold {
  printType: MilestonePrintType;
  milestone: Milestone;
  avgHours: number | null;
  maxHours: number | null;
  alert: boolean;
}

/** Every non-final milestone of every timeline: the table the board's counting query joins. */
export const BOARD_THRESHOLDS: readonly BoardThreshold[] = Object.entries(MILESTONE_TIMELINES).flatMap(
  ([printType, steps]) =>
    steps
      .filter((s) => !s.final)
      .map((s) => ({
        printType: printType as MilestonePrintType,
        milestone: s.milestone,
        avgHours: s.avgHours,
        maxHours: s.maxHours,
        alert: s.alert,
      })),
);

/** The print type key the thresholds use for a unit's print type (sublimation runs on the DTG clock). */
export const boardPrintType = (printType: string | null): MilestonePrintType | null =>
  milestonePrintType(printType);

/** Open units counted per station x milestone (late, behind-average and alert are subsets of `units`). */
export interface BoardGroup {
  station: string;
  milestone: string | null;
  units: number;
  late: number;
  behind: number;
  alert: number;
  blocked: number;
}

/** A unit as the board lists it when it is flagged. */
export interface BoardUnit {
  barcode: string;
  orderId: string;
  station: string;
  printType: string | null;
  milestone: string | null;
  milestoneAt: string | null;
  blockedBy: string | null;
  /** When the supplier is expected to deliver the blank this unit waits for (null when it waits for none). */
  blanksExpectedAt?: string | null;
}

export type StuckState = 'alert' | 'late' | 'blocked' | 'behind-average';

export interface StuckUnit extends BoardUnit {
  state: StuckState;
  /** The sentence staff read: why the unit is flagged. */
  reason: string;
  hours: number;
}

const SEVERITY: Record<StuckState, number> = { alert: 0, late: 1, blocked: 2, 'behind-average': 3 };

/** Why a unit is stuck at `now` (what it waits on, else its milestone clock), or null when it is on track. */
export function stuckReason(u: BoardUnit, now: Date | string): StuckUnit | null {
  const pt = boardPrintType(u.printType);
  let health: ReturnType<typeof milestoneHealth> | null = null;
  if (pt && u.milestone && u.milestoneAt) {
    try {
      health = milestoneHealth(pt, u.milestone as Milestone, u.milestoneAt, now);
    } catch {
      health = null;
    }
  }
  const hours = Math.floor(health?.hoursElapsed ?? 0);
  const flag = (state: StuckState): StuckUnit => ({
    ...u,
    state,
    hours,
    reason: boardReason(state, u, health),
  });
  // Waiting for a supplier: health follows the expected delivery, not the milestone clock.
  if (u.blockedBy && u.blanksExpectedAt)
    return new Date(now).getTime() > Date.parse(u.blanksExpectedAt)
      ? { ...u, state: 'late', hours, reason: supplierLateReason(u, expectedDay(u.blanksExpectedAt)) }
      : flag('blocked');
  if (health?.alert && health.state !== 'final') return flag('alert');
  if (health?.state === 'late') return flag('late');
  if (u.blockedBy) return flag('blocked');
  if (health?.state === 'behind-average') return flag('behind-average');
  return null;
}

/** Most flagged units the board lists (the counts hold them all). */
export const BOARD_STUCK_LIMIT = 50;

export interface PrinterOut {
  printerId: string;
  name: string;
  reason: string | null;
  since: string;
}

export interface ProductionBoard {
  facility: string;
  at: string;
  totals: {
    open: number;
    late: number;
    behindAverage: number;
    alert: number;
    blocked: number;
    dueToday: number;
  };
  stations: { station: string; units: number; late: number; behind: number; alert: number }[];
  milestones: { milestone: string; units: number }[];
  stuck: StuckUnit[];
  printersOut: PrinterOut[];
}

/**
 * The board from the database's counts and a sample of candidate units: stations in the floor's order
 * (`stationOrder`; others after, by name), milestones by count, the stuck units most urgent first.
 */
export function productionBoard(input: {
  facility: string;
  now: Date | string;
  groups: readonly BoardGroup[];
  candidates: readonly BoardUnit[];
  dueToday: number;
  printersOut: readonly PrinterOut[];
  stationOrder?: readonly string[];
}): ProductionBoard {
  const at = new Date(input.now).toISOString();
  const stations = new Map<string, ProductionBoard['stations'][number]>();
  const milestones = new Map<string, number>();
  const totals = { open: 0, late: 0, behindAverage: 0, alert: 0, blocked: 0, dueToday: input.dueToday };
  for (const g of input.groups) {
    const s = stations.get(g.station) ?? { station: g.station, units: 0, late: 0, behind: 0, alert: 0 };
    s.units += g.units;
    s.late += g.late;
    s.behind += g.behind;
    s.alert += g.alert;
    stations.set(g.station, s);
    const m = g.milestone ?? 'NONE';
    milestones.set(m, (milestones.get(m) ?? 0) + g.units);
    totals.open += g.units;
    totals.late += g.late;
    totals.behindAverage += g.behind;
    totals.alert += g.alert;
    totals.blocked += g.blocked;
  }
  const order = input.stationOrder ?? [];
  const rank = (s: string) => {
    const i = order.indexOf(s);
    return i < 0 ? order.length : i;
  };
  const stuck = input.candidates
    .map((u) => stuckReason(u, input.now))
    .filter((u): u is StuckUnit => u !== null)
    .sort(
      (a, b) =>
        SEVERITY[a.state] - SEVERITY[b.state] || b.hours - a.hours || a.barcode.localeCompare(b.barcode),
    )
    .slice(0, BOARD_STUCK_LIMIT);
  return {
    facility: input.facility,
    at,
    totals,
    stations: [...stations.values()].sort(
      (a, b) => rank(a.station) - rank(b.station) || a.station.localeCompare(b.station),
    ),
    milestones: [...milestones.entries()]
      .map(([milestone, units]) => ({ milestone, units }))
      .sort((a, b) => b.units - a.units || a.milestone.localeCompare(b.milestone)),
    stuck,
    printersOut: [...input.printersOut],
  };
}

/** The calendar day (YYYY-MM-DD) at `now` in a facility's time zone: what "due today" means on its floor. */
export function facilityDay(now: Date | string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(now));
}
