import type { ShiftEditRequest, Timesheet, TimesheetQuery } from '@platen/contracts';
import {
  type Db,
  type Queryable,
  shiftsRepository,
  staffRepository,
  type UserRow,
  usersRepository,
} from '@platen/db';
import {
  type ShiftFact,
  shiftDay,
  shiftEditProblem,
  shiftMinutes,
  timesheetCsv,
  timesheetRows,
  timesheetTotals,
} from '@platen/domain/floor/timesheets';
import { AppError, notFound } from '../../errors/app-error.ts';
import { shiftView } from './shifts.ts';

const DAY_MS = 86_400_000;
const dayStart = (date: string, offsetDays: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + offsetDays * DAY_MS).toISOString();

/** The period's shifts: read with a day's margin on each side (every facility's zone), kept by their local day. */
async function shiftsOf(db: Queryable, q: TimesheetQuery) {
  const rows = await shiftsRepository(db).startedBetween({
    from: dayStart(q.from, -1),
    to: dayStart(q.to, 2),
    facility: q.facility ?? null,
    employeeId: q.employeeId ?? null,
  });
  return rows
    .map((s) => ({ ...s, day: shiftDay(s.startedAt, s.facility) }))
    .filter((s) => s.day >= q.from && s.day <= q.to);
}

/** GET /api/internal/timesheets: per employee, station and day, with the shifts behind the figures. */
export async function timesheet(db: Queryable, q: TimesheetQuery, now = new Date()): Promise<Timesheet> {
  const shifts = await shiftsOf(db, q);
  const facts: ShiftFact[] = shifts.map((s) => ({ ...s, shiftId: s.id }));
  const rows = timesheetRows(facts, now);
  return {
    from: q.from,
    to: q.to,
    rows,
    totals: timesheetTotals(rows),
    shifts: shifts.map((s) => ({
      shiftId: s.id,
      employeeId: s.employeeId,
      employeeName: s.employeeName,
      station: s.station,
      facility: s.facility,
      day: s.day,
      startedAt: s.startedAt,
      endedAt: s.endedAt,
      minutes: shiftMinutes(s, now),
      units: s.units,
      editedAt: s.editedAt,
      editReason: s.editReason,
    })),
  };
}

/** GET /api/internal/timesheets.csv: the same lines as the screen. */
export async function timesheetCsvOf(db: Queryable, q: TimesheetQuery, now = new Date()): Promise<string> {
  return timesheetCsv((await timesheet(db, q, now)).rows);
}

/**
 * PUT /api/internal/shifts/{shiftId}: a supervisor corrects a shift's times with a reason (the domain's
 * checks); the shift keeps who, when and why, and the staff audit log gets the before and after.
 */
export async function correctShift(
  db: Db,
  actor: UserRow,
  shiftId: number,
  req: ShiftEditRequest,
  now = new Date(),
) {
  const problem = shiftEditProblem(req, now);
  if (problem) throw new AppError('unprocessable', problem);
  return db.transaction(async (tx) => {
    const shifts = shiftsRepository(tx);
    const before = await shifts.get(shiftId);
    if (!before) throw notFound('Shift');
    if (before.endedAt !== null && req.endedAt === null)
      throw new AppError('unprocessable', 'A closed shift needs its end time.');
    const after = await shifts.correct(shiftId, {
      ...req,
      reason: req.reason.trim(),
      by: actor.id,
      at: now.toISOString(),
    });
    const employee = await usersRepository(tx).byId(before.employeeId);
    await staffRepository(tx).audit({
      actorId: actor.id,
      actorEmail: actor.email,
      targetId: before.employeeId,
      targetEmail: employee?.email ?? '',
      action: 'shift-corrected',
      detail: {
        shiftId,
        reason: req.reason.trim(),
        before: { startedAt: before.startedAt, endedAt: before.endedAt },
        after: { startedAt: after?.startedAt, endedAt: after?.endedAt },
        group: employee?.roleGroup ?? null,
      },
    });
    if (!after) throw notFound('Shift');
    return shiftView(after);
  });
}
