import type { Element } from '../entities/entities.ts';
import type { Size } from '../placement/artwork-maximums.ts';
import { type HorizontalCode, hasBottomLocation } from '../placement/locations.ts';
import type { PlaceRegion } from '../placement/mug-element-place.ts';
import { toHundredths } from '../placement/print-area-mapping.ts';
import { normaliseDegrees, rotatedSize } from '../placement/rotated-bounds.ts';
import { degrees, type Inches, inches } from '../units/units.ts';
import { type Box, boundingRect, clampBox } from './placement-box.ts';

/**
 * Where each horizontal code (R-3-78) puts an artwork: the share of the free width (area width minus artwork
 * width) left of it. L is flush left, R flush right, C centred, LC/RC a quarter of the way in. The same rule
 * draws the server's mockups (packages/domain/src/mockup/mockup-layout.ts), so the editor shows what prints.
 */
export const HORIZONTAL_ANCHORS: Readonly<Record<HorizontalCode, number>> = {
  L: 0,
  LC: 0.25,
  C: 0.5,
  RC: 0.75,
  R: 1,
};
export const HORIZONTAL_ORDER: readonly HorizontalCode[] = ['L', 'LC', 'C', 'RC', 'R'];

/** The band codes are measured in: the element's place (a mug half, O-3-15) or the whole area. */
const band = (area: Size, region?: PlaceRegion | null): PlaceRegion =>
  region ?? { left: inches(0), width: area.width };

/**
 * The horizontal code nearest to where the artwork's covered rectangle sits (shown to users and stored on the
 * draft), measured within the element's place band when it has one.
 */
export function horizontalCodeOf(box: Box, area: Size, region?: PlaceRegion | null): HorizontalCode {
  const r = boundingRect(box);
  const b = band(area, region);
  const free = b.width - (r.right - r.left);
  if (free <= 1e-9) return 'C';
  const share = (r.left - b.left) / free;
  let best: HorizontalCode = 'C';
  for (const code of HORIZONTAL_ORDER) {
    if (Math.abs(HORIZONTAL_ANCHORS[code] - share) < Math.abs(HORIZONTAL_ANCHORS[best] - share)) best = code;
  }
  return best;
}

/** Moves the artwork sideways onto a horizontal code's position (the draft stores codes, not free positions). */
export function snapToCode(box: Box, area: Size, code?: HorizontalCode, region?: PlaceRegion | null): Box {
  const at = code ?? horizontalCodeOf(box, area, region);
  const r = boundingRect(box);
  const b = band(area, region);
  const coverWidth = r.right - r.left;
  const left = b.left + HORIZONTAL_ANCHORS[at] * Math.max(0, b.width - coverWidth);
  return { ...box, left: inches(box.left + (left - r.left)) };
}

/** The code next to the current one in a direction (keyboard nudges step through codes). */
export function neighbourCode(
  box: Box,
  area: Size,
  step: -1 | 1,
  region?: PlaceRegion | null,
): HorizontalCode {
  const i = HORIZONTAL_ORDER.indexOf(horizontalCodeOf(box, area, region));
  return HORIZONTAL_ORDER[Math.min(HORIZONTAL_ORDER.length - 1, Math.max(0, i + step))] ?? 'C';
}

/** Offsets of the artwork's covered rectangle from the top and bottom of the area, in hundredths of an inch. */
export function offsetsOf(
  box: Box,
  area: Size,
): { top: Inches; bottom: Inches; left: Inches; right: Inches } {
  const r = boundingRect(box);
  return {
    top: toHundredths(r.top),
    bottom: toHundredths(inches(area.height - r.bottom)),
    left: toHundredths(r.left),
    right: toHundredths(inches(area.width - r.right)),
  };
}

/** Offsets nearer the bottom are measured from the bottom (R-3-77); others from the top (collar, R-3-76). */
export function anchoredOffset(box: Box, area: Size): { top: number } | { bottom: number } {
  const o = offsetsOf(box, area);
  return o.bottom < o.top ? { bottom: o.bottom } : { top: o.top };
}

/**
 * The draft element fields a placement sets: width as a share of the area width, code (within the place band)
 * and offset, and the rotation in degrees when the artwork is turned (absent when upright, as before rotation
 * existed).
 */
export function placementFields(
  box: Box,
  area: Size,
  region?: PlaceRegion | null,
): Pick<Element, 'width' | 'aspect' | 'position' | 'rotation'> {
  const rotation = normaliseDegrees(box.rotation);
  const horizontal = horizontalCodeOf(box, area, region);
  // R-5-17: a chest code (LC, RC) has no bottom location, so its offset is kept from the top.
  const offset = hasBottomLocation(horizontal)
    ? anchoredOffset(box, area)
    : { top: offsetsOf(box, area).top };
  return {
    width: Math.round((box.width / area.width) * 1e6) / 1e6,
    aspect: box.height / box.width,
    position: { horizontal, offset },
    ...(rotation !== 0 ? { rotation } : {}),
  };
}

/**
 * A stored draft element back to a box: width from the share, height from the aspect, turned by its rotation;
 * its covered rectangle sideways at the code's position within the place band, the offset from top or bottom.
 * Kept inside the area.
 */
export function elementBox(
  element: Element,
  area: Size,
  fallbackAspect = 1,
  region?: PlaceRegion | null,
): Box | null {
  if (typeof element.width !== 'number' || element.width <= 0) return null;
  const width = element.width * area.width;
  const height = width * (element.aspect ?? fallbackAspect);
  const rotation = normaliseDegrees(element.rotation ?? 0);
  const cover = rotatedSize(width, height, rotation);
  const b = band(area, region);
  const code = (element.position?.horizontal ?? 'C') as HorizontalCode;
  const anchor = HORIZONTAL_ANCHORS[code] ?? 0.5;
  const offset = element.position?.offset;
  const coverTop =
    typeof offset?.top === 'number'
      ? offset.top
      : typeof offset?.bottom === 'number'
        ? area.height - offset.bottom - cover.height
        : (area.height - cover.height) / 2;
  const coverLeft = b.left + anchor * Math.max(0, b.width - cover.width);
  return clampBox(
    {
      left: inches(coverLeft + (cover.width - width) / 2),
      top: inches(coverTop + (cover.height - height) / 2),
      width: inches(width),
      height: inches(height),
      rotation: degrees(rotation),
    },
    area,
    null,
    region,
  );
}
