import { describe, expect, it } from 'vitest';
import { DEFAULT_BUSINESS_HOURS_CONFIG } from './business-hours-config.ts';
import { slaDueDate } from './sla.ts';
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

  it('O-9-72 an order reaching Indy after the 9:00 cutoff starts that day; a day-shift facility starts the next', () => {
    // Monday 1 June 2026, 15:00 Los Angeles time; 3 business days, due at 13:00.
    const at = new Date('2026-06-01T22:00:00Z');
    expect(slaDueDate(at, 3, businessHoursConfigFor('INDY')).toISOString()).toBe('2026-06-04T20:00:00.000Z');
    expect(slaDueDate(at, 3, businessHoursConfigFor('FRESNO')).toISOString()).toBe(
      '2026-06-05T20:00:00.000Z',
    );
    // The same config object every time: the business-day walk memoises per config.
    expect(businessHoursConfigFor('INDY')).toBe(businessHoursConfigFor('indy'));
  });
});
