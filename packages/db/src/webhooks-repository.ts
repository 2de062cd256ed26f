import type { Queryable } from './db.ts';
import type { WebhookLane } from './webhook-signal.ts';

/** A registered endpoint as its owner sees it (never the secret). */
export interface WebhookEndpointRow {
  id: string;
  userId: string;
  url: string;
  events: string[];
  enabled: boolean;
  disabledAt: string | null;
  disabledReason: string | null;
  failingSince: string | null;
  previousSecretExpiresAt: string | null;
  createdAt: string;
}

/** One delivery: the outbox row and its log line. */
export interface WebhookDeliveryRow {
  id: string;
  endpointId: string;
  orderId: string;
  sequence: number;
  eventId: string;
  type: string;
  data: Record<string, unknown>;
  eventCreatedAt: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  nextAttemptAt: string | null;
  lastStatusCode: number | null;
  lastError: string | null;
  lastAttemptAt: string | null;
  deliveredAt: string | null;
  createdAt: string;
}

/** A claimed lane head with what signing and sending need. */
export interface ClaimedDelivery extends WebhookDeliveryRow {
  url: string;
  secret: string;
  previousSecret: string | null;
}

const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());

const toEndpoint = (r: Record<string, unknown>): WebhookEndpointRow => ({
  id: String(r.id),
  userId: String(r.user_id),
  url: String(r.url),
  events: (r.events as string[]) ?? [],
  enabled: Boolean(r.enabled),
  disabledAt: iso(r.disabled_at),
  disabledReason: (r.disabled_reason as string | null) ?? null,
  failingSince: iso(r.failing_since),
  previousSecretExpiresAt: iso(r.previous_secret_expires_at),
  createdAt: iso(r.created_at)!,
});

const toDelivery = (r: Record<string, unknown>): WebhookDeliveryRow => ({
  id: String(r.id),
  endpointId: String(r.endpoint_id),
  orderId: String(r.order_id),
  sequence: Number(r.sequence),
  eventId: String(r.event_id),
  type: String(r.type),
  data: (r.data as Record<string, unknown>) ?? {},
  eventCreatedAt: iso(r.event_created_at)!,
  status: r.status as WebhookDeliveryRow['status'],
  attempts: Number(r.attempts),
  nextAttemptAt: r.status === 'pending' ? iso(r.next_attempt_at) : null,
  lastStatusCode: r.last_status_code === null ? null : Number(r.last_status_code),
  lastError: (r.last_error as string | null) ?? null,
  lastAttemptAt: iso(r.last_attempt_at),
  deliveredAt: iso(r.delivered_at),
  createdAt: iso(r.created_at)!,
});

const ENDPOINT_COLS =
  'id, user_id, url, events, enabled, disabled_at, disabled_reason, failing_since, previous_secret_expires_at, created_at';

/** Webhook endpoints and the delivery outbox. Deliveries of order events are written by
 * orderEventsRepository.commit in the statement that appends the events. */
export function webhooksRepository(db: Queryable) {
  return {
    async create(e: { id: string; userId: string; url: string; events: string[]; secret: string }) {
      const r = await db.query<Record<string, unknown>>(
        `INSERT INTO webhook_endpoints (id, user_id, url, events, secret) VALUES ($1, $2, $3, $4::text[], $5)
         RETURNING ${ENDPOINT_COLS}`,
        [e.id, e.userId, e.url, e.events, e.secret],
      );
      return toEndpoint(r.rows[0]!);
    },

    /**
     * `create` unless the owner already has `max` endpoints (null then). Call inside a transaction: an advisory
     * lock per owner makes two concurrent registrations count one after the other.
     */
    async createWithin(
      e: { id: string; userId: string; url: string; events: string[]; secret: string },
      max: number,
    ) {
      await db.query(`SELECT pg_advisory_xact_lock(hashtext('webhook_endpoints:' || $1))`, [e.userId]);
      const r = await db.query<Record<string, unknown>>(
        `INSERT INTO webhook_endpoints (id, user_id, url, events, secret)
         SELECT $1, $2, $3, $4::text[], $5
          WHERE (SELECT count(*) FROM webhook_endpoints WHERE user_id = $2) < $6::int
         RETURNING ${ENDPOINT_COLS}`,
        [e.id, e.userId, e.url, e.events, e.secret, max],
      );
      return r.rows[0] ? toEndpoint(r.rows[0]) : null;
    },

    async page(userId: string, limit: number, offset: number) {
      const count = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM webhook_endpoints WHERE user_id = $1',
        [userId],
      );
      const r = await db.query<Record<string, unknown>>(
        `SELECT ${ENDPOINT_COLS} FROM webhook_endpoints WHERE user_id = $1
          ORDER BY created_at DESC, id DESC LIMIT ${Number(limit)} OFFSET ${Number(offset)}`,
        [userId],
      );
      return { rows: r.rows.map(toEndpoint), count: Number(count.rows[0]?.n ?? 0) };
    },

    async get(userId: string, id: string): Promise<WebhookEndpointRow | null> {
      const r = await db.query<Record<string, unknown>>(
        `SELECT ${ENDPOINT_COLS} FROM webhook_endpoints WHERE id = $1 AND user_id = $2`,
        [id, userId],
      );
      return r.rows[0] ? toEndpoint(r.rows[0]) : null;
    },

    /** Deletes the endpoint and its log; a delivery in flight finds nothing to mark. */
    async remove(userId: string, id: string): Promise<boolean> {
      const r = await db.query('DELETE FROM webhook_endpoints WHERE id = $1 AND user_id = $2 RETURNING id', [
        id,
        userId,
      ]);
      return r.rows.length === 1;
    },

    /** New secret; the current one keeps signing (second v1) until `overlapUntil`. */
    async rotateSecret(userId: string, id: string, secret: string, overlapUntil: string) {
      const r = await db.query<Record<string, unknown>>(
        `UPDATE webhook_endpoints SET previous_secret = secret, previous_secret_expires_at = $4::timestamptz,
                secret = $3
          WHERE id = $1 AND user_id = $2 RETURNING ${ENDPOINT_COLS}`,
        [id, userId, secret, overlapUntil],
      );
      return r.rows[0] ? toEndpoint(r.rows[0]) : null;
    },

    /** Turns a disabled endpoint back on (its pending deliveries resume). */
    async enable(userId: string, id: string) {
      const r = await db.query<Record<string, unknown>>(
        `UPDATE webhook_endpoints SET enabled = true, disabled_at = NULL, disabled_reason = NULL, failing_since = NULL
          WHERE id = $1 AND user_id = $2 RETURNING ${ENDPOINT_COLS}`,
        [id, userId],
      );
      return r.rows[0] ? toEndpoint(r.rows[0]) : null;
    },

    async deliveries(endpointId: string, limit: number, offset: number) {
      const count = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM webhook_deliveries WHERE endpoint_id = $1',
        [endpointId],
      );
      const r = await db.query<Record<string, unknown>>(
        `SELECT * FROM webhook_deliveries WHERE endpoint_id = $1
          ORDER BY created_at DESC, sequence DESC, id DESC LIMIT ${Number(limit)} OFFSET ${Number(offset)}`,
        [endpointId],
      );
      return { rows: r.rows.map(toDelivery), count: Number(count.rows[0]?.n ?? 0) };
    },

    /** Sends a delivery again now (schedule restarted); returns its lane, or null when it does not exist. */
    async redeliver(endpointId: string, deliveryId: string): Promise<WebhookLane | null> {
      const r = await db.query<{ order_id: string }>(
        `UPDATE webhook_deliveries SET status = 'pending', attempts = 0, next_attempt_at = now(), locked_until = NULL
          WHERE id = $1 AND endpoint_id = $2 RETURNING order_id`,
        [deliveryId, endpointId],
      );
      const row = r.rows[0];
      return row ? { endpointId, orderId: String(row.order_id) } : null;
    },

    /** Queues a `webhook.test` event on the endpoint's own test lane. */
    async addTest(e: { id: string; endpointId: string; userId: string; data: Record<string, unknown> }) {
      const r = await db.query<Record<string, unknown>>(
        `INSERT INTO webhook_deliveries (id, endpoint_id, user_id, order_id, sequence, event_id, type, data, event_created_at)
         VALUES ($1, $2, $3, '', 0, $4, 'webhook.test', $5::jsonb, now()) RETURNING *`,
        [e.id, e.endpointId, e.userId, `evt_test_${e.id}`, JSON.stringify(e.data)],
      );
      return toDelivery(r.rows[0]!);
    },

    /**
     * Takes the lane's head (its lowest pending delivery) for `leaseMs` when it is due and nobody holds it, or
     * null. Only the head is ever sent, so a lane's events go out in sequence order; a worker that dies while
     * holding it lets go when the lease passes.
     */
    async claimHead(lane: WebhookLane, leaseMs: number): Promise<ClaimedDelivery | null> {
      const r = await db.query<Record<string, unknown>>(
        `UPDATE webhook_deliveries d
            SET locked_until = clock_timestamp() + ($3::int * interval '1 millisecond'),
                attempts = d.attempts + 1, last_attempt_at = clock_timestamp()
           FROM webhook_endpoints e
          WHERE d.id = (SELECT id FROM webhook_deliveries
                         WHERE endpoint_id = $1 AND order_id = $2 AND status = 'pending'
                         ORDER BY sequence, created_at, id LIMIT 1)
            AND d.status = 'pending' AND d.next_attempt_at <= clock_timestamp()
            AND (d.locked_until IS NULL OR d.locked_until < clock_timestamp())
            AND e.id = d.endpoint_id AND e.enabled
        RETURNING d.*, e.url, e.secret,
                  CASE WHEN e.previous_secret_expires_at > clock_timestamp() THEN e.previous_secret END AS previous_secret`,
        [lane.endpointId, lane.orderId, Math.round(leaseMs)],
      );
      const row = r.rows[0];
      if (!row) return null;
      return {
        ...toDelivery(row),
        url: String(row.url),
        secret: String(row.secret),
        previousSecret: (row.previous_secret as string | null) ?? null,
      };
    },

    /** The receiver answered 2xx: the delivery is done and the endpoint no longer failing. */
    async delivered(id: string, endpointId: string, statusCode: number) {
      await db.query(
        `WITH d AS (UPDATE webhook_deliveries SET status = 'delivered', delivered_at = clock_timestamp(),
                      last_status_code = $2, last_error = NULL, locked_until = NULL WHERE id = $1)
         UPDATE webhook_endpoints SET failing_since = NULL WHERE id = $3 AND failing_since IS NOT NULL`,
        [id, statusCode, endpointId],
      );
    },

    /**
     * A failed attempt: retried at `nextAttemptAt`, or given up (`failed`) when null. Returns since when the
     * endpoint has been failing (set now if this is its first failure since a success).
     */
    async failed(
      id: string,
      endpointId: string,
      f: { statusCode: number | null; error: string; nextAttemptAt: string | null },
    ): Promise<string | null> {
      const r = await db.query<{ failing_since: string }>(
        `WITH d AS (UPDATE webhook_deliveries
                       SET status = CASE WHEN $4::timestamptz IS NULL THEN 'failed' ELSE 'pending' END,
                           next_attempt_at = COALESCE($4::timestamptz, next_attempt_at),
                           last_status_code = $2, last_error = $3, locked_until = NULL
                     WHERE id = $1)
         UPDATE webhook_endpoints SET failing_since = COALESCE(failing_since, clock_timestamp())
          WHERE id = $5 RETURNING failing_since`,
        [id, f.statusCode, f.error.slice(0, 500), f.nextAttemptAt, endpointId],
      );
      return iso(r.rows[0]?.failing_since);
    },

    /** Disables an endpoint and queues the e-mail telling its owner (once: false when already disabled). */
    async disable(endpointId: string, reason: string, email: { id: string; subject: string; body: string }) {
      const r = await db.query<{ id: string }>(
        `WITH off AS (UPDATE webhook_endpoints SET enabled = false, disabled_at = now(), disabled_reason = $2
                       WHERE id = $1 AND enabled RETURNING user_id)
         INSERT INTO email_outbox (id, to_address, subject, body)
         SELECT $3, u.email, $4, $5 FROM off JOIN users u ON u.id = off.user_id RETURNING id`,
        [endpointId, reason, email.id, email.subject, email.body],
      );
      return r.rows.length === 1;
    },

    /** Lanes with a due, unheld head (the sweep's catch-up after a lost nudge or a dead worker). */
    async dueLanes(limit: number): Promise<WebhookLane[]> {
      const r = await db.query<{ endpoint_id: string; order_id: string }>(
        `SELECT DISTINCT d.endpoint_id, d.order_id FROM webhook_deliveries d
           JOIN webhook_endpoints e ON e.id = d.endpoint_id AND e.enabled
          WHERE d.status = 'pending' AND d.next_attempt_at <= clock_timestamp()
            AND (d.locked_until IS NULL OR d.locked_until < clock_timestamp())
          LIMIT ${Number(limit)}`,
      );
      return r.rows.map((x) => ({ endpointId: String(x.endpoint_id), orderId: String(x.order_id) }));
    },
  };
}
