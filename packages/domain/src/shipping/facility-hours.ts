import { FACILITIES, FACILITY_CODES, type FacilityCode } from '../operations/facilities.ts';

/** O-9-72/73, R-9-104/105: the facilities that run around the clock (read from the facility table). */
export const FACILITIES_OPEN_AROUND_THE_CLOCK: readonly FacilityCode[] = FACILITY_CODES.filter(
  (code) => FACILITIES[code].roundTheClock,
);

/** True when the facility works every hour of a business day (weekends, holidays and cutoffs still apply: calendar/facility-hours.ts). */
export function isOpenAroundTheClock(facility: string): boolean {
  return (FACILITIES_OPEN_AROUND_THE_CLOCK as readonly string[]).includes(facility.trim().toUpperCase());
}
