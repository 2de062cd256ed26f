import type { Side } from '../entities/entities.ts';
import { placeRegion } from '../placement/mug-element-place.ts';
import { normaliseDegrees, rotatedSize } from '../placement/rotated-bounds.ts';
import { inches } from '../units/units.ts';

/** A rectangle in template pixels. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A print area: its rectangle on the template and its size in inches. */
export interface MockupArea {
  box: Box;
  width: number;
  height: number;
}

/**
 * An element on the template: `left`/`top`/`width`/`height` are the artwork's own upright box, turned by
 * `rotation` degrees clockwise about its centre when drawn.
 */
export interface PlacedElement {
  artworkId: string;
  left: number;
  top: number;
  width: number;
  height: number;
  rotation: number;
}

/** Horizontal codes (R-3: L, R, C, LC, RC) and location words -> centre of the artwork as a share of the width. */
const HORIZONTAL: Record<string, number> = {
  c: 0.5,
  center: 0.5,
  centre: 0.5,
  cf: 0.5,
  bc: 0.5,
  l: 0,
  left: 0,
  r: 1,
  right: 1,
  lc: 0.25,
  'left-center': 0.25,
  'center-left': 0.25,
  'left-pocket': 0.25,
  rc: 0.75,
  'right-center': 0.75,
  'center-right': 0.75,
  'right-pocket': 0.75,
};

const clamp = (v: number, lo: number, hi: number) => Math.min(Math.max(v, lo), Math.max(lo, hi));

/**
 * Where each element of a side lands on the product template: width is a fraction of the print-area width,
 * height follows the artwork's aspect, turned by the element's rotation about its centre. The covered rectangle
 * of the turned artwork (capped by the area) is what the codes and offsets place: horizontal from the position
 * code within the element's place (a mug's left or right half, O-3-15, when `wrap`; else the whole width),
 * vertical from the top or bottom offset in inches (element offset first, then the side's platen offset;
 * centred when a flat product gives none). Everything is kept inside the print area, as the editor does
 * (packages/domain/src/editor/editor-element.ts).
 */
export function placeElements(
  side: Side,
  area: MockupArea,
  aspectOf: (artworkId: string) => number | undefined,
  garment: boolean,
  wrap = false,
): PlacedElement[] {
  const { box } = area;
  const pxPerInch = box.height / area.height;
  const out: PlacedElement[] = [];
  for (const el of side.elements ?? []) {
    if (!el.artworkId) continue;
    const rotation = normaliseDegrees(el.rotation ?? 0);
    const region = placeRegion(wrap ? el.elementPlace : null, {
      width: inches(area.width),
      height: inches(area.height),
    });
    const bandX = box.x + (region.left / area.width) * box.width;
    const bandW = (region.width / area.width) * box.width;
    const fraction = clamp(el.width ?? 1, 0.01, 1);
    let w = fraction * box.width;
    const aspect = el.aspect ?? aspectOf(el.artworkId) ?? 1;
    let h = w * aspect;
    let cover = rotatedSize(w, h, rotation);
    const fit = Math.min(1, bandW / cover.width, box.height / cover.height);
    if (fit < 1) {
      w *= fit;
      h *= fit;
      cover = rotatedSize(w, h, rotation);
    }
    const share = HORIZONTAL[(el.position?.horizontal ?? 'C').trim().toLowerCase()] ?? 0.5;
    const coverLeft = clamp(bandX + share * (bandW - cover.width), bandX, bandX + bandW - cover.width);
    const offset = el.position?.offset ?? side.platen?.offset ?? null;
    let top: number;
    if (offset?.top != null) top = box.y + offset.top * pxPerInch;
    else if (offset?.bottom != null) top = box.y + box.height - offset.bottom * pxPerInch - cover.height;
    else top = garment ? box.y : box.y + (box.height - cover.height) / 2;
    top = clamp(top, box.y, box.y + box.height - cover.height);
    out.push({
      artworkId: el.artworkId,
      left: Math.round(coverLeft + (cover.width - w) / 2),
      top: Math.round(top + (cover.height - h) / 2),
      width: Math.max(1, Math.round(w)),
      height: Math.max(1, Math.round(h)),
      rotation,
    });
  }
  return out;
}
