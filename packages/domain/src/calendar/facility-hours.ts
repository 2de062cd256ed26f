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
 * facility that runs around the clock, which also takes an order on the business day it arrives (no 9:00 order
 * cutoff: its night shift works it); weekends and holidays still follow the company calendar.
 */
export function businessHoursConfigFor(
  facility: string | null | undefined,
  base: BusinessHoursConfig = DEFAULT_BUSINESS_HOURS_CONFIG,
): BusinessHoursConfig {
  if (!facility || !isAroundTheClock(facility)) return base;
  // One object per base calendar: the business-day walk keeps its answers per config object.
  let config = aroundTheClockOf.get(base);
  if (!config) {
    config = { ...base, aroundTheClock: true };
    aroundTheClockOf.set(base, config);
  }
  return config;
}

const aroundTheClockOf = new WeakMap<BusinessHoursConfig, BusinessHoursConfig>();
