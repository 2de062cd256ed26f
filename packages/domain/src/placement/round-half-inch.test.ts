import { describe, expect, it } from 'vitest';
import { inches } from '../units/units.ts';
import { roundToHalfInch } from './round-half-inch.ts';

describe('roundToHalfInch', () => {
  it('R-5-64 garment artwork sizes are rounded to the nearest half inch', () => {
    expect(roundToHalfInch(inches(11.2))).toBe(11);
    expect(roundToHalfInch(inches(11.3))).toBe(11.5);
    expect(roundToHalfInch(inches(11.74))).toBe(11.5);
    expect(roundToHalfInch(inches(11.75))).toBe(12);
    expect(roundToHalfInch(inches(14))).toBe(14);
  });
});
