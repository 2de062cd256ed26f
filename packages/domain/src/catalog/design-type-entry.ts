import type { Size } from '../placement/artwork-maximums.ts';
import { maxSheetItems, sublimationSheetWidth } from '../placement/sublimation-sheet.ts';
import type { Dpi, Inches } from '../units/units.ts';
import type { ProductType } from './product-kinds.ts';

/** R-3-34 Provider alias examples the spec names (side names at print providers). */
export const PROVIDER_ALIAS_EXAMPLES = ['collar', 'crotch', 'vamp-left', 'quarter-right'] as const;

/** R-3-33 A single-side design: the sides flow left or top, each optionally rotated 180 degrees. */
export interface SingleSideDesign {
  flow: 'left' | 'top';
  sides: { name: string; rotate?: 180 }[];
}

/** R-3-31 / R-3-32 A design-type (composition) entry. */
export interface DesignTypeEntry {
  name: string;
  productType: ProductType;
  /** A list of sides, or side -> size for dynamic sizes. */
  sides: string[] | Record<string, Size>;
  size: { width: Inches; height: Inches };
  dpi: Dpi;
  compositeDPI?: Dpi;
  isComposite?: boolean;
  dynamicSize?: boolean;
  singleSideDesign?: SingleSideDesign;
  overlayUrl?: string;
  overlayPosition?: { x: number; y: number };
  fullMask?: { url: string };
  providerAlias?: string;
  rotate?: number;
  allowTransparency?: boolean;
  minArtworkQuality?: number;
}

/** R-3-35 Minimum artwork quality for ornaments and phone cases. */
export const MIN_ARTWORK_QUALITY = { ornament: 100, 'phone-case': 100 } as const;

/** Number of sides of an entry whether its sides are a list or a map. */
export const sidesCount = (entry: Pick<DesignTypeEntry, 'sides'>): number =>
  Array.isArray(entry.sides) ? entry.sides.length : Object.keys(entry.sides).length;

/** R-3-36 An entry with its derived sheet fields. */
export type DesignTypeWithSheet = DesignTypeEntry & { sheetWidth: Inches; maxSheetItems: number };

/** R-3-36 Derive sheetWidth and maxSheetItems (R-5-59..63) from the entry's width and sides. */
export function withSheetFields(entry: DesignTypeEntry): DesignTypeWithSheet {
  const sheetWidth = sublimationSheetWidth(entry.size.width);
  return {
    ...entry,
    sheetWidth,
    maxSheetItems: maxSheetItems(sheetWidth, entry.size.width, Math.max(1, sidesCount(entry))),
  };
}
