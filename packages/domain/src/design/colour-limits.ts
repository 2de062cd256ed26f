/** R-5-18 Most ink colours a screenprint side may use. */
export const SCREENPRINT_COLOUR_LIMIT = 8;
/** R-5-19 Most thread colours an embroidery side may use. */
export const EMBROIDERY_COLOUR_LIMIT = 15;

/** The colour limit of a print type; null where colours are not counted (dtg, sublimation...). */
export function colourLimit(printType: string): number | null {
  if (printType === 'screenprint') return SCREENPRINT_COLOUR_LIMIT;
  if (printType === 'embr') return EMBROIDERY_COLOUR_LIMIT;
  return null;
}

/** Over-limit message for a side (user-facing; the spec gives only the limits). */
export const tooManyColoursMessage = (side: string, count: number, limit: number) =>
  `Side ${side} uses ${count} colours; the limit is ${limit}.`;

/** R-5-18 / R-5-19 Sides whose colour count exceeds the print type's limit, as issues. */
export function colourLimitIssues(
  printType: string,
  sides: Record<string, { colors?: { matched?: string[] | null } | null }>,
): { path: string; message: string; code: string }[] {
  const limit = colourLimit(printType);
  if (limit === null) return [];
  return Object.entries(sides).flatMap(([key, side]) => {
    const count = side.colors?.matched?.length ?? 0;
    return count > limit
      ? [
          {
            path: `sides.${key}.colors.matched`,
            message: tooManyColoursMessage(key, count, limit),
            code: 'too_many_colors',
          },
        ]
      : [];
  });
}

/** R-9-63 Embroidery stitches included in the base price. */
export const EMBROIDERY_FREE_STITCHES = 10_000;
/** R-9-63 Stitches are charged per started tier of this size above the free ones. */
export const EMBROIDERY_STITCH_TIER = 1_000;

/** R-9-63 Number of charged 1000-stitch tiers for a stitch count (a started tier counts). */
export const stitchTiers = (stitches: number): number =>
  Math.max(0, Math.ceil((stitches - EMBROIDERY_FREE_STITCHES) / EMBROIDERY_STITCH_TIER));
