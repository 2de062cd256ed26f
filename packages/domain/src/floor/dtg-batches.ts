import { DTG_BULK_LIMIT } from '../operations/operations-limits.ts';

/** One unit waiting for the DTG printers, and since when. */
export interface WaitingUnit {
  code: string;
  waitingSince: string;
}

/** A batch the DTG station may start now: full (the bulk limit) or a part batch released by the cut-off. */
export interface DtgBatch {
  codes: string[];
  full: boolean;
}

/** A part batch is released once its oldest unit has waited this long (docs/decisions/production-floor.md). */
export const DTG_BATCH_CUTOFF_MINUTES = 60;

/**
 * R-9-02: DTG work in batches of at most DTG_BULK_LIMIT (72), oldest first. A remainder below the limit waits
 * for more work unless its oldest unit has waited `cutoffMinutes` or `now` is past the day's cut-off
 * (`dayCutoffPassed`): then it is released as a part batch.
 */
export function dtgBatches(
  waiting: readonly WaitingUnit[],
  now: string,
  opts: { cutoffMinutes?: number; dayCutoffPassed?: boolean; limit?: number } = {},
): { batches: DtgBatch[]; held: string[] } {
  const limit = opts.limit ?? DTG_BULK_LIMIT;
  const cutoffMs = (opts.cutoffMinutes ?? DTG_BATCH_CUTOFF_MINUTES) * 60_000;
  const sorted = [...waiting].sort((a, b) => Date.parse(a.waitingSince) - Date.parse(b.waitingSince));
  const batches: DtgBatch[] = [];
  let i = 0;
  for (; i + limit <= sorted.length; i += limit)
    batches.push({ codes: sorted.slice(i, i + limit).map((u) => u.code), full: true });
  const rest = sorted.slice(i);
  const oldest = rest[0];
  if (!oldest) return { batches, held: [] };
  const waited = Date.parse(now) - Date.parse(oldest.waitingSince);
  if (opts.dayCutoffPassed || waited >= cutoffMs) {
    batches.push({ codes: rest.map((u) => u.code), full: false });
    return { batches, held: [] };
  }
  return { batches, held: rest.map((u) => u.code) };
}
