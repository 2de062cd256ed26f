/**
 * Stitches an embroidered square inch of artwork box takes on average: satin and fill cover about half of a logo's
 * box at ~2,000 stitches per filled square inch (docs/decisions/embroidery-stitch-charge.md).
 */
export const STITCHES_PER_SQUARE_INCH = 1000;

/** The placed artwork of a side: width as a share of the print area, aspect height/width. */
export interface StitchElement {
  width?: number | null;
  aspect?: number | null;
}

/**
 * R-9-63 priced by stitches: the estimated stitch count of one embroidered side from the boxes its artworks cover
 * (each at most the area's height), rounded up to 100 stitches. The editor and the quote engine both use it, so
 * the price the editor shows is the price the review charges.
 */
export function estimatedSideStitches(
  elements: readonly StitchElement[],
  area: { width: number; height: number },
  fallbackAspect = 1,
): number {
  let squareInches = 0;
  for (const el of elements) {
    const w = Math.min(1, Math.max(0, el.width ?? 0)) * area.width;
    const h = Math.min(area.height, w * (el.aspect ?? fallbackAspect));
    squareInches += w * h;
  }
  return Math.ceil((squareInches * STITCHES_PER_SQUARE_INCH) / 100) * 100;
}
