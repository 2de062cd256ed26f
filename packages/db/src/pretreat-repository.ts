import type { Queryable } from './db.ts';

/** A pretreat value set for a product in a colour (R-5-56..58). */
export interface PretreatRow {
  productIdentifier: string;
  color: string;
  value: number;
  updatedAt: string;
}

const toRow = (r: Record<string, unknown>): PretreatRow => ({
  productIdentifier: String(r.product_identifier),
  color: String(r.color),
  value: Number(r.value),
  updatedAt: new Date(r.updated_at as string).toISOString(),
});

/** The pretreat manager's values per product and colour (colour compared without case). */
export function pretreatRepository(db: Queryable) {
  return {
    /** Every value set, by product then colour. */
    async list(): Promise<PretreatRow[]> {
      const r = await db.query<Record<string, unknown>>(
        'SELECT * FROM pretreat_values ORDER BY product_identifier, color',
      );
      return r.rows.map(toRow);
    },

    /** Sets (or changes) the value of a product in a colour. */
    async set(
      productIdentifier: string,
      color: string,
      value: number,
      actorId: string,
    ): Promise<PretreatRow> {
      const r = await db.query<Record<string, unknown>>(
        `INSERT INTO pretreat_values (product_identifier, color, value, updated_by) VALUES ($1, $2, $3, $4)
         ON CONFLICT (product_identifier, color) DO UPDATE
           SET value = EXCLUDED.value, updated_by = EXCLUDED.updated_by, updated_at = now()
         RETURNING *`,
        [productIdentifier, color, value, actorId],
      );
      return toRow(r.rows[0] as Record<string, unknown>);
    },

    /** Deletes the value of a product in a colour; true when there was one. */
    async remove(productIdentifier: string, color: string): Promise<boolean> {
      const r = await db.query(
        'DELETE FROM pretreat_values WHERE product_identifier = $1 AND color = $2 RETURNING 1',
        [productIdentifier, color],
      );
      return r.rows.length > 0;
    },

    /** The value of a product in a colour (null when none is set). */
    async valueFor(productIdentifier: string, color: string): Promise<number | null> {
      const r = await db.query<{ value: number }>(
        'SELECT value FROM pretreat_values WHERE product_identifier = $1 AND lower(color) = lower($2)',
        [productIdentifier, color],
      );
      return r.rows[0] ? Number(r.rows[0].value) : null;
    },
  };
}
