import { DateTime } from 'luxon';
import { DomainError } from '../errors/domain-error.ts';
import {
  type BusinessHoursConfig,
  DEFAULT_BUSINESS_HOURS_CONFIG,
  parseTimeOfDay,
  type TimeOfDay,
} from './business-hours-config.ts';
import { businessDateOnOrAfter, localDate } from './business-days.ts';
import { type Instant, inZone } from './instant.ts';

/** A duration in milliseconds, or in named units (hours from the milestone tables, minutes ...). */
export type BusinessDuration =
  | number
  | { hours?: number; minutes?: number; seconds?: number; milliseconds?: number };

const MS_PER_HOUR = 3_600_000;

/** O-5-90: the duration in milliseconds; a negative (or non-finite) duration is rejected with a DomainError. */
export function durationMs(duration: BusinessDuration): number {
  const ms =
    typeof duration === 'number'
      ? duration
      : (duration.hours ?? 0) * MS_PER_HOUR +
        (duration.minutes ?? 0) * 60_000 +
        (duration.seconds ?? 0) * 1000 +
        (duration.milliseconds ?? 0);
  if (!Number.isFinite(ms) || ms < 0) {
    throw new DomainError(
      'negative_duration',
      `Business time cannot be added for a negative duration (${ms} ms)`,
    );
  }
  return ms;
}

const MIDNIGHT: TimeOfDay = { hour: 0, minute: 0, second: 0 };

/** The business window [open, close] of a local calendar date (a UTC-midnight DateTime, see localDate). */
export function businessWindow(
  date: DateTime,
  config: BusinessHoursConfig,
): { open: DateTime; close: DateTime } {
  const zone = config.timezoneLocation;
  // "24:00" closes at the next midnight; the zone lookup happens only here, twice per business day.
  const at = (d: DateTime, t: TimeOfDay): DateTime => {
    const day = t.hour === 24 ? d.plus({ days: 1 }) : d;
    const time = t.hour === 24 ? MIDNIGHT : t;
    return DateTime.fromObject({ year: day.year, month: day.month, day: day.day, ...time }, { zone });
  };
  if (config.aroundTheClock) return { open: at(date, MIDNIGHT), close: at(date, { ...MIDNIGHT, hour: 24 }) };
  const open = at(date, parseTimeOfDay(config.businessHours.start));
  const close = at(date, parseTimeOfDay(config.businessHours.end, true));
  if (close <= open)
    throw new DomainError('invalid_business_hours', 'Business hours must end after they start');
  return { open, close };
}

/** A business day and its window as epoch milliseconds. */
interface BusinessDayWindow {
  date: DateTime;
  open: number;
  close: number;
}

// Zone lookups (Intl) dominate the cost of a day step; windows repeat across calls, so they are memoised.
const windowCache = new Map<string, { open: number; close: number }>();
const WINDOW_CACHE_LIMIT = 20_000;

const windowOf = (date: DateTime, config: BusinessHoursConfig): BusinessDayWindow => {
  const { timezoneLocation, businessHours, aroundTheClock } = config;
  const key = `${timezoneLocation}|${businessHours.start}|${businessHours.end}|${aroundTheClock === true}|${date.toISODate()}`;
  let w = windowCache.get(key);
  if (!w) {
    const { open, close } = businessWindow(date, config);
    w = { open: open.toMillis(), close: close.toMillis() };
    if (windowCache.size >= WINDOW_CACHE_LIMIT) windowCache.clear();
    windowCache.set(key, w);
  }
  return { date, ...w };
};
const firstWindow = (at: DateTime, config: BusinessHoursConfig) =>
  windowOf(businessDateOnOrAfter(localDate(at, config), config), config);
const nextWindow = (w: BusinessDayWindow, config: BusinessHoursConfig) =>
  windowOf(businessDateOnOrAfter(w.date.plus({ days: 1 }), config), config);

/**
 * O-4-25..27: the instant at which `duration` of business time has elapsed from `start`, counting only time
 * inside business hours of business days (weekends and holidays skipped). The result always lies inside a
 * business window, closing instant included: 8 hours from Monday 09:00 is Monday 17:00, not Tuesday 09:00.
 * A zero duration moves a start outside business hours forward to the next opening.
 */
export function addBusinessTime(
  start: Instant,
  duration: BusinessDuration,
  config: BusinessHoursConfig = DEFAULT_BUSINESS_HOURS_CONFIG,
): Date {
  let remaining = durationMs(duration);
  const from = inZone(start, config.timezoneLocation);
  let window = firstWindow(from, config);
  // Epoch milliseconds: DST shifts happen at 02:00, and around-the-clock days really last 23 or 25 hours.
  let t = Math.max(from.toMillis(), window.open);
  for (;;) {
    if (t > window.close || (remaining > 0 && t === window.close)) {
      window = nextWindow(window, config);
      t = window.open;
    }
    const available = window.close - t;
    if (remaining <= available) return new Date(t + remaining);
    remaining -= available;
    t = window.close;
  }
}

/** The business time in milliseconds between two instants (0 when `to` is not after `from`). */
export function businessMsBetween(
  from: Instant,
  to: Instant,
  config: BusinessHoursConfig = DEFAULT_BUSINESS_HOURS_CONFIG,
): number {
  const start = inZone(from, config.timezoneLocation);
  const end = inZone(to, config.timezoneLocation).toMillis();
  let total = 0;
  for (let window = firstWindow(start, config); window.open < end; window = nextWindow(window, config)) {
    const a = Math.max(start.toMillis(), window.open);
    const b = Math.min(end, window.close);
    if (b > a) total += b - a;
  }
  return total;
}
