import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { DEFAULT_BUSINESS_HOURS_CONFIG, PRECONFIGURED_HOLIDAYS_2018_2019 } from './business-hours-config.ts';
import { addBusinessDays, holidayOn, isBusinessDay, isWeekend, nextBusinessDay } from './business-days.ts';

const onlyPreconfigured = {
  ...DEFAULT_BUSINESS_HOURS_CONFIG,
  holidays: { rule: 'none' as const, dates: PRECONFIGURED_HOLIDAYS_2018_2019 },
};

describe('business days', () => {
  it('O-9-10 / R-9-103 business days exclude Saturday, Sunday and US holidays', () => {
    expect(isBusinessDay('2024-07-05')).toBe(true); // Friday
    expect(isBusinessDay('2024-07-06')).toBe(false); // Saturday
    expect(isBusinessDay('2024-07-07')).toBe(false); // Sunday
    expect(isBusinessDay('2024-07-04')).toBe(false); // Independence Day
    expect(isBusinessDay('2024-01-15')).toBe(false); // MLK Day
    expect(isBusinessDay('2024-11-29')).toBe(true); // day after Thanksgiving: not a US holiday
  });

  it('O-9-08 weekend spans Saturday 00:00 to Sunday 23:59:59 Los Angeles time', () => {
    // Friday 23:59:59 LA is 07:59:59Z Saturday: still a weekday in Los Angeles.
    expect(isWeekend('2024-07-06T06:59:59Z')).toBe(false);
    expect(isWeekend('2024-07-06T07:00:00Z')).toBe(true); // Saturday 00:00 LA
    expect(isWeekend('2024-07-08T06:59:59Z')).toBe(true); // Sunday 23:59:59 LA
    expect(isWeekend('2024-07-08T07:00:00Z')).toBe(false); // Monday 00:00 LA
  });

  it('O-9-09 preconfigured 2018-2019 holidays apply even without the computed rule', () => {
    expect(isBusinessDay('2018-12-25', onlyPreconfigured)).toBe(false);
    expect(isBusinessDay('2019-11-28', onlyPreconfigured)).toBe(false);
    expect(holidayOn('2019-07-04', onlyPreconfigured)?.name).toBe('Independence Day');
    // Veterans Day (observed 2018-11-12) is federal but not in the preconfigured six.
    expect(isBusinessDay('2018-11-12', onlyPreconfigured)).toBe(true);
    expect(isBusinessDay('2018-11-12')).toBe(false);
  });

  it('extra holidays can be configured (e.g. a facility closing the day after Thanksgiving)', () => {
    const c = {
      ...DEFAULT_BUSINESS_HOURS_CONFIG,
      holidays: {
        rule: 'us-federal' as const,
        dates: [{ date: '2024-11-29', name: 'Day after Thanksgiving' }],
      },
    };
    expect(isBusinessDay('2024-11-29', c)).toBe(false);
    expect(nextBusinessDay('2024-11-27', c)).toBe('2024-12-02');
  });

  it('O-9-10 next business day skips weekends and holidays', () => {
    expect(nextBusinessDay('2024-07-03')).toBe('2024-07-05');
    expect(nextBusinessDay('2024-07-05')).toBe('2024-07-08');
    expect(nextBusinessDay('2024-11-08T12:00:00-08:00')).toBe('2024-11-12'); // Veterans Day Monday
  });

  it('O-9-10 adds business days, counting from the day after', () => {
    expect(addBusinessDays('2024-07-01', 3)).toBe('2024-07-05'); // Tue, (Thu 4th off), Fri
    expect(addBusinessDays('2024-07-05', 1)).toBe('2024-07-08');
    expect(addBusinessDays('2024-07-06', 1)).toBe('2024-07-08'); // Saturday + 1 -> Monday
    expect(addBusinessDays('2024-07-06', 0)).toBe('2024-07-08');
    expect(addBusinessDays('2024-07-05', 0)).toBe('2024-07-05');
    expect(addBusinessDays('2024-12-20', 5)).toBe('2024-12-30'); // skips Christmas
    expect(() => addBusinessDays('2024-07-05', -1)).toThrow('non-negative integer');
  });

  it('reads instants in the business zone, not in UTC', () => {
    // 2024-07-06T03:00Z is Friday 20:00 in Los Angeles.
    expect(isBusinessDay(new Date('2024-07-06T03:00:00Z'))).toBe(true);
    expect(() => isBusinessDay('not a date')).toThrow('Invalid date');
  });

  it('a calendar without business days is reported, not looped over forever', () => {
    const never = {
      ...DEFAULT_BUSINESS_HOURS_CONFIG,
      weekend: { start: { day: 1, time: '00:00' }, end: { day: 7, time: '23:59:59' } },
    };
    expect(() => nextBusinessDay('2024-07-05', never)).toThrow('no business day');
  });
});

describe('business days by whole-day numbers', () => {
  /** The plain definition, stepping luxon dates one by one: what the integer stepping must equal. */
  function reference(at: Date, days: number): string {
    const zone = DEFAULT_BUSINESS_HOURS_CONFIG.timezoneLocation;
    const local = DateTime.fromJSDate(at, { zone });
    let d = DateTime.utc(local.year, local.month, local.day);
    const business = (x: DateTime) => x.weekday < 6 && holidayOn(x.toISODate()!) === null;
    while (!business(d)) d = d.plus({ days: 1 });
    if (days === 0) return d.toISODate()!;
    d = DateTime.utc(local.year, local.month, local.day);
    for (let i = 0; i < days; i++) {
      d = d.plus({ days: 1 });
      while (!business(d)) d = d.plus({ days: 1 });
    }
    return d.toISODate()!;
  }

  it('O-9-10 addBusinessDays equals day-by-day stepping for any instant 1999-2040 and 0-30 days (asked twice)', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1999-01-01T00:00:00Z'),
          max: new Date('2040-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: 0, max: 30 }),
        (at, days) => {
          const want = reference(at, days);
          expect(addBusinessDays(at, days)).toBe(want);
          expect(addBusinessDays(new Date(at.getTime()), days)).toBe(want);
        },
      ),
      { numRuns: 400 },
    );
  });
});
