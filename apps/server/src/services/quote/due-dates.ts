import {
  type BusinessHoursConfig,
  DEFAULT_BUSINESS_HOURS_CONFIG,
} from '@platen/domain/calendar/business-hours-config';
import { type OrderDayStretch, orderDayStretch, slaDueDateFromOrderDay } from '@platen/domain/calendar/sla';

/*
 * The quote's due dates, memoised: the calendar rules are calendar/sla.ts (order day, business days) at each
 * facility's hours (calendar/facility-hours.ts); this module only keeps their answers, for the process's life,
 * so a busy quote endpoint does not walk the calendar.
 */

// The order day is the same for every instant of one stretch of local time (calendar/sla.ts orderDayStretch);
// working it out is a time-zone conversion (~1-2 ms with luxon), so the last stretch of each calendar is reused
// while `now` is in it.
const orderDayMemo = new WeakMap<BusinessHoursConfig, OrderDayStretch>();
/** effectiveStartDay(now, 'order') of a calendar (the company's by default), memoised by stretch of local time. */
export function orderDayOf(now: Date, config: BusinessHoursConfig = DEFAULT_BUSINESS_HOURS_CONFIG): string {
  const t = now.getTime();
  const m = orderDayMemo.get(config);
  if (m && t >= m.from && t <= m.until) return m.day;
  const stretch = orderDayStretch(now, config);
  orderDayMemo.set(config, stretch);
  return stretch.day;
}

// Due dates by (calendar, order day, SLA days): the same for every quote placed on one business day.
const dueCache = new Map<string, Date>();
/** slaDueDate (calendar/sla.ts) with the order day and the calendar walk memoised. */
export function dueDateFrom(now: Date): (days: number, config?: BusinessHoursConfig) => Date {
  return (days, config = DEFAULT_BUSINESS_HOURS_CONFIG) => {
    const orderDay = orderDayOf(now, config);
    const key = `${config.aroundTheClock === true}|${orderDay}|${days}`;
    let d = dueCache.get(key);
    if (!d) {
      d = slaDueDateFromOrderDay(orderDay, days, config);
      if (dueCache.size > 5000) dueCache.clear();
      dueCache.set(key, d);
    }
    return d;
  };
}
