import { EMBROIDERY_SIDES, PRINT_SIDES } from '../catalog/print-sides.ts';
import { CASE_PLACEMENTS, casePlacementPreset, isCasePlacement } from '../design/case-placement.ts';
import type { DesignDraftType, ElementPlace, PrintType } from '../entities/entities.ts';
import {
  CASE_ARTWORK_MAX,
  EMBROIDERY_PRODUCT_KINDS,
  type EmbroideryProductKind,
  embroideryMax,
  garmentArtworkMax,
  MUG_ARTWORK_MAX,
  type Size,
} from '../placement/artwork-maximums.ts';
import { MUG_PLACES } from '../placement/mug-element-place.ts';
import { PLACEMENT_NAMES, type PlacementName } from '../placement/placement-presets.ts';
import { rotationModeFor } from '../placement/rotated-bounds.ts';
import { inches } from '../units/units.ts';

/** One side the editor shows: its print area (to scale), the artwork maximum and what gestures it allows. */
export interface EditorSide {
  key: string;
  label: string;
  area: Size;
  max: Size | null;
  presets: readonly PlacementName[];
  /** Whether artwork may turn here (R-3-31 `rotate`), and whether by any degree or quarter turns only. */
  allowRotation: boolean;
  freeRotation: boolean;
  /** O-3-15 where on a mug's wrap an element can sit (empty: the product has no places). */
  places: readonly ElementPlace[];
  roundHalfInch: boolean;
  /** The element is fixed by the product (poster width = 1, R-5-31). */
  locked: boolean;
}

/** What the editor needs of a catalogue product and the chosen print type. */
export interface EditorProduct {
  type: DesignDraftType;
  printType: PrintType;
  /** The product's print areas per side, inches (catalogue R-3-04). */
  printAreas: Readonly<Record<string, { width: number; height: number }>>;
  /** properties.embroideryKind of the catalogue (hat, shirt, backpack ...); shirt when absent. */
  embroideryKind?: string | null;
}

const SIDE_LABELS: Record<string, string> = {
  front: 'Front',
  back: 'Back',
  left: 'Left',
  right: 'Right',
  'front-left': 'Front left',
  'front-right': 'Front right',
  'sleeve-left': 'Left sleeve',
  'sleeve-right': 'Right sleeve',
};
export const sideLabel = (key: string): string => SIDE_LABELS[key] ?? key;

const isEmbroideryKind = (k: unknown): k is EmbroideryProductKind =>
  typeof k === 'string' && (EMBROIDERY_PRODUCT_KINDS as readonly string[]).includes(k);

/** Sleeves take the left/right garment maximum (R-5-40) and the shirt sleeve embroidery maximum (R-5-49). */
const garmentSideKey = (key: string) =>
  key === 'sleeve-left' ? 'left' : key === 'sleeve-right' ? 'right' : key;

/** R-5-32..52 The artwork maximum for a side of a product, per print type; null when none is set. */
export function artworkMaxFor(product: EditorProduct, key: string): Size | null {
  switch (product.type) {
    case 'Garment': {
      if (product.printType === 'embr') {
        const kind = isEmbroideryKind(product.embroideryKind) ? product.embroideryKind : 'shirt';
        return embroideryMax(kind, key) ?? embroideryMax(kind, garmentSideKey(key));
      }
      return garmentArtworkMax(garmentSideKey(key));
    }
    case 'Mug':
      return MUG_ARTWORK_MAX;
    case 'Case':
      return CASE_ARTWORK_MAX;
    case 'Poster':
      return null;
  }
}

/** Side order on screen: the print sides of R-3-71, then the embroidery-only ones (R-3-72); others last. */
const SIDE_ORDER: readonly string[] = [...PRINT_SIDES, ...EMBROIDERY_SIDES];
const rank = (key: string) => {
  const i = SIDE_ORDER.indexOf(key);
  return i < 0 ? SIDE_ORDER.length : i;
};

/**
 * The sides of a product as the editor draws them: the catalogue's print areas with the spec's maximums, front
 * first (stored documents do not keep key order).
 */
export function editorSides(product: EditorProduct): EditorSide[] {
  const entries = Object.entries(product.printAreas).sort(([a], [b]) => rank(a) - rank(b));
  const rotation = rotationModeFor(product.type, product.printType);
  return entries.map(([key, a]) => ({
    key,
    label: product.type === 'Mug' ? 'Wrap' : sideLabel(key),
    area: { width: inches(a.width), height: inches(a.height) },
    max: artworkMaxFor(product, key),
    presets: product.type === 'Poster' ? ['center-full'] : PLACEMENT_NAMES,
    allowRotation: rotation !== 'none',
    freeRotation: rotation === 'free',
    places: product.type === 'Mug' ? MUG_PLACES : [],
    // R-5-64 garment sizes are rounded to the nearest half inch.
    roundHalfInch: product.type === 'Garment',
    locked: product.type === 'Poster',
  }));
}

/** R-9-66 / O-5-24: the preset a case placement stands for, at a width share. */
export function casePreset(placement: string | null | undefined, width: number): PlacementName {
  return casePlacementPreset(isCasePlacement(placement) ? placement : CASE_PLACEMENTS[1], width);
}
