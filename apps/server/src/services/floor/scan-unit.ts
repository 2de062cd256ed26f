import type { ScanRequest, ScanResult } from '@platen/contracts';
import {
  type Db,
  type OrderLifecycleRow,
  ordersRepository,
  pretreatRepository,
  printersRepository,
  type Queryable,
  type UnitRow,
  unitsRepository,
} from '@platen/db';
import { itemMilestoneOf, startPrintingEvents } from '@platen/domain/floor/floor-events';
import { type StationFacts, stationData } from '@platen/domain/floor/station-data';
import type { PrinterType } from '@platen/domain/production/printer-details';
import { clockInRefusal } from '@platen/domain/floor/clock-in';
import { isFinishing } from '@platen/domain/floor/finishing';
import { decideScan, type FloorStation, stationAt, stepAt } from '@platen/domain/floor/stations';
import type { FacilityCode } from '@platen/domain/operations/facilities';
import type { LifecycleEvent, LifecycleState } from '@platen/domain/production/order-lifecycle';
import { AppError } from '../../errors/app-error.ts';
import { type FinishingDeps, finishScan } from './finish-scan.ts';
import { pullsBlank } from './inventory.ts';
import { appendFloorEvents } from './append-floor-events.ts';
import { unitView } from './unit-view.ts';
import { unitStitches } from './unit-embroidery.ts';

/** The unit's mockup for the station screen (its item's design on its blank), when the item has a design. */
function mockupUrl(lifecycle: LifecycleState, u: UnitRow): string | null {
  const designId = lifecycle.items[u.itemIndex]?.designId;
  if (!designId || !u.productIdentifier) return null;
  return `/api/internal/units/${encodeURIComponent(u.barcode)}/mockup.png`;
}

/** The scan as read under the order's lock: the unit, its order, the station's facility and the shift. */
interface LockedScan {
  tx: Queryable;
  req: ScanRequest;
  barcode: string;
  unit: UnitRow;
  order: { status: string; lifecycle: LifecycleState; row: OrderLifecycleRow };
  facility: FacilityCode;
  employeeId: string;
  shiftId: number;
  at: string;
}

/**
 * One scan, in one transaction: the employee must be clocked in; the order row is locked (every floor change of
 * an order takes it first, so scans of one order queue up and the log stays gap-free); the domain decides
 * whether the unit is expected at this station; the unit moves by a compare-and-set on its expected station and
 * step (of two scans of one barcode exactly one wins); the status log row and the order event are written in
 * the same transaction. A refusal (409) changes nothing. QC, store/rack and shipping go to finishScan.
 */
export async function scanUnit(
  db: Db,
  employeeId: string,
  req: ScanRequest,
  finishing?: FinishingDeps,
): Promise<ScanResult> {
  return db.transaction((tx) => scanIn(tx, employeeId, req, finishing));
}

/** One scan in the caller's transaction (a station's offline queue replays it under an Idempotency-Key). */
export async function scanIn(
  tx: Queryable,
  employeeId: string,
  req: ScanRequest,
  finishing?: FinishingDeps,
): Promise<ScanResult> {
  const at = new Date().toISOString();
  const scan = await lockScan(tx, employeeId, req, req.barcode.trim(), at);
  if (finishing && isFinishing(scan.unit.station)) return finishScan({ ...scan, deps: finishing });
  return productionScan(scan);
}

/**
 * The shift (clocked in or 409) and the unit's order, locked and read in one statement (its lifecycle row stays
 * current for the rest of the transaction: the scan's events are committed after it without a second read),
 * then the unit.
 */
async function lockScan(
  tx: Queryable,
  employeeId: string,
  req: ScanRequest,
  barcode: string,
  at: string,
): Promise<LockedScan> {
  const { shift, order } = await ordersRepository(tx).lockForScan(employeeId, barcode);
  const refusal = clockInRefusal(shift, { station: req.station, facility: req.facility });
  if (refusal || !shift) throw new AppError('conflict', refusal ?? 'Clock in first.');
  if (!order) throw new AppError('not_found', `No unit has the barcode ${barcode}.`);
  // Read after the lock: a scan of another unit of this order that committed meanwhile is seen.
  const unit = (await unitsRepository(tx).get(barcode)) as UnitRow;
  const facility = (req.facility ?? shift.facility) as FacilityCode;
  const locked = {
    status: order.status,
    lifecycle: order.lifecycle as unknown as LifecycleState,
    row: order,
  };
  return { tx, req, barcode, unit, order: locked, facility, employeeId, shiftId: shift.id, at };
}

/** A production station: the domain decides, the station's data is checked, then the unit moves on. */
async function productionScan(scan: LockedScan): Promise<ScanResult> {
  const { unit, order, req } = scan;
  const orderHold = order.status === 'on-hold' || order.status === 'cancelled';
  const d = decideScan(
    {
      code: unit.barcode,
      printType: unit.printType,
      stepIndex: unit.stepIndex,
      facility: unit.facility as FacilityCode,
      blockedBy: unit.blockedBy ?? (orderHold ? `the order is ${order.status}` : null),
    },
    req.station as FloorStation,
    scan.facility,
  );
  if (!d.ok) throw new AppError('conflict', d.reason);
  const input = stationData(req.station as FloorStation, req.data ?? {}, await stationFacts(scan));
  if (!input.ok) throw new AppError('unprocessable', input.reason);
  if (input.ripIssue) return reportRipIssue(scan, input.data);
  return advanceUnit(scan, d, input.data);
}

/**
 * The facts a station's input is checked against: at DTG, the named printer of the facility, from the database;
 * at embroidery, the stitches of the unit's DST files.
 */
async function stationFacts(scan: LockedScan): Promise<StationFacts> {
  if (scan.req.station === 'pretreat') {
    const { productIdentifier, color } = scan.unit;
    const value =
      productIdentifier && color
        ? await pretreatRepository(scan.tx).valueFor(productIdentifier, color)
        : null;
    return { pretreatValue: value };
  }
  if (scan.req.station === 'embroidery') return { stitches: await unitStitches(scan.tx, scan.unit) };
  if (scan.req.station !== 'dtg') return {};
  const printers = printersRepository(scan.tx);
  const named = scan.req.data?.printer;
  if (typeof named === 'string' && named) {
    const p = await printers.at(scan.facility, named);
    return { printer: p && { ...p, type: p.type as PrinterType, retired: p.retiredAt !== null } };
  }
  return { printers: await printers.counts(scan.facility) };
}

/** The status log row every scan writes. */
function logRow(scan: LockedScan) {
  const { barcode, unit, req, facility, employeeId, shiftId, at } = scan;
  return { barcode, orderId: unit.orderId, station: req.station, facility, employeeId, shiftId, at };
}

/** A RIP issue stops the unit at the printer and raises the RIP_ISSUE alert; no order event exists for it. */
async function reportRipIssue(scan: LockedScan, data: Record<string, unknown>): Promise<ScanResult> {
  const units = unitsRepository(scan.tx);
  await units.recordScan({
    ...logRow(scan),
    stepIndex: scan.unit.stepIndex,
    action: 'report-rip-issue',
    milestone: 'RIP_ISSUE',
    data,
  });
  const marked = (await units.markMilestone(scan.barcode, 'RIP_ISSUE', scan.at)) as UnitRow;
  return answer(marked, scan.order, 'RIP issue reported: the unit stays at DTG.', data);
}

type Allowed = Extract<ReturnType<typeof decideScan>, { ok: true }>;

/**
 * The unit moves by compare-and-set with its status log row and, at pull, its blank's consumption (one
 * statement), then the order gets its events (with the item's milestone) after the lifecycle row read under the
 * lock.
 */
async function advanceUnit(scan: LockedScan, d: Allowed, data: Record<string, unknown>): Promise<ScanResult> {
  const { tx, unit, req, at } = scan;
  const moved = await moveScanned(scan, d, data);
  // The item's milestone moves only when this unit's did (the least advanced of its units).
  const itemMilestone = d.milestone ? itemMilestoneOf(unit.printType, moved.itemMilestones) : null;
  const facts = { ...data, station: req.station, facility: scan.facility };
  const lifecycle = await appendFloorEvents(
    tx,
    { row: scan.order.row, state: scan.order.lifecycle },
    (s) => scanEvents(s, unit, d.step.events, d.milestone, itemMilestone, facts),
    scan.employeeId,
    at,
  );
  const next = stepAt(unit.printType, d.nextIndex);
  return answer(
    moved.unit,
    { ...scan.order, lifecycle },
    `Done: ${d.step.station}.`,
    data,
    next?.instruction ?? null,
  );
}

/** The compare-and-set on the unit's expected station and step with its status log row, or 409. */
async function moveScanned(scan: LockedScan, d: Allowed, data: Record<string, unknown>) {
  const { unit, barcode, at } = scan;
  const log = { station: scan.req.station, facility: scan.facility, employeeId: scan.employeeId };
  const moved = await unitsRepository(scan.tx).advanceScanned(
    {
      barcode,
      expectedStation: unit.station,
      expectedStep: unit.stepIndex,
      nextStep: d.nextIndex,
      nextStation: stationAt(unit.printType, d.nextIndex),
      milestone: d.milestone,
      at,
    },
    {
      ...log,
      shiftId: scan.shiftId,
      stepIndex: unit.stepIndex,
      action: d.step.action,
      milestone: d.milestone,
      data,
    },
    pullsBlank(unit),
  );
  if (!moved) throw new AppError('conflict', `Unit ${barcode} was scanned somewhere else meanwhile.`);
  return moved;
}

/** The first production scan moves the order to printing; then the step's events, the milestone on the first. */
function scanEvents(
  s: LifecycleState,
  unit: UnitRow,
  names: readonly string[],
  milestone: string | null,
  itemMilestone: string | null,
  data: Record<string, unknown>,
): LifecycleEvent[] {
  const current = s.items[unit.itemIndex]?.milestone ?? null;
  return [
    ...startPrintingEvents(s),
    ...names.map((name, i) => ({
      name: name as LifecycleEvent['name'],
      itemIndex: unit.itemIndex,
      data: {
        barcode: unit.barcode,
        ...data,
        ...(i === 0 && milestone ? { milestone } : {}),
        ...(i === 0 && itemMilestone && itemMilestone !== current ? { itemMilestone } : {}),
      },
    })),
  ];
}

function answer(
  u: UnitRow,
  order: { status: string; lifecycle: LifecycleState },
  done: string,
  data: Record<string, unknown>,
  instruction: string | null = null,
): ScanResult {
  return {
    ...unitView(u, { status: order.lifecycle.status ?? order.status, heldFrom: order.lifecycle.heldFrom }),
    orderId: u.orderId,
    printType: u.printType,
    color: u.color,
    productIdentifier: u.productIdentifier,
    done,
    instruction,
    mockupUrl: mockupUrl(order.lifecycle, u),
    ticketUrl: `/api/internal/units/${encodeURIComponent(u.barcode)}/ticket.pdf`,
    data,
  };
}
