import { FACILITIES, FACILITY_CODES, type FacilityCode } from '../operations/facilities.ts';
import { type BusinessHoursConfig, DEFAULT_BUSINESS_HOURS_CONFIG } from './business-hours-config.ts';

/** O-9-72/73 (= R-9-104/105): facilities that run around the clock (Indy, Dallas), read from the facility table. */
export const AROUND_THE_CLOCK_FACILITIES: readonly FacilityCode[] = FACILITY_CODES.filter(
  (code) => FACILITIES[code].roundTheClock,
);

/** Whether a facility code runs around the clock (case-insensitive: facility codes arrive in either case). */
export const isAroundTheClock = (facility: string): boolean =>
  (AROUND_THE_CLOCK_FACILITIES as readonly string[]).includes(facility.trim().toUpperCase());

/**
 * The business calendar of a facility: the company calendar, with every hour of a business day counted at a
 * facility that runs around the clock (its weekends, holidays and cutoffs still follow the company calendar).
 */
export function businessHoursConfigFor(
  facility: string | null | undefined,
  base: BusinessHoursConfig = DEFAULT_BUSINESS_HOURS_CONFIG,
): BusinessHoursConfig {
  return facility && isAroundTheClock(facility) ? { ...base, aroundTheClock: true } : base;
}
