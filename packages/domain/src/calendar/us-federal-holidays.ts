import { DateTime } from 'luxon';
import type { Holiday } from './business-hours-config.ts';

/**
 * US federal holidays, computed for any year from 5 U.S.C. 6103 (the rules in force since 1971, MLK Day from
 * 1986, Juneteenth from 2021). A holiday on a Saturday is observed the Friday before, on a Sunday the Monday
 * after (OPM rule for a Monday-Friday workweek), so New Year's Day of year Y can be observed on 31 December Y-1.
 */

/** One federal holiday: its legal date and the weekday it is observed on. */
export interface FederalHoliday extends Holiday {
  /** The legal date; `date` is the observed (day-off) date. */
  actualDate: string;
}

const fixed = (year: number, month: number, day: number) => DateTime.utc(year, month, day);

/** The n-th (1-based) ISO weekday of a month, e.g. the third Monday. */
const nthWeekday = (year: number, month: number, weekday: number, n: number) => {
  const first = DateTime.utc(year, month, 1);
  return first.plus({ days: ((weekday - first.weekday + 7) % 7) + (n - 1) * 7 });
};

const lastWeekday = (year: number, month: number, weekday: number) => {
  const last = DateTime.utc(year, month, 1).endOf('month').startOf('day');
  return last.minus({ days: (last.weekday - weekday + 7) % 7 });
};

const MONDAY = 1;
const THURSDAY = 4;

const observed = (d: DateTime) =>
  d.weekday === 6 ? d.minus({ days: 1 }) : d.weekday === 7 ? d.plus({ days: 1 }) : d;

/** Federal holidays of a year (legal year; an observed date may fall in the previous year). */
export function usFederalHolidays(year: number): FederalHoliday[] {
  const legal: Array<[string, DateTime]> = [
    ["New Year's Day", fixed(year, 1, 1)],
    ...(year >= 1986
      ? ([['Birthday of Martin Luther King, Jr.', nthWeekday(year, 1, MONDAY, 3)]] as Array<
          [string, DateTime]
        >)
      : []),
    ["Washington's Birthday", nthWeekday(year, 2, MONDAY, 3)],
    ['Memorial Day', lastWeekday(year, 5, MONDAY)],
    ...(year >= 2021
      ? ([['Juneteenth National Independence Day', fixed(year, 6, 19)]] as Array<[string, DateTime]>)
      : []),
    ['Independence Day', fixed(year, 7, 4)],
    ['Labor Day', nthWeekday(year, 9, MONDAY, 1)],
    ['Columbus Day', nthWeekday(year, 10, MONDAY, 2)],
    ['Veterans Day', fixed(year, 11, 11)],
    ['Thanksgiving Day', nthWeekday(year, 11, THURSDAY, 4)],
    ['Christmas Day', fixed(year, 12, 25)],
  ];
  return legal.map(([name, d]) => ({ name, date: observed(d).toISODate()!, actualDate: d.toISODate()! }));
}

const byYear = new Map<number, ReadonlyMap<string, FederalHoliday>>();

/** The federal holiday observed on a local calendar date "YYYY-MM-DD", or null. */
export function usFederalHolidayOn(isoDate: string): FederalHoliday | null {
  const year = Number(isoDate.slice(0, 4));
  // 31 December can be the observed New Year's Day of the following year.
  for (const y of [year, year + 1]) {
    let table = byYear.get(y);
    if (!table) {
      table = new Map(usFederalHolidays(y).map((h) => [h.date, h]));
      byYear.set(y, table);
    }
    const hit = table.get(isoDate);
    if (hit) return hit;
  }
  return null;
}
