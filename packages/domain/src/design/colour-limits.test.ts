import { describe, expect, it } from 'vitest';
import {
  colourLimit,
  colourLimitIssues,
  EMBROIDERY_COLOUR_LIMIT,
  EMBROIDERY_FREE_STITCHES,
  EMBROIDERY_STITCH_TIER,
  SCREENPRINT_COLOUR_LIMIT,
  stitchTiers,
} from './colour-limits.ts';

const colours = (n: number) => ({ colors: { matched: Array.from({ length: n }, (_, i) => `c${i}`) } });

describe('colour limits', () => {
  it('R-5-18 screenprint colour limit 8', () => {
    expect(SCREENPRINT_COLOUR_LIMIT).toBe(8);
    expect(colourLimit('screenprint')).toBe(8);
    expect(colourLimitIssues('screenprint', { front: colours(8) })).toEqual([]);
    expect(colourLimitIssues('screenprint', { front: colours(9) })).toEqual([
      {
        path: 'sides.front.colors.matched',
        message: 'Side front uses 9 colours; the limit is 8.',
        code: 'too_many_colors',
      },
    ]);
  });
  it('R-5-19 embroidery colour limit 15', () => {
    expect(EMBROIDERY_COLOUR_LIMIT).toBe(15);
    expect(colourLimitIssues('embr', { front: colours(15) })).toEqual([]);
    expect(colourLimitIssues('embr', { front: colours(16) })).toHaveLength(1);
    expect(colourLimitIssues('dtg', { front: colours(40) })).toEqual([]);
  });
  it('R-9-63 embroidery: 10000 free stitches, then tiers of 1000 stitches', () => {
    expect(EMBROIDERY_FREE_STITCHES).toBe(10000);
    expect(EMBROIDERY_STITCH_TIER).toBe(1000);
    expect(stitchTiers(10000)).toBe(0);
    expect(stitchTiers(10001)).toBe(1);
    expect(stitchTiers(12000)).toBe(2);
    expect(stitchTiers(12001)).toBe(3);
  });
});
