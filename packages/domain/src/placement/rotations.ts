import { type Degrees, degrees } from '../units/units.ts';

/** R-3-83 / R-3-84 Named rotations of an artwork (degrees, clockwise positive). */
export const ROTATIONS = { left: degrees(-90), right: degrees(90) } as const satisfies Record<
  string,
  Degrees
>;
export type RotationName = keyof typeof ROTATIONS;
