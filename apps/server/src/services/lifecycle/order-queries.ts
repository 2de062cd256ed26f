import type { OrderView } from '@platen/contracts';
import { type Db, type EventQuery, type OrderEventRow, orderEventsRepository } from '@platen/db';
import { notFound } from '../../errors/app-error.ts';
import { withParcels } from '../shipping/parcel-views.ts';
import { withMoney } from './order-money-view.ts';
import { orderView } from './order-state.ts';

/** A page of results and the totals the X-Count / X-Pages headers carry. */
export interface Page<T> {
  rows: T[];
  count: number;
  pages: number;
}

const pages = (count: number, limit: number) => Math.max(1, Math.ceil(count / limit));

/** GET /api/v3/orders: the user's orders, newest first. */
export async function listOrderViews(
  db: Db,
  userId: string,
  page: number,
  limit: number,
  filters: {
    status?: string | undefined;
    from?: string | undefined;
    to?: string | undefined;
    q?: string | undefined;
  } = {},
): Promise<Page<OrderView>> {
  const r = await orderEventsRepository(db).page(userId, limit, (page - 1) * limit, filters);
  const now = new Date();
  // Orders placed before the lifecycle existed have no lifecycle state: they are shown as stored.
  const rows = r.rows.map((row) =>
    row.lifecycle
      ? orderView(row, now)
      : {
          orderId: row.id,
          name: row.name,
          status: row.status,
          dueDate: row.dueDate,
          artwork: 'none',
          sequence: row.lastSequence,
          items: [],
          shipments: [],
          createdAt: row.createdAt,
          totalCents: row.totalCents ?? 0,
        },
  );
  return { rows, count: r.count, pages: pages(r.count, limit) };
}

/** GET /api/v3/orders/{orderId}: the owner's order (another user's order is a 404). */
export async function getOrderView(db: Db, userId: string, orderId: string): Promise<OrderView> {
  const row = await orderEventsRepository(db).lifecycle(orderId, userId);
  if (!row?.lifecycle) throw notFound('Order');
  // Each shipment's parcels and tracking once it is packed.
  return withMoney(db, await withParcels(db, orderView(row)));
}

/** The event list's filters as the route reads them: the repository's query by page, for the signed-in owner. */
export type EventFilters = Omit<EventQuery, 'userId' | 'offset'> & { page: number };

/** GET /api/v3/events: the user's order events, filtered and paginated. */
export async function listEvents(db: Db, userId: string, f: EventFilters) {
  const r = await orderEventsRepository(db).query({
    userId,
    orderId: f.orderId,
    name: f.name,
    itemIndex: f.itemIndex,
    start: f.start,
    end: f.end,
    sort: f.sort,
    limit: f.limit,
    offset: (f.page - 1) * f.limit,
  });
  return { rows: r.rows.map(eventView), count: r.count, pages: pages(r.count, f.limit) };
}

/** One stored event as the contract shows it (itemIndex only on item events). */
export const eventView = (e: OrderEventRow) => ({
  orderId: e.orderId,
  name: e.name,
  ...(e.itemIndex === null ? {} : { itemIndex: e.itemIndex }),
  sequence: e.sequence,
  createdAt: e.createdAt,
  data: e.data,
  actorId: e.actorId,
  assumedBy: e.assumedBy,
});

/** GET /api/internal/approvals: orders whose artwork waits for staff review, oldest first. */
export async function approvalQueue(db: Db) {
  const rows = await orderEventsRepository(db).approvalQueue(200);
  return {
    orders: rows.map((row) => {
      const v = orderView(row);
      return {
        orderId: row.id,
        name: row.name,
        userId: row.userId,
        createdAt: row.createdAt,
        sequence: row.lastSequence,
        items: v.items,
      };
    }),
  };
}
