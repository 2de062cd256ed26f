/** R-6 artwork limits (docs/decisions/artwork-limits.md). */
export const ARTWORK_LIMITS = {
  /** Largest upload, in bytes. */
  maxBytes: 20 * 1024 * 1024,
  /** Largest decoded image, in pixels (a 10,000 x 10,000 print file); larger ones are refused unread. */
  maxPixels: 100_000_000,
  thumbnailPx: 300,
  nameLength: 200,
} as const;
