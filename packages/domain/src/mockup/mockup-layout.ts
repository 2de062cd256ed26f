import type { Side } from '../entities/entities.ts';

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

export interface PlacedElement {
  artworkId: string;
  left: number;
  top: number;
  width: number;
  height: number;
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
 * height follows the artwork's aspect (capped by the area), horizontal from the position code, vertical from the
 * top or bottom offset in inches (element offset first, then the side's platen offset; centred when a flat
 * product gives none). Everything is kept inside the print area.
 */
export function placeElements(
  side: Side,
  area: MockupArea,
  aspectOf: (artworkId: string) => number | undefined,
  garment: boolean,
): PlacedElement[] {
  const { box } = area;
  const pxPerInch = box.height / area.height;
  const out: PlacedElement[] = [];
  for (const el of side.elements ?? []) {
    if (!el.artworkId) continue;
    const fraction = clamp(el.width ?? 1, 0.01, 1);
    let w = fraction * box.width;
    const aspect = el.aspect ?? aspectOf(el.artworkId) ?? 1;
    let h = w * aspect;
    if (h > box.height) {
      w = (w * box.height) / h;
      h = box.height;
    }
    const share = HORIZONTAL[(el.position?.horizontal ?? 'C').trim().toLowerCase()] ?? 0.5;
    const left = clamp(box.x + share * box.width - share * w, box.x, box.x + box.width - w);
    const offset = el.position?.offset ?? side.platen?.offset ?? null;
    let top: number;
    if (offset?.top != null) top = box.y + offset.top * pxPerInch;
    else if (offset?.bottom != null) top = box.y + box.height - offset.bottom * pxPerInch - h;
    else top = garment ? box.y : box.y + (box.height - h) / 2;
    top = clamp(top, box.y, box.y + box.height - h);
    out.push({
      artworkId: el.artworkId,
      left: Math.round(left),
      top: Math.round(top),
      width: Math.max(1, Math.round(w)),
      height: Math.max(1, Math.round(h)),
    });
  }
  return out;
}
