/** R-3-63: poster production statuses in the order a poster goes through them. */
export const POSTER_STATUSES = [
  'created',
  'ripping',
  'uploaded',
  'ripped',
  'downloaded',
  'printed',
  'qced',
] as const;
export type PosterStatus = (typeof POSTER_STATUSES)[number];

/** The status after `status`, or null when the poster is done (qced). */
export function nextPosterStatus(status: PosterStatus): PosterStatus | null {
  return POSTER_STATUSES[POSTER_STATUSES.indexOf(status) + 1] ?? null;
}
