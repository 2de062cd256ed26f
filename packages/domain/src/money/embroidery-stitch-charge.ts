import { DomainError } from '../errors/domain-error.ts';
import type { Cents } from '../units/units.ts';
import { multiplyCents, sumCents } from './cents.ts';

/** R-9-63: stitches included free in an embroidered location. */
export const EMBROIDERY_FREE_STITCHES = 10_000;

/** R-9-63: stitches per charged tier beyond the free allowance. */
export const EMBROIDERY_STITCH_TIER = 1000;

/**
 * R-9-63: charged tiers for a stitch count: every started block of 1,000 stitches beyond the free 10,000 counts
 * as a whole tier (10,001 -> 1, 11,000 -> 1, 11,001 -> 2). See docs/decisions/embroidery-stitch-charge.md.
 */
export function embroideryStitchTiers(stitchCount: number): number {
  if (!Number.isSafeInteger(stitchCount) || stitchCount < 0) {
    throw new DomainError(
      'invalid_stitch_count',
      `Stitch count must be a non-negative integer, got ${stitchCount}`,
    );
  }
  return Math.ceil(Math.max(0, stitchCount - EMBROIDERY_FREE_STITCHES) / EMBROIDERY_STITCH_TIER);
}

/** R-9-63: the stitch charge of one embroidered location at a price per tier (the price list supplies it). */
export function embroideryStitchCharge(stitchCount: number, centsPerTier: number): Cents {
  return multiplyCents(centsPerTier, embroideryStitchTiers(stitchCount));
}

/** R-9-63 / O-3-27: the stitch charge of a design, each side (location) with its own free allowance. */
export function embroideryStitchChargeForSides(stitchCounts: readonly number[], centsPerTier: number): Cents {
  return sumCents(stitchCounts.map((n) => embroideryStitchCharge(n, centsPerTier)));
}
