import { type OrderDayStretch, orderDayStretch, slaDueDateFromOrderDay } from '@platen/domain/calendar/sla';

/*
 * The quote's due dates, memoised: the calendar rules are calendar/sla.ts (order day, business days); this
 * module only keeps their answers, for the process's life, so a busy quote endpoint does not walk the calendar.
 */

// The order day is the same for every instant of one stretch of local time (calendar/sla.ts orderDayStretch);
// working it out is a time-zone conversion (~1-2 ms with luxon), so the last stretch is reused while `now` is in it.
let orderDayMemo: OrderDayStretch | null = null;
/** effectiveStartDay(now, 'order') of the default business hours, memoised by stretch of local time. */
export function orderDayOf(now: Date): string {
  const t = now.getTime();
  const m = orderDayMemo;
  if (m && t >= m.from && t <= m.until) return m.day;
  orderDayMemo = orderDayStretch(now);
  return orderDayMemo.day;
}

// Due dates by (order day, SLA days): the same for every quote placed on one business day, and slow to walk.
const dueCache = new Map<string, Date>();
/** slaDueDate (calendar/sla.ts) with the order day and the calendar walk memoised. */
export function dueDateFrom(now: Date): (days: number) => Date {
  const orderDay = orderDayOf(now);
  return (days) => {
    const key = `${orderDay}|${days}`;
    let d = dueCache.get(key);
    if (!d) {
      d = slaDueDateFromOrderDay(orderDay, days);
      if (dueCache.size > 5000) dueCache.clear();
      dueCache.set(key, d);
    }
    return d;
  };
}
