import type { Queryable } from './db.ts';

/** An employee's shift at a station. */
export interface ShiftRow {
  id: number;
  employeeId: string;
  station: string;
  facility: string;
  startedAt: string;
  endedAt: string | null;
}

export const toShift = (r: Record<string, unknown>): ShiftRow => ({
  id: Number(r.id),
  employeeId: String(r.employee_id),
  station: String(r.station),
  facility: String(r.facility),
  startedAt: new Date(r.started_at as string).toISOString(),
  endedAt: r.ended_at ? new Date(r.ended_at as string).toISOString() : null,
});

/** A shift as the timesheet reads it: with the employee's name, units scanned and any correction. */
export interface TimesheetShiftRow extends ShiftRow {
  employeeName: string;
  units: number;
  editedAt: string | null;
  editReason: string | null;
}

const isoOrNull = (v: unknown) => (v ? new Date(v as string).toISOString() : null);

/** Shifts and the shift log (clock-in, clock-out). */
export function shiftsRepository(db: Queryable) {
  const log = (s: ShiftRow, event: 'clock-in' | 'clock-out', at: string) =>
    db.query(
      'INSERT INTO shift_log (shift_id, employee_id, event, station, facility, at) VALUES ($1, $2, $3, $4, $5, $6)',
      [s.id, s.employeeId, event, s.station, s.facility, at],
    );
  return {
    /** The employee's open shift, or null. */
    async current(employeeId: string): Promise<ShiftRow | null> {
      const r = await db.query<Record<string, unknown>>(
        'SELECT * FROM shifts WHERE employee_id = $1 AND ended_at IS NULL',
        [employeeId],
      );
      return r.rows[0] ? toShift(r.rows[0]) : null;
    },

    /** Ends the open shift (logged); null when there was none. */
    async clockOut(employeeId: string, at: string): Promise<ShiftRow | null> {
      const r = await db.query<Record<string, unknown>>(
        'UPDATE shifts SET ended_at = $2 WHERE employee_id = $1 AND ended_at IS NULL RETURNING *',
        [employeeId, at],
      );
      const s = r.rows[0] ? toShift(r.rows[0]) : null;
      if (s) await log(s, 'clock-out', at);
      return s;
    },

    /** Opens a shift (logged). Call clockOut first: one open shift per employee (a unique index holds it). */
    async clockIn(employeeId: string, station: string, facility: string, at: string): Promise<ShiftRow> {
      const r = await db.query<Record<string, unknown>>(
        'INSERT INTO shifts (employee_id, station, facility, started_at) VALUES ($1, $2, $3, $4) RETURNING *',
        [employeeId, station, facility, at],
      );
      const s = toShift(r.rows[0] as Record<string, unknown>);
      await log(s, 'clock-in', at);
      return s;
    },

    /** Shifts started in [from, to) (a facility's or an employee's only when given), oldest first. */
    async startedBetween(q: {
      from: string;
      to: string;
      facility: string | null;
      employeeId: string | null;
    }): Promise<TimesheetShiftRow[]> {
      const r = await db.query<Record<string, unknown>>(
        `SELECT s.*, u.name AS employee_name,
                (SELECT count(DISTINCT c.barcode) FROM scans c WHERE c.shift_id = s.id) AS units
           FROM shifts s JOIN users u ON u.id = s.employee_id
          WHERE s.started_at >= $1 AND s.started_at < $2
            AND ($3::text IS NULL OR s.facility = $3) AND ($4::text IS NULL OR s.employee_id = $4)
          ORDER BY s.started_at, s.id LIMIT 5000`,
        [q.from, q.to, q.facility, q.employeeId],
      );
      return r.rows.map((x) => ({
        ...toShift(x),
        employeeName: String(x.employee_name),
        units: Number(x.units),
        editedAt: isoOrNull(x.edited_at),
        editReason: (x.edit_reason as string | null) ?? null,
      }));
    },

    async get(id: number): Promise<ShiftRow | null> {
      const r = await db.query<Record<string, unknown>>('SELECT * FROM shifts WHERE id = $1', [id]);
      return r.rows[0] ? toShift(r.rows[0]) : null;
    },

    /** A supervisor's correction: the new times, who made it, when and why. */
    async correct(
      id: number,
      e: { startedAt: string; endedAt: string | null; by: string; reason: string; at: string },
    ): Promise<ShiftRow | null> {
      const r = await db.query<Record<string, unknown>>(
        `UPDATE shifts SET started_at = $2, ended_at = $3, edited_by = $4, edit_reason = $5, edited_at = $6
          WHERE id = $1 RETURNING *`,
        [id, e.startedAt, e.endedAt, e.by, e.reason, e.at],
      );
      return r.rows[0] ? toShift(r.rows[0]) : null;
    },
  };
}
