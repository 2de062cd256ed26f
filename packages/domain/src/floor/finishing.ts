import type { FacilityCode } from '../operations/facilities.ts';
import { milestoneStep } from '../production/milestones.ts';
import { milestonePrintType } from '../production/order-lifecycle.ts';
import type { Milestone } from '../production/milestones.ts';
import { type FloorStation, STATION_LABELS } from './stations.ts';

/**
 * The floor's last stations: QC, store (the rack station is the same place by its other name) and
 * shipping. A unit's `station` is where it is expected next; after shipping it reads `shipped`, and a unit that
 * failed QC reads `voided` (its replacement carries on). docs/decisions/racks-and-bins.md.
 */
export const FINISHING_STATIONS = ['qc', 'store', 'shipping'] as const;
export type FinishingStation = (typeof FINISHING_STATIONS)[number];
/** Where a unit's way ends: shipped in a parcel, or voided at QC. */
export const DONE_STATIONS = ['shipped', 'voided'] as const;

/** True when a unit expected at `station` is in the finishing part of the floor (or done). */
export const isFinishing = (station: string): boolean =>
  (FINISHING_STATIONS as readonly string[]).includes(station) ||
  (DONE_STATIONS as readonly string[]).includes(station);

/** The station a scan at `scanned` counts as ("rack" is the store). */
export const finishingStationOf = (scanned: FloorStation): FinishingStation | null =>
  scanned === 'rack'
    ? 'store'
    : (FINISHING_STATIONS as readonly string[]).includes(scanned)
      ? (scanned as FinishingStation)
      : null;

/** Null when a unit expected at `expected` (of `unitFacility`) may be scanned at `scanned` here, else why not. */
export function finishingRefusal(
  code: string,
  expected: string,
  unitFacility: FacilityCode | string,
  scanned: FloorStation,
  facility: string,
): string | null {
  if (expected === 'shipped') return `Unit ${code} has shipped.`;
  if (expected === 'voided') return `Unit ${code} failed QC and was voided: scan its reprint.`;
  const label = STATION_LABELS[expected as FloorStation] ?? expected;
  if (finishingStationOf(scanned) !== expected || facility !== unitFacility) {
    const here = facility !== unitFacility ? ` at ${facility}` : '';
    return `Unit ${code} is waiting for ${label} at ${unitFacility}, not ${STATION_LABELS[scanned]}${here}`;
  }
  return null;
}

/** A finishing scan of a unit whose order is on hold or cancelled: the sentence, or null when it may go on. */
export const stoppedOrderRefusal = (code: string, orderStatus: string): string | null =>
  orderStatus === 'on-hold' || orderStatus === 'cancelled'
    ? `Unit ${code}: the order is ${orderStatus}`
    : null;

/** After QC a unit of a one-unit order goes straight to shipping; others wait in their order's bin. */
export const stationAfterQc = (liveUnitsOfOrder: number): FinishingStation =>
  liveUnitsOfOrder > 1 ? 'store' : 'shipping';

/** The milestone a finishing step records when the print type's timeline has it (QC, STORED, SHIPPED). */
export function finishingMilestone(printType: string | null, m: Milestone): Milestone | null {
  const pt = milestonePrintType(printType);
  return pt && milestoneStep(pt, m) ? m : null;
}

/**
 * Which shipment each unit of an order travels in: units are numbered per item in line order (floor/units.ts
 * planUnits), so the n-th unit of an item belongs to the line whose quantities cover n. Key: "<item>-<unitNo>".
 */
export function unitShipments(
  lines: readonly { itemIndex: number; shipmentId: string; quantity: number }[],
): Map<string, string> {
  const next = new Map<number, number>();
  const out = new Map<string, string>();
  const sorted = [...lines].sort((a, b) => a.itemIndex - b.itemIndex);
  for (const l of sorted) {
    for (let q = 0; q < l.quantity; q++) {
      const unitNo = (next.get(l.itemIndex) ?? 0) + 1;
      next.set(l.itemIndex, unitNo);
      out.set(`${l.itemIndex}-${unitNo}`, l.shipmentId);
    }
  }
  return out;
}
