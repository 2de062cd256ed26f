import { type Inches, inches } from '../units/units.ts';

/** O-3-20: a box package. */
export interface BoxPackage {
  identifier: string;
  length: Inches;
  width: Inches;
  height: Inches;
}

const box = (identifier: string, length: number, width: number, height: number): BoxPackage => ({
  identifier,
  length: inches(length),
  width: inches(width),
  height: inches(height),
});

/** O-9-59..65: the standard boxes, length x width x height in inches. */
export const STANDARD_BOXES: readonly BoxPackage[] = [
  box('Box 1', 12, 9, 3),
  box('Box 2', 9, 9, 6),
  box('Box 3', 15.5, 12, 6),
  box('Box 4', 11.75, 14.75, 11),
  box('Box 5', 24, 19, 7),
  box('Box 6', 16.5, 22.75, 13.5),
  box('Box 7', 23.5, 16.5, 20.75),
];

/** Volume in cubic inches (for picking the smallest box that fits). */
export function boxVolume(b: BoxPackage): number {
  return b.length * b.width * b.height;
}
