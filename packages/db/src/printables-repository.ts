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
      return r.rows[0]!;
    },
    async byId(userId: string, id: string): Promise<PrintableRow | null> {
      const r = await db.query<PrintableRow>(
        `SELECT ${cols} FROM printables WHERE id = $1 AND user_id = $2`,
        [id, userId],
      );
      return r.rows[0] ?? null;
    },
  };
}
