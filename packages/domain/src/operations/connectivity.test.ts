import { describe, expect, it } from 'vitest';
import {
  CONNECTIVITY_CHECK_INTERVAL_MS,
  CONNECTIVITY_TIMEOUT_THRESHOLD_MS,
  isConnectionLost,
  signalFor,
} from './connectivity.ts';

describe('connectivity', () => {
  it('R-9-12 Connectivity check every 30000 ms', () => expect(CONNECTIVITY_CHECK_INTERVAL_MS).toBe(30000));
  it('R-9-13 Connectivity timeout threshold 300000 ms', () => {
    expect(CONNECTIVITY_TIMEOUT_THRESHOLD_MS).toBe(300000);
    expect(isConnectionLost(0, 299_999)).toBe(false);
    expect(isConnectionLost(0, 300_000)).toBe(true);
    expect(isConnectionLost(null, 0)).toBe(true);
  });
  it('R-9-14 Signal bars 5 from 0 ms latency', () => {
    expect(signalFor(0)).toBe(5);
    expect(signalFor(399)).toBe(5);
  });
  it('R-9-15 Signal bars 4 from 400 ms', () => {
    expect(signalFor(400)).toBe(4);
    expect(signalFor(999)).toBe(4);
  });
  it('R-9-16 Signal bars 3 from 1000 ms', () => {
    expect(signalFor(1000)).toBe(3);
    expect(signalFor(1999)).toBe(3);
  });
  it('R-9-17 Signal bars 2 from 2000 ms', () => {
    expect(signalFor(2000)).toBe(2);
    expect(signalFor(3999)).toBe(2);
  });
  it('R-9-18 Signal bars 1 from 4000 ms', () => {
    expect(signalFor(4000)).toBe(1);
    expect(signalFor(29_999)).toBe(1);
  });
  it('R-9-19 error icon from the check interval (30000 ms) up, and for failed checks', () => {
    expect(signalFor(30_000)).toBe('error');
    expect(signalFor(null)).toBe('error');
    expect(signalFor(Number.NaN)).toBe('error');
    expect(signalFor(-1)).toBe('error');
  });
});
