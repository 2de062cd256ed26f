import { addBusinessTime } from '../calendar/add-business-time.ts';
import { addBusinessDays, localDate } from '../calendar/business-days.ts';
import { BUSINESS_HOURS, DEFAULT_BUSINESS_HOURS_CONFIG } from '../calendar/business-hours-config.ts';
import type { Instant } from '../calendar/instant.ts';
import type { ActiveSupplier } from './blanks.ts';

/**
 * Business days from a blank order being sent to its delivery at the facility, per active supplier
 * (docs/decisions/supplier-expected-dates.md; the spec names the suppliers and a 7-day "supplier inventory" ship
 * message, not their lead times).
 */
export const SUPPLIER_LEAD_DAYS: Readonly<Record<ActiveSupplier, number>> = {
  SANMAR: 2,
  ALPHA: 3,
  DELTA: 4,
};

/** Business days the floor needs after the blanks arrive to print, check and ship the units. */
export const DAYS_AFTER_RECEIPT = 1;

const HOURS_PER_BUSINESS_DAY =
  Number(BUSINESS_HOURS.end.slice(0, 2)) - Number(BUSINESS_HOURS.start.slice(0, 2));

/**
 * When a sent blank order is expected at the facility: the supplier's lead time in business hours of Los Angeles
 * business days from the moment it was sent (weekends and holidays skipped; sent after hours counts from the
 * next opening).
 */
export function expectedDelivery(sentAt: Instant, supplier: string): string {
  const days =
    SUPPLIER_LEAD_DAYS[supplier as ActiveSupplier] ?? Math.max(...Object.values(SUPPLIER_LEAD_DAYS));
  return addBusinessTime(
    sentAt,
    { hours: days * HOURS_PER_BUSINESS_DAY },
    DEFAULT_BUSINESS_HOURS_CONFIG,
  ).toISOString();
}

/**
 * An order's due date (YYYY-MM-DD) once its blanks are expected at `expectedAt`: unchanged when the blanks arrive
 * in time, else the business day after DAYS_AFTER_RECEIPT following their arrival (never earlier than before).
 */
export function dueDateAfterBlanks(dueDate: string, expectedAt: Instant): string {
  const earliest = addBusinessDays(expectedAt, DAYS_AFTER_RECEIPT);
  return earliest > dueDate ? earliest : dueDate;
}

/** The Los Angeles calendar day (YYYY-MM-DD) of an expected delivery, as staff and customers read it. */
export const expectedDay = (expectedAt: Instant): string =>
  localDate(expectedAt, DEFAULT_BUSINESS_HOURS_CONFIG).toISODate() ?? '';
