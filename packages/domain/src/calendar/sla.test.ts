import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  DELIVERY_BY_DAYS,
  exceedsMaxSla,
  isRushOrderDays,
  isSlaDays,
  MAX_SLA_DAYS,
  RUSH_ORDER_DAYS,
  rushTierLabel,
  SLA_DAYS,
  SLA_TIER_DAYS,
  slaDaysForTier,
  orderDayStretch,
  slaDueDate,
  slaDueDateFromOrderDay,
} from './sla.ts';
import { effectiveStartDay } from './cutoffs.ts';

const la = (d: Date) => DateTime.fromJSDate(d, { zone: 'America/Los_Angeles' }).toISO();

describe('SLA constants and due dates', () => {
  it('O-9-16 SLA days values 1, 2, 3, 5, 7, 9, 14', () => {
    expect(SLA_DAYS).toEqual([1, 2, 3, 5, 7, 9, 14]);
    expect(isSlaDays(5)).toBe(true);
    expect(isSlaDays(4)).toBe(false);
  });

  it('O-9-17 max SLA 7', () => {
    expect(MAX_SLA_DAYS).toBe(7);
    expect(exceedsMaxSla(7)).toBe(false);
    expect(exceedsMaxSla(9)).toBe(true);
  });

  it('O-9-18 SLA tier 0 -> 3 days', () => {
    expect(SLA_TIER_DAYS[0]).toBe(3);
    expect(slaDaysForTier(0)).toBe(3);
  });

  it('O-9-19 SLA tier 1 -> 5 days', () => {
    expect(slaDaysForTier(1)).toBe(5);
  });

  it('O-9-20 SLA tier 2 -> 7 days', () => {
    expect(slaDaysForTier(2)).toBe(7);
  });

  it('O-9-21 SLA tier -1 -> 9 days', () => {
    expect(SLA_TIER_DAYS[-1]).toBe(9);
    expect(slaDaysForTier(-1)).toBe(9);
    expect(slaDaysForTier(3)).toBeNull();
  });

  it('O-9-22 rush order tiers 1-day, 3-day, 5-day', () => {
    expect(RUSH_ORDER_DAYS).toEqual([1, 3, 5]);
    expect(RUSH_ORDER_DAYS.map(rushTierLabel)).toEqual(['1-day', '3-day', '5-day']);
    expect(isRushOrderDays(3)).toBe(true);
    expect(isRushOrderDays(2)).toBe(false);
  });

  it('O-9-23 delivery-by values 3, 4, 9 days', () => {
    expect(DELIVERY_BY_DAYS).toEqual([3, 4, 9]);
  });

  it('O-9-14 / O-9-15 SLA due date: order day (9:00 cutoff) + N business days, due at 13:00 LA', () => {
    expect(la(slaDueDate('2024-07-08T08:00', 3))).toBe('2024-07-11T13:00:00.000-07:00');
    // After the order cutoff the clock starts Tuesday.
    expect(la(slaDueDate('2024-07-08T10:00', 3))).toBe('2024-07-12T13:00:00.000-07:00');
    // Over a weekend and a holiday.
    expect(la(slaDueDate('2024-07-03T08:00', 1))).toBe('2024-07-05T13:00:00.000-07:00');
    expect(la(slaDueDate('2024-07-12T10:00', 1))).toBe('2024-07-16T13:00:00.000-07:00');
    // Across the March DST change: 13:00 wall clock stays 13:00.
    expect(slaDueDate('2024-03-08T08:00:00-08:00', 1).toISOString()).toBe('2024-03-11T20:00:00.000Z');
    expect(() => slaDueDate('2024-07-08T08:00', -1)).toThrow('non-negative integer');
  });

  it('#14.1 O-9-15 orderDayStretch: midnight..09:00 cutoff (inclusive) and after it to midnight share one order day', () => {
    // Friday 2024-07-12 in Los Angeles (UTC-7): cutoff 09:00 local = 16:00Z.
    const before = orderDayStretch(new Date('2024-07-12T16:00:00.000Z'));
    expect(before).toEqual({
      from: Date.parse('2024-07-12T07:00:00.000Z'),
      until: Date.parse('2024-07-12T16:00:00.000Z'),
      day: '2024-07-12',
    });
    const after = orderDayStretch(new Date('2024-07-12T16:00:00.001Z'));
    expect(after).toEqual({
      from: Date.parse('2024-07-12T16:00:00.001Z'),
      until: Date.parse('2024-07-13T06:59:59.999Z'),
      day: '2024-07-15',
    });
    for (const ms of [before.from, before.until, after.from, after.until]) {
      const at = new Date(ms);
      expect(effectiveStartDay(at, 'order'), at.toISOString()).toBe(
        ms <= before.until ? before.day : after.day,
      );
    }
  });

  it('#14.1 O-9-15 slaDueDateFromOrderDay(order day of t, n) = slaDueDate(t, n)', () => {
    for (const t of ['2024-07-12T08:59:00-07:00', '2024-07-12T09:01:00-07:00', '2024-03-08T08:00:00-08:00'])
      for (const n of [0, 1, 3, 7])
        expect(slaDueDateFromOrderDay(effectiveStartDay(t, 'order'), n).toISOString()).toBe(
          slaDueDate(t, n).toISOString(),
        );
  });
});
