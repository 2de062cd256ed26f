import type { Queryable } from './db.ts';
import { ownerFilters } from './sql-filters.ts';
import { signalWebhookLanes } from './webhook-signal.ts';

/** An order's lifecycle row: the CAS keys (status, last sequence) and the replayed state. */
export interface OrderLifecycleRow {
  id: string;
  userId: string;
  status: string;
  lastSequence: number;
  lifecycle: Record<string, unknown> | null;
  createdAt: string;
  /** Every order answer carries its total (cents). */
  totalCents: number;
  /**
   * Placed from a Coupa OrderRequest (orders.from_coupa): only such an order's events queue Coupa notices. True
   * when the read did not select the column, so a row read elsewhere never drops a notice.
   */
  fromCoupa: boolean;
}

/** One event to append (numbered by the repository). */
export interface NewOrderEvent {
  itemIndex: number | null;
  name: string;
  data: Record<string, unknown>;
}

/** One stored event. */
export interface OrderEventRow {
  orderId: string;
  sequence: number;
  itemIndex: number | null;
  name: string;
  actorId: string | null;
  assumedBy: string | null;
  data: Record<string, unknown>;
  createdAt: string;
}

export interface EventQuery {
  userId: string;
  orderId?: string | undefined;
  name?: string | undefined;
  itemIndex?: number | undefined;
  start?: string | undefined;
  end?: string | undefined;
  sort: 'asc' | 'desc';
  limit: number;
  offset: number;
}

const toEvent = (r: Record<string, unknown>): OrderEventRow => ({
  orderId: String(r.order_id),
  sequence: Number(r.sequence),
  itemIndex: r.item_index === null || r.item_index === undefined ? null : Number(r.item_index),
  name: String(r.name),
  actorId: (r.actor_id as string | null) ?? null,
  assumedBy: (r.assumed_by as string | null) ?? null,
  data: (r.data as Record<string, unknown>) ?? {},
  createdAt: new Date(r.created_at as string).toISOString(),
});

export const toLifecycleRow = (row: Record<string, unknown>): OrderLifecycleRow => ({
  id: String(row.id),
  userId: String(row.user_id),
  status: String(row.status),
  lastSequence: Number(row.last_sequence),
  lifecycle: (row.lifecycle as Record<string, unknown> | null) ?? null,
  createdAt: new Date(row.created_at as string).toISOString(),
  totalCents: Number(row.total_cents ?? 0),
  fromCoupa: row.from_coupa !== false,
});

/** The order lifecycle: a compare-and-set on (status, last_sequence) plus the append-only order_events log. */
export function orderEventsRepository(db: Queryable) {
  return {
    /** The order's lifecycle row; `userId` scopes it to its owner (omit for staff queues). */
    async lifecycle(orderId: string, userId?: string): Promise<OrderLifecycleRow | null> {
      const r = await db.query<Record<string, unknown>>(
        `SELECT id, user_id, status, last_sequence, lifecycle, total_cents, created_at, from_coupa FROM orders
          WHERE id = $1 AND ($2::text IS NULL OR user_id = $2)`,
        [orderId, userId ?? null],
      );
      const row = r.rows[0];
      return row ? toLifecycleRow(row) : null;
    },

    /**
     * Stores a just-placed order's first lifecycle state (status `quote`, before any event) and its name; the state
     * replays from `lifecycle_start` when events are folded again.
     */
    async startLifecycle(orderId: string, state: unknown, name?: string | null): Promise<void> {
      await db.query(
        `UPDATE orders SET status = 'quote', lifecycle = $2::jsonb, lifecycle_start = $2::jsonb,
                name = $3 WHERE id = $1`,
        [orderId, JSON.stringify(state), name ?? null],
      );
    },

    /**
     * The order's cancel events (of an item, or of the whole order: itemIndex null), oldest first, with
     * the status cancelled from and whether the cancel was refundable (decided by the lifecycle then).
     */
    async cancels(
      orderId: string,
    ): Promise<{ itemIndex: number | null; from: string; refundable?: boolean }[]> {
      const r = await db.query<{ item_index: number | null; data: Record<string, unknown> }>(
        `SELECT item_index, data FROM order_events WHERE order_id = $1 AND name = 'cancelled' ORDER BY sequence`,
        [orderId],
      );
      return r.rows.map((e) => ({
        itemIndex: e.item_index === null ? null : Number(e.item_index),
        from: String(e.data.from ?? ''),
        ...(typeof e.data.refundable === 'boolean' ? { refundable: e.data.refundable } : {}),
      }));
    },

    /** When the order last had an order-level event of this name (null: never), e.g. when it shipped. */
    /** The shipment a claim's reship opened (its reprint events say), or null when it made none. */
    async reshipShipment(orderId: string, claimId: string): Promise<number | null> {
      const r = await db.query<{ s: number | null }>(
        `SELECT (data ->> 'shipmentIndex')::int AS s FROM order_events
          WHERE order_id = $1 AND name = 'reprint' AND data ->> 'claimId' = $2 ORDER BY sequence LIMIT 1`,
        [orderId, claimId],
      );
      return r.rows[0]?.s ?? null;
    },

    async lastEventAt(orderId: string, name: string): Promise<string | null> {
      const r = await db.query<{ at: string | Date | null }>(
        'SELECT max(created_at) AS at FROM order_events WHERE order_id = $1 AND name = $2',
        [orderId, name],
      );
      const at = r.rows[0]?.at;
      return at ? new Date(at).toISOString() : null;
    },

    /**
     * Moves the order from (expectedStatus, expectedSequence) to the new state and appends `events` numbered
     * after it, in one statement. Returns false (nothing written) when the order moved meanwhile: of two
     * concurrent changes exactly one wins. Run inside a transaction with the rest of the change.
     */
    async commit(c: {
      orderId: string;
      expectedStatus: string;
      expectedSequence: number;
      status: string;
      name: string | null;
      dueDate: string;
      lifecycle: unknown;
      events: NewOrderEvent[];
      actorId: string | null;
      assumedBy: string | null;
      at: string;
    }): Promise<boolean> {
      const r = await db.query<{ n: number; endpoints: string[] | null }>(
        `WITH moved AS (
           UPDATE orders SET status = $4, name = $5, due_date = $6::date, lifecycle = $7::jsonb,
                  last_sequence = last_sequence + jsonb_array_length($8::jsonb)
            WHERE id = $1 AND status = $2 AND last_sequence = $3
            RETURNING id, user_id),
         added AS (
           INSERT INTO order_events (order_id, sequence, user_id, item_index, name, actor_id, assumed_by, data, created_at)
           SELECT moved.id, $3 + e.ord::int, moved.user_id, (e.value ->> 'itemIndex')::int, e.value ->> 'name',
                  $9, $10, COALESCE(e.value -> 'data', '{}'::jsonb), $11::timestamptz
             FROM moved, jsonb_array_elements($8::jsonb) WITH ORDINALITY AS e(value, ord)
           RETURNING 1),
         counted AS (
           INSERT INTO order_totals (user_id, events)
           SELECT user_id, jsonb_array_length($8::jsonb) FROM moved
           ON CONFLICT (user_id) DO UPDATE SET events = order_totals.events + EXCLUDED.events),
         -- The webhook outbox, one delivery per subscribed endpoint and event, in the same statement.
         hooked AS (
           INSERT INTO webhook_deliveries (id, endpoint_id, user_id, order_id, sequence, event_id, type, data,
                                           event_created_at)
           SELECT 'whd_' || md5(w.id || ':' || moved.id || ':' || ($3 + e.ord::int)::text), w.id, moved.user_id,
                  moved.id, $3 + e.ord::int, 'evt_' || moved.id || '_' || ($3 + e.ord::int)::text, e.value ->> 'name',
                  COALESCE(e.value -> 'data', '{}'::jsonb)
                    || jsonb_build_object('orderId', moved.id, 'itemIndex', (e.value ->> 'itemIndex')::int),
                  $11::timestamptz
             FROM moved
             JOIN webhook_endpoints w ON w.user_id = moved.user_id AND w.enabled
             CROSS JOIN jsonb_array_elements($8::jsonb) WITH ORDINALITY AS e(value, ord)
            WHERE '*' = ANY (w.events) OR (e.value ->> 'name') = ANY (w.events)
           RETURNING endpoint_id)
         SELECT (SELECT count(*)::int FROM added) AS n,
                (SELECT array_agg(DISTINCT endpoint_id) FROM hooked) AS endpoints`,
        [
          c.orderId,
          c.expectedStatus,
          c.expectedSequence,
          c.status,
          c.name,
          c.dueDate,
          JSON.stringify(c.lifecycle),
          JSON.stringify(c.events),
          c.actorId,
          c.assumedBy,
          c.at,
        ],
      );
      const n = Number(r.rows[0]?.n ?? 0);
      const endpoints = r.rows[0]?.endpoints ?? [];
      if (endpoints.length)
        db.afterCommit(() =>
          signalWebhookLanes(endpoints.map((endpointId) => ({ endpointId, orderId: c.orderId }))),
        );
      return n > 0 && n === c.events.length;
    },

    /** Counts a newly placed order in the owner's totals (X-Count of GET /api/v3/orders). */
    async countOrder(userId: string): Promise<void> {
      await db.query(
        `INSERT INTO order_totals (user_id, orders) VALUES ($1, 1)
         ON CONFLICT (user_id) DO UPDATE SET orders = order_totals.orders + 1`,
        [userId],
      );
    },

    /** Every event of one order, in sequence order. */
    async forOrder(orderId: string): Promise<OrderEventRow[]> {
      const r = await db.query<Record<string, unknown>>(
        'SELECT * FROM order_events WHERE order_id = $1 ORDER BY sequence',
        [orderId],
      );
      return r.rows.map(toEvent);
    },

    /** Every event of several orders in one statement, each order's in sequence order (GraphQL's loader). */
    async forOrders(orderIds: readonly string[]): Promise<OrderEventRow[]> {
      if (orderIds.length === 0) return [];
      const r = await db.query<Record<string, unknown>>(
        'SELECT * FROM order_events WHERE order_id = ANY($1::text[]) ORDER BY order_id, sequence',
        [[...orderIds]],
      );
      return r.rows.map(toEvent);
    },

    /** A page of the user's events with the total count (for X-Count). */
    async query(q: EventQuery): Promise<{ rows: OrderEventRow[]; count: number }> {
      const filters = ownerFilters('user_id', q.userId);
      const { args, add } = filters;
      if (q.orderId !== undefined) add('order_id = ?', q.orderId);
      if (q.name !== undefined) add('name = ?', q.name);
      if (q.itemIndex !== undefined) add('item_index = ?', q.itemIndex);
      if (q.start !== undefined) add('created_at >= ?::timestamptz', q.start);
      if (q.end !== undefined) add('created_at < ?::timestamptz', q.end);
      const dir = q.sort === 'asc' ? 'ASC' : 'DESC';
      const cond = filters.sql;
      // Unfiltered, the total is kept in order_totals; filtered by order only, it is one order's events.
      const countSql = filters.unfiltered
        ? 'SELECT COALESCE((SELECT events FROM order_totals WHERE user_id = $1), 0) AS n'
        : `SELECT count(*)::int AS n FROM order_events WHERE ${cond}`;
      const count = await db.query<{ n: number }>(countSql, args);
      const rows = await db.query<Record<string, unknown>>(
        `SELECT * FROM order_events WHERE ${cond}
          ORDER BY created_at ${dir}, order_id ${dir}, sequence ${dir} LIMIT ${q.limit} OFFSET ${q.offset}`,
        args,
      );
      return { rows: rows.rows.map(toEvent), count: Number(count.rows[0]?.n ?? 0) };
    },

    /** A page of the user's orders with lifecycle, newest first, and the total (filters: status, dates, search). */
    async page(
      userId: string,
      limit: number,
      offset: number,
      f: {
        status?: string | undefined;
        from?: string | undefined;
        to?: string | undefined;
        q?: string | undefined;
      } = {},
    ): Promise<{ rows: (OrderLifecycleRow & { name: string | null; dueDate: string })[]; count: number }> {
      const filters = ownerFilters('user_id', userId);
      const { args, add } = filters;
      if (f.status) add('status = ?', f.status);
      if (f.from) add('created_at >= ?::date', f.from);
      if (f.to) add("created_at < ?::date + interval '1 day'", f.to);
      if (f.q) add('(id = ? OR strpos(lower(name), lower(?)) > 0)', f.q);
      const cond = filters.sql;
      // Unfiltered, the total is kept in order_totals (no count over 10,000 rows per page).
      const count = await db.query<{ n: number }>(
        filters.unfiltered
          ? 'SELECT COALESCE((SELECT orders FROM order_totals WHERE user_id = $1), 0) AS n'
          : `SELECT count(*)::int AS n FROM orders WHERE ${cond}`,
        args,
      );
      const r = await db.query<Record<string, unknown>>(
        `SELECT id, user_id, status, last_sequence, lifecycle, total_cents, name, to_char(due_date, 'YYYY-MM-DD') AS due_date,
                created_at
           FROM orders WHERE ${cond} ORDER BY created_at DESC, id DESC LIMIT ${Number(limit)} OFFSET ${Number(offset)}`,
        args,
      );
      return {
        count: Number(count.rows[0]?.n ?? 0),
        rows: r.rows.map((row) => ({
          ...toLifecycleRow(row),
          name: (row.name as string | null) ?? null,
          dueDate: String(row.due_date),
        })),
      };
    },

    /** The staff approval queue: paid orders whose artwork waits for review, oldest first. */
    async approvalQueue(limit: number): Promise<(OrderLifecycleRow & { name: string | null })[]> {
      const r = await db.query<Record<string, unknown>>(
        `SELECT id, user_id, status, last_sequence, lifecycle, total_cents, name, created_at FROM orders
          WHERE status = 'paid' AND (lifecycle ->> 'artwork') = 'queued' ORDER BY created_at LIMIT $1`,
        [limit],
      );
      return r.rows.map((row) => ({ ...toLifecycleRow(row), name: (row.name as string | null) ?? null }));
    },
  };
}
