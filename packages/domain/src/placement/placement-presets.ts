import { DomainError, fail, ok, type Result } from '../errors/domain-error.ts';
import { type Fraction, fraction, type Percent, percent } from '../units/units.ts';

/** R-5-01 Placement preset names. */
export const PLACEMENT_NAMES = [
  'center-small',
  'center-medium',
  'center-large',
  'center-full',
  'bottom',
] as const;
export type PlacementName = (typeof PLACEMENT_NAMES)[number];

/** R-5-04..06 Share of the constraining dimension for a print area with aspect under 1 (taller than wide). */
export const TALL_AREA_SHARES = { 'center-small': 0.25, 'center-medium': 0.5, 'center-large': 0.75 } as const;
/** R-5-10..12 Share of the width for a print area with aspect 1 or more (at least as wide as tall). */
export const WIDE_AREA_SHARES = {
  'center-small': 0.15,
  'center-medium': 0.25,
  'center-large': 0.35,
} as const;
/** R-5-08 / R-5-09 The bottom preset: at most 30% of the width and 20% of the height, centred at 50/80. */
export const BOTTOM_PRESET = { maxWidth: 0.3, maxHeight: 0.2, horizontal: 50, vertical: 80 } as const;

/** The preset message of R-8-08 (the spec elides its middle; see docs/decisions/placement-errors.md). */
export const PLACEMENT_INPUTS_MESSAGE = 'placementName, printAreaAspect and artworkAspect must be provided';

/**
 * Inputs of a preset. Both aspects are width / height (so "aspect under 1" is a print area taller than wide, the
 * only kind that has a bottom preset: phone cases and garment fronts). Element.aspect in entities is height /
 * width: pass its inverse.
 */
export interface PlacementInput {
  placementName?: string | null;
  printAreaAspect?: number | null;
  artworkAspect?: number | null;
}

/** Where a preset puts an artwork: size as fractions of the print area, centre in percent of it. */
export interface Placement {
  width: Fraction;
  height: Fraction;
  center: { horizontal: Percent; vertical: Percent };
}

const isPositive = (n: number | null | undefined): n is number =>
  typeof n === 'number' && n > 0 && Number.isFinite(n);

const isPlacementName = (s: string): s is PlacementName => (PLACEMENT_NAMES as readonly string[]).includes(s);

/** Size an artwork of aspect a inside area aspect A so that its width is w (fractions of the area). */
const byWidth = (w: number, artworkAspect: number, areaAspect: number) => ({
  width: w,
  height: (w * areaAspect) / artworkAspect,
});
const byHeight = (h: number, artworkAspect: number, areaAspect: number) => ({
  width: (h * artworkAspect) / areaAspect,
  height: h,
});
/** Largest box of at most maxW x maxH (fractions) with the artwork's aspect. */
const fitWithin = (maxW: number, maxH: number, artworkAspect: number, areaAspect: number) => {
  const w = byWidth(maxW, artworkAspect, areaAspect);
  return w.height <= maxH ? w : byHeight(maxH, artworkAspect, areaAspect);
};

/**
 * R-5-01..15: the size and centre of a preset placement. Throws (R-8-08, R-8-09) on missing inputs or an unknown
 * name. center-full on a tall area is full bleed: it covers the whole area (100% of the non-constraining
 * dimension, R-5-07), so it overflows on the other dimension; every other preset fits inside the area.
 */
export function placementPreset(input: PlacementInput): Placement {
  const { placementName, printAreaAspect, artworkAspect } = input;
  if (!placementName || !isPositive(printAreaAspect) || !isPositive(artworkAspect)) {
    throw new DomainError('placement_inputs', PLACEMENT_INPUTS_MESSAGE);
  }
  if (!isPlacementName(placementName))
    throw new DomainError('unsupported_placement', 'Unsupported placement');
  const A = printAreaAspect;
  const a = artworkAspect;
  // R-5-03: the area is at least as wide as the artwork -> the height constrains.
  const heightConstrains = A >= a;
  let size: { width: number; height: number };
  let center = { horizontal: 50, vertical: 50 };
  if (placementName === 'bottom') {
    // R-5-08/09 (and, by our choice R-5-15, the same rule for wide areas).
    size = fitWithin(BOTTOM_PRESET.maxWidth, BOTTOM_PRESET.maxHeight, a, A);
    center = { horizontal: BOTTOM_PRESET.horizontal, vertical: BOTTOM_PRESET.vertical };
  } else if (A < 1) {
    if (placementName === 'center-full') {
      // R-5-07 full bleed: 100% of the other (non-constraining) dimension.
      size = heightConstrains ? byWidth(1, a, A) : byHeight(1, a, A);
    } else {
      const share = TALL_AREA_SHARES[placementName];
      size = heightConstrains ? byHeight(share, a, A) : byWidth(share, a, A);
    }
  } else if (placementName === 'center-full') {
    // R-5-13: 100% on the constraining dimension (the artwork fits).
    size = heightConstrains ? byHeight(1, a, A) : byWidth(1, a, A);
  } else {
    // R-5-10..12 widths; a very tall artwork is shrunk so it never leaves the area (docs/decisions/placement-presets.md).
    size = fitWithin(WIDE_AREA_SHARES[placementName], 1, a, A);
  }
  return {
    width: fraction(size.width),
    height: fraction(size.height),
    center: { horizontal: percent(center.horizontal), vertical: percent(center.vertical) },
  };
}

/** R-8-12 What the editor shows instead of a thrown placement error (docs/decisions/placement-errors.md). */
export const PLACEMENT_UNAVAILABLE_MESSAGE = 'This placement is not available for this print area.';

/** R-8-12 The non-throwing form for the editor: the error becomes an issue on path "placement". */
export function tryPlacementPreset(input: PlacementInput): Result<Placement> {
  try {
    return ok(placementPreset(input));
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return fail([{ path: 'placement', message: PLACEMENT_UNAVAILABLE_MESSAGE, code: error.code }]);
  }
}
