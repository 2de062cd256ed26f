import type { Queryable } from './db.ts';

/** One stored public-API quote. */
export interface QuoteRow {
  id: string;
  userId: string;
  token: string;
  cartId: string;
  quote: Record<string, unknown>;
  totalCents: number;
  expiresAt: string;
  orderId: string | null;
  createdAt: string;
}

const iso = (v: unknown) => new Date(v as string).toISOString();
const toQuote = (r: Record<string, unknown>): QuoteRow => ({
  id: String(r.id),
  userId: String(r.user_id),
  token: String(r.token),
  cartId: String(r.cart_id),
  quote: r.quote as Record<string, unknown>,
  totalCents: Number(r.total_cents),
  expiresAt: iso(r.expires_at),
  orderId: (r.order_id as string | null) ?? null,
  createdAt: iso(r.created_at),
});

/** Stored quotes (api_quotes). Reads are owner-scoped. */
export function quotesRepository(db: Queryable) {
  return {
    async insert(q: Omit<QuoteRow, 'orderId' | 'createdAt'>): Promise<QuoteRow> {
      const r = await db.query<Record<string, unknown>>(
        `INSERT INTO api_quotes (id, user_id, token, cart_id, quote, total_cents, expires_at)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7) RETURNING *`,
        [q.id, q.userId, q.token, q.cartId, JSON.stringify(q.quote), q.totalCents, q.expiresAt],
      );
      return toQuote(r.rows[0]!);
    },

    async byId(userId: string, id: string): Promise<QuoteRow | null> {
      const r = await db.query<Record<string, unknown>>(
        'SELECT * FROM api_quotes WHERE id = $1 AND user_id = $2',
        [id, userId],
      );
      return r.rows[0] ? toQuote(r.rows[0]) : null;
    },

    async byToken(userId: string, token: string): Promise<QuoteRow | null> {
      const r = await db.query<Record<string, unknown>>(
        'SELECT * FROM api_quotes WHERE token = $1 AND user_id = $2',
        [token, userId],
      );
      return r.rows[0] ? toQuote(r.rows[0]) : null;
    },

    /** Records the order a quote became; false when it already had one. */
    async markOrdered(id: string, orderId: string): Promise<boolean> {
      const r = await db.query(
        'UPDATE api_quotes SET order_id = $2 WHERE id = $1 AND order_id IS NULL RETURNING id',
        [id, orderId],
      );
      return r.rows.length === 1;
    },
  };
}
