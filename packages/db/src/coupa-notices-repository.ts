import type { Queryable } from './db.ts';

export interface CoupaNoticeRow {
  id: string;
  orderId: string;
  buyerIdentity: string;
  payloadId: string;
  poNumber: string;
  kind: 'status' | 'ship';
  data: Record<string, unknown>;
  attempts: number;
  noticesUrl: string | null;
  secretSealed: string | null;
}

const listeners = new Set<(ids: string[]) => void>();

/** Listens for notices committed in this process (the job dispatch sends them to the queue). */
export function onCoupaNotices(fn: (ids: string[]) => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

function signal(ids: string[]) {
  for (const fn of listeners) {
    try {
      fn(ids);
    } catch {
      // The committed change stands; the sweep sends what a listener missed.
    }
  }
}

const toRow = (r: Record<string, unknown>): CoupaNoticeRow => ({
  id: String(r.id),
  orderId: String(r.order_id),
  buyerIdentity: String(r.buyer_identity),
  payloadId: String(r.payload_id),
  poNumber: String(r.po_number),
  kind: r.kind === 'ship' ? 'ship' : 'status',
  data: (r.data ?? {}) as Record<string, unknown>,
  attempts: Number(r.attempts),
  noticesUrl: r.notices_url ? String(r.notices_url) : null,
  secretSealed: r.notices_secret_sealed ? String(r.notices_secret_sealed) : null,
});

/** The outbox of cXML notices back to Coupa buyer organisations (status updates, ship notices). */
export function coupaNoticesRepository(db: Queryable) {
  return {
    /** Sets or clears a buyer organisation's notices URL and its sealed shared secret. */
    async setNotices(identity: string, url: string | null, sealed: string | null): Promise<void> {
      await db.query(
        'UPDATE coupa_buyers SET notices_url = $2, notices_secret_sealed = $3 WHERE identity = $1',
        [identity, url, sealed],
      );
    },

    /**
     * Queues the notices of an order placed from a Coupa OrderRequest whose buyer has a notices URL (else nothing),
     * once per key. Returns the ids queued now.
     */
    async queue(orderId: string, notices: { key: string; kind: string; data: unknown }[]): Promise<string[]> {
      if (notices.length === 0) return [];
      const r = await db.query<{ id: string }>(
        `INSERT INTO coupa_notices (id, order_id, buyer_identity, payload_id, po_number, kind, data)
         SELECT 'cpn_' || md5(o.order_id || ':' || (n.value ->> 'key')), o.order_id, o.buyer_identity, o.payload_id,
                o.po_number, n.value ->> 'kind', n.value -> 'data'
           FROM coupa_order_requests o
           JOIN coupa_buyers b ON b.identity = o.buyer_identity AND b.notices_url IS NOT NULL
          CROSS JOIN jsonb_array_elements($2::jsonb) AS n(value)
          WHERE o.order_id = $1
         ON CONFLICT (id) DO NOTHING RETURNING id`,
        [orderId, JSON.stringify(notices)],
      );
      const ids = r.rows.map((row) => row.id);
      if (ids.length) db.afterCommit(() => signal(ids));
      return ids;
    },

    /** Claims a due notice for `leaseSeconds` (one worker at a time), with its buyer's URL and secret. */
    async claim(id: string, leaseSeconds: number): Promise<CoupaNoticeRow | null> {
      const r = await db.query<Record<string, unknown>>(
        `WITH c AS (UPDATE coupa_notices SET locked_until = now() + make_interval(secs => $2)
                     WHERE id = $1 AND status = 'pending' AND (locked_until IS NULL OR locked_until < now())
                     RETURNING *)
         SELECT c.*, b.notices_url, b.notices_secret_sealed FROM c JOIN coupa_buyers b ON b.identity = c.buyer_identity`,
        [id, leaseSeconds],
      );
      return r.rows[0] ? toRow(r.rows[0]) : null;
    },

    async delivered(id: string): Promise<void> {
      await db.query(
        `UPDATE coupa_notices SET status = 'delivered', delivered_at = now(), attempts = attempts + 1,
                locked_until = NULL, last_error = NULL WHERE id = $1`,
        [id],
      );
    },

    /** Records a failed try and when the next one is due. */
    async failed(id: string, error: string, nextAt: string): Promise<void> {
      await db.query(
        `UPDATE coupa_notices SET attempts = attempts + 1, last_error = $2, next_attempt_at = $3,
                locked_until = NULL WHERE id = $1`,
        [id, error.slice(0, 500), nextAt],
      );
    },

    /** Pending notices whose next try is due (the sweep's nudge). */
    async due(limit: number): Promise<string[]> {
      const r = await db.query<{ id: string }>(
        `SELECT id FROM coupa_notices WHERE status = 'pending' AND next_attempt_at <= now()
            AND (locked_until IS NULL OR locked_until < now()) ORDER BY next_attempt_at, seq LIMIT $1`,
        [limit],
      );
      return r.rows.map((row) => row.id);
    },

    /** Shipped units per item of one shipment (the ShipNoticeItem quantities). */
    async shippedQuantities(orderId: string, shipmentIndex: number) {
      const r = await db.query<{ item_index: number; n: number }>(
        `SELECT item_index, count(*)::int AS n FROM units
          WHERE order_id = $1 AND COALESCE(shipment_index, 0) = $2 GROUP BY item_index ORDER BY item_index`,
        [orderId, shipmentIndex],
      );
      return r.rows.map((row) => ({ itemIndex: Number(row.item_index), quantity: Number(row.n) }));
    },

    async forOrder(orderId: string) {
      const r = await db.query<Record<string, unknown>>(
        'SELECT *, NULL AS notices_url FROM coupa_notices WHERE order_id = $1 ORDER BY seq',
        [orderId],
      );
      return r.rows.map((row) => ({
        ...toRow(row),
        status: String(row.status),
        lastError: row.last_error ? String(row.last_error) : null,
      }));
    },
  };
}
