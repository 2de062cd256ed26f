import type { Queryable } from './db.ts';

export interface PrintableRow {
  id: string;
  userId: string;
  designId: string;
  productId: string;
  color: string;
  name: string;
  sizePrices: { size: string; price: number }[];
  minQuantity: number;
  createdAt: string;
}

/** A printable as the manager's list shows it: with its product's identifier and name. */
export interface PrintableListRow extends PrintableRow {
  productIdentifier: string;
  productName: string;
}

const row = <T extends PrintableRow>(r: T): T => ({
  ...r,
  createdAt: new Date(r.createdAt as unknown as string | Date).toISOString(),
});

const cols = `id, user_id AS "userId", design_id AS "designId", product_id AS "productId", color, name,
  size_prices AS "sizePrices", min_quantity AS "minQuantity", created_at AS "createdAt"`;

/** Database (saved) printables: a design on a product colour with the seller's size prices. */
export function printablesRepository(db: Queryable) {
  return {
    async insert(p: Omit<PrintableRow, 'createdAt'>): Promise<PrintableRow> {
      const r = await db.query<PrintableRow>(
        `INSERT INTO printables (id, user_id, design_id, product_id, color, name, size_prices, min_quantity)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${cols}`,
        [
          p.id,
          p.userId,
          p.designId,
          p.productId,
          p.color,
          p.name,
          JSON.stringify(p.sizePrices),
          p.minQuantity,
        ],
      );
      return row(r.rows[0]!);
    },
    async byId(userId: string, id: string): Promise<PrintableRow | null> {
      const r = await db.query<PrintableRow>(
        `SELECT ${cols} FROM printables WHERE id = $1 AND user_id = $2`,
        [id, userId],
      );
      return r.rows[0] ? row(r.rows[0]) : null;
    },
    /** The user's printables, newest first, with their product's identifier and name. */
    async list(
      userId: string,
      limit: number,
      offset: number,
    ): Promise<{ rows: PrintableListRow[]; total: number }> {
      const r = await db.query<PrintableListRow>(
        `SELECT p.id, p.user_id AS "userId", p.design_id AS "designId", p.product_id AS "productId", p.color,
             p.name, p.size_prices AS "sizePrices", p.min_quantity AS "minQuantity", p.created_at AS "createdAt",
             c.identifier AS "productIdentifier", c.name AS "productName"
           FROM printables p JOIN catalog_products c ON c.product_id = p.product_id
           WHERE p.user_id = $1 ORDER BY p.created_at DESC, p.id DESC LIMIT $2 OFFSET $3`,
        [userId, limit, offset],
      );
      const n = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM printables WHERE user_id = $1',
        [userId],
      );
      return { rows: r.rows.map(row), total: n.rows[0]?.n ?? 0 };
    },
  };
}
