import type { Queryable } from './db.ts';

export interface StoredResponse {
  requestHash: string;
  status: number;
  response: unknown;
}

/**
 * Idempotency keys, per user. Use inside the transaction that does the work: `claim` first (on PostgreSQL a
 * concurrent claim of the same key waits until the first transaction ends), then `complete` before commit.
 * A rolled-back transaction leaves no key behind.
 */
export function idempotencyRepository(db: Queryable) {
  return {
    /** True when this transaction now owns the key; false when it was already used (see `get`). */
    async claim(userId: string, key: string, requestHash: string): Promise<boolean> {
      const r = await db.query(
        `INSERT INTO idempotency_keys (user_id, key, request_hash) VALUES ($1, $2, $3)
         ON CONFLICT (user_id, key) DO NOTHING RETURNING key`,
        [userId, key, requestHash],
      );
      return r.rows.length === 1;
    },
    async get(userId: string, key: string): Promise<StoredResponse | null> {
      const r = await db.query<{ request_hash: string; status: number; response: unknown }>(
        'SELECT request_hash, status, response FROM idempotency_keys WHERE user_id = $1 AND key = $2',
        [userId, key],
      );
      const row = r.rows[0];
      return row
        ? { requestHash: row.request_hash, status: Number(row.status), response: row.response }
        : null;
    },
    async complete(userId: string, key: string, status: number, response: unknown): Promise<void> {
      await db.query(
        'UPDATE idempotency_keys SET status = $3, response = $4::jsonb WHERE user_id = $1 AND key = $2',
        [userId, key, status, JSON.stringify(response)],
      );
    },
  };
}
