import {
  type BusinessHoursConfig,
  DEFAULT_BUSINESS_HOURS_CONFIG,
  parseTimeOfDay,
} from './business-hours-config.ts';
import { type IsoDate, isBusinessDay, nextBusinessDay } from './business-days.ts';
import { type Instant, inZone } from './instant.ts';

/** O-9-11..14: daily cutoffs, wall-clock time in the business zone (Los Angeles). */
export const CUTOFFS = {
  blanks: '12:00',
  order: '09:00',
  approval: '11:30',
  slaDue: '13:00',
} as const;
export type CutoffName = keyof typeof CUTOFFS;

/**
 * O-9-72/73: a facility open around the clock takes orders all day (its night shift works what arrives after
 * 9:00), so the order cutoff is the day-shift facilities' only. See docs/decisions/business-time.md.
 */
export const cutoffApplies = (cutoff: CutoffName, config: BusinessHoursConfig): boolean =>
  !(cutoff === 'order' && config.aroundTheClock === true);

/**
 * O-9-15: the business day on which work received at `at` counts. On a business day up to and including the
 * cutoff instant it counts that day; after the cutoff, or on a weekend or holiday, it moves to the next business
 * day. See docs/decisions/business-time.md.
 */
export function effectiveStartDay(
  at: Instant,
  cutoff: CutoffName,
  config: BusinessHoursConfig = DEFAULT_BUSINESS_HOURS_CONFIG,
): IsoDate {
  const local = inZone(at, config.timezoneLocation);
  const limit = local.startOf('day').set({ ...parseTimeOfDay(CUTOFFS[cutoff]), millisecond: 0 });
  const inTime = !cutoffApplies(cutoff, config) || local <= limit;
  if (isBusinessDay(local, config) && inTime) return local.toISODate()!;
  return nextBusinessDay(local, config);
}

/** Whether `at` is past the cutoff of its own local day (the work will count on a later day). */
export function isAfterCutoff(
  at: Instant,
  cutoff: CutoffName,
  config: BusinessHoursConfig = DEFAULT_BUSINESS_HOURS_CONFIG,
): boolean {
  return effectiveStartDay(at, cutoff, config) !== inZone(at, config.timezoneLocation).toISODate();
}
