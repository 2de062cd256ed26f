import { DomainError } from '../errors/domain-error.ts';

/** O-9-07: business hours are reckoned in Los Angeles wall-clock time. */
export const BUSINESS_TIME_ZONE = 'America/Los_Angeles';

/** O-9-06: business hours 9:00 to 17:00. */
export const BUSINESS_HOURS = { start: '09:00', end: '17:00' } as const;

/** O-9-08: weekend is ISO day 6 (Saturday) 00:00 to day 7 (Sunday) 23:59:59. */
export const WEEKEND = { start: { day: 6, time: '00:00' }, end: { day: 7, time: '23:59:59' } } as const;

/** An ISO weekday (1 = Monday ... 7 = Sunday) with a wall-clock time "HH:mm" or "HH:mm:ss". */
export interface WeekdayTime {
  day: number;
  time: string;
}

/** One holiday: a local calendar date "YYYY-MM-DD" and its name. */
export interface Holiday {
  date: string;
  name: string;
}

/**
 * Holidays of a calendar: an optional computed rule (US federal, observed dates) plus explicit dates.
 * See docs/decisions/holidays.md.
 */
export interface HolidaySettings {
  rule: 'us-federal' | 'none';
  dates: readonly Holiday[];
}

/** O-3-23: business-hours configuration {timezoneLocation, businessHours {start, end}, weekend, holidays}. */
export interface BusinessHoursConfig {
  timezoneLocation: string;
  businessHours: { start: string; end: string };
  /** Whole days from start.day through end.day; null for a seven-day operation. */
  weekend: { start: WeekdayTime; end: WeekdayTime } | null;
  holidays: HolidaySettings;
  /** O-9-72/73: a facility open around the clock counts every hour of a business day. */
  aroundTheClock?: boolean;
}

/**
 * O-9-09: the spec's "few 2018-2019 preconfigured holidays". Their exact list is not given; we keep the six
 * holidays nearly every US private employer closes for, at their observed dates as published by the US Office of
 * Personnel Management (opm.gov federal holiday tables 2018 and 2019). See docs/decisions/holidays.md.
 */
export const PRECONFIGURED_HOLIDAYS_2018_2019: readonly Holiday[] = [
  { date: '2018-01-01', name: "New Year's Day" },
  { date: '2018-05-28', name: 'Memorial Day' },
  { date: '2018-07-04', name: 'Independence Day' },
  { date: '2018-09-03', name: 'Labor Day' },
  { date: '2018-11-22', name: 'Thanksgiving Day' },
  { date: '2018-12-25', name: 'Christmas Day' },
  { date: '2019-01-01', name: "New Year's Day" },
  { date: '2019-05-27', name: 'Memorial Day' },
  { date: '2019-07-04', name: 'Independence Day' },
  { date: '2019-09-02', name: 'Labor Day' },
  { date: '2019-11-28', name: 'Thanksgiving Day' },
  { date: '2019-12-25', name: 'Christmas Day' },
];

/** The business calendar of the spec (O-9-06..10): LA 9-17, Saturday+Sunday off, US holidays off. */
export const DEFAULT_BUSINESS_HOURS_CONFIG: BusinessHoursConfig = {
  timezoneLocation: BUSINESS_TIME_ZONE,
  businessHours: { ...BUSINESS_HOURS },
  weekend: { start: { ...WEEKEND.start }, end: { ...WEEKEND.end } },
  holidays: { rule: 'us-federal', dates: PRECONFIGURED_HOLIDAYS_2018_2019 },
  aroundTheClock: false,
};

/** A wall-clock time of day. */
export interface TimeOfDay {
  hour: number;
  minute: number;
  second: number;
}

const TIME_PATTERN = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** Parses "HH:mm" or "HH:mm:ss"; "24:00" is accepted only where a closing time may mean midnight. */
export function parseTimeOfDay(text: string, allowMidnightEnd = false): TimeOfDay {
  const match = TIME_PATTERN.exec(text);
  const hour = Number(match?.[1]);
  const minute = Number(match?.[2]);
  const second = Number(match?.[3] ?? 0);
  const isEndOfDay = allowMidnightEnd && hour === 24 && minute === 0 && second === 0;
  if (!match || ((hour > 23 || minute > 59 || second > 59) && !isEndOfDay)) {
    throw new DomainError('invalid_time_of_day', `Invalid time of day "${text}"`);
  }
  return { hour, minute, second };
}

// Day-by-day walks ask for the weekend of the same config object thousands of times.
const weekendCache = new WeakMap<object, ReadonlySet<number>>();
const NO_WEEKEND: ReadonlySet<number> = new Set();

/**
 * ISO weekdays (1..7) that are weekend days under a config; the range may wrap past Sunday. Weekends are whole
 * days: the spec's weekend runs from 00:00 of its first day to 23:59:59 of its last.
 */
export function weekendDays(config: BusinessHoursConfig): ReadonlySet<number> {
  if (!config.weekend) return NO_WEEKEND;
  const cached = weekendCache.get(config.weekend);
  if (cached) return cached;
  const days = new Set<number>();
  const { start, end } = config.weekend;
  if (![start.day, end.day].every((d) => Number.isInteger(d) && d >= 1 && d <= 7)) {
    throw new DomainError('invalid_weekend', 'Weekend days must be ISO weekdays 1..7');
  }
  for (let d = start.day; ; d = (d % 7) + 1) {
    days.add(d);
    if (d === end.day) break;
  }
  weekendCache.set(config.weekend, days);
  return days;
}
