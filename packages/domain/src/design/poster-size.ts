import { DomainError } from '../errors/domain-error.ts';
import { type Inches, inches } from '../units/units.ts';

/** O-5-15..18 The poster variations a design draft may carry. */
export const POSTER_VARIATIONS = ['17width', '24width', '17height', '24height'] as const;
export type PosterVariation = (typeof POSTER_VARIATIONS)[number];

/** O-9-42 Poster paper width or height: 17 or 24 inches. */
export const POSTER_PAPER_DIMENSIONS = [17, 24] as const;

/** R-5-28..30 / R-9-68 Poster sizes (inches, short x long side). */
export const POSTER_SIZES = ['11x17', '16x24', '24x36'] as const;
export type PosterSize = (typeof POSTER_SIZES)[number];

/** R-9-65 Default poster variation. */
export const DEFAULT_POSTER_VARIATION: PosterVariation = '24width';

/** A poster's printed width x height in inches, with the paper size it is cut from. */
export interface PosterFormat {
  variation: PosterVariation;
  size: PosterSize;
  width: Inches;
  height: Inches;
}

/**
 * O-5-20 Variation -> paper: "<n>width" / "<n>height" names the side of the sheet that is n inches. Each of the
 * four maps to one standard size so that every poster option of R-9-68 is reachable and the default 24width is
 * the classic 24x36 (docs/decisions/poster-variations.md).
 */
export const POSTER_FORMATS: Readonly<Record<PosterVariation, PosterFormat>> = {
  '17width': { variation: '17width', size: '11x17', width: inches(17), height: inches(11) },
  '17height': { variation: '17height', size: '11x17', width: inches(11), height: inches(17) },
  '24height': { variation: '24height', size: '16x24', width: inches(16), height: inches(24) },
  '24width': { variation: '24width', size: '24x36', width: inches(24), height: inches(36) },
};

/** True for one of the four poster variations. */
export const isPosterVariation = (value: unknown): value is PosterVariation =>
  typeof value === 'string' && (POSTER_VARIATIONS as readonly string[]).includes(value);

/** The message of an unexpected poster size (R-8-06), "with the size". */
export const unexpectedPosterMessage = (size: unknown) => `Unexpected variation found: ${String(size)}`;

/** O-5-19 / O-8-10 / R-8-06 A poster variation; anything else raises 'Unexpected variation found' with the size. */
export function parsePosterVariation(value: unknown): PosterFormat {
  if (!isPosterVariation(value))
    throw new DomainError('unexpected_variation', unexpectedPosterMessage(value));
  return POSTER_FORMATS[value];
}

/** R-5-28..30 / R-8-06 A poster paper size (either orientation, e.g. "17x11"); anything else raises. */
export function parsePosterSize(value: unknown): PosterSize {
  const match = typeof value === 'string' ? /^(\d+)x(\d+)$/.exec(value.trim()) : null;
  if (match) {
    const [a, b] = [Number(match[1]), Number(match[2])];
    const normalised = `${Math.min(a, b)}x${Math.max(a, b)}`;
    if ((POSTER_SIZES as readonly string[]).includes(normalised)) return normalised as PosterSize;
  }
  throw new DomainError('unexpected_variation', unexpectedPosterMessage(value));
}

/** R-8-07 message. */
export const POSTER_ELEMENT_MESSAGE = 'Element on poster expected to have width/height = 1';

/** R-5-31 / R-8-07 A poster element fills the poster: its width must be exactly 1, else this raises. */
export function assertPosterElementWidth(element: { width?: number | null }): void {
  if (element.width !== 1) throw new DomainError('poster_element_width', POSTER_ELEMENT_MESSAGE);
}
