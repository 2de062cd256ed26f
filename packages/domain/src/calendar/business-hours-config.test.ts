import { describe, expect, it } from 'vitest';
import {
  BUSINESS_HOURS,
  BUSINESS_TIME_ZONE,
  DEFAULT_BUSINESS_HOURS_CONFIG,
  PRECONFIGURED_HOLIDAYS_2018_2019,
  parseTimeOfDay,
  WEEKEND,
  weekendDays,
} from './business-hours-config.ts';

describe('business-hours configuration', () => {
  it('O-3-23 configuration carries timezoneLocation, businessHours {start, end}, weekend and holidays', () => {
    const c = DEFAULT_BUSINESS_HOURS_CONFIG;
    expect(Object.keys(c)).toEqual(
      expect.arrayContaining(['timezoneLocation', 'businessHours', 'weekend', 'holidays']),
    );
    expect(Object.keys(c.businessHours).sort()).toEqual(['end', 'start']);
    expect(c.weekend).not.toBeNull();
    expect(Array.isArray(c.holidays.dates)).toBe(true);
  });

  it('O-9-06 business hours 9:00 to 17:00', () => {
    expect(BUSINESS_HOURS).toEqual({ start: '09:00', end: '17:00' });
    expect(DEFAULT_BUSINESS_HOURS_CONFIG.businessHours).toEqual({ start: '09:00', end: '17:00' });
  });

  it('O-9-07 business hours time zone America/Los_Angeles', () => {
    expect(BUSINESS_TIME_ZONE).toBe('America/Los_Angeles');
    expect(DEFAULT_BUSINESS_HOURS_CONFIG.timezoneLocation).toBe('America/Los_Angeles');
  });

  it('O-9-08 weekend is day 6 00:00 to day 7 23:59:59 (Saturday and Sunday)', () => {
    expect(WEEKEND).toEqual({ start: { day: 6, time: '00:00' }, end: { day: 7, time: '23:59:59' } });
    expect([...weekendDays(DEFAULT_BUSINESS_HOURS_CONFIG)].sort()).toEqual([6, 7]);
  });

  it('O-9-09 a few 2018-2019 holidays are preconfigured, on top of the computed US federal rule', () => {
    expect(DEFAULT_BUSINESS_HOURS_CONFIG.holidays.rule).toBe('us-federal');
    expect(DEFAULT_BUSINESS_HOURS_CONFIG.holidays.dates).toBe(PRECONFIGURED_HOLIDAYS_2018_2019);
    expect(PRECONFIGURED_HOLIDAYS_2018_2019).toHaveLength(12);
    expect(PRECONFIGURED_HOLIDAYS_2018_2019.every((h) => /^201[89]-/.test(h.date))).toBe(true);
    expect(PRECONFIGURED_HOLIDAYS_2018_2019).toContainEqual({ date: '2018-12-25', name: 'Christmas Day' });
  });

  it('weekend ranges may wrap past Sunday (e.g. Friday-Saturday weekends)', () => {
    const c = {
      ...DEFAULT_BUSINESS_HOURS_CONFIG,
      weekend: { start: { day: 7, time: '00:00' }, end: { day: 1, time: '23:59:59' } },
    };
    expect([...weekendDays(c)].sort()).toEqual([1, 7]);
    expect(weekendDays({ ...DEFAULT_BUSINESS_HOURS_CONFIG, weekend: null }).size).toBe(0);
  });

  it('parses times of day and rejects bad ones', () => {
    expect(parseTimeOfDay('11:30')).toEqual({ hour: 11, minute: 30, second: 0 });
    expect(parseTimeOfDay('23:59:59')).toEqual({ hour: 23, minute: 59, second: 59 });
    expect(parseTimeOfDay('24:00', true)).toEqual({ hour: 24, minute: 0, second: 0 });
    expect(() => parseTimeOfDay('24:00')).toThrow('Invalid time of day');
    expect(() => parseTimeOfDay('9:00')).toThrow('Invalid time of day');
    expect(() => parseTimeOfDay('12:60')).toThrow('Invalid time of day');
  });
});
