/** R-9-22..25: cache durations in milliseconds; forever is the sentinel -1 (never expires). */
export const CACHE_UNITS = {
  second: 1000,
  minute: 60 * 1000,
  hour: 60 * 60 * 1000,
  forever: -1,
} as const;
export type CacheUnit = keyof typeof CACHE_UNITS;

/** Milliseconds for `amount` of `unit`; forever stays -1 whatever the amount. */
export const cacheDuration = (amount: number, unit: CacheUnit): number =>
  unit === 'forever' ? CACHE_UNITS.forever : amount * CACHE_UNITS[unit];

/** True when an entry stored at `storedAtMs` with `ttlMs` has expired by `nowMs`. */
export const isCacheExpired = (storedAtMs: number, ttlMs: number, nowMs: number): boolean =>
  ttlMs !== CACHE_UNITS.forever && nowMs - storedAtMs >= ttlMs;
