import type { Queryable } from './db.ts';

/** A printer of a facility and whether it prints (R-4-37). */
export interface PrinterRow {
  id: string;
  facility: string;
  name: string;
  status: 'printing' | 'out-of-service';
  reason: string | null;
  updatedAt: string;
}

const toPrinter = (r: Record<string, unknown>): PrinterRow => ({
  id: String(r.id),
  facility: String(r.facility),
  name: String(r.name),
  status: r.status === 'out-of-service' ? 'out-of-service' : 'printing',
  reason: (r.reason as string | null) ?? null,
  updatedAt: new Date(r.updated_at as string).toISOString(),
});

/** Printers per facility. */
export function printersRepository(db: Queryable) {
  return {
    /** Adds a printer or changes its status (and why). */
    async upsert(p: Omit<PrinterRow, 'updatedAt'>): Promise<PrinterRow> {
      const r = await db.query<Record<string, unknown>>(
        `INSERT INTO printers (id, facility, name, status, reason) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (id) DO UPDATE SET facility = EXCLUDED.facility, name = EXCLUDED.name,
           status = EXCLUDED.status, reason = EXCLUDED.reason, updated_at = now()
         RETURNING *`,
        [p.id, p.facility, p.name, p.status, p.reason],
      );
      return toPrinter(r.rows[0] as Record<string, unknown>);
    },

    /** The facility's printers that are out of service, longest out first. */
    async outOfService(facility: string): Promise<PrinterRow[]> {
      const r = await db.query<Record<string, unknown>>(
        `SELECT * FROM printers WHERE facility = $1 AND status = 'out-of-service' ORDER BY updated_at, id`,
        [facility],
      );
      return r.rows.map(toPrinter);
    },
  };
}
