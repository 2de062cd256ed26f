import type { Shift } from '@platen/contracts';
import { type Db, type ShiftRow, shiftsRepository } from '@platen/db';
import { notFound } from '../../errors/app-error.ts';

export const shiftView = (s: ShiftRow): Shift => ({
  shiftId: s.id,
  station: s.station,
  facility: s.facility,
  startedAt: s.startedAt,
  endedAt: s.endedAt,
});

/** Clocks the employee in at a station; an open shift elsewhere is closed first (both logged). */
export async function clockIn(db: Db, employeeId: string, station: string, facility: string): Promise<Shift> {
  const at = new Date().toISOString();
  return db.transaction(async (tx) => {
    const shifts = shiftsRepository(tx);
    await shifts.clockOut(employeeId, at);
    return shiftView(await shifts.clockIn(employeeId, station, facility, at));
  });
}

/** Clocks the employee out; 404 when not clocked in. */
export async function clockOut(db: Db, employeeId: string): Promise<Shift> {
  const at = new Date().toISOString();
  const s = await db.transaction((tx) => shiftsRepository(tx).clockOut(employeeId, at));
  if (!s) throw notFound('Open shift');
  return shiftView(s);
}

/** The employee's open shift, or null. */
export async function currentShift(db: Db, employeeId: string): Promise<Shift | null> {
  const s = await shiftsRepository(db).current(employeeId);
  return s ? shiftView(s) : null;
}
