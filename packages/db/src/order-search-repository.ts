import type { Queryable } from './db.ts';

/** One order a staff search found. */
export interface OrderSearchRow {
  id: string;
  name: string | null;
  email: string;
  status: string;
  createdAt: string;
  matched: 'id' | 'name' | 'po' | 'email' | 'barcode';
}

/**
 * Staff find an order by its id (or the start of it), its name or PO, the customer's e-mail or a unit's
 * barcode. Newest first, at most `limit`.
 */
export function orderSearchRepository(db: Queryable) {
  return {
    async search(q: string, limit: number): Promise<OrderSearchRow[]> {
      const r = await db.query<OrderSearchRow>(
        `WITH hits AS (
           SELECT o.id, 'id' AS matched, 1 AS rank FROM orders o WHERE o.id = $1
           UNION ALL SELECT o.id, 'barcode', 2 FROM units un JOIN orders o ON o.id = un.order_id WHERE un.barcode = upper($1) OR un.barcode = $1
           UNION ALL SELECT o.id, 'email', 3 FROM orders o JOIN users u ON u.id = o.user_id WHERE u.email = lower($1)
           UNION ALL SELECT o.id, 'po', 4 FROM orders o WHERE o.po = $1
           UNION ALL SELECT o.id, 'name', 5 FROM orders o WHERE o.name ILIKE '%' || $2 || '%'
           UNION ALL SELECT o.id, 'id', 6 FROM orders o WHERE o.id LIKE $2 || '%'
         ), best AS (SELECT DISTINCT ON (id) id, matched, rank FROM hits ORDER BY id, rank)
         SELECT o.id, o.name, u.email, o.status, o.created_at AS "createdAt", b.matched
           FROM best b JOIN orders o ON o.id = b.id JOIN users u ON u.id = o.user_id
          ORDER BY b.rank, o.created_at DESC LIMIT $3`,
        [q, q.replace(/[\\%_]/g, (c) => `\\${c}`), limit],
      );
      return r.rows.map((x) => ({ ...x, createdAt: new Date(x.createdAt).toISOString() }));
    },
  };
}
