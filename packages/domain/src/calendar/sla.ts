import { DomainError } from '../errors/domain-error.ts';
import {
  type BusinessHoursConfig,
  DEFAULT_BUSINESS_HOURS_CONFIG,
  parseTimeOfDay,
} from './business-hours-config.ts';
import { addBusinessDays } from './business-days.ts';
import { CUTOFFS, cutoffApplies, effectiveStartDay } from './cutoffs.ts';
import { type Instant, inZone } from './instant.ts';

/** O-9-16: SLA day values in use. */
export const SLA_DAYS = [1, 2, 3, 5, 7, 9, 14] as const;
export type SlaDays = (typeof SLA_DAYS)[number];

/** O-9-17: the longest standard SLA; longer ones (backlog 9, 14) are exceptions the quote warns about. */
export const MAX_SLA_DAYS = 7;

/** O-9-18..21: SLA tier -> days. Tier -1 is the backlog tier. */
export const SLA_TIER_DAYS = { 0: 3, 1: 5, 2: 7, [-1]: 9 } as const satisfies Record<number, SlaDays>;
export type SlaTier = 0 | 1 | 2 | -1;

/** O-9-22: rush order tiers, in business days (Features.rushOrder holds one of these). */
export const RUSH_ORDER_DAYS = [1, 3, 5] as const;
export type RushOrderDays = (typeof RUSH_ORDER_DAYS)[number];

/** O-9-23: delivery-by choices, in days. */
export const DELIVERY_BY_DAYS = [3, 4, 9] as const;

/** Whether a number is one of the SLA day values. */
export const isSlaDays = (n: number): n is SlaDays => (SLA_DAYS as readonly number[]).includes(n);

/** Whether a number is one of the rush tiers. */
export const isRushOrderDays = (n: number): n is RushOrderDays =>
  (RUSH_ORDER_DAYS as readonly number[]).includes(n);

/** The rush tier label the spec uses: "1-day", "3-day", "5-day". */
export const rushTierLabel = (days: RushOrderDays): string => `${days}-day`;

/** Days of an SLA tier, or null for an unknown tier. */
export function slaDaysForTier(tier: number): SlaDays | null {
  return Object.hasOwn(SLA_TIER_DAYS, tier) ? SLA_TIER_DAYS[tier as SlaTier] : null;
}

/** O-9-17: whether an SLA is longer than the standard maximum. */
export const exceedsMaxSla = (days: number): boolean => days > MAX_SLA_DAYS;

/**
 * O-9-14/15: when an order placed at `orderedAt` with an SLA of `days` business days is due: the order day
 * (moved to the next business day after the 9:00 order cutoff, except at a facility open around the clock,
 * O-9-72/73: pass `businessHoursConfigFor(facility)`), plus `days` business days, at the 13:00 SLA-due cutoff in
 * the business zone.
 */
export function slaDueDate(
  orderedAt: Instant,
  days: number,
  config: BusinessHoursConfig = DEFAULT_BUSINESS_HOURS_CONFIG,
): Date {
  if (!Number.isInteger(days) || days < 0) {
    throw new DomainError('invalid_sla_days', `SLA days must be a non-negative integer, got ${days}`);
  }
  return slaDueDateFromOrderDay(effectiveStartDay(orderedAt, 'order', config), days, config);
}

/** O-9-15: the due instant of an order whose order day (effectiveStartDay at the order cutoff) is `orderDay`. */
export function slaDueDateFromOrderDay(
  orderDay: string,
  days: number,
  config: BusinessHoursConfig = DEFAULT_BUSINESS_HOURS_CONFIG,
): Date {
  const dueDay = addBusinessDays(orderDay, days, config);
  return inZone(dueDay, config.timezoneLocation)
    .set({ ...parseTimeOfDay(CUTOFFS.slaDue), millisecond: 0 })
    .toJSDate();
}

/** The stretch of local time around `at` that shares its order day: [from, until] in epoch ms, both inclusive. */
export interface OrderDayStretch {
  from: number;
  until: number;
  day: string;
}

/**
 * O-9-15: the order day of `at` and the stretch of local time with the same order day: midnight to the order
 * cutoff (inclusive), or just after the cutoff to the end of the local day (the whole day around the clock). Lets callers reuse one order day.
 */
export function orderDayStretch(
  at: Instant,
  config: BusinessHoursConfig = DEFAULT_BUSINESS_HOURS_CONFIG,
): OrderDayStretch {
  const day = effectiveStartDay(at, 'order', config);
  const dayStart = inZone(at, config.timezoneLocation).startOf('day');
  const cutoff = dayStart.set({ ...parseTimeOfDay(CUTOFFS.order), millisecond: 0 }).toMillis();
  const nextDay = dayStart.plus({ days: 1 }).startOf('day').toMillis();
  if (!cutoffApplies('order', config)) return { from: dayStart.toMillis(), until: nextDay - 1, day };
  return inZone(at, config.timezoneLocation).toMillis() <= cutoff
    ? { from: dayStart.toMillis(), until: cutoff, day }
    : { from: cutoff + 1, until: nextDay - 1, day };
}
