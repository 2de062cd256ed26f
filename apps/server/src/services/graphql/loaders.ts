import type { OrderView } from '@platen/contracts';
import { type Db, orderEventsRepository, parcelsRepository } from '@platen/db';
import DataLoader from 'dataloader';
import { bulkDesigns } from '../design/design-library.ts';
import { eventView } from '../lifecycle/order-queries.ts';
import { parcelTracking } from '../shipping/parcel-views.ts';

/** Rows grouped by their order id, in the order the keys were asked. */
function byOrder<R extends { orderId: string }, V>(keys: readonly string[], rows: R[], view: (r: R) => V) {
  const groups = new Map<string, V[]>(keys.map((k) => [k, []]));
  for (const r of rows) groups.get(r.orderId)?.push(view(r));
  return keys.map((k) => groups.get(k) ?? []);
}

/**
 * The loaders of one GraphQL request: every order's events, parcels and designs a query touches are read in one
 * statement each, whatever the page size. Made per request, so nothing is cached across callers. The order ids
 * come from orders the caller was allowed to read; designs are looked up within the reader's account.
 */
export function requestLoaders(db: Db, accountId: () => string) {
  return {
    events: new DataLoader(async (orderIds: readonly string[]) =>
      byOrder(orderIds, await orderEventsRepository(db).forOrders(orderIds), eventView),
    ),
    parcels: new DataLoader(async (orderIds: readonly string[]) =>
      byOrder(orderIds, await parcelsRepository(db).ofOrders(orderIds), (p) => ({
        shipmentIndex: p.shipmentIndex,
        ...parcelTracking(p),
      })),
    ),
    designs: new DataLoader(async (designIds: readonly string[]) => {
      const found = new Map((await bulkDesigns(db, accountId(), designIds)).map((d) => [d.designId, d]));
      return designIds.map((id) => found.get(id) ?? null);
    }),
  };
}

export type RequestLoaders = ReturnType<typeof requestLoaders>;

/** A shipment of an order view with its parcels from the loader (`tracking` = the first, as REST's detail). */
export async function shipmentParcels(loaders: RequestLoaders, order: OrderView, shipmentIndex: number) {
  const all = await loaders.parcels.load(order.orderId);
  return all.filter((p) => p.shipmentIndex === shipmentIndex).map(({ shipmentIndex: _s, ...t }) => t);
}
