import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error.ts';
import { DEFAULT_BUSINESS_HOURS_CONFIG } from './business-hours-config.ts';
import { isBusinessDay } from './business-days.ts';
import { addBusinessTime, businessMsBetween, durationMs } from './add-business-time.ts';
import { businessHoursConfigFor } from './facility-hours.ts';

const LA = 'America/Los_Angeles';
const H = 3_600_000;
const la = (d: Date) => DateTime.fromJSDate(d, { zone: LA });
const iso = (d: Date) => la(d).toISO();

/** Inside business hours: a business day, 09:00 <= local time <= 17:00 (closing instant included). */
const insideBusinessHours = (d: Date) => {
  const t = la(d);
  const minutes = t.hour * 60 + t.minute + (t.second + t.millisecond / 1000) / 60;
  return isBusinessDay(t) && minutes >= 9 * 60 && minutes <= 17 * 60;
};

// Starts spread over 2018-2032, and starts within three days of every DST change in those years.
const anyStart = fc.date({
  min: new Date('2018-01-01T00:00:00Z'),
  max: new Date('2032-12-31T00:00:00Z'),
  noInvalidDate: true,
});
// Second Sunday of March and first Sunday of November: the first Sunday on or after the 8th / the 1st.
const dstSundays = Array.from({ length: 15 }, (_, i) => 2018 + i).flatMap((year) =>
  [
    { month: 3, day: 8 },
    { month: 11, day: 1 },
  ].map((d) => DateTime.fromObject({ year, ...d, hour: 12 }, { zone: LA }).set({ weekday: 7 })),
);
const dstChanges = dstSundays.map((d) => d.set({ hour: 2 }).toMillis());
const nearDst = fc
  .tuple(fc.constantFrom(...dstChanges), fc.integer({ min: -3 * 24 * H, max: 3 * 24 * H }))
  .map(([t, offset]) => new Date(t + offset));
const start = fc.oneof(anyStart, nearDst);
const duration = fc.integer({ min: 0, max: 400 * H });

describe('addBusinessTime', () => {
  it('O-4-25 adds a duration only within business hours', () => {
    expect(iso(addBusinessTime('2024-07-01T10:00', { hours: 2 }))).toBe('2024-07-01T12:00:00.000-07:00');
    // 16:00 + 2 h: one hour today, one tomorrow from 09:00.
    expect(iso(addBusinessTime('2024-07-01T16:00', { hours: 2 }))).toBe('2024-07-02T10:00:00.000-07:00');
    // Before opening: the clock starts at 09:00.
    expect(iso(addBusinessTime('2024-07-01T06:30', 30 * 60_000))).toBe('2024-07-01T09:30:00.000-07:00');
    // After closing: the clock starts next business day.
    expect(iso(addBusinessTime('2024-07-01T20:00', { hours: 1 }))).toBe('2024-07-02T10:00:00.000-07:00');
    // 40 business hours = one working week.
    expect(iso(addBusinessTime('2024-07-08T09:00', { hours: 40 }))).toBe('2024-07-12T17:00:00.000-07:00');
  });

  it('O-4-25 lands on the closing instant rather than the next opening (the defined boundary)', () => {
    expect(iso(addBusinessTime('2024-07-01T09:00', { hours: 8 }))).toBe('2024-07-01T17:00:00.000-07:00');
    expect(iso(addBusinessTime('2024-07-01T17:00', 0))).toBe('2024-07-01T17:00:00.000-07:00');
    expect(iso(addBusinessTime('2024-07-01T17:00', 1))).toBe('2024-07-02T09:00:00.001-07:00');
    expect(iso(addBusinessTime('2024-07-06T12:00', 0))).toBe('2024-07-08T09:00:00.000-07:00');
  });

  it('O-4-26 skips weekends', () => {
    expect(iso(addBusinessTime('2024-07-12T16:00', { hours: 2 }))).toBe('2024-07-15T10:00:00.000-07:00');
    expect(iso(addBusinessTime('2024-07-13T11:00', { hours: 1 }))).toBe('2024-07-15T10:00:00.000-07:00');
  });

  it('O-4-27 skips holidays', () => {
    // Wednesday 3 July 16:00 + 2 h: Independence Day is skipped.
    expect(iso(addBusinessTime('2024-07-03T16:00', { hours: 2 }))).toBe('2024-07-05T10:00:00.000-07:00');
    // Friday before Veterans Day (Monday 11 November 2024).
    expect(iso(addBusinessTime('2024-11-08T16:00', { hours: 2 }))).toBe('2024-11-12T10:00:00.000-08:00');
    // Thanksgiving skipped; the day after is a business day.
    expect(iso(addBusinessTime('2024-11-27T16:00', { hours: 2 }))).toBe('2024-11-29T10:00:00.000-08:00');
    // Preconfigured 2018 Christmas.
    expect(iso(addBusinessTime('2018-12-24T16:00', { hours: 2 }))).toBe('2018-12-26T10:00:00.000-08:00');
  });

  it('O-4-25 crosses the March and November DST changes in wall-clock business hours', () => {
    // Friday 8 March 2024 16:00 PST + 2 h -> Monday 11 March 10:00 PDT.
    const spring = addBusinessTime('2024-03-08T16:00:00-08:00', { hours: 2 });
    expect(spring.toISOString()).toBe('2024-03-11T17:00:00.000Z');
    expect(iso(spring)).toBe('2024-03-11T10:00:00.000-07:00');
    // Friday 1 November 2024 16:00 PDT + 2 h -> Monday 4 November 10:00 PST.
    const fall = addBusinessTime('2024-11-01T16:00:00-07:00', { hours: 2 });
    expect(fall.toISOString()).toBe('2024-11-04T18:00:00.000Z');
    // A start on the DST Sunday itself.
    expect(iso(addBusinessTime('2024-03-10T02:30:00-08:00', { hours: 1 }))).toBe(
      '2024-03-11T10:00:00.000-07:00',
    );
    expect(iso(addBusinessTime('2024-11-03T01:30:00-08:00', { hours: 8 }))).toBe(
      '2024-11-04T17:00:00.000-08:00',
    );
  });

  it('O-5-90 a negative duration is rejected', () => {
    expect(() => addBusinessTime('2024-07-01T10:00', -1)).toThrow(DomainError);
    expect(() => addBusinessTime('2024-07-01T10:00', { hours: -2 })).toThrow('negative duration');
    expect(() => durationMs(Number.NaN)).toThrow(DomainError);
    try {
      durationMs({ minutes: -5 });
    } catch (e) {
      expect((e as DomainError).code).toBe('negative_duration');
    }
    expect(durationMs({ hours: 1, minutes: 1, seconds: 1, milliseconds: 1 })).toBe(3_661_001);
  });

  it('the DST fixture days really change the UTC offset', () => {
    for (const d of dstSundays) expect(d.minus({ days: 1 }).offset).not.toBe(d.plus({ days: 1 }).offset);
  });

  it('O-4-25 property: the result is monotonic in the duration', () => {
    fc.assert(
      fc.property(start, duration, duration, (s, a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        return addBusinessTime(s, lo).getTime() <= addBusinessTime(s, hi).getTime();
      }),
      { numRuns: 200 },
    );
  }, 60_000);

  it('O-4-25 / O-4-26 / O-4-27 property: the result never lands outside business hours, DST included', () => {
    fc.assert(
      fc.property(start, duration, (s, d) => insideBusinessHours(addBusinessTime(s, d))),
      { numRuns: 300 },
    );
  }, 60_000);

  it('O-4-25 property: exactly the requested business time elapses, and additions compose', () => {
    fc.assert(
      fc.property(start, duration, duration, (s, a, b) => {
        const after = addBusinessTime(s, a);
        expect(businessMsBetween(s, after)).toBe(a);
        expect(addBusinessTime(after, b).getTime()).toBe(addBusinessTime(s, a + b).getTime());
      }),
      { numRuns: 200 },
    );
  }, 60_000);

  it('O-9-72 / O-9-73 around-the-clock facilities count every hour of a business day, DST included', () => {
    const indy = businessHoursConfigFor('INDY');
    expect(iso(addBusinessTime('2024-07-01T20:00', { hours: 6 }, indy))).toBe(
      '2024-07-02T02:00:00.000-07:00',
    );
    // Friday 20:00 + 6 h: the weekend is still skipped, so Monday 02:00.
    expect(iso(addBusinessTime('2024-07-12T20:00', { hours: 6 }, indy))).toBe(
      '2024-07-15T02:00:00.000-07:00',
    );
    // Around the clock with no weekend: the 10 March 2024 DST day has 23 real hours.
    const sevenDays = { ...indy, weekend: null };
    expect(businessMsBetween('2024-03-10T00:00', '2024-03-11T00:00', sevenDays)).toBe(23 * H);
    expect(businessMsBetween('2024-11-03T00:00', '2024-11-04T00:00', sevenDays)).toBe(25 * H);
    expect(addBusinessTime('2024-03-09T12:00:00-08:00', { hours: 24 }, sevenDays).toISOString()).toBe(
      new Date(Date.parse('2024-03-09T12:00:00-08:00') + 24 * H).toISOString(),
    );
  });

  it('measures business time between instants', () => {
    expect(businessMsBetween('2024-07-05T16:00', '2024-07-08T10:00')).toBe(2 * H);
    expect(businessMsBetween('2024-07-08T10:00', '2024-07-05T16:00')).toBe(0);
    expect(businessMsBetween('2024-07-06T10:00', '2024-07-07T10:00')).toBe(0);
    expect(businessMsBetween('2024-07-01T00:00', '2024-07-08T00:00', DEFAULT_BUSINESS_HOURS_CONFIG)).toBe(
      32 * H,
    );
  });
});
