import { describe, expect, it } from 'vitest';
import { CACHE_UNITS, cacheDuration, isCacheExpired } from './cache-units.ts';

describe('cache units', () => {
  it('R-9-22 Cache unit second = 1000 ms', () => expect(CACHE_UNITS.second).toBe(1000));
  it('R-9-23 Cache unit minute = 60 s', () => expect(CACHE_UNITS.minute).toBe(60 * CACHE_UNITS.second));
  it('R-9-24 Cache unit hour = 60 min', () => expect(CACHE_UNITS.hour).toBe(60 * CACHE_UNITS.minute));
  it('R-9-25 Cache unit forever = -1', () => {
    expect(CACHE_UNITS.forever).toBe(-1);
    expect(cacheDuration(5, 'forever')).toBe(-1);
    expect(isCacheExpired(0, -1, Number.MAX_SAFE_INTEGER)).toBe(false);
  });
  it('computes durations and expiry', () => {
    expect(cacheDuration(2, 'hour')).toBe(7_200_000);
    expect(isCacheExpired(0, cacheDuration(1, 'minute'), 59_999)).toBe(false);
    expect(isCacheExpired(0, cacheDuration(1, 'minute'), 60_000)).toBe(true);
  });
});
