import { describe, expect, it } from 'vitest';
import { floorDayStart } from './floor-today.ts';

describe('the floor day of the printed and shipped tiles', () => {
  it('starts at midnight in Los Angeles (PST and PDT), not in UTC', () => {
    // 07:30 UTC on Nov 29 is still Nov 28 in Los Angeles (UTC-8).
    expect(floorDayStart(new Date('2026-11-29T07:30:00Z'))).toBe('2026-11-28T08:00:00.000Z');
    expect(floorDayStart(new Date('2026-11-29T08:00:00Z'))).toBe('2026-11-29T08:00:00.000Z');
    // Summer time: UTC-7.
    expect(floorDayStart(new Date('2026-07-04T18:00:00Z'))).toBe('2026-07-04T07:00:00.000Z');
  });
});
