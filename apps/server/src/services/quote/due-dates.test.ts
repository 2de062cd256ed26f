import { slaDueDate } from '@platen/domain/calendar/sla';
import { effectiveStartDay } from '@platen/domain/calendar/cutoffs';
import { businessHoursConfigFor } from '@platen/domain/calendar/facility-hours';
import { describe, expect, it } from 'vitest';
import { dueDateFrom, orderDayOf } from './due-dates.ts';

/** Instants every `stepMinutes` from `start` for `hours`, plus the exact cutoff edges of each day. */
function instants(start: string, hours: number, stepMinutes: number): Date[] {
  const t0 = Date.parse(start);
  const out: Date[] = [];
  for (let m = 0; m <= hours * 60; m += stepMinutes) out.push(new Date(t0 + m * 60_000));
  return out;
}

describe('quote context memos agree with the calendar rules they memoise', () => {
  // A weekend, Thanksgiving, the order cutoff of every day and both DST changes, walked forward, backward and
  // shuffled so the remembered stretch is both reused and replaced.
  const windows = [
    instants('2026-11-20T00:00:00Z', 24 * 9, 67),
    instants('2026-03-06T00:00:00Z', 24 * 4, 53),
    instants('2026-10-30T00:00:00Z', 24 * 4, 53),
  ].flat();
  const edges = windows.flatMap((d) => [new Date(d.getTime() - 1), d, new Date(d.getTime() + 1)]);
  const shuffled = [...edges].sort((a, b) => ((a.getTime() * 7919) % 1009) - ((b.getTime() * 7919) % 1009));
  const orders = [edges, [...windows].reverse(), shuffled.filter((_, i) => i % 3 === 0)];

  it('O-9-15 orderDayOf(now) = effectiveStartDay(now, order) at every instant, around every cutoff', () => {
    // The cutoff instants themselves (09:00 local, inclusive) and a millisecond either side.
    const cutoffs = instants('2026-11-20T14:00:00Z', 24 * 9, 24 * 60).flatMap((d) => [
      new Date(d.getTime() - 1),
      d,
      new Date(d.getTime() + 1),
    ]);
    for (const list of [...orders, cutoffs, [...cutoffs].reverse()])
      for (const now of list)
        expect(orderDayOf(now), now.toISOString()).toBe(effectiveStartDay(now, 'order'));
  }, 60_000);

  it('O-9-15 dueDateFrom(now)(days) = slaDueDate(now, days)', () => {
    for (const list of orders)
      for (const now of list.filter((_, i) => i % 7 === 0))
        for (const days of [0, 1, 3, 5, 7, 14])
          expect(dueDateFrom(now)(days).toISOString(), `${now.toISOString()} +${days}`).toBe(
            slaDueDate(now, days).toISOString(),
          );
  }, 60_000);

  it('O-9-72 the around-the-clock calendar is memoised apart and agrees with slaDueDate', () => {
    const indy = businessHoursConfigFor('INDY');
    for (const now of orders[2]!.filter((_, i) => i % 5 === 0))
      for (const days of [0, 3])
        expect(dueDateFrom(now)(days, indy).toISOString(), `${now.toISOString()} +${days}`).toBe(
          slaDueDate(now, days, indy).toISOString(),
        );
  }, 60_000);
});
