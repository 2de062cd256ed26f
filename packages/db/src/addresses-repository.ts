import type { Queryable } from './db.ts';

export interface AddressRow {
  id: string;
  address: Record<string, unknown>;
}

/** The address book, per user. match_key (the normalised address without name) is unique per user. */
export function addressesRepository(db: Queryable) {
  return {
    /** Inserts the entry unless an equal one (same match key) exists; returns the stored entry either way. */
    async insertOrGet(
      id: string,
      userId: string,
      address: unknown,
      matchKey: string,
    ): Promise<{ row: AddressRow; existing: boolean }> {
      const ins = await db.query<AddressRow>(
        `INSERT INTO addresses (id, user_id, address, match_key) VALUES ($1, $2, $3::jsonb, $4)
         ON CONFLICT (user_id, match_key) DO NOTHING RETURNING id, address`,
        [id, userId, JSON.stringify(address), matchKey],
      );
      if (ins.rows[0]) return { row: ins.rows[0], existing: false };
      const r = await db.query<AddressRow>(
        'SELECT id, address FROM addresses WHERE user_id = $1 AND match_key = $2',
        [userId, matchKey],
      );
      return { row: r.rows[0]!, existing: true };
    },
    async list(userId: string, limit = 500): Promise<AddressRow[]> {
      const r = await db.query<AddressRow>(
        'SELECT id, address FROM addresses WHERE user_id = $1 ORDER BY created_at, id LIMIT $2',
        [userId, limit],
      );
      return r.rows;
    },
  };
}
