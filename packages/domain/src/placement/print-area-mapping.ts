import { type Fraction, fraction, type Inches, inches, type Px, px } from '../units/units.ts';

/** A print area as drawn on the canvas: its real size in inches and its on-screen width in pixels. */
export interface PrintAreaFrame {
  width: Inches;
  height: Inches;
  /** Canvas pixels the print-area width occupies; the height scales by the same factor. */
  widthPx: Px;
}

/** Canvas pixels per inch of a frame. */
export const pxPerInch = (frame: PrintAreaFrame): number => frame.widthPx / frame.width;

/** Canvas pixels -> inches on the product. Pure scaling, no rounding, so round trips are exact. */
export const toInches = (length: Px, frame: PrintAreaFrame): Inches => inches(length / pxPerInch(frame));

/** Inches on the product -> canvas pixels (sub-pixel; the canvas rounds when it draws). */
export const toPx = (length: Inches, frame: PrintAreaFrame): Px => px(length * pxPerInch(frame));

/** A fraction of the print-area width -> inches. */
export const widthFractionToInches = (f: Fraction, frame: PrintAreaFrame): Inches => inches(f * frame.width);

/** Inches -> a fraction of the print-area width (the unit element widths are stored in). */
export const inchesToWidthFraction = (length: Inches, frame: PrintAreaFrame): Fraction =>
  fraction(length / frame.width);

/** Rounds inches to 1/100 inch, the precision shown to users. */
export const toHundredths = (length: Inches): Inches => inches(Math.round(length * 100) / 100);
