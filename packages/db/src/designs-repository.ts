import type { Queryable } from './db.ts';

export interface DesignRow {
  id: string;
  userId: string;
  printType: string;
  name: string | null;
  doc: Record<string, unknown>;
  createdAt: string;
}

const cols = `id, user_id AS "userId", print_type AS "printType", name, doc, created_at AS "createdAt"`;
const row = (r: DesignRow): DesignRow => ({
  ...r,
  createdAt: new Date(r.createdAt as unknown as string | Date).toISOString(),
});

/** Saved designs (the design document as sent, after the design-ready check). Reads are owner-scoped. */
export function designsRepository(db: Queryable) {
  return {
    async insert(d: Omit<DesignRow, 'createdAt'>): Promise<DesignRow> {
      const r = await db.query<DesignRow>(
        `INSERT INTO designs (id, user_id, print_type, name, doc) VALUES ($1, $2, $3, $4, $5) RETURNING ${cols}`,
        [d.id, d.userId, d.printType, d.name, JSON.stringify(d.doc)],
      );
      return row(r.rows[0]!);
    },
    async byId(userId: string, id: string): Promise<DesignRow | null> {
      const r = await db.query<DesignRow>(`SELECT ${cols} FROM designs WHERE id = $1 AND user_id = $2`, [
        id,
        userId,
      ]);
      return r.rows[0] ? row(r.rows[0]) : null;
    },
    async byIds(userId: string, ids: readonly string[]): Promise<DesignRow[]> {
      if (ids.length === 0) return [];
      const r = await db.query<DesignRow>(
        `SELECT ${cols} FROM designs WHERE id = ANY($1::text[]) AND user_id = $2`,
        [ids, userId],
      );
      return r.rows.map(row);
    },
    /** Designs by id whoever owns them: staff reviewing orders' artwork only (the route checks the permission). */
    async staffByIds(ids: readonly string[]): Promise<DesignRow[]> {
      if (ids.length === 0) return [];
      const r = await db.query<DesignRow>(`SELECT ${cols} FROM designs WHERE id = ANY($1::text[])`, [ids]);
      return r.rows.map(row);
    },
    /** The user's designs of the given print types (all types when empty), newest first. */
    async list(userId: string, printTypes: readonly string[], limit: number): Promise<DesignRow[]> {
      const r = await db.query<DesignRow>(
        `SELECT ${cols} FROM designs WHERE user_id = $1
           AND (cardinality($2::text[]) = 0 OR print_type = ANY($2::text[]))
         ORDER BY created_at DESC, id DESC LIMIT $3`,
        [userId, printTypes, limit],
      );
      return r.rows.map(row);
    },
    /** As list, keeping designs whose name contains every word (case-insensitive). */
    async search(
      userId: string,
      printTypes: readonly string[],
      words: readonly string[],
      limit: number,
    ): Promise<DesignRow[]> {
      const patterns = words.map((w) => `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      const r = await db.query<DesignRow>(
        `SELECT ${cols} FROM designs WHERE user_id = $1
           AND (cardinality($2::text[]) = 0 OR print_type = ANY($2::text[]))
           AND NOT EXISTS (SELECT 1 FROM unnest($3::text[]) p WHERE coalesce(name, '') NOT ILIKE p)
         ORDER BY created_at DESC, id DESC LIMIT $4`,
        [userId, printTypes, patterns, limit],
      );
      return r.rows.map(row);
    },
  };
}
