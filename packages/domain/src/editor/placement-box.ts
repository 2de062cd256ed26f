import type { Size } from '../placement/artwork-maximums.ts';
import type { PlaceRegion } from '../placement/mug-element-place.ts';
import type { Placement } from '../placement/placement-presets.ts';
import { normaliseDegrees, rotatedSize } from '../placement/rotated-bounds.ts';
import { type Degrees, degrees, type Inches, inches } from '../units/units.ts';

/**
 * Where an artwork sits on a print area, in inches from the area's top-left corner. `width`/`height` are the
 * artwork's own (unrotated) size; rotation turns it clockwise about its centre, in degrees [0, 360)
 * (quarter turns only on some products, R-3-83 / R-3-84; docs/decisions/element-rotation.md).
 */
export interface Box {
  left: Inches;
  top: Inches;
  width: Inches;
  height: Inches;
  rotation: Degrees;
}

/** A point on the print area, inches from its top-left corner. */
export interface InchPoint {
  x: Inches;
  y: Inches;
}

/** Rotation normalised to 0, 90, 180 or 270 (the editor turns in quarter turns only). */
export const quarterTurn = (rotation: number): Degrees =>
  degrees((((Math.round(rotation / 90) * 90) % 360) + 360) % 360);

/** The axis-aligned size a box covers once rotated: a quarter turn swaps width and height exactly. */
export function boundingSize(box: Pick<Box, 'width' | 'height' | 'rotation'>): Size {
  return rotatedSize(box.width, box.height, box.rotation);
}

/** Centre of a box (rotation about the centre does not move it). */
export const boxCenter = (box: Box): InchPoint => ({
  x: inches(box.left + box.width / 2),
  y: inches(box.top + box.height / 2),
});

/** The box's covered rectangle (after rotation), inches from the area's top-left. */
export function boundingRect(box: Box): { left: Inches; top: Inches; right: Inches; bottom: Inches } {
  const c = boxCenter(box);
  const b = boundingSize(box);
  return {
    left: inches(c.x - b.width / 2),
    top: inches(c.y - b.height / 2),
    right: inches(c.x + b.width / 2),
    bottom: inches(c.y + b.height / 2),
  };
}

/**
 * The bound an artwork must stay inside: the print area (or the band of it the element's place covers, O-3-15),
 * and the artwork maximum where one applies (R-5-32..52).
 */
export function placementBound(area: Size, max: Size | null | undefined, region?: PlaceRegion | null): Size {
  const width = region ? Math.min(region.width, area.width) : area.width;
  if (!max) return { width: inches(width), height: area.height };
  return {
    width: inches(Math.min(width, max.width)),
    height: inches(Math.min(area.height, max.height)),
  };
}

const clamp = (n: number, lo: number, hi: number) => Math.min(Math.max(n, lo), Math.max(lo, hi));

/**
 * Keeps a placement inside the print area: shrinks it (keeping its aspect) until its rotated size fits the area
 * (or its place's band) and the artwork maximum, then slides it back inside. The result never leaves the area,
 * at any angle (property-tested).
 */
export function clampBox(box: Box, area: Size, max?: Size | null, region?: PlaceRegion | null): Box {
  const bound = placementBound(area, max, region);
  const rotation = normaliseDegrees(box.rotation);
  const b = boundingSize({ ...box, rotation });
  const scale = Math.min(1, bound.width / b.width, bound.height / b.height);
  const width = box.width * scale;
  const height = box.height * scale;
  const bw = b.width * scale;
  const bh = b.height * scale;
  const c = boxCenter(box);
  const x0 = region ? region.left : 0;
  const x1 = region ? Math.min(area.width, region.left + region.width) : area.width;
  const cx = clamp(c.x, x0 + bw / 2, x1 - bw / 2);
  const cy = clamp(c.y, bh / 2, area.height - bh / 2);
  return {
    left: inches(cx - width / 2),
    top: inches(cy - height / 2),
    width: inches(width),
    height: inches(height),
    rotation,
  };
}

/** True when the box's covered rectangle lies within the area or band (a tolerance absorbs float rounding). */
export function isInsideArea(box: Box, area: Size, epsilon = 1e-9, region?: PlaceRegion | null): boolean {
  const r = boundingRect(box);
  const x0 = region ? region.left : 0;
  const x1 = region ? region.left + region.width : area.width;
  return (
    r.left >= x0 - epsilon &&
    r.top >= -epsilon &&
    r.right <= x1 + epsilon &&
    r.bottom <= area.height + epsilon
  );
}

/** A preset placement (fractions and centre percent from placementPreset) as a box in inches. */
export function presetToBox(placement: Placement, area: Size): Box {
  const width = placement.width * area.width;
  const height = placement.height * area.height;
  const cx = (placement.center.horizontal / 100) * area.width;
  const cy = (placement.center.vertical / 100) * area.height;
  return {
    left: inches(cx - width / 2),
    top: inches(cy - height / 2),
    width: inches(width),
    height: inches(height),
    rotation: degrees(0),
  };
}

/** A box of the given width (inches) with the artwork aspect (height / width) centred on the area. */
export function centredBox(width: Inches, aspectHW: number, area: Size): Box {
  const height = width * aspectHW;
  return {
    left: inches((area.width - width) / 2),
    top: inches((area.height - height) / 2),
    width,
    height: inches(height),
    rotation: degrees(0),
  };
}
