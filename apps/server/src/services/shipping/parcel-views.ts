import type { OrderView, ParcelTracking } from '@platen/contracts';
import { type Db, orderEventsRepository, type ParcelRow, parcelsRepository } from '@platen/db';
import { AppError, notFound } from '../../errors/app-error.ts';
import type { FileStore } from '../../storage/file-store.ts';

/** Where the owner downloads a parcel's label. */
export const labelUrl = (p: Pick<ParcelRow, 'orderId' | 'id'>) =>
  `/api/v3/orders/${encodeURIComponent(p.orderId)}/parcels/${encodeURIComponent(p.id)}/label`;

/** A parcel's tracking as the customer's order shows it. */
export const parcelTracking = (p: ParcelRow): ParcelTracking => ({
  carrier: p.carrier,
  service: p.service,
  tracking: p.tracking,
  url: p.trackingUrl,
  labelUrl: labelUrl(p),
  status: p.status,
  statusAt: p.statusAt,
  box: p.box,
  parcelNo: p.parcelNo,
});

/** The order view with each shipment's parcels (`tracking` = the first parcel's). */
export async function withParcels(db: Db, view: OrderView): Promise<OrderView> {
  const parcels = await parcelsRepository(db).ofOrder(view.orderId);
  return {
    ...view,
    shipments: view.shipments.map((s) => {
      const mine = parcels.filter((p) => p.shipmentIndex === s.shipmentIndex).map(parcelTracking);
      return { ...s, tracking: mine[0] ?? null, parcels: mine };
    }),
  };
}

/** The stored key of a parcel's label or packing slip, for its owner (`userId`) or for staff (null). */
export async function parcelFileKey(
  db: Db,
  files: FileStore,
  q: { orderId: string; parcelId: string; userId: string | null; kind: 'label' | 'slip' },
): Promise<string> {
  const p = await parcelsRepository(db).byId(q.parcelId);
  if (!p || p.orderId !== q.orderId) throw notFound('Parcel');
  if (q.userId !== null) {
    if (!(await orderEventsRepository(db).lifecycle(p.orderId, q.userId))) throw notFound('Parcel');
  }
  const key = q.kind === 'label' ? p.labelKey : p.slipKey;
  if (!(await files.head(key))) throw new AppError('not_found', 'The file of this parcel is missing.');
  return key;
}
