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

const isBusinessDate = (date: DateTime, config: BusinessHoursConfig) =>
  !weekendDays(config).has(date.weekday) && holidayOn(date.toISODate()!, config) === null;

/** The first business date on or after a calendar date (both UTC-midnight DateTimes, see localDate). */
export function businessDateOnOrAfter(date: DateTime, config: BusinessHoursConfig): DateTime {
  let day = date;
  for (let i = 0; i <= MAX_DAYS_SEARCHED; i++) {
    if (isBusinessDate(day, config)) return day;
    day = day.plus({ days: 1 });
  }
  throw new DomainError('no_business_days', 'The business calendar has no business day within a year');
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
  return businessDateOnOrAfter(localDate(at, config).plus({ days: 1 }), config).toISODate()!;
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
  let day = localDate(at, config);
  if (days === 0) return businessDateOnOrAfter(day, config).toISODate()!;
  for (let i = 0; i < days; i++) day = businessDateOnOrAfter(day.plus({ days: 1 }), config);
  return day.toISODate()!;
}
