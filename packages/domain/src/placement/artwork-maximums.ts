import { type Inches, inches } from '../units/units.ts';

/** A width x height in inches. */
export interface Size {
  width: Inches;
  height: Inches;
}
const size = (width: number, height: number): Size => ({ width: inches(width), height: inches(height) });

/** R-5-32..40 Garment platen kinds that bound the front and back artwork. */
export const GARMENT_PLATEN_KINDS = ['standard', 'small', 'pocket', 'youth-pocket'] as const;
export type GarmentPlatenKind = (typeof GARMENT_PLATEN_KINDS)[number];

/** R-5-32..39 Garment artwork maximum per side and platen kind (inches, width x height). */
export const GARMENT_ARTWORK_MAX = {
  front: {
    standard: size(14, 16),
    small: size(10, 12),
    pocket: size(10, 10),
    'youth-pocket': size(10, 6),
  },
  back: {
    standard: size(14, 16),
    small: size(10, 12),
    pocket: size(14, 16),
    'youth-pocket': size(10, 12),
  },
} as const satisfies Record<'front' | 'back', Record<GarmentPlatenKind, Size>>;

/** R-5-40 Left and right sides: 4x4 whatever the platen. */
export const GARMENT_SIDE_ARTWORK_MAX = size(4, 4);

/** Garment artwork maximum for a side; null for a side without a known maximum. */
export function garmentArtworkMax(side: string, kind: GarmentPlatenKind = 'standard'): Size | null {
  if (side === 'front' || side === 'back') return GARMENT_ARTWORK_MAX[side][kind];
  if (side === 'left' || side === 'right') return GARMENT_SIDE_ARTWORK_MAX;
  return null;
}

/**
 * R-5-41 Screenprint chest and zipper rules. The spec gives front 14x4 for a chest print; for zip garments we
 * do not print across the zipper, so each half takes the 4x4 left/right maximum (docs/decisions/screenprint-chest-zipper.md).
 */
export const SCREENPRINT_CHEST_MAX = { front: size(14, 4) } as const;
export const SCREENPRINT_ZIPPER_MAX = { 'front-left': size(4, 4), 'front-right': size(4, 4) } as const;

/** Screenprint maximum on a chest-print or zip garment side; null where the side is not printable. */
export function screenprintSpecialMax(kind: 'chest' | 'zipper', side: string): Size | null {
  if (kind === 'chest') return side === 'front' ? SCREENPRINT_CHEST_MAX.front : null;
  return side === 'front-left' || side === 'front-right' ? SCREENPRINT_ZIPPER_MAX[side] : null;
}

/** R-5-42 Case artwork maximum. */
export const CASE_ARTWORK_MAX = size(4, 6);
/** R-5-43 / R-9-86 Mug artwork maximum. */
export const MUG_ARTWORK_MAX = size(8.36, 3.48);

/** R-5-44..52 Embroidery product kinds. */
export const EMBROIDERY_PRODUCT_KINDS = ['hat', 'shirt', 'swatch', 'apron', 'backpack', 'pants'] as const;
export type EmbroideryProductKind = (typeof EMBROIDERY_PRODUCT_KINDS)[number];

/** R-5-44..52 Embroidery maximum per product kind and side (inches). */
export const EMBROIDERY_MAX: Readonly<Record<EmbroideryProductKind, Readonly<Record<string, Size>>>> = {
  hat: { front: size(5, 2.5), left: size(3, 3), right: size(3, 3), back: size(5, 2) },
  shirt: {
    front: size(4.5, 4.5),
    'front-left': size(4.5, 4.5),
    'front-right': size(4.5, 4.5),
    back: size(4.5, 4.5),
    'sleeve-left': size(3, 3),
    'sleeve-right': size(3, 3),
  },
  swatch: { front: size(5, 5) },
  apron: { front: size(4.5, 4.5) },
  backpack: { front: size(4.5, 4.5) },
  pants: { left: size(3, 3), right: size(3, 3) },
};

/** Embroidery maximum for a product kind and side; null when that side cannot be embroidered. */
export const embroideryMax = (kind: EmbroideryProductKind, side: string): Size | null =>
  EMBROIDERY_MAX[kind][side] ?? null;

/** True when an artwork of this size fits a maximum. */
export const fitsWithin = (artwork: Size, max: Size): boolean =>
  artwork.width <= max.width && artwork.height <= max.height;
