import type { PrintType } from '../entities/entities.ts';
import type { FacilityCode } from '../operations/facilities.ts';
import type { Milestone } from '../production/milestones.ts';
import { milestoneStep } from '../production/milestones.ts';
import type { OrderEventStatus } from '../production/order-event-statuses.ts';
import { milestonePrintType } from '../production/order-lifecycle.ts';
import { STATUS_LOG_ACTIONS, type StatusLogAction } from '../production/status-log-actions.ts';

/**
 * R-2-19 plus the scanned steps the issue adds (pretreat, mug, case, poster presses and the receiving dock):
 * every place a unit can be scanned. QC and the stations after it belong to the second part of the floor.
 */
export const FLOOR_STATIONS = [
  'receiving',
  'pull',
  'pick',
  'pretreat',
  'dtg',
  'screenprint',
  'embroidery',
  'mug',
  'autoprint',
  'case',
  'preprint',
  'poster',
  'assembly',
  'qc',
  'store',
  'rack',
  'shipping',
] as const;
export type FloorStation = (typeof FLOOR_STATIONS)[number];

/** True when `s` names a floor station. */
export const isFloorStation = (s: string): s is FloorStation =>
  (FLOOR_STATIONS as readonly string[]).includes(s);

/** How a station's name reads in a sentence ("waiting for pretreat", "not QC"). */
export const STATION_LABELS: Readonly<Record<FloorStation, string>> = {
  receiving: 'receiving',
  pull: 'pull',
  pick: 'pick',
  pretreat: 'pretreat',
  dtg: 'DTG',
  screenprint: 'screenprint',
  embroidery: 'embroidery',
  mug: 'mug press',
  autoprint: 'autoprint',
  case: 'case press',
  preprint: 'preprint',
  poster: 'poster',
  assembly: 'assembly',
  qc: 'QC',
  store: 'store',
  rack: 'rack',
  shipping: 'shipping',
};

/** One scanned step: the station, the status-log action it records (if any), its order events and milestone. */
export interface FloorStep {
  station: FloorStation;
  action: StatusLogAction | null;
  /** Order events the scan appends (R-4-03/05), in order. */
  events: readonly OrderEventStatus[];
  /** What the operator does there, shown on the station screen. */
  instruction: string;
}

/** A step recording a status-log action; `fallback` is its order event when the action has none in the table. */
const fromAction = (
  station: FloorStation,
  action: StatusLogAction,
  instruction: string,
  fallback?: OrderEventStatus,
): FloorStep => {
  const event = STATUS_LOG_ACTIONS[action].event ?? fallback;
  return { station, action, events: event ? [event] : [], instruction };
};
const plain = (station: FloorStation, events: OrderEventStatus[], instruction: string): FloorStep => ({
  station,
  action: null,
  events,
  instruction,
});

const PULL = fromAction('pull', 'receive-blank', 'Pull the blank from the shelf and tick it off the ticket.');
// load-cart has no order event of its own (R-4-35 table): the log records it as blanks-arrived (at the press line).
const PICK = fromAction(
  'pick',
  'load-cart',
  'Load the blank and its ticket into the production cart.',
  'blanks-arrived',
);

/**
 * The station flow of each print type in this part of the floor (docs/decisions/production-floor.md): the blank
 * is pulled (or received from a supplier), then decorated; every flow hands over to QC. Sublimation follows
 * the case route without the case press.
 */
export const STATION_FLOWS: Readonly<Record<PrintType | 'sublimation', readonly FloorStep[]>> = {
  dtg: [
    PULL,
    PICK,
    fromAction('pretreat', 'pretreat', 'Pretreat the garment at the set value, then cure it.'),
    fromAction('dtg', 'print', 'Print on a printer that is printing; report a RIP issue if the file fails.'),
  ],
  screenprint: [
    PULL,
    plain('screenprint', ['screens-made', 'on-press'], 'Put the garment on press with the item’s screens.'),
  ],
  embr: [PULL, plain('embroidery', ['stitch'], 'Hoop the garment and stitch the design.')],
  mug: [PULL, plain('mug', ['printed'], 'Press the sublimation wrap onto the mug.')],
  case: [
    PULL,
    plain('autoprint', ['printed'], 'Print the sublimation sheet for the case.'),
    plain('case', ['baked'], 'Heat-press the sheet onto the case.'),
    plain('assembly', ['personalization-complete'], 'Fit the insert and check the case.'),
  ],
  poster: [
    PULL,
    plain('preprint', ['ripped'], 'RIP the poster file and load the paper.'),
    plain('poster', ['printed'], 'Print the poster and let it dry.'),
  ],
  sublimation: [
    PULL,
    plain('autoprint', ['printed'], 'Print the sublimation sheet.'),
    plain('assembly', ['baked'], 'Press the sheet onto the item.'),
  ],
};

/** Where every flow of this part hands over (the QC station of part two). */
export const HANDOVER_STATION: FloorStation = 'qc';

/** The flow of a print type (unknown types take the DTG flow). */
export const flowFor = (printType: string | null): readonly FloorStep[] =>
  STATION_FLOWS[(printType ?? 'dtg') as keyof typeof STATION_FLOWS] ?? STATION_FLOWS.dtg;

/** The step at `index` of a print type's flow, or null past its end (the unit waits for QC). */
export const stepAt = (printType: string | null, index: number): FloorStep | null =>
  flowFor(printType)[index] ?? null;

/** The station a unit at step `index` is expected at next. */
export const stationAt = (printType: string | null, index: number): FloorStation =>
  stepAt(printType, index)?.station ?? HANDOVER_STATION;

/** The step index a unit starts at when its blank arrives by supplier order: the step after the pull. */
export const AFTER_PULL = 1;

/**
 * R-4-35: the milestone a step records for a print type: its status-log action's milestone when the print
 * type's timeline has it, the mug press's PRINTED for mugs, else none.
 */
export function milestoneOfStep(printType: string | null, step: FloorStep): Milestone | null {
  const pt = milestonePrintType(printType);
  if (!pt) return null;
  const m: Milestone | null = step.action
    ? STATUS_LOG_ACTIONS[step.action].milestone
    : step.events.includes('printed') && pt === 'mug'
      ? 'PRINTED'
      : null;
  return m && milestoneStep(pt, m) ? m : null;
}

/** The unit as a scan sees it. */
export interface ScannedUnit {
  code: string;
  printType: string | null;
  stepIndex: number;
  facility: FacilityCode;
  /** A sentence when the unit waits on something (blanks, a hold) and cannot be worked. */
  blockedBy: string | null;
}

export type ScanDecision =
  | { ok: true; step: FloorStep; nextIndex: number; milestone: Milestone | null }
  | { ok: false; reason: string; code: 'wrong-station' | 'blocked' };

/**
 * What scanning `unit` at `station` (of `facility`) does: the step it completes, or the sentence saying where
 * the unit is expected ("Unit 1042-3-2 is waiting for pretreat at INDY, not QC"); nothing changes on a refusal.
 */
export function decideScan(unit: ScannedUnit, station: FloorStation, facility?: FacilityCode): ScanDecision {
  const expected = stationAt(unit.printType, unit.stepIndex);
  const step = stepAt(unit.printType, unit.stepIndex);
  const where = `${STATION_LABELS[expected]} at ${unit.facility}`;
  if (unit.blockedBy) return { ok: false, code: 'blocked', reason: `Unit ${unit.code}: ${unit.blockedBy}` };
  if (!step || expected !== station || (facility !== undefined && facility !== unit.facility)) {
    const here = facility !== undefined && facility !== unit.facility ? ` at ${facility}` : '';
    return {
      ok: false,
      code: 'wrong-station',
      reason: `Unit ${unit.code} is waiting for ${where}, not ${STATION_LABELS[station]}${here}`,
    };
  }
  return { ok: true, step, nextIndex: unit.stepIndex + 1, milestone: milestoneOfStep(unit.printType, step) };
}
