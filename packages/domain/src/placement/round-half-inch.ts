import { type Inches, inches } from '../units/units.ts';

/** R-5-64 Garment artwork sizes are rounded to the nearest half inch (halves of a half round up). */
export const roundToHalfInch = (length: Inches): Inches => inches(Math.round(length * 2) / 2);
