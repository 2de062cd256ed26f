import { describe, expect, it } from 'vitest';
import {
  facilityWallTime,
  fromFacilityWallTime,
  hoursText,
  type ShiftFact,
  shiftDay,
  shiftEditProblem,
  timesheetCsv,
  timesheetRows,
  timesheetTotals,
  weekToDate,
} from './timesheets.ts';

const shift = (over: Partial<ShiftFact>): ShiftFact => ({
  shiftId: 1,
  employeeId: 'u1',
  employeeName: 'Ana Ops',
  station: 'dtg',
  facility: 'FRESNO',
  startedAt: '2026-11-24T16:00:00Z',
  endedAt: '2026-11-24T20:30:00Z',
  units: 45,
  ...over,
});
const now = new Date('2026-11-25T12:00:00Z');

describe('timesheets', () => {
  it('one line per employee, station, facility and local day; minutes are the sum of the shifts', () => {
    const rows = timesheetRows(
      [
        shift({}),
        shift({ shiftId: 2, startedAt: '2026-11-24T21:00:00Z', endedAt: '2026-11-24T23:00:00Z', units: 15 }),
        shift({
          shiftId: 3,
          station: 'qc',
          startedAt: '2026-11-24T23:15:00Z',
          endedAt: '2026-11-25T00:15:00Z',
        }),
      ],
      now,
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ day: '2026-11-24', station: 'dtg', shifts: 2, minutes: 390, units: 60 });
    expect(rows[0]?.unitsPerHour).toBe(9.2);
    expect(timesheetTotals(rows)).toEqual({ minutes: 450, units: 105, unitsPerHour: 14 });
  });

  it("a shift counts on the facility's own date: 11 pm in Fresno is the next day in Scranton's UTC", () => {
    expect(shiftDay('2026-11-25T07:00:00Z', 'FRESNO')).toBe('2026-11-24');
    expect(shiftDay('2026-11-25T07:00:00Z', 'SCRANTON')).toBe('2026-11-25');
  });

  it("a datetime field shows the facility's wall clock and reads it back to the same instant", () => {
    expect(facilityWallTime('2026-11-24T16:00:00.000Z', 'FRESNO')).toBe('2026-11-24T08:00');
    expect(fromFacilityWallTime('2026-11-24T08:00', 'FRESNO')).toBe('2026-11-24T16:00:00.000Z');
    expect(fromFacilityWallTime('2026-11-24T08:00', 'SCRANTON')).toBe('2026-11-24T13:00:00.000Z');
  });

  it('the default period is this week so far in company time, Monday to today', () => {
    // Sunday 29 Nov 2026, 01:00 in Los Angeles (09:00 UTC): the week began on Monday the 23rd.
    expect(weekToDate(new Date('2026-11-29T09:00:00Z'))).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    // Monday 30 Nov, 06:00 UTC is still Sunday evening in Los Angeles.
    expect(weekToDate(new Date('2026-11-30T06:00:00Z'))).toEqual({ from: '2026-11-23', to: '2026-11-29' });
  });

  it('an open shift counts up to now', () => {
    const [row] = timesheetRows([shift({ endedAt: null, startedAt: '2026-11-25T11:00:00Z' })], now);
    expect(row?.minutes).toBe(60);
  });

  it('the CSV has the same lines and figures as the screen, and never starts a cell with a formula', () => {
    const rows = timesheetRows([shift({ employeeName: '=HYPERLINK("x")' })], now);
    const csv = timesheetCsv(rows).trim().split('\r\n');
    expect(csv[0]).toBe('Day,Employee,Station,Facility,Shifts,Hours,Hours (decimal),Units,Units per hour');
    expect(csv[1]).toBe(`2026-11-24,"'=HYPERLINK(""x"")",dtg,FRESNO,1,${hoursText(270)},4.50,45,10`);
  });

  it('a supervisor edit needs a reason, an end after the start, nothing in the future, at most 16 hours', () => {
    const ok = {
      startedAt: '2026-11-24T16:00:00Z',
      endedAt: '2026-11-24T20:00:00Z',
      reason: 'forgot to clock out',
    };
    expect(shiftEditProblem(ok, now)).toBeNull();
    expect(shiftEditProblem({ ...ok, reason: ' ' }, now)).toMatch(/Say why/);
    expect(shiftEditProblem({ ...ok, endedAt: '2026-11-24T15:00:00Z' }, now)).toBe(
      'The shift must end after it starts.',
    );
    expect(shiftEditProblem({ ...ok, endedAt: '2026-11-26T15:00:00Z' }, now)).toBe(
      'A shift cannot end in the future.',
    );
    expect(shiftEditProblem({ ...ok, endedAt: '2026-11-25T09:00:00Z' }, now)).toMatch(/16 hours/);
  });
});
