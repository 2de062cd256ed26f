import { describe, expect, it } from 'vitest';
import { DEFAULT_BUSINESS_HOURS_CONFIG } from './business-hours-config.ts';
import { AROUND_THE_CLOCK_FACILITIES, businessHoursConfigFor, isAroundTheClock } from './facility-hours.ts';

describe('facility hours', () => {
  it('O-9-72 / R-9-104 Indy runs around the clock', () => {
    expect(AROUND_THE_CLOCK_FACILITIES).toContain('INDY');
    expect(isAroundTheClock('indy')).toBe(true);
    expect(businessHoursConfigFor('INDY').aroundTheClock).toBe(true);
  });

  it('O-9-73 / R-9-105 Dallas runs around the clock', () => {
    expect(AROUND_THE_CLOCK_FACILITIES).toContain('DALLAS');
    expect(businessHoursConfigFor('DALLAS').aroundTheClock).toBe(true);
  });

  it('other facilities keep the 9:00-17:00 business hours', () => {
    expect(AROUND_THE_CLOCK_FACILITIES).toEqual(['INDY', 'DALLAS']);
    expect(businessHoursConfigFor('FRESNO')).toBe(DEFAULT_BUSINESS_HOURS_CONFIG);
    expect(businessHoursConfigFor(null)).toBe(DEFAULT_BUSINESS_HOURS_CONFIG);
  });
});
