/**
 * Stitches an embroidered square inch of artwork box takes on average: satin and fill cover about half of a logo's
 * box at ~2,000 stitches per filled square inch (docs/decisions/embroidery-stitch-charge.md).
 */
export const STITCHES_PER_SQUARE_INCH = 1000;

/** Estimated stitches of an artwork box (inches), rounded up to 100: the one density every estimate uses. */
export const estimatedBoxStitches = (widthIn: number, heightIn: number, coverage = 1): number =>
  Math.ceil((Math.max(0, widthIn) * Math.max(0, heightIn) * coverage * STITCHES_PER_SQUARE_INCH) / 100) * 100;

/** The placed artwork of a side: width as a share of the print area, aspect height/width. */
export interface StitchElement {
  width?: number | null;
  aspect?: number | null;
  /** The real stitch count of a DST artwork: counted as is, never estimated. */
  stitchCount?: number | null;
}

/**
 * R-9-63 priced by stitches: the estimated stitch count of one embroidered side from the boxes its artworks cover
 * (each at most the area's height), rounded up to 100 stitches, plus the real count of every DST artwork on it. The
 * editor and the quote engine both use it, so the price the editor shows is the price the review charges.
 */
export function estimatedSideStitches(
  elements: readonly StitchElement[],
  area: { width: number; height: number },
  fallbackAspect = 1,
): number {
  let squareInches = 0;
  let counted = 0;
  for (const el of elements) {
    if (typeof el.stitchCount === 'number') {
      counted += el.stitchCount;
      continue;
    }
    const w = Math.min(1, Math.max(0, el.width ?? 0)) * area.width;
    const h = Math.min(area.height, w * (el.aspect ?? fallbackAspect));
    squareInches += w * h;
  }
  return counted + estimatedBoxStitches(squareInches, 1);
}
