import { describe, expect, it } from 'vitest';
import {
  effectiveDpi,
  inches,
  inchesToMm,
  MM_PER_INCH,
  millimetres,
  mmToInches,
  pixelsAt,
  px,
  dpi,
} from './units.ts';

describe('units', () => {
  it('R-9-69 25.4 mm per inch', () => {
    expect(MM_PER_INCH).toBe(25.4);
    expect(mmToInches(millimetres(254))).toBe(10);
    expect(inchesToMm(inches(2))).toBeCloseTo(50.8);
  });
  it('computes pixels needed and effective DPI', () => {
    expect(pixelsAt(inches(10), dpi(300))).toBe(3000);
    expect(effectiveDpi(px(1500), inches(10))).toBe(150);
    expect(effectiveDpi(px(1500), inches(0))).toBe(0);
  });
});
