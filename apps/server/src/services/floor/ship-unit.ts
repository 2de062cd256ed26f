import type { Queryable, UnitRow } from '@platen/db';
import type { FinishingDeps } from '../shipping/carrier-adapter.ts';
import { packShipment } from '../shipping/pack-shipment.ts';

/** Where staff download a parcel's label and slip. */
const internalFile = (orderId: string, parcelId: string, kind: 'label' | 'slip') =>
  `/api/internal/orders/${encodeURIComponent(orderId)}/parcels/${encodeURIComponent(parcelId)}/${kind}`;

/**
 * A unit scanned at shipping (already marked shipped): when it was the shipment's last unit, the shipment is
 * packed (parcels, boxes, labels, slips, order events); else the answer says how many units it still waits for.
 */
export async function shipUnit(
  tx: Queryable,
  deps: FinishingDeps,
  c: {
    orderId: string;
    shipmentIndex: number;
    facility: string;
    shipmentUnits: UnitRow[];
    orderUnits: UnitRow[];
    box: string | null;
    actorId: string;
  },
) {
  const allShipped = c.orderUnits.every((u) => u.station === 'shipped');
  const waiting = c.shipmentUnits.filter((u) => u.station !== 'shipped');
  if (waiting.length > 0)
    return {
      allShipped,
      done: `Packed aside: shipment ${c.shipmentIndex + 1} waits for ${waiting.length} more unit${waiting.length === 1 ? '' : 's'}.`,
      data: { packed: false, shipmentIndex: c.shipmentIndex, waitingFor: waiting.map((u) => u.barcode) },
    };
  const items = new Set(c.orderUnits.map((u) => u.itemIndex));
  const shippedItems = [...items].filter((i) =>
    c.orderUnits.filter((u) => u.itemIndex === i).every((u) => u.station === 'shipped'),
  );
  const parcels = await packShipment(tx, deps.files, deps.labels, {
    orderId: c.orderId,
    shipmentIndex: c.shipmentIndex,
    facility: c.facility,
    units: c.shipmentUnits.map((u) => ({
      barcode: u.barcode,
      itemIndex: u.itemIndex,
      printType: u.printType,
      productIdentifier: u.productIdentifier,
      size: u.size,
    })),
    shippedItems,
    box: c.box,
    actorId: c.actorId,
  });
  return {
    allShipped,
    done: `Shipment ${c.shipmentIndex + 1} packed in ${parcels.length} parcel${parcels.length === 1 ? '' : 's'}: stick the label on.`,
    data: {
      packed: true,
      shipmentIndex: c.shipmentIndex,
      parcels: parcels.map((p) => ({
        id: p.id,
        carrier: p.carrier,
        service: p.service,
        tracking: p.tracking,
        url: p.trackingUrl,
        box: p.box,
        labelUrl: internalFile(p.orderId, p.id, 'label'),
        slipUrl: internalFile(p.orderId, p.id, 'slip'),
      })),
    },
  };
}
