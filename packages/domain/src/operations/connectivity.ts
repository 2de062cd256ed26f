/** R-9-12: how often the app checks its connection. */
export const CONNECTIVITY_CHECK_INTERVAL_MS = 30_000;
/** R-9-13: without a successful check for this long, the connection counts as lost. */
export const CONNECTIVITY_TIMEOUT_THRESHOLD_MS = 300_000;

/** R-9-14..18: bars by latency lower bound, best first. */
export const SIGNAL_BAR_THRESHOLDS = [
  { bars: 5, fromMs: 0 },
  { bars: 4, fromMs: 400 },
  { bars: 3, fromMs: 1000 },
  { bars: 2, fromMs: 2000 },
  { bars: 1, fromMs: 4000 },
] as const;

/**
 * R-9-19 (open): latency at or above this shows the error icon. A reply slower than the check interval means the
 * next check starts before this one answers, so the link is unusable. docs/decisions/signal-bars.md.
 */
export const SIGNAL_ERROR_FROM_MS = CONNECTIVITY_CHECK_INTERVAL_MS;

export type SignalBars = 1 | 2 | 3 | 4 | 5;
/** What the indicator shows: a number of bars or the error icon. */
export type Signal = SignalBars | 'error';

/** Signal for a measured latency; a failed check (null, NaN, negative) or a too-slow one is 'error'. */
export function signalFor(latencyMs: number | null | undefined): Signal {
  if (latencyMs == null || !Number.isFinite(latencyMs) || latencyMs < 0 || latencyMs >= SIGNAL_ERROR_FROM_MS)
    return 'error';
  for (const { bars, fromMs } of [...SIGNAL_BAR_THRESHOLDS].reverse()) if (latencyMs >= fromMs) return bars;
  return 5;
}

/** R-9-13: true when the last successful check is at least the timeout threshold ago (or never happened). */
export const isConnectionLost = (lastSuccessAtMs: number | null, nowMs: number): boolean =>
  lastSuccessAtMs === null || nowMs - lastSuccessAtMs >= CONNECTIVITY_TIMEOUT_THRESHOLD_MS;
