import type { Queryable } from './db.ts';

export interface CoupaBuyerRow {
  identity: string;
  name: string;
  userId: string;
  secretHash: string;
}

export interface PunchoutSessionRow {
  id: string;
  buyerIdentity: string;
  userId: string;
  buyerCookie: string;
  formPostUrl: string;
  operation: string;
  startExpiresAt: string;
  startedAt: string | null;
  expiresAt: string;
}

export interface CoupaOrderRequestRow {
  payloadId: string;
  poNumber: string;
  orderId: string | null;
  statusCode: number;
  statusText: string;
}

const iso = (v: unknown) => new Date(v as string).toISOString();

const toSession = (r: Record<string, unknown>): PunchoutSessionRow => ({
  id: String(r.id),
  buyerIdentity: String(r.buyer_identity),
  userId: String(r.user_id),
  buyerCookie: String(r.buyer_cookie),
  formPostUrl: String(r.form_post_url),
  operation: String(r.operation),
  startExpiresAt: iso(r.start_expires_at),
  startedAt: r.started_at ? iso(r.started_at) : null,
  expiresAt: iso(r.expires_at),
});

/** Coupa buyer organisations, punchout sessions, carts returned to Coupa and purchase orders received. */
export function coupaRepository(db: Queryable) {
  return {
    async buyer(identity: string): Promise<CoupaBuyerRow | null> {
      const r = await db.query<Record<string, unknown>>('SELECT * FROM coupa_buyers WHERE identity = $1', [
        identity,
      ]);
      const row = r.rows[0];
      return row
        ? {
            identity: String(row.identity),
            name: String(row.name),
            userId: String(row.user_id),
            secretHash: String(row.secret_hash),
          }
        : null;
    },

    /** Creates or replaces a buyer organisation (its secret and account). */
    async saveBuyer(b: CoupaBuyerRow): Promise<void> {
      await db.query(
        `INSERT INTO coupa_buyers (identity, name, user_id, secret_hash) VALUES ($1, $2, $3, $4)
         ON CONFLICT (identity) DO UPDATE SET name = $2, user_id = $3, secret_hash = $4`,
        [b.identity, b.name, b.userId, b.secretHash],
      );
    },

    /** Every buyer organisation with its account's credit line, by name. */
    async buyers() {
      const r = await db.query<Record<string, unknown>>(
        `SELECT b.identity, b.name, b.user_id, COALESCE(a.credit_line_cents, 0) AS credit_line_cents
           FROM coupa_buyers b LEFT JOIN billing_accounts a ON a.user_id = b.user_id ORDER BY b.name`,
      );
      return r.rows.map((row) => ({
        identity: String(row.identity),
        name: String(row.name),
        userId: String(row.user_id),
        creditLineCents: Number(row.credit_line_cents),
      }));
    },

    /** Whether the account orders through a procurement punchout (features.coupa). */
    async isBuyerAccount(userId: string): Promise<boolean> {
      const r = await db.query('SELECT 1 FROM coupa_buyers WHERE user_id = $1 LIMIT 1', [userId]);
      return r.rows.length > 0;
    },

    async openSession(
      s: Omit<PunchoutSessionRow, 'startedAt'> & { startTokenHash: string; contactEmail: string | null },
    ) {
      await db.query(
        `INSERT INTO punchout_sessions (id, start_token_hash, buyer_identity, user_id, buyer_cookie, form_post_url,
           operation, contact_email, start_expires_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          s.id,
          s.startTokenHash,
          s.buyerIdentity,
          s.userId,
          s.buyerCookie,
          s.formPostUrl,
          s.operation,
          s.contactEmail,
          s.startExpiresAt,
          s.expiresAt,
        ],
      );
    },

    /** Uses a StartPage token once: the session it opens, or null (unknown, used, or expired). */
    async start(tokenHash: string, now: string): Promise<PunchoutSessionRow | null> {
      const r = await db.query<Record<string, unknown>>(
        `UPDATE punchout_sessions SET started_at = $2
          WHERE start_token_hash = $1 AND started_at IS NULL AND start_expires_at > $2
          RETURNING *`,
        [tokenHash, now],
      );
      return r.rows[0] ? toSession(r.rows[0]) : null;
    },

    /** The account's latest started, unexpired punchout session. */
    async activeSession(userId: string, now: string): Promise<PunchoutSessionRow | null> {
      const r = await db.query<Record<string, unknown>>(
        `SELECT * FROM punchout_sessions WHERE user_id = $1 AND started_at IS NOT NULL AND expires_at > $2
          ORDER BY started_at DESC LIMIT 1`,
        [userId, now],
      );
      return r.rows[0] ? toSession(r.rows[0]) : null;
    },

    async cartReturned(cartId: string, sessionId: string, totalCents: number): Promise<void> {
      await db.query(
        `INSERT INTO punchout_carts (cart_id, session_id, total_cents) VALUES ($1, $2, $3)
         ON CONFLICT (cart_id) DO UPDATE SET session_id = $2, total_cents = $3, returned_at = now()`,
        [cartId, sessionId, totalCents],
      );
    },

    /** A cart returned to Coupa by the buyer organisation, with the account it belongs to. */
    async returnedCart(cartId: string, identity: string) {
      const r = await db.query<Record<string, unknown>>(
        `SELECT pc.cart_id, pc.total_cents, s.user_id FROM punchout_carts pc
           JOIN punchout_sessions s ON s.id = pc.session_id
          WHERE pc.cart_id = $1 AND s.buyer_identity = $2`,
        [cartId, identity],
      );
      const row = r.rows[0];
      return row
        ? { cartId: String(row.cart_id), userId: String(row.user_id), totalCents: Number(row.total_cents) }
        : null;
    },

    async orderRequest(payloadId: string): Promise<CoupaOrderRequestRow | null> {
      const r = await db.query<Record<string, unknown>>(
        'SELECT * FROM coupa_order_requests WHERE payload_id = $1',
        [payloadId],
      );
      const row = r.rows[0];
      return row
        ? {
            payloadId: String(row.payload_id),
            poNumber: String(row.po_number),
            orderId: row.order_id ? String(row.order_id) : null,
            statusCode: Number(row.status_code),
            statusText: String(row.status_text),
          }
        : null;
    },

    /** Records a purchase order's answer once (a concurrent duplicate inserts nothing: false). */
    async recordOrderRequest(
      o: CoupaOrderRequestRow & { buyerIdentity: string; cartId: string | null },
    ): Promise<boolean> {
      const r = await db.query(
        `INSERT INTO coupa_order_requests (payload_id, buyer_identity, po_number, cart_id, order_id, status_code, status_text)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (payload_id) DO NOTHING RETURNING payload_id`,
        [o.payloadId, o.buyerIdentity, o.poNumber, o.cartId, o.orderId, o.statusCode, o.statusText],
      );
      return r.rows.length > 0;
    },
  };
}
