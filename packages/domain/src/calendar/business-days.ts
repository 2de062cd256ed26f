import { DateTime } from 'luxon';
import { DomainError } from '../errors/domain-error.ts';
import {
  type BusinessHoursConfig,
  DEFAULT_BUSINESS_HOURS_CONFIG,
  type Holiday,
  weekendDays,
} from './business-hours-config.ts';
import { type Instant, inZone } from './instant.ts';
import { usFederalHolidayOn } from './us-federal-holidays.ts';

/** A local calendar date "YYYY-MM-DD" in the config's zone. */
export type IsoDate = string;

// A calendar without a single business day in a year would make every search loop forever.
const MAX_DAYS_SEARCHED = 366;

/**
 * The local calendar date of an instant, held as a UTC-midnight DateTime: stepping through days then needs no
 * time-zone offset lookups (the slow part of luxon), and a day is always 24 hours long.
 */
export function localDate(at: Instant, config: BusinessHoursConfig): DateTime {
  const local = inZone(at, config.timezoneLocation);
  return DateTime.utc(local.year, local.month, local.day);
}

/** The holiday on a local date under a config (explicit dates first, then the computed rule), or null. */
export function holidayOn(
  date: IsoDate,
  config: BusinessHoursConfig = DEFAULT_BUSINESS_HOURS_CONFIG,
): Holiday | null {
  const explicit = config.holidays.dates.find((h) => h.date === date);
  if (explicit) return explicit;
  return config.holidays.rule === 'us-federal' ? usFederalHolidayOn(date) : null;
}

const DAY_MS = 86_400_000;

/** A calendar date as whole days since 1970-01-01: stepping through days is integer arithmetic, no luxon. */
const dayNumberOf = (date: DateTime): number =>
  Math.round(Date.UTC(date.year, date.month - 1, date.day) / DAY_MS);
const isoOfDay = (day: number): IsoDate => new Date(day * DAY_MS).toISOString().slice(0, 10);
/** ISO weekday (Monday 1 .. Sunday 7); day 0, 1970-01-01, was a Thursday. */
const weekdayOfDay = (day: number): number => ((((day + 3) % 7) + 7) % 7) + 1;

const isBusinessDayNumber = (day: number, config: BusinessHoursConfig) =>
  !weekendDays(config).has(weekdayOfDay(day)) && holidayOn(isoOfDay(day), config) === null;

const isBusinessDate = (date: DateTime, config: BusinessHoursConfig) =>
  isBusinessDayNumber(dayNumberOf(date), config);

function businessDayOnOrAfter(day: number, config: BusinessHoursConfig): number {
  for (let i = 0; i <= MAX_DAYS_SEARCHED; i++) {
    if (isBusinessDayNumber(day + i, config)) return day + i;
  }
  throw new DomainError('no_business_days', 'The business calendar has no business day within a year');
}

/** The first business date on or after a calendar date (both UTC-midnight DateTimes, see localDate). */
export function businessDateOnOrAfter(date: DateTime, config: BusinessHoursConfig): DateTime {
  const day = dayNumberOf(date);
  const found = businessDayOnOrAfter(day, config);
  return found === day ? date : date.plus({ days: found - day });
}

/** O-9-08: whether the instant's local day is a weekend day. */
export function isWeekend(at: Instant, config: BusinessHoursConfig = DEFAULT_BUSINESS_HOURS_CONFIG): boolean {
  return weekendDays(config).has(localDate(at, config).weekday);
}

/** O-9-10: a business day is a local day that is neither a weekend day nor a holiday. */
export function isBusinessDay(
  at: Instant,
  config: BusinessHoursConfig = DEFAULT_BUSINESS_HOURS_CONFIG,
): boolean {
  return isBusinessDate(localDate(at, config), config);
}

/** The first business day strictly after the instant's local day. */
export function nextBusinessDay(
  at: Instant,
  config: BusinessHoursConfig = DEFAULT_BUSINESS_HOURS_CONFIG,
): IsoDate {
  return isoOfDay(businessDayOnOrAfter(dayNumberOf(localDate(at, config)) + 1, config));
}

/**
 * The `days`-th business day strictly after the instant's local day (Friday or Saturday + 1 -> Monday). With 0,
 * the day itself when it is a business day, else the next one.
 */
export function addBusinessDays(
  at: Instant,
  days: number,
  config: BusinessHoursConfig = DEFAULT_BUSINESS_HOURS_CONFIG,
): IsoDate {
  if (!Number.isInteger(days) || days < 0) {
    throw new DomainError(
      'invalid_business_days',
      `Business days must be a non-negative integer, got ${days}`,
    );
  }
  const key =
    typeof at === 'string' ? `${at}|${days}` : at instanceof Date ? `${at.getTime()}|${days}` : null;
  const memo = memoOf(config);
  const known = key === null ? undefined : memo.get(key);
  if (known !== undefined) return known;
  const found = addBusinessDaysUncached(at, days, config);
  if (key !== null) {
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(key, found);
  }
  return found;
}

// A quote asks the same (instant, days) question for every shipment: answers are kept per config, a few thousand
// at most (a pure function of its inputs, so a kept answer is never stale).
const MEMO_LIMIT = 4096;
const memos = new WeakMap<BusinessHoursConfig, Map<string, IsoDate>>();
function memoOf(config: BusinessHoursConfig): Map<string, IsoDate> {
  let memo = memos.get(config);
  if (!memo) {
    memo = new Map();
    memos.set(config, memo);
  }
  return memo;
}

function addBusinessDaysUncached(at: Instant, days: number, config: BusinessHoursConfig): IsoDate {
  let day = dayNumberOf(localDate(at, config));
  if (days === 0) return isoOfDay(businessDayOnOrAfter(day, config));
  for (let i = 0; i < days; i++) day = businessDayOnOrAfter(day + 1, config);
  return isoOfDay(day);
}
