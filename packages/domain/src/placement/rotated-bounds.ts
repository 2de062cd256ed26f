import type { DesignDraftType, PrintType } from '../entities/entities.ts';
import { type Degrees, degrees } from '../units/units.ts';
import type { Size } from './artwork-maximums.ts';

/**
 * How an artwork may turn on a product (docs/decisions/element-rotation.md): `free` any whole degree (DTG and
 * screenprint garments), `quarter` the named rotations of R-3-83 / R-3-84 and their sum (embroidery, mugs,
 * cases), `none` where the product fixes the placement (posters fill the width, R-5-31).
 */
export type RotationMode = 'none' | 'quarter' | 'free';

/** Step of a keyboard turn per mode (shift: the fine step); a quarter-turn product always steps 90. */
export const ROTATION_STEP = { coarse: degrees(15), fine: degrees(1), quarter: degrees(90) } as const;

/** The rotation a product and print type allow (R-3-31 design-type `rotate`, R-3-83 / R-3-84). */
export function rotationModeFor(type: DesignDraftType, printType: PrintType): RotationMode {
  if (type === 'Poster') return 'none';
  if (type === 'Garment' && (printType === 'dtg' || printType === 'screenprint')) return 'free';
  return 'quarter';
}

/**
 * An angle in degrees (clockwise positive, as R-3-84 right = 90) normalised to [0, 360). Float noise below a
 * millionth of a degree is dropped so that 360 - 1e-12 reads as 0 and stored values stay short.
 */
export function normaliseDegrees(angle: number): Degrees {
  if (!Number.isFinite(angle)) return degrees(0);
  const d = Math.round((((angle % 360) + 360) % 360) * 1e6) / 1e6;
  return degrees(d >= 360 ? 0 : d);
}

/** An angle snapped to a step (15 for a shift-drag, 90 for quarter turns, 1 for a free turn), normalised. */
export const snapDegrees = (angle: number, step: number): Degrees =>
  normaliseDegrees(Math.round(angle / step) * step);

/** An angle snapped the way a product allows: quarter turns, whole degrees (free), or 0 (none). */
export function allowedRotation(angle: number, mode: RotationMode, step?: number): Degrees {
  if (mode === 'none') return degrees(0);
  if (mode === 'quarter') return snapDegrees(angle, 90);
  return snapDegrees(angle, step ?? 1);
}

/**
 * The axis-aligned size a `width` x `height` rectangle covers once turned about its centre. Quarter turns are
 * exact (no trigonometry), so the 90-degree case swaps the two sides to the last bit.
 */
export function rotatedSize(width: number, height: number, rotation: number): Size {
  const r = normaliseDegrees(rotation);
  if (r === 0 || r === 180) return { width, height } as Size;
  if (r === 90 || r === 270) return { width: height, height: width } as Size;
  const rad = (r * Math.PI) / 180;
  const c = Math.abs(Math.cos(rad));
  const s = Math.abs(Math.sin(rad));
  return { width: width * c + height * s, height: width * s + height * c } as Size;
}
