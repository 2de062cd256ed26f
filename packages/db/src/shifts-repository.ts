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

const toShift = (r: Record<string, unknown>): ShiftRow => ({
  id: Number(r.id),
  employeeId: String(r.employee_id),
  station: String(r.station),
  facility: String(r.facility),
  startedAt: new Date(r.started_at as string).toISOString(),
  endedAt: r.ended_at ? new Date(r.ended_at as string).toISOString() : null,
});

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
  };
}
