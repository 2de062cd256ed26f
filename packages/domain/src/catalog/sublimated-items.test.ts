import { describe, expect, it } from 'vitest';
import { CUTTING_BOARD_SIZES, EARRING_SIDES, EARRING_TYPES, METAL_PLATE_SIZES } from './sublimated-items.ts';

describe('sublimated items', () => {
  it('R-3-85 metal plate sizes', () => expect(METAL_PLATE_SIZES).toEqual(['8x12', '12x18', '16x24']));
  it('R-3-86 cutting board rectangles', () => expect(CUTTING_BOARD_SIZES).toEqual(['8x11', '11x16']));
  it('R-3-87 earring types circle and teardrop with sides right and left', () => {
    expect(EARRING_TYPES).toEqual(['circle', 'teardrop']);
    expect(EARRING_SIDES).toEqual(['right', 'left']);
  });
});
