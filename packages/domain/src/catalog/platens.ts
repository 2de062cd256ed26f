import type { Size } from '../placement/artwork-maximums.ts';
import { inches } from '../units/units.ts';

const size = (width: number, height: number): Size => ({ width: inches(width), height: inches(height) });

/** R-3-88..94 Platen codes (width x height in inches, plus the hat platen). */
export const PLATEN_CODES = ['4x4', '4x16', '7x8', '10x12', '14x16', '16x20', 'HAT'] as const;
export type PlatenCode = (typeof PLATEN_CODES)[number];

/** R-9-72..78 Garment platens (inches). */
export const GARMENT_PLATENS = {
  full: size(14, 16),
  front: size(14, 16),
  back: size(14, 16),
  small: size(10, 12),
  sleeves: size(3.5, 3.5),
  'long-sleeve': size(3.5, 16),
  chest: size(3.5, 3.5),
  'hat-front': size(5, 2.75),
  swatch: size(6, 6),
} as const satisfies Record<string, Size>;

/** R-9-79..84 Platens of other products (inches). */
export const PRODUCT_PLATENS = {
  mug: size(8.8, 3.6),
  case: size(4, 6),
  poster: size(24, 36),
  'third-party-mask': size(8.29, 7.79),
  'kids-mask': size(6, 6.75),
  tumbler: size(10.38, 6.4),
} as const satisfies Record<string, Size>;

/** O-9-34 Offset of a long-sleeve print (inches), the default platen offset on the long-sleeve platen. */
export const LONG_SLEEVE_OFFSET = inches(8);

/** Size of a platen code; HAT is the hat-front platen of R-9-77. */
export function platenCodeSize(code: PlatenCode): Size {
  if (code === 'HAT') return GARMENT_PLATENS['hat-front'];
  const [w, h] = code.split('x').map(Number);
  return size(w ?? 0, h ?? 0);
}
