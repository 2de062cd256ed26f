import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error.ts';
import {
  EMBROIDERY_FREE_STITCHES,
  EMBROIDERY_STITCH_TIER,
  embroideryStitchCharge,
  embroideryStitchChargeForSides,
  embroideryStitchTiers,
} from './embroidery-stitch-charge.ts';

describe('embroidery stitch charge', () => {
  it('R-9-63 10000 free stitches, then tiers of 1000 stitches', () => {
    expect(EMBROIDERY_FREE_STITCHES).toBe(10000);
    expect(EMBROIDERY_STITCH_TIER).toBe(1000);
    expect(embroideryStitchTiers(0)).toBe(0);
    expect(embroideryStitchTiers(10_000)).toBe(0);
    expect(embroideryStitchTiers(10_001)).toBe(1); // a started tier counts
    expect(embroideryStitchTiers(11_000)).toBe(1);
    expect(embroideryStitchTiers(11_001)).toBe(2);
    expect(embroideryStitchTiers(25_500)).toBe(16);
  });

  it('R-9-63 charges whole tiers at the price per tier, per embroidered location', () => {
    expect(embroideryStitchCharge(9_000, 75)).toBe(0);
    expect(embroideryStitchCharge(12_500, 75)).toBe(225);
    // Front 12,500 (3 tiers) and sleeve 4,000 (free): each location has its own allowance.
    expect(embroideryStitchChargeForSides([12_500, 4_000], 75)).toBe(225);
  });

  it('R-9-63 rejects negative or fractional stitch counts', () => {
    expect(() => embroideryStitchTiers(-1)).toThrow(DomainError);
    expect(() => embroideryStitchTiers(10_000.5)).toThrow('non-negative integer');
  });
});
