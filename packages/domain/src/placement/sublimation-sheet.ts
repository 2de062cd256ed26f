import { type Inches, inches } from '../units/units.ts';

/** R-5-59 / R-5-60 Sheet widths of the sublimation printers (inches). */
export const WIDE_SHEET_WIDTH = inches(64);
export const NARROW_SHEET_WIDTH = inches(17);
/** A letter-size sheet (8.5 x 11 in), the one case of R-5-61. */
export const LETTER_SHEET_WIDTH = inches(8.5);
const LETTER_SHEET_HEIGHT = 11;

/** R-5-59 / R-5-60 Sheet width: 64 when the design is wider than 10 inches, otherwise 17. */
export const sublimationSheetWidth = (designWidth: Inches): Inches =>
  designWidth > 10 ? WIDE_SHEET_WIDTH : NARROW_SHEET_WIDTH;

/**
 * R-5-61..63 How many items fit on one sheet. On a letter sheet (width 8.5): (11 - 2) / (width + 0.25) times the
 * sides count; otherwise (sheet width - 4.5) / (width + 0.5). Partial items cannot be printed, so the count is
 * floored, and it is at least 1 (docs/decisions/max-sheet-items.md).
 */
export function maxSheetItems(sheetWidth: Inches, designWidth: Inches, sidesCount = 1): number {
  const raw =
    sheetWidth === LETTER_SHEET_WIDTH
      ? ((LETTER_SHEET_HEIGHT - 2) / (designWidth + 0.25)) * sidesCount
      : (sheetWidth - 4.5) / (designWidth + 0.5);
  return Math.max(1, Math.floor(raw));
}
