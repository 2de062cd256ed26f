import { describe, expect, it } from 'vitest';
import { inches } from '../units/units.ts';
import { LETTER_SHEET_WIDTH, maxSheetItems, sublimationSheetWidth } from './sublimation-sheet.ts';

describe('sublimation sheet', () => {
  it('R-5-59 sheet width 64 if the design width exceeds 10', () => {
    expect(sublimationSheetWidth(inches(10.01))).toBe(64);
    expect(sublimationSheetWidth(inches(45.503))).toBe(64);
  });
  it('R-5-60 sheet width 17 otherwise', () => {
    expect(sublimationSheetWidth(inches(10))).toBe(17);
    expect(sublimationSheetWidth(inches(4.08))).toBe(17);
  });
  it('R-5-61 letter sheet (width 8.5): (11 - 2) / (width + 0.25) x sides count, at least 1', () => {
    // 9 / 4.25 = 2.117.. x 2 sides = 4.23 -> 4
    expect(maxSheetItems(LETTER_SHEET_WIDTH, inches(4), 2)).toBe(4);
    // 9 / 2.25 = 4 exactly
    expect(maxSheetItems(LETTER_SHEET_WIDTH, inches(2), 1)).toBe(4);
    expect(maxSheetItems(LETTER_SHEET_WIDTH, inches(20), 1)).toBe(1);
  });
  it('R-5-62 other sheets: (sheet width - 4.5) / (width + 0.5), at least 1', () => {
    // (17 - 4.5) / 5.5 = 2.27 -> 2
    expect(maxSheetItems(inches(17), inches(5))).toBe(2);
    // (64 - 4.5) / 12.5 = 4.76 -> 4
    expect(maxSheetItems(inches(64), inches(12))).toBe(4);
    expect(maxSheetItems(inches(17), inches(16))).toBe(1);
  });
  it('R-5-63 max sheet items is floored to a whole count (decision max-sheet-items)', () => {
    expect(Number.isInteger(maxSheetItems(inches(17), inches(3.3)))).toBe(true);
    // (17 - 4.5) / 3.8 = 3.29 -> 3, never rounded up to a fourth item that would not fit
    expect(maxSheetItems(inches(17), inches(3.3))).toBe(3);
  });
});
