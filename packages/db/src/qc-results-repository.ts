import type { Queryable } from './db.ts';

/** Every QC verdict (R-3-62), and how often a design failed (R-9-07 the DTG reject warning). */
export function qcResultsRepository(db: Queryable) {
  return {
    async record(r: {
      barcode: string;
      orderId: string;
      itemIndex: number;
      designId: string | null;
      printType: string | null;
      result: 'accept' | 'fail' | 'flag-bad-image';
      replacement: string | null;
      employeeId: string | null;
    }): Promise<void> {
      await db.query(
        `INSERT INTO qc_results (barcode, order_id, item_index, design_id, print_type, result, replacement, employee_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [r.barcode, r.orderId, r.itemIndex, r.designId, r.printType, r.result, r.replacement, r.employeeId],
      );
    },

    /** The unit a reprint replaced, through any number of reprints (itself when it replaced none). */
    async originalOf(barcode: string): Promise<string> {
      const r = await db.query<{ b: string; depth: number }>(
        `WITH RECURSIVE chain(b, depth) AS (
           SELECT $1::text, 0
           UNION ALL
           SELECT q.barcode, chain.depth + 1 FROM qc_results q JOIN chain ON q.replacement = chain.b
            WHERE chain.depth < 50)
         SELECT b, depth FROM chain ORDER BY depth DESC LIMIT 1`,
        [barcode],
      );
      return r.rows[0]?.b ?? barcode;
    },

    /** How many times units of a design failed QC on a print type. */
    async failures(designId: string, printType: string): Promise<number> {
      const r = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM qc_results WHERE design_id = $1 AND print_type = $2 AND result = 'fail'`,
        [designId, printType],
      );
      return Number(r.rows[0]?.n ?? 0);
    },
  };
}
