import type { Element } from '@platen/domain/entities/entities';
import type { EditorSide } from '@platen/domain/editor/editor-sides';
import { type Box, clampBox, presetToBox } from '@platen/domain/editor/placement-box';
import { type PlaceRegion, placeRegion } from '@platen/domain/placement/mug-element-place';
import { type PlacementName, placementPreset } from '@platen/domain/placement/placement-presets';
import type { Artwork } from './api/editor-api.ts';

/** O-3-15 The band an element's place covers on a side that offers places (mugs); null elsewhere. */
export function regionOf(side: EditorSide, e: Element): PlaceRegion | null {
  return side.places.length > 0 && e.elementPlace ? placeRegion(e.elementPlace, side.area) : null;
}

/** Height over width of an artwork (1 while its size is unknown). */
export function artAspect(art: Artwork | undefined): number {
  return art && art.width > 0 ? art.height / art.width : 1;
}

/** A preset's box on a side (spec aspect convention: width / height for both, docs/decisions/placement-presets.md). */
export function presetBoxFor(side: EditorSide, name: PlacementName, aspectHW: number): Box {
  const preset = placementPreset({
    placementName: name,
    printAreaAspect: side.area.width / side.area.height,
    artworkAspect: 1 / aspectHW,
  });
  const box = presetToBox(preset, side.area);
  // Full bleed covers the area (R-5-07); every other preset stays inside it and within the maximum.
  return name === 'center-full' && side.area.width / side.area.height < 1
    ? box
    : clampBox(box, side.area, side.max);
}
