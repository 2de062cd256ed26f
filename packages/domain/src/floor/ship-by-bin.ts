import { binLabel } from '../production/bin-assignment.ts';
import type { RackType } from '../operations/racks.ts';
import { chooseBox, packKind } from '../shipping/packing.ts';

/**
 * Shipping by bin (docs/decisions/shipping-by-bin.md): the station scans a bin label or any unit of a shipment and
 * gets the shipment's fetch list; a unit of another shipment than the one in progress is refused.
 */

/**
 * How the floor names a shipment: the order's production number (what its barcodes start with) and the shipment's
 * number, "1000/2"; the order id stands in before the order has a production number.
 */
export const shipmentRef = (order: number | string, shipmentIndex: number): string =>
  `${order}/${shipmentIndex + 1}`;

/** A scanned bin label ("M-07", "OF-123") as its rack and bin, or null when the code is no bin label. */
export function parseBinLabel(code: string): { rack: RackType; bin: number } | null {
  const m = /^(M|OF)-(\d{1,4})$/i.exec(code.trim());
  if (!m) return null;
  const rack: RackType = (m[1] as string).toUpperCase() === 'M' ? 'marshal' : 'overflowSort';
  const bin = Number(m[2]);
  return bin > 0 && binLabel(rack, bin) === code.trim().toUpperCase() ? { rack, bin } : null;
}

/** The sentence that refuses a unit of another shipment than the one being packed. */
export function otherShipmentRefusal(c: {
  belongsTo: string;
  inProgress: string;
  bin: string | null;
}): string {
  const where = c.bin ? `put it back in bin ${c.bin}` : 'put it back on the shipping shelf';
  return `This unit belongs to shipment ${c.belongsTo}, not ${c.inProgress}: ${where}.`;
}

/** The box to take for a shipment's units: the packing rule's smallest standard box that holds them. */
export const suggestedBox = (
  units: readonly { printType: string | null; productIdentifier: string | null }[],
): string => chooseBox(units.map((u) => packKind(u.printType, u.productIdentifier))).box.identifier;
