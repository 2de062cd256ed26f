import { describe, expect, it } from 'vitest';
import { isSublimationColour, SUBLIMATION_COLOURS } from './sublimation-colours.ts';

describe('sublimation colours', () => {
  it('R-3-30 (decision sublimation-colours) 18 sublimation colours, each with a hex', () => {
    expect(SUBLIMATION_COLOURS).toHaveLength(18);
    expect(new Set(SUBLIMATION_COLOURS.map((c) => c.name)).size).toBe(18);
    for (const c of SUBLIMATION_COLOURS) expect(c.hex).toMatch(/^[0-9a-f]{6}$/);
    expect(isSublimationColour('white')).toBe(true);
    expect(isSublimationColour('chartreuse')).toBe(false);
  });
});
