import { describe, expect, it } from 'vitest';
import {
  CONNECTIVITY_CHECK_MS,
  CONNECTIVITY_TIMEOUT_MS,
  signalBars,
  storageSyncMs,
  waitingScansText,
} from './connectivity.ts';

describe('station connectivity', () => {
  it('R-9-10 / R-9-11 scans kept on the device sync every 3 s in development, 10 s in production', () => {
    expect(storageSyncMs(false)).toBe(3000);
    expect(storageSyncMs(true)).toBe(10000);
  });

  it('R-9-12 / R-9-13 the connection is checked every 30 s; a check failed after 300 s', () => {
    expect(CONNECTIVITY_CHECK_MS).toBe(30000);
    expect(CONNECTIVITY_TIMEOUT_MS).toBe(300000);
    expect(signalBars(299_999)).toBe(1);
    expect(signalBars(300_000)).toBe(0);
  });

  it('R-9-14 R-9-15 R-9-16 R-9-17 R-9-18 signal bars by latency; a failed check is the error state', () => {
    expect([0, 399, 400, 999, 1000, 1999, 2000, 3999, 4000].map(signalBars)).toEqual([
      5, 5, 4, 4, 3, 3, 2, 2, 1,
    ]);
    expect(signalBars(null)).toBe(0);
  });

  it('says how many scans wait', () => {
    expect(waitingScansText(0, false)).toBeNull();
    expect(waitingScansText(10, false)).toBe(
      'Offline: 10 scans kept on this device, sent when the network is back.',
    );
    expect(waitingScansText(1, true)).toBe('1 scan kept on this device is being sent.');
  });
});
