/**
 * A station's connection to the server (R-9-10..18): how often it is checked, when a check counts as failed, how
 * the latency reads as signal bars, and how often scans kept on the device are sent. docs/decisions/offline-scans.md.
 */

/** R-9-12: the station checks its connection every 30 s (and at once when the browser goes on or off line). */
export const CONNECTIVITY_CHECK_MS = 30_000;
/** R-9-13: a check that has not answered after 300 s has failed. */
export const CONNECTIVITY_TIMEOUT_MS = 300_000;

/** R-9-10 / R-9-11: scans kept on the device are sent every 3 s in development, every 10 s in production. */
export const storageSyncMs = (production: boolean): number => (production ? 10_000 : 3_000);

/** R-9-14..18: signal bars from the round-trip latency, lowest threshold first. */
const BARS: readonly { from: number; bars: number }[] = [
  { from: 4000, bars: 1 },
  { from: 2000, bars: 2 },
  { from: 1000, bars: 3 },
  { from: 400, bars: 4 },
  { from: 0, bars: 5 },
];

/**
 * The signal a station shows: 5 bars from 0 ms, 4 from 400 ms, 3 from 1000 ms, 2 from 2000 ms, 1 from 4000 ms;
 * 0 (the error state) when the check failed (`null`) or took the timeout or longer.
 */
export function signalBars(latencyMs: number | null): number {
  if (latencyMs === null || !Number.isFinite(latencyMs) || latencyMs >= CONNECTIVITY_TIMEOUT_MS) return 0;
  for (const b of BARS) if (latencyMs >= b.from) return b.bars;
  return 5;
}

/** What the station says about scans that wait on the device. */
export function waitingScansText(n: number, online: boolean): string | null {
  if (n === 0) return null;
  const scans = `${n} scan${n === 1 ? '' : 's'}`;
  return online
    ? `${scans} kept on this device ${n === 1 ? 'is' : 'are'} being sent.`
    : `Offline: ${scans} kept on this device, sent when the network is back.`;
}
