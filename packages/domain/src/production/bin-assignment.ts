import { isWithinShipmentOverflow } from '../operations/operations-limits.ts';
import { binHasRoom, RACK_TYPES, type RackType, rackLocations } from '../operations/racks.ts';

/**
 * Store and rack stations: where a printed unit waits for the rest of its order. Units of one order meet in
 * one bin; a bin holds one order at a time. docs/decisions/racks-and-bins.md.
 * - A single-unit order needs no bin: it goes straight to shipping.
 * - An order of 2 to 6 units (the shipment overflow bounds, R-9-06) that fits a marshal bin (item limit 6) gets the lowest free bin of the facility's marshal rack, and
 *   every later unit of that order goes to the same bin (the bin is reserved for the order's whole count, so it
 *   can never go over its limit).
 * - An order over the limit, or any order when every marshal bin is taken, spills to the overflow sort (800
 *   locations, no item limit), again one location per order.
 * - When the overflow is full too the unit is refused with a sentence; nothing changes.
 */
export interface OccupiedBin {
  rack: RackType;
  bin: number;
  orderId: string;
  units: number;
}

export type BinChoice =
  | { kind: 'direct' }
  | { kind: 'bin'; rack: RackType; bin: number; existing: boolean }
  | { kind: 'full'; message: string };

/** Marshal bins are the main store; the overflow sort takes what they cannot. */
export const STORE_RACK: RackType = 'marshal';
export const OVERFLOW_RACK: RackType = 'overflowSort';

function lowestFree(rack: RackType, taken: ReadonlySet<number>): number | null {
  for (let b = 1; b <= rackLocations(rack); b++) if (!taken.has(b)) return b;
  return null;
}

/**
 * The racks an order's bin is sought on, in order of preference: none for a one-unit order (straight to
 * shipping), the marshal rack then the overflow sort for 2-6 units, the overflow sort alone beyond.
 */
export function storeRacksFor(orderUnits: number): RackType[] {
  if (orderUnits <= 1) return [];
  if (isWithinShipmentOverflow(orderUnits) && binHasRoom(STORE_RACK, 0, orderUnits))
    return [STORE_RACK, OVERFLOW_RACK];
  return [OVERFLOW_RACK];
}

/** Which bin the next unit of `orderId` (an order of `orderUnits` units in all) goes to. */
export function chooseBin(input: {
  orderId: string;
  orderUnits: number;
  occupied: readonly OccupiedBin[];
}): BinChoice {
  const own = input.occupied.find((b) => b.orderId === input.orderId);
  if (own) return { kind: 'bin', rack: own.rack, bin: own.bin, existing: true };
  const racks = storeRacksFor(input.orderUnits);
  if (racks.length === 0) return { kind: 'direct' };
  const takenOn = (rack: RackType) =>
    new Set(input.occupied.filter((b) => b.rack === rack).map((b) => b.bin));
  for (const rack of racks) {
    const bin = lowestFree(rack, takenOn(rack));
    if (bin !== null) return { kind: 'bin', rack, bin, existing: false };
  }
  return { kind: 'full', message: STORE_FULL_MESSAGE };
}

/** The sentence a scan answers when every bin is taken (nothing changes). */
export const STORE_FULL_MESSAGE = `Every marshal bin (${RACK_TYPES.marshal.bins}) and overflow location (${RACK_TYPES.overflowSort.bins}) is taken: pack ready bins first.`;

/** How many units a bin of `rack` may hold (the marshal item limit; the overflow sort has none). */
export const binCapacity = (rack: RackType): number => {
  const limit: number | null = RACK_TYPES[rack].itemLimit;
  return limit ?? 1_000_000;
};

/** The label an operator reads on the rack: "M-07" for marshal bin 7, "OF-123" for overflow location 123. */
export function binLabel(rack: RackType, bin: number): string {
  const prefix = rack === 'marshal' ? 'M' : rack === 'overflowSort' ? 'OF' : rack.toUpperCase();
  return `${prefix}-${String(bin).padStart(rack === 'overflowSort' ? 3 : 2, '0')}`;
}

/** True when the order's units are all in its bin: the bin is ready to pack. */
export const binReadyToPack = (unitsInBin: number, orderUnits: number): boolean => unitsInBin >= orderUnits;
