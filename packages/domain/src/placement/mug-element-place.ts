import type { ElementPlace } from '../entities/entities.ts';
import { type Inches, inches } from '../units/units.ts';
import type { Size } from './artwork-maximums.ts';

/** O-3-15 The places a mug element can take, in the order the editor offers them. */
export const MUG_PLACES: readonly ElementPlace[] = ['left', 'right', 'full-wrap'];

/** Readable names of the places (the editor's choice labels). */
export const MUG_PLACE_LABELS: Readonly<Record<ElementPlace, string>> = {
  left: 'Left',
  right: 'Right',
  'full-wrap': 'Full wrap',
};

/** A horizontal band of a print area, inches from its left edge. */
export interface PlaceRegion {
  left: Inches;
  width: Inches;
}

/**
 * O-3-14 / O-3-15 The part of a mug's flat wrap an element's place covers (docs/decisions/mug-element-place.md):
 * `left` the left half as the wrap is laid out, `right` the right half, `full-wrap` (or no place, as designs
 * saved before places existed) the whole width. The element's horizontal code positions it inside this band.
 */
export function placeRegion(place: ElementPlace | null | undefined, area: Size): PlaceRegion {
  const half = inches(area.width / 2);
  if (place === 'left') return { left: inches(0), width: half };
  if (place === 'right') return { left: half, width: half };
  return { left: inches(0), width: area.width };
}
