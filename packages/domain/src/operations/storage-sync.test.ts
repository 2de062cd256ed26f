import { describe, expect, it } from 'vitest';
import { STORAGE_SYNC_INTERVAL_MS, storageSyncInterval } from './storage-sync.ts';

describe('storage sync interval', () => {
  it('R-9-10 Storage sync interval 3000 ms in development', () => {
    expect(STORAGE_SYNC_INTERVAL_MS.development).toBe(3000);
    expect(storageSyncInterval('development')).toBe(3000);
  });
  it('R-9-11 Storage sync interval 10000 ms in production', () => {
    expect(storageSyncInterval('production')).toBe(10000);
    expect(storageSyncInterval('staging')).toBe(10000);
    expect(storageSyncInterval(undefined)).toBe(10000);
  });
});
