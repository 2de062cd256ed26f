import { csvCell } from '../reports/csv.ts';
import { inZone } from '../calendar/instant.ts';
import { FACILITIES, type FacilityCode } from '../operations/facilities.ts';

/** The facility's IANA zone (Los Angeles, the company's own time, for a code it does not know). */
const zoneOf = (facility: string) => FACILITIES[facility as FacilityCode]?.timeZone ?? 'America/Los_Angeles';

/** One shift as the timesheet reads it: who, where, when, and how many units they scanned in it. */
export interface ShiftFact {
  shiftId: number;
  employeeId: string;
  employeeName: string;
  station: string;
  facility: string;
  startedAt: string;
  /** Null while the employee is still clocked in: the timesheet counts up to now. */
  endedAt: string | null;
  units: number;
}

/** A timesheet line: one employee at one station of one facility on one day (the facility's own calendar). */
export interface TimesheetRow {
  day: string;
  employeeId: string;
  employeeName: string;
  station: string;
  facility: string;
  shifts: number;
  minutes: number;
  units: number;
  /** Units scanned per hour worked, one decimal; null for a line with no time. */
  unitsPerHour: number | null;
}

/** The day a shift counts on: the date where the facility is, when the shift started. */
export function shiftDay(startedAt: string, facility: string): string {
  return inZone(startedAt, zoneOf(facility)).toISODate() as string;
}

/** The timesheet's default period: this week so far in company time (Los Angeles), Monday to today. */
export function weekToDate(now: Date): { from: string; to: string } {
  const today = inZone(now, 'America/Los_Angeles');
  return {
    from: today.minus({ days: today.weekday - 1 }).toISODate() as string,
    to: today.toISODate() as string,
  };
}

/** Whole minutes between clock-in and clock-out (or now, for an open shift); never negative. */
export function shiftMinutes(s: Pick<ShiftFact, 'startedAt' | 'endedAt'>, now: Date): number {
  const end = s.endedAt ? Date.parse(s.endedAt) : now.getTime();
  return Math.max(0, Math.round((end - Date.parse(s.startedAt)) / 60_000));
}

const perHour = (units: number, minutes: number) =>
  minutes > 0 ? Math.round((units * 600) / minutes) / 10 : null;

/**
 * Timesheets per employee, station and day: a shift counts whole on the day it started (a night shift is one
 * line, not two), so each line's minutes are the sum of its shifts' durations and the totals are the shifts'.
 */
export function timesheetRows(shifts: readonly ShiftFact[], now: Date): TimesheetRow[] {
  const lines = new Map<string, TimesheetRow>();
  for (const s of shifts) {
    const day = shiftDay(s.startedAt, s.facility);
    const key = [day, s.employeeId, s.station, s.facility].join('|');
    const line = lines.get(key) ?? {
      day,
      employeeId: s.employeeId,
      employeeName: s.employeeName,
      station: s.station,
      facility: s.facility,
      shifts: 0,
      minutes: 0,
      units: 0,
      unitsPerHour: null,
    };
    line.shifts += 1;
    line.minutes += shiftMinutes(s, now);
    line.units += s.units;
    lines.set(key, line);
  }
  return [...lines.values()]
    .map((l) => ({ ...l, unitsPerHour: perHour(l.units, l.minutes) }))
    .sort(
      (a, b) =>
        a.day.localeCompare(b.day) ||
        a.employeeName.localeCompare(b.employeeName) ||
        a.station.localeCompare(b.station) ||
        a.facility.localeCompare(b.facility),
    );
}

/** The period's totals: minutes, units and units per hour over every line. */
export function timesheetTotals(rows: readonly TimesheetRow[]) {
  const minutes = rows.reduce((n, r) => n + r.minutes, 0);
  const units = rows.reduce((n, r) => n + r.units, 0);
  return { minutes, units, unitsPerHour: perHour(units, minutes) };
}

/** Hours as a timesheet shows them: "7:45". */
export const hoursText = (minutes: number): string =>
  `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

/** The timesheet as CSV: the same lines and figures as the screen, hours as h:mm and as decimal hours. */
export function timesheetCsv(rows: readonly TimesheetRow[]): string {
  const head = [
    'Day',
    'Employee',
    'Station',
    'Facility',
    'Shifts',
    'Hours',
    'Hours (decimal)',
    'Units',
    'Units per hour',
  ];
  const body = rows.map((r) =>
    [
      r.day,
      r.employeeName,
      r.station,
      r.facility,
      r.shifts,
      hoursText(r.minutes),
      (r.minutes / 60).toFixed(2),
      r.units,
      r.unitsPerHour,
    ]
      .map(csvCell)
      .join(','),
  );
  return `${[head.join(','), ...body].join('\r\n')}\r\n`;
}

/** The longest shift a supervisor may record. */
export const MAX_SHIFT_HOURS = 16;

/**
 * A supervisor's correction of a shift's times: the reason is required (it is kept with the change), the end
 * comes after the start, nothing is in the future, and a shift is at most MAX_SHIFT_HOURS long. The sentence
 * when the edit is refused, or null.
 */
export function shiftEditProblem(
  e: { startedAt: string; endedAt: string | null; reason: string },
  now: Date,
): string | null {
  if (e.reason.trim().length < 3) return 'Say why the shift is changed (at least 3 characters).';
  const start = Date.parse(e.startedAt);
  const end = e.endedAt ? Date.parse(e.endedAt) : null;
  if (Number.isNaN(start) || (end !== null && Number.isNaN(end))) return 'Give the times as dates and times.';
  if (start > now.getTime() || (end !== null && end > now.getTime()))
    return 'A shift cannot end in the future.';
  if (end !== null && end <= start) return 'The shift must end after it starts.';
  if (end !== null && end - start > MAX_SHIFT_HOURS * 3_600_000)
    return `A shift cannot be longer than ${MAX_SHIFT_HOURS} hours.`;
  return null;
}

/** A shift's instant as the facility's wall clock reads it ("2026-11-24T08:00"), for a datetime-local field. */
export const facilityWallTime = (iso: string, facility: string): string =>
  inZone(iso, zoneOf(facility)).toFormat("yyyy-MM-dd'T'HH:mm");

/** The instant of a wall-clock time at the facility (the inverse of facilityWallTime), as an ISO string. */
export const fromFacilityWallTime = (wall: string, facility: string): string =>
  inZone(wall, zoneOf(facility)).toUTC().toISO() as string;
