import type { ElementPlace } from '../entities/entities.ts';
import type { Size } from '../placement/artwork-maximums.ts';
import { placeRegion } from '../placement/mug-element-place.ts';
import { rotatedSize } from '../placement/rotated-bounds.ts';
import { type Degrees, degrees, inches } from '../units/units.ts';
import { type Box, clampBox, placementBound } from './placement-box.ts';

/**
 * O-3-15 The box an artwork takes when the user picks a place on a mug (docs/decisions/mug-element-place.md):
 * as large as fits the place's band (left half, right half or the whole wrap) and the artwork maximum, centred
 * in the band both ways, keeping its turn. A full wrap of a wide artwork spans the whole wrap.
 */
export function mugPlaceBox(
  place: ElementPlace,
  aspectHW: number,
  area: Size,
  max: Size | null,
  rotation: Degrees = degrees(0),
): Box {
  const region = placeRegion(place, area);
  const bound = placementBound(area, max, region);
  const unit = rotatedSize(1, aspectHW, rotation);
  const width = Math.min(bound.width / unit.width, bound.height / unit.height);
  const height = width * aspectHW;
  const cx = region.left + region.width / 2;
  const cy = area.height / 2;
  return clampBox(
    {
      left: inches(cx - width / 2),
      top: inches(cy - height / 2),
      width: inches(width),
      height: inches(height),
      rotation,
    },
    area,
    max,
    region,
  );
}
