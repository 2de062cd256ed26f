import type { Queryable } from './db.ts';

/** A printer of a facility and whether it prints (R-4-37). */
export interface PrinterRow {
  id: string;
  facility: string;
  name: string;
  status: 'printing' | 'out-of-service';
  reason: string | null;
  updatedAt: string;
  /** dtg, screen-press, embroidery, sublimation or uv. */
  type: string;
  dpi: number | null;
  /** When it was retired (it stays for the history, off the picker and the board); null while in use. */
  retiredAt: string | null;
  /** The stock it runs (free text); null when nobody entered it. */
  media: string | null;
  /** Power per bulb zone (27, 10..100) for a printer that cures with bulbs; null for one that has none. */
  bulbPower: number[] | null;
  /** The DTG pretreat value it falls back to (5..100); null: the machine's own. */
  pretreatValue: number | null;
  /** When its station client last reported its status; null when it never did. */
  reportedAt: string | null;
}

/** One status change of a printer (printer_status_log). */
export interface PrinterChange {
  from: PrinterRow['status'] | null;
  to: PrinterRow['status'];
  reason: string | null;
  actorId: string | null;
  at: string;
}

const toPrinter = (r: Record<string, unknown>): PrinterRow => ({
  id: String(r.id),
  facility: String(r.facility),
  name: String(r.name),
  status: r.status === 'out-of-service' ? 'out-of-service' : 'printing',
  reason: (r.reason as string | null) ?? null,
  updatedAt: new Date(r.updated_at as string).toISOString(),
  type: String(r.type ?? 'dtg'),
  dpi: r.dpi === null || r.dpi === undefined ? null : Number(r.dpi),
  retiredAt: r.retired_at ? new Date(r.retired_at as string).toISOString() : null,
  media: (r.media as string | null) ?? null,
  bulbPower: (r.bulb_power as number[] | null) ?? null,
  pretreatValue:
    r.pretreat_value === null || r.pretreat_value === undefined ? null : Number(r.pretreat_value),
  reportedAt: r.reported_at ? new Date(r.reported_at as string).toISOString() : null,
});

/** Printers per facility. */
export function printersRepository(db: Queryable) {
  return {
    /** Adds a printer or changes its status (and why). */
    async upsert(p: Pick<PrinterRow, 'id' | 'facility' | 'name' | 'status' | 'reason'>): Promise<PrinterRow> {
      const r = await db.query<Record<string, unknown>>(
        `INSERT INTO printers (id, facility, name, status, reason) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (id) DO UPDATE SET facility = EXCLUDED.facility, name = EXCLUDED.name,
           status = EXCLUDED.status, reason = EXCLUDED.reason, updated_at = now()
         RETURNING *`,
        [p.id, p.facility, p.name, p.status, p.reason],
      );
      return toPrinter(r.rows[0] as Record<string, unknown>);
    },

    /** One printer, locked for a status change inside a transaction (null when unknown). */
    async forUpdate(id: string): Promise<PrinterRow | null> {
      const r = await db.query<Record<string, unknown>>(`SELECT * FROM printers WHERE id = $1 FOR UPDATE`, [
        id,
      ]);
      return r.rows[0] ? toPrinter(r.rows[0]) : null;
    },

    /** One printer of a facility (null when the facility has no such printer). */
    async at(facility: string, id: string): Promise<PrinterRow | null> {
      const r = await db.query<Record<string, unknown>>(
        'SELECT * FROM printers WHERE id = $1 AND facility = $2',
        [id, facility],
      );
      return r.rows[0] ? toPrinter(r.rows[0]) : null;
    },

    /** How many printers the facility has, and how many of them print. */
    async counts(facility: string): Promise<{ total: number; printing: number }> {
      const r = await db.query<{ total: number; printing: number }>(
        `SELECT count(*)::int AS total, (count(*) FILTER (WHERE status = 'printing'))::int AS printing
           FROM printers WHERE facility = $1 AND retired_at IS NULL`,
        [facility],
      );
      return { total: r.rows[0]?.total ?? 0, printing: r.rows[0]?.printing ?? 0 };
    },

    /** Adds the named printers to a facility that has none yet (demo data). */
    async seedIfNone(facility: string, printers: readonly { id: string; name: string }[]): Promise<void> {
      const any = await db.query('SELECT 1 FROM printers WHERE facility = $1 LIMIT 1', [facility]);
      if (any.rows.length > 0) return;
      for (const p of printers) await this.upsert({ ...p, facility, status: 'printing', reason: null });
    },

    /** The facility's printers, by name (the retired ones too: they say since when). */
    async list(facility: string): Promise<PrinterRow[]> {
      const r = await db.query<Record<string, unknown>>(
        `SELECT * FROM printers WHERE facility = $1 ORDER BY name, id`,
        [facility],
      );
      return r.rows.map(toPrinter);
    },

    /** Registers a new printer at a facility (printing). */
    async add(p: { id: string; facility: string; name: string; type: string; dpi: number | null }) {
      const r = await db.query<Record<string, unknown>>(
        `INSERT INTO printers (id, facility, name, status, type, dpi) VALUES ($1, $2, $3, 'printing', $4, $5)
         RETURNING *`,
        [p.id, p.facility, p.name, p.type, p.dpi],
      );
      return toPrinter(r.rows[0] as Record<string, unknown>);
    },

    /** Renames a printer or changes its kind or resolution. */
    async setDetails(id: string, d: { name: string; type: string; dpi: number | null }): Promise<PrinterRow> {
      const r = await db.query<Record<string, unknown>>(
        'UPDATE printers SET name = $2, type = $3, dpi = $4, updated_at = now() WHERE id = $1 RETURNING *',
        [id, d.name, d.type, d.dpi],
      );
      return toPrinter(r.rows[0] as Record<string, unknown>);
    },

    /** Changes a printer's settings: media, bulb power per zone, pretreat value. */
    async setSettings(
      id: string,
      s: { media: string | null; bulbPower: number[] | null; pretreatValue: number | null },
    ): Promise<PrinterRow> {
      const r = await db.query<Record<string, unknown>>(
        `UPDATE printers SET media = $2, bulb_power = $3, pretreat_value = $4, updated_at = now() WHERE id = $1
         RETURNING *`,
        [id, s.media, s.bulbPower === null ? null : JSON.stringify(s.bulbPower), s.pretreatValue],
      );
      return toPrinter(r.rows[0] as Record<string, unknown>);
    },

    /** Notes that the printer's station client reported (its status unchanged). */
    async markReported(id: string): Promise<PrinterRow> {
      const r = await db.query<Record<string, unknown>>(
        'UPDATE printers SET reported_at = now() WHERE id = $1 RETURNING *',
        [id],
      );
      return toPrinter(r.rows[0] as Record<string, unknown>);
    },

    /** Retires a printer: it stays for the history, off the picker and the board. */
    async retire(id: string): Promise<PrinterRow> {
      const r = await db.query<Record<string, unknown>>(
        'UPDATE printers SET retired_at = now(), updated_at = now() WHERE id = $1 RETURNING *',
        [id],
      );
      return toPrinter(r.rows[0] as Record<string, unknown>);
    },

    /** The audit row of a status change: who moved the printer from what to what, and why. */
    async logChange(c: {
      printerId: string;
      facility: string;
      from: PrinterRow['status'] | null;
      to: PrinterRow['status'];
      reason: string | null;
      actorId: string | null;
    }): Promise<void> {
      await db.query(
        `INSERT INTO printer_status_log (printer_id, facility, from_status, to_status, reason, actor_id)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [c.printerId, c.facility, c.from, c.to, c.reason, c.actorId],
      );
    },

    /** A printer's status changes, oldest first. */
    async changes(printerId: string): Promise<PrinterChange[]> {
      const r = await db.query<Record<string, unknown>>(
        `SELECT * FROM printer_status_log WHERE printer_id = $1 ORDER BY at, id`,
        [printerId],
      );
      return r.rows.map((x) => ({
        from: (x.from_status as PrinterRow['status'] | null) ?? null,
        to: x.to_status as PrinterRow['status'],
        reason: (x.reason as string | null) ?? null,
        actorId: (x.actor_id as string | null) ?? null,
        at: new Date(x.at as string).toISOString(),
      }));
    },

    /** The facility's printers that are out of service, longest out first. */
    async outOfService(facility: string): Promise<PrinterRow[]> {
      const r = await db.query<Record<string, unknown>>(
        `SELECT * FROM printers WHERE facility = $1 AND status = 'out-of-service' AND retired_at IS NULL
          ORDER BY updated_at, id`,
        [facility],
      );
      return r.rows.map(toPrinter);
    },
  };
}
