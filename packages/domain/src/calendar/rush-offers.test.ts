import { describe, expect, it } from 'vitest';
import { rushBuysTime, rushOffers } from './rush-offers.ts';
import { RUSH_ORDER_DAYS, SLA_DAYS, slaDueDate } from './sla.ts';

describe('O-9-22 rush offers', () => {
  it('O-9-22 a rush buys time only when its due date is earlier than without it', () => {
    expect(rushBuysTime('2026-12-03T21:00:00Z', '2026-12-01T21:00:00Z')).toBe(true);
    expect(rushBuysTime('2026-12-03T21:00:00Z', '2026-12-03T21:00:00Z')).toBe(false);
    expect(rushBuysTime(new Date('2026-12-03T21:00:00Z'), new Date('2026-12-04T21:00:00Z'))).toBe(false);
  });

  it('O-9-22 at every instant (Los Angeles business time, weekends, holidays) and SLA, an offered tier moves the date', () => {
    const start = Date.parse('2026-11-16T15:00:00Z');
    for (let i = 0; i < 400; i++) {
      const now = new Date(start + i * 3 * 3_600_000);
      for (const sla of SLA_DAYS) {
        const standard = slaDueDate(now, sla).toISOString();
        const choices = RUSH_ORDER_DAYS.map((days) => ({
          days,
          cents: 1500,
          dueDate: slaDueDate(now, Math.min(sla, days)).toISOString(),
        }));
        const offers = rushOffers(standard, choices);
        for (const o of offers) expect(Date.parse(o.dueDate)).toBeLessThan(Date.parse(standard));
        expect(offers.map((o) => o.days)).toEqual(RUSH_ORDER_DAYS.filter((d) => d < sla));
      }
    }
  });

  it('O-9-22 nothing is offered without a date to show; offers come in tier order', () => {
    expect(rushOffers(null, [{ days: 1, cents: 1, dueDate: '2026-12-01' }])).toEqual([]);
    expect(rushOffers('2026-12-10', [{ days: 1, cents: 1, dueDate: null }])).toEqual([]);
    expect(
      rushOffers('2026-12-10', [
        { days: 5, cents: 5, dueDate: '2026-12-08' },
        { days: 1, cents: 9, dueDate: '2026-12-02' },
      ]).map((o) => o.days),
    ).toEqual([1, 5]);
  });
});
