import { describe, expect, it } from 'vitest';
import { dailyUptime, heartbeatSlot, overallUptime } from './uptime.ts';

const beat = (iso: string, ok = true) => ({ slot: new Date(iso), web: true, db: ok, storage: true });

describe('status uptime (#22.1)', () => {
  it('#22.1 slots are five-minute UTC slots', () => {
    expect(heartbeatSlot(new Date('2026-11-24T08:07:59Z')).toISOString()).toBe('2026-11-24T08:05:00.000Z');
  });
  it('#22.1 90 days oldest first; a day without heartbeats has no figure, a down beat lowers its day', () => {
    const days = dailyUptime(
      [beat('2026-11-24T00:00:00Z'), beat('2026-11-24T00:05:00Z', false), beat('2026-11-23T10:00:00Z')],
      new Date('2026-11-24T12:00:00Z'),
    );
    expect(days).toHaveLength(90);
    expect(days.at(-1)).toEqual({ day: '2026-11-24', beats: 2, percent: 50 });
    expect(days.at(-2)).toEqual({ day: '2026-11-23', beats: 1, percent: 100 });
    expect(days[0]).toEqual({ day: '2026-08-27', beats: 0, percent: null });
    expect(overallUptime(days)).toBe(66.67);
    expect(overallUptime(dailyUptime([], new Date()))).toBeNull();
  });
});
