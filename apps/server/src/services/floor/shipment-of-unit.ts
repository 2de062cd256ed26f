import {
  ordersRepository,
  qcResultsRepository,
  type Queryable,
  type UnitRow,
  unitsRepository,
} from '@platen/db';
import { unitShipments } from '@platen/domain/floor/finishing';
import { shipmentRef } from '@platen/domain/floor/ship-by-bin';

/**
 * The shipment a unit of an order belongs to: a reship's own, else its line's cart shipment (a reprint counts as
 * the unit it replaces). Shared by the shipping scan and the shipping station's fetch list.
 */
export async function shipmentIndexer(tx: Queryable, orderId: string, cart: Record<string, unknown>) {
  const lines = await ordersRepository(tx).lines(orderId);
  const itemOf = new Map([...new Set(lines.map((l) => l.printableId))].map((pid, i) => [pid, i]));
  const shipmentOfKey = unitShipments(
    lines.map((l) => ({ ...l, itemIndex: itemOf.get(l.printableId) ?? 0 })),
  );
  const cartShipments = ((cart.shipments as { id?: string }[] | undefined) ?? []).map((x) => x.id);
  const qc = qcResultsRepository(tx);
  return async (u: UnitRow) => {
    if (u.shipmentIndex !== null) return u.shipmentIndex;
    const original = await qc.originalOf(u.barcode);
    const m = /-(\d+)$/.exec(original);
    const unitNo = m ? Number(m[1]) : u.unitNo;
    return Math.max(0, cartShipments.indexOf(shipmentOfKey.get(`${u.itemIndex}-${unitNo}`)));
  };
}

/** The floor's name of an order's shipment ("1000/2"). */
export async function floorShipmentRef(
  tx: Queryable,
  orderId: string,
  shipmentIndex: number,
): Promise<string> {
  return shipmentRef((await unitsRepository(tx).productionNumberOf(orderId)) ?? orderId, shipmentIndex);
}
