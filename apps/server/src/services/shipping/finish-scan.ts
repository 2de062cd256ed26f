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
  unitShipments,
} from '@platen/domain/floor/finishing';
import type { FloorStation } from '@platen/domain/floor/stations';
import { QC_RESULTS, type QcResult } from '@platen/domain/operations/qc-results';
import { qcEvents } from '@platen/domain/production/finishing-events';
import type { LifecycleState } from '@platen/domain/production/order-lifecycle';
import { artworkWarning, qcOutcome } from '@platen/domain/production/qc-outcome';
import { AppError } from '../../errors/app-error.ts';
import { appendFloorEvents } from '../floor/append-floor-events.ts';
import { unitView } from '../floor/unit-view.ts';
import type { FinishingDeps } from './carrier-adapter.ts';
import { reprintUnit } from './reprint-unit.ts';
import { shipUnit } from './ship-unit.ts';
import { storeUnit } from './store-unit.ts';

export type { FinishingDeps };

export interface FinishingScan {
  tx: Queryable;
  deps: FinishingDeps;
  req: ScanRequest;
  unit: UnitRow;
  order: { status: string; lifecycle: LifecycleState; cart: Record<string, unknown> };
  facility: string;
  employeeId: string;
  shiftId: number | null;
  at: string;
}

/** Units of the order still on their way (voided ones left out). */
const live = (units: UnitRow[]) => units.filter((u) => u.station !== 'voided');

/**
 * #18 a scan at QC, store/rack or shipping, inside scanUnit's transaction (order row locked): the unit moves by
 * the same compare-and-set on its expected station and step, the status log gets its row, the order its events.
 */
export async function finishScan(s: FinishingScan): Promise<ScanResult> {
  const { tx, unit, req } = s;
  const refusal = finishingRefusal(
    unit.barcode,
    unit.station,
    unit.facility,
    req.station as FloorStation,
    s.facility,
  );
  if (refusal) throw new AppError('conflict', refusal);
  if (s.order.status === 'on-hold' || s.order.status === 'cancelled')
    throw new AppError('conflict', `Unit ${unit.barcode}: the order is ${s.order.status}`);
  const units = unitsRepository(tx);
  const orderUnits = live(await units.forOrder(unit.orderId));
  const move = async (nextStation: string, milestone: string | null) => {
    const moved = await units.advance({
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
  };
  const log = (action: string | null, milestone: string | null, data: Record<string, unknown>) =>
    units.recordScan({
      barcode: unit.barcode,
      orderId: unit.orderId,
      stepIndex: unit.stepIndex,
      station: req.station,
      facility: s.facility,
      employeeId: s.employeeId,
      shiftId: s.shiftId,
      action,
      milestone,
      data,
      at: s.at,
    });
  const station = finishingStationOf(req.station as FloorStation);
  if (station === 'qc') {
    const result = req.data?.result;
    if (!(QC_RESULTS as readonly unknown[]).includes(result))
      throw new AppError('unprocessable', `data.result must be one of ${QC_RESULTS.join(', ')}.`);
    const item = s.order.lifecycle.items[unit.itemIndex];
    const qc = qcResultsRepository(tx);
    const failuresBefore =
      item?.designId && unit.printType ? await qc.failures(item.designId, unit.printType) : 0;
    const outcome = qcOutcome({
      result: result as QcResult,
      printType: unit.printType,
      designFailuresBefore: failuresBefore,
    });
    let moved: UnitRow;
    let replacement: UnitRow | null = null;
    const milestone = outcome.kind === 'pass' ? finishingMilestone(unit.printType, 'QC') : null;
    if (outcome.kind === 'pass') moved = await move(stationAfterQc(orderUnits.length), milestone);
    else {
      moved = await move('voided', null);
      if (outcome.kind === 'reprint') replacement = await reprintUnit(tx, unit, s.at);
    }
    const warning =
      outcome.kind === 'reprint' && outcome.warnArtwork && item?.designId
        ? artworkWarning(item.designId, failuresBefore + 1)
        : null;
    await qc.record({
      barcode: unit.barcode,
      orderId: unit.orderId,
      itemIndex: unit.itemIndex,
      designId: item?.designId ?? null,
      printType: unit.printType,
      result: result as QcResult,
      replacement: replacement?.barcode ?? null,
      employeeId: s.employeeId,
    });
    const data = {
      result,
      ...(replacement ? { replacement: replacement.barcode, replacementStation: replacement.station } : {}),
      ...(warning ? { warning } : {}),
    };
    await log(null, milestone, data);
    const lifecycle = await appendFloorEvents(
      tx,
      unit.orderId,
      (st) =>
        qcEvents(st, {
          itemIndex: unit.itemIndex,
          barcode: unit.barcode,
          outcome,
          replacement: replacement?.barcode ?? null,
          warning,
        }).map((e, i) => (i === 0 && milestone ? { ...e, data: { ...e.data, milestone } } : e)),
      s.employeeId,
      s.at,
    );
    const done =
      outcome.kind === 'pass'
        ? 'QC passed.'
        : outcome.kind === 'reprint'
          ? `QC failed: unit voided, reprint ${replacement?.barcode} starts at ${replacement?.station}.`
          : 'Image flagged: unit voided, the item is on hold for the artwork team.';
    return answer(moved, lifecycle, done, data, s);
  }
  if (station === 'store') {
    const stored = await storeUnit(tx, {
      facility: unit.facility,
      orderId: unit.orderId,
      orderUnits: orderUnits.length,
      barcode: unit.barcode,
    });
    const milestone = finishingMilestone(unit.printType, 'STORED');
    const moved = await move('shipping', milestone);
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
    await log(null, milestone, data);
    const lifecycle = await appendFloorEvents(
      tx,
      unit.orderId,
      () => [
        {
          name: 'stored',
          itemIndex: unit.itemIndex,
          data: { barcode: unit.barcode, ...data, ...(milestone ? { milestone } : {}) },
        },
      ],
      s.employeeId,
      s.at,
    );
    const done =
      stored.kind === 'bin'
        ? `Put it in bin ${stored.label}${stored.ready ? ': the bin is ready to pack.' : ` (${stored.units} of ${stored.orderUnits}).`}`
        : 'No bin needed: take it to shipping.';
    return answer(moved, lifecycle, done, data, s);
  }
  // Shipping: the unit leaves the bin; the shipment's last unit packs it and makes its label.
  const milestone = finishingMilestone(unit.printType, 'SHIPPED');
  const moved = await move('shipped', milestone);
  const lines = await ordersRepository(tx).lines(unit.orderId);
  const itemOf = new Map([...new Set(lines.map((l) => l.printableId))].map((pid, i) => [pid, i]));
  const shipmentOfKey = unitShipments(
    lines.map((l) => ({ ...l, itemIndex: itemOf.get(l.printableId) ?? 0 })),
  );
  const cartShipments = ((s.order.cart.shipments as { id?: string }[] | undefined) ?? []).map((x) => x.id);
  const qc = qcResultsRepository(tx);
  const shipmentIndexOf = async (u: UnitRow) => {
    const original = await qc.originalOf(u.barcode);
    const m = /-(\d+)$/.exec(original);
    const unitNo = m ? Number(m[1]) : u.unitNo;
    return Math.max(0, cartShipments.indexOf(shipmentOfKey.get(`${u.itemIndex}-${unitNo}`)));
  };
  const after = live(await units.forOrder(unit.orderId));
  const shipmentIndex = await shipmentIndexOf(unit);
  const same: UnitRow[] = [];
  for (const u of after) if ((await shipmentIndexOf(u)) === shipmentIndex) same.push(u);
  const result = await shipUnit(tx, s.deps, {
    orderId: unit.orderId,
    shipmentIndex,
    facility: unit.facility,
    shipmentUnits: same,
    orderUnits: after,
    box: typeof req.data?.box === 'string' ? req.data.box : null,
    actorId: s.employeeId,
  });
  await log(null, milestone, result.data);
  if (result.allShipped) await binsRepository(tx).release(unit.orderId);
  const state = await orderState(tx, unit.orderId);
  return answer(moved, state, result.done, result.data, s);
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
