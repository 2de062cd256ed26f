import { fail, ok, type Result } from '../errors/domain-error.ts';
import { DTG_BULK_LIMIT, EMBROIDERY_BULK_LIMIT } from '../operations/operations-limits.ts';

/**
 * How many units one batch (one PDF of job tickets) holds at a station: R-9-02 DTG 72, R-9-03 embroidery 1000;
 * any other station's selection is capped at the largest run, 1000 (docs/decisions/batches-and-tickets.md).
 */
export function batchLimit(station: string): number {
  return station === 'dtg' ? DTG_BULK_LIMIT : EMBROIDERY_BULK_LIMIT;
}

const stationName = (station: string) => (station === 'embroidery' ? 'An embroidery' : `A ${station}`);

/** A batch of job tickets as asked for: refused when empty, over the station's limit, or naming a unit twice. */
export function checkBatch(station: string, codes: readonly string[]): Result<string[]> {
  const limit = batchLimit(station);
  if (codes.length === 0)
    return fail([
      { path: 'barcodes', code: 'batch-empty', message: 'Choose at least one unit for the batch.' },
    ]);
  if (new Set(codes).size !== codes.length)
    return fail([{ path: 'barcodes', code: 'batch-twice', message: 'A unit is in the batch twice.' }]);
  if (codes.length > limit) {
    const who = station === 'dtg' ? 'A DTG' : stationName(station);
    return fail([
      {
        path: 'barcodes',
        code: 'batch-limit',
        message: `${who} batch is at most ${limit} units: ${codes.length} were chosen.`,
      },
    ]);
  }
  return ok([...codes]);
}

/** A unit waiting at a station, as the queue screen groups it. */
export interface QueuedUnit {
  code: string;
  productIdentifier: string | null;
  color: string | null;
  size: string;
  waitingSince: string;
}

/** Units of one product, colour and size waiting at a station, oldest first. */
export interface QueueGroup {
  productIdentifier: string | null;
  color: string | null;
  size: string;
  codes: string[];
  oldestSince: string;
}

/** The station's waiting units counted by product, colour and size (the groups in that order). */
export function queueGroups(units: readonly QueuedUnit[]): QueueGroup[] {
  const groups = new Map<string, QueueGroup>();
  const sorted = [...units].sort((a, b) => Date.parse(a.waitingSince) - Date.parse(b.waitingSince));
  for (const u of sorted) {
    const key = `${u.productIdentifier ?? ''}|${u.color ?? ''}|${u.size}`;
    const g = groups.get(key);
    if (g) g.codes.push(u.code);
    else
      groups.set(key, {
        productIdentifier: u.productIdentifier,
        color: u.color,
        size: u.size,
        codes: [u.code],
        oldestSince: u.waitingSince,
      });
  }
  const text = (s: string | null) => s ?? '';
  return [...groups.values()].sort(
    (a, b) =>
      text(a.productIdentifier).localeCompare(text(b.productIdentifier)) ||
      text(a.color).localeCompare(text(b.color)) ||
      a.size.localeCompare(b.size),
  );
}

/**
 * Makes a batch from the chosen groups: the group waiting longest first, each group's units oldest first, up to
 * the station's limit (a group is kept together where it fits: one product, colour and size loaded at once);
 * the rest wait for the next batch.
 */
export function makeBatch(station: string, chosen: readonly QueueGroup[]): { codes: string[]; left: number } {
  const all = [...chosen]
    .sort((a, b) => Date.parse(a.oldestSince) - Date.parse(b.oldestSince))
    .flatMap((g) => g.codes);
  const limit = batchLimit(station);
  return { codes: all.slice(0, limit), left: Math.max(0, all.length - limit) };
}
