import type { ScanRequest, ScanResult } from '@platen/contracts';
import {
  binsRepository,
  orderEventsRepository,
  ordersRepository,
  qcResultsRepository,
  type Queryable,
  type UnitRow,
  unitsRepository,
} from '@platen/db';
import {
  finishingMilestone,
  finishingRefusal,
  finishingStationOf,
  stationAfterQc,
  stoppedOrderRefusal,
} from '@platen/domain/floor/finishing';
import { otherShipmentRefusal } from '@platen/domain/floor/ship-by-bin';
import type { FloorStation } from '@platen/domain/floor/stations';
import type { RackType } from '@platen/domain/operations/racks';
import { binLabel } from '@platen/domain/production/bin-assignment';
import { QC_RESULTS, type QcResult, qcDefect } from '@platen/domain/operations/qc-results';
import { qcEvents } from '@platen/domain/production/finishing-events';
import type { LifecycleState } from '@platen/domain/production/order-lifecycle';
import { artworkWarning, qcOutcome } from '@platen/domain/production/qc-outcome';
import { AppError } from '../../errors/app-error.ts';
import { appendFloorEvents } from './append-floor-events.ts';
import { unitView } from './unit-view.ts';
import type { FinishingDeps } from '../shipping/carrier-adapter.ts';
import { reprintUnit } from './reprint-unit.ts';
import { floorShipmentRef, shipmentIndexer } from './shipment-of-unit.ts';
import { shipUnit } from './ship-unit.ts';
import { storeUnit } from './store-unit.ts';

export type { FinishingDeps };

export interface FinishingScan {
  tx: Queryable;
  deps: FinishingDeps;
  req: ScanRequest;
  unit: UnitRow;
  order: { status: string; lifecycle: LifecycleState };
  facility: string;
  employeeId: string;
  shiftId: number | null;
  at: string;
}

/** Units of the order still on their way (voided ones left out). */
const live = (units: UnitRow[]) => units.filter((u) => u.station !== 'voided');
/**
 * Units of the order still to be stored and shipped: what QC and store count (a reship's units are counted
 * among themselves, not against the pieces that shipped before them).
 */
const toFinish = (units: UnitRow[]) => live(units).filter((u) => u.station !== 'shipped');

/**
 * A scan at QC, store/rack or shipping, inside scanUnit's transaction (order row locked): the unit moves by
 * the same compare-and-set on its expected station and step, the status log gets its row, the order its events.
 */
export async function finishScan(s: FinishingScan): Promise<ScanResult> {
  const { unit, req } = s;
  const refusal = finishingRefusal(
    unit.barcode,
    unit.station,
    unit.facility,
    req.station as FloorStation,
    s.facility,
  );
  if (refusal) throw new AppError('conflict', refusal);
  const stopped = stoppedOrderRefusal(unit.barcode, s.order.status);
  if (stopped) throw new AppError('conflict', stopped);
  const orderUnits = toFinish(await unitsRepository(s.tx).forOrder(unit.orderId));
  const station = finishingStationOf(req.station as FloorStation);
  if (station === 'qc') return qcScan(s, orderUnits);
  if (station === 'store') return storeScan(s, orderUnits);
  return shipScan(s);
}

/** The unit moves on from its expected station and step (compare-and-set), or 409. */
async function moveUnit(s: FinishingScan, nextStation: string, milestone: string | null) {
  const { unit } = s;
  const moved = await unitsRepository(s.tx).advance({
    barcode: unit.barcode,
    expectedStation: unit.station,
    expectedStep: unit.stepIndex,
    nextStep: unit.stepIndex + 1,
    nextStation,
    milestone,
    at: s.at,
  });
  if (!moved) throw new AppError('conflict', `Unit ${unit.barcode} was scanned somewhere else meanwhile.`);
  return moved;
}

/** The scan's status log row. */
function logScan(s: FinishingScan, milestone: string | null, data: Record<string, unknown>) {
  return unitsRepository(s.tx).recordScan({
    barcode: s.unit.barcode,
    orderId: s.unit.orderId,
    stepIndex: s.unit.stepIndex,
    station: s.req.station,
    facility: s.facility,
    employeeId: s.employeeId,
    shiftId: s.shiftId,
    action: null,
    milestone,
    data,
    at: s.at,
  });
}

/** The QC verdict a scan carries: a known result and, for a fail, its defect (422 with the sentence if not). */
function qcVerdict(data: Record<string, unknown> | undefined): { result: QcResult; defect: string | null } {
  const result = data?.result;
  if (!(QC_RESULTS as readonly unknown[]).includes(result))
    throw new AppError('unprocessable', `data.result must be one of ${QC_RESULTS.join(', ')}.`);
  const defect = qcDefect(result as QcResult, data?.defect);
  if (!defect.ok) throw new AppError('unprocessable', defect.message);
  return { result: result as QcResult, defect: defect.defect };
}

/** QC: a pass moves on; a fail voids the unit and reprints it, or holds the item for the artwork team. */
async function qcScan(s: FinishingScan, orderUnits: UnitRow[]): Promise<ScanResult> {
  const { unit } = s;
  const { result, defect } = qcVerdict(s.req.data);
  const item = s.order.lifecycle.items[unit.itemIndex];
  const designId = item?.designId ?? null;
  const qc = qcResultsRepository(s.tx);
  const failuresBefore = designId && unit.printType ? await qc.failures(designId, unit.printType) : 0;
  const outcome = qcOutcome({
    result,
    printType: unit.printType,
    designFailuresBefore: failuresBefore,
  });
  const milestone = outcome.kind === 'pass' ? finishingMilestone(unit.printType, 'QC') : null;
  const moved = await moveUnit(
    s,
    outcome.kind === 'pass' ? stationAfterQc(orderUnits.length) : 'voided',
    milestone,
  );
  const replacement = outcome.kind === 'reprint' ? await reprintUnit(s.tx, unit, s.at) : null;
  const warning =
    outcome.kind === 'reprint' && outcome.warnArtwork && designId
      ? artworkWarning(designId, failuresBefore + 1)
      : null;
  await qc.record({
    barcode: unit.barcode,
    orderId: unit.orderId,
    itemIndex: unit.itemIndex,
    designId,
    printType: unit.printType,
    result,
    replacement: replacement?.barcode ?? null,
    employeeId: s.employeeId,
  });
  const data = {
    result,
    ...(defect ? { defect } : {}),
    ...(replacement ? { replacement: replacement.barcode, replacementStation: replacement.station } : {}),
    ...(warning ? { warning } : {}),
  };
  await logScan(s, milestone, data);
  const facts = {
    itemIndex: unit.itemIndex,
    barcode: unit.barcode,
    outcome,
    replacement: replacement?.barcode ?? null,
    defect,
    warning,
  };
  const lifecycle = await appendFloorEvents(
    s.tx,
    unit.orderId,
    (st) =>
      qcEvents(st, facts).map((e, i) =>
        i === 0 && milestone ? { ...e, data: { ...e.data, milestone } } : e,
      ),
    s.employeeId,
    s.at,
  );
  return answer(moved, lifecycle, qcDone(outcome.kind, replacement), data, s);
}

/** What the QC station screen says. */
function qcDone(kind: ReturnType<typeof qcOutcome>['kind'], replacement: UnitRow | null): string {
  if (kind === 'pass') return 'QC passed.';
  if (kind === 'reprint')
    return `QC failed: unit voided, reprint ${replacement?.barcode} starts at ${replacement?.station}.`;
  return 'Image flagged: unit voided, the item is on hold for the artwork team.';
}

/** Store: the unit goes into the order's bin (none needed for a one-unit order) and on to shipping. */
async function storeScan(s: FinishingScan, orderUnits: UnitRow[]): Promise<ScanResult> {
  const { unit } = s;
  const stored = await storeUnit(s.tx, {
    facility: unit.facility,
    orderId: unit.orderId,
    orderUnits: orderUnits.length,
    barcode: unit.barcode,
  });
  const milestone = finishingMilestone(unit.printType, 'STORED');
  const moved = await moveUnit(s, 'shipping', milestone);
  const data =
    stored.kind === 'bin'
      ? {
          rack: stored.rack,
          bin: stored.bin,
          binLabel: stored.label,
          units: stored.units,
          orderUnits: stored.orderUnits,
          ready: stored.ready,
        }
      : { rack: null, bin: null, ready: true };
  await logScan(s, milestone, data);
  const event = {
    name: 'stored' as const,
    itemIndex: unit.itemIndex,
    data: { barcode: unit.barcode, ...data, ...(milestone ? { milestone } : {}) },
  };
  const lifecycle = await appendFloorEvents(s.tx, unit.orderId, () => [event], s.employeeId, s.at);
  const done =
    stored.kind === 'bin'
      ? `Put it in bin ${stored.label}${stored.ready ? ': the bin is ready to pack.' : ` (${stored.units} of ${stored.orderUnits}).`}`
      : 'No bin needed: take it to shipping.';
  return answer(moved, lifecycle, done, data, s);
}

/**
 * Shipping: the unit leaves the bin; the shipment's last unit packs it and makes its label. When the station
 * packs one shipment (data.shipment), a unit of another shipment is refused and changes nothing.
 */
async function shipScan(s: FinishingScan): Promise<ScanResult> {
  const { unit } = s;
  // The cart (which shipment a unit is) is read here, at shipping only: other scans never parse it.
  const cart = (await ordersRepository(s.tx).floorFacts(unit.orderId))?.cart ?? {};
  const shipmentIndexOf = await shipmentIndexer(s.tx, unit.orderId, cart);
  const shipmentIndex = await shipmentIndexOf(unit);
  await refuseOtherShipment(s, shipmentIndex);
  const milestone = finishingMilestone(unit.printType, 'SHIPPED');
  const moved = await moveUnit(s, 'shipped', milestone);
  const after = live(await unitsRepository(s.tx).forOrder(unit.orderId));
  const same: UnitRow[] = [];
  for (const u of after) if ((await shipmentIndexOf(u)) === shipmentIndex) same.push(u);
  const result = await shipUnit(s.tx, s.deps, {
    orderId: unit.orderId,
    shipmentIndex,
    facility: unit.facility,
    shipmentUnits: same,
    orderUnits: after,
    box: typeof s.req.data?.box === 'string' ? s.req.data.box : null,
    actorId: s.employeeId,
  });
  await logScan(s, milestone, result.data);
  if (result.allShipped) await binsRepository(s.tx).release(unit.orderId);
  const state = await orderState(s.tx, unit.orderId);
  return answer(moved, state, result.done, result.data, s);
}

/** 409 naming both shipments and the unit's bin when the unit is not of the shipment in progress. */
async function refuseOtherShipment(s: FinishingScan, shipmentIndex: number) {
  const inProgress = s.req.data?.shipment;
  if (typeof inProgress !== 'string' || !inProgress) return;
  const belongsTo = await floorShipmentRef(s.tx, s.unit.orderId, shipmentIndex);
  if (belongsTo === inProgress) return;
  const place = (await binsRepository(s.tx).placesOf(s.unit.orderId)).get(s.unit.barcode);
  const bin = place ? binLabel(place.rack as RackType, place.bin) : null;
  throw new AppError('conflict', otherShipmentRefusal({ belongsTo, inProgress, bin }));
}

async function orderState(tx: Queryable, orderId: string): Promise<LifecycleState> {
  const row = await orderEventsRepository(tx).lifecycle(orderId);
  return row?.lifecycle as unknown as LifecycleState;
}

function answer(
  u: UnitRow,
  lifecycle: LifecycleState,
  done: string,
  data: Record<string, unknown>,
  s: FinishingScan,
): ScanResult {
  return {
    ...unitView(u, { status: lifecycle.status, heldFrom: lifecycle.heldFrom }),
    orderId: u.orderId,
    printType: u.printType,
    color: u.color,
    productIdentifier: u.productIdentifier,
    done,
    instruction: null,
    mockupUrl: null,
    ticketUrl: `/api/internal/units/${encodeURIComponent(u.barcode)}/ticket.pdf`,
    data: { ...data, facility: s.facility },
  };
}
