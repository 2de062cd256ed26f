import type { FloorUnit } from '@platen/contracts';
import type { UnitRow } from '@platen/db';
import { milestoneHealth } from '@platen/domain/production/milestone-health';
import { milestonePrintType } from '@platen/domain/production/order-lifecycle';
import { orderBlock } from '@platen/domain/floor/floor-events';

/** R-4-34: a unit's health at its milestone (alert milestones read "alert" until they are late). */
export function unitHealth(u: UnitRow, now: Date): FloorUnit['health'] {
  const pt = milestonePrintType(u.printType);
  if (!pt || !u.milestone || !u.milestoneAt) return null;
  try {
    const h = milestoneHealth(pt, u.milestone as never, u.milestoneAt, now);
    return h.alert && h.state !== 'late' ? 'alert' : h.state;
  } catch {
    return null;
  }
}

/** The contract's unit: where it is expected next and, when it waits on something, the sentence saying what. */
export function unitView(
  u: UnitRow,
  order: { status: string; heldFrom: string | null },
  now = new Date(),
): FloorUnit {
  const reship = u.shipmentIndex !== null;
  const blocked = u.blockedBy ?? orderBlock(order.status, order.heldFrom, reship);
  const done = u.station === 'shipped' || (order.status === 'shipped' && !reship);
  return {
    barcode: u.barcode,
    itemIndex: u.itemIndex,
    size: u.size,
    facility: u.facility,
    station: done ? null : u.station,
    milestone: u.milestone,
    health: unitHealth(u, now),
    ...(blocked ? { blockedBy: blocked } : {}),
  };
}
