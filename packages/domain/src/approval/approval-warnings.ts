import { GARMENT_PLATENS, PRODUCT_PLATENS } from '../catalog/platens.ts';
import { LOW_DPI } from '../design/artwork-print-size.ts';
import { allowedPrintTypes } from '../design/product-bans.ts';
import type { Element } from '../entities/entities.ts';
import { HORIZONTAL_ANCHORS } from '../editor/editor-element.ts';
import type { HorizontalCode } from '../placement/locations.ts';
import type { Size } from '../placement/artwork-maximums.ts';

/** What an approver must look at twice before approving. */
export type ApprovalWarningKind = 'larger-than-platen' | 'low-dpi' | 'dtg-warn';

/** One warning on an order item; `code` is what the approver acknowledges (stable for the same design). */
export interface ApprovalWarning {
  code: string;
  kind: ApprovalWarningKind;
  itemIndex: number;
  side: string | null;
  message: string;
}

/** One placed artwork at its printed size (inches) with its effective DPI (null for vectors or unknown pixels). */
export interface PlacedArtworkFacts {
  elementIndex: number;
  name: string;
  widthIn: number;
  heightIn: number;
  /** Top-left on the print area (inches); negative when the artwork spills over the area's edge. */
  leftIn: number;
  topIn: number;
  dpi: number | null;
}

/** One printed side of an item: its print area, the platen it is printed on, and what is placed there. */
export interface ApprovalSideFacts {
  side: string;
  area: Size | null;
  platen: Size | null;
  artworks: readonly PlacedArtworkFacts[];
}

/** What the warnings of one order item are computed from. */
export interface ApprovalItemFacts {
  itemIndex: number;
  printType: string | null;
  productTags: readonly string[];
  sides: readonly ApprovalSideFacts[];
}

/** Room for rounding: sizes show with one decimal. */
const TOLERANCE = 0.05;

const GARMENT_SIDE_PLATEN: Record<string, keyof typeof GARMENT_PLATENS> = {
  front: 'front',
  back: 'back',
  'sleeve-left': 'sleeves',
  'sleeve-right': 'sleeves',
  left: 'sleeves',
  right: 'sleeves',
};

/**
 * R-9-72..84 The platen a side of a product is printed on (inches), or null when the spec names none: garments by
 * side (front/back 14 x 16, sleeves 3.5 x 3.5), mugs, cases and posters by product.
 */
export function platenFor(productType: string, side: string): Size | null {
  if (productType === 'Garment') {
    const key = GARMENT_SIDE_PLATEN[side];
    return key ? GARMENT_PLATENS[key] : null;
  }
  const key = productType.toLowerCase();
  return key in PRODUCT_PLATENS ? PRODUCT_PLATENS[key as keyof typeof PRODUCT_PLATENS] : null;
}

/**
 * An element's printed size on a print area (its width is a fraction of the area's width; the height follows the
 * artwork's aspect) and its effective DPI from the artwork's pixel width.
 */
export function placedArtworkFacts(
  element: Element,
  elementIndex: number,
  area: Size,
  art: { name: string; pixelWidth: number | null; vector: boolean } | null,
): PlacedArtworkFacts | null {
  if (typeof element.width !== 'number' || element.width <= 0) return null;
  const widthIn = element.width * area.width;
  const heightIn = widthIn * (element.aspect ?? 1);
  const dpi = art && !art.vector && art.pixelWidth ? Math.floor(art.pixelWidth / widthIn) : null;
  const code = (element.position?.horizontal ?? 'C') as HorizontalCode;
  const leftIn = (HORIZONTAL_ANCHORS[code] ?? 0.5) * (area.width - widthIn);
  const offset = element.position?.offset;
  const topIn =
    typeof offset?.top === 'number'
      ? offset.top
      : typeof offset?.bottom === 'number'
        ? area.height - offset.bottom - heightIn
        : (area.height - heightIn) / 2;
  return {
    elementIndex,
    name: art?.name ?? element.fileName ?? 'Artwork',
    widthIn,
    heightIn,
    leftIn,
    topIn,
    dpi,
  };
}

const inchesText = (s: { width: number; height: number }) =>
  `${Number(s.width.toFixed(1))} x ${Number(s.height.toFixed(1))} in`;
const larger = (a: { widthIn: number; heightIn: number }, b: Size) =>
  a.widthIn > b.width + TOLERANCE || a.heightIn > b.height + TOLERANCE;

/**
 * The warnings an approver acknowledges before approving an item: artwork larger than the platen (or, where no
 * platen is known, the print area), artwork under LOW_DPI (150) at its printed size, and the R-5-26 dtg-warn
 * product tag on a DTG item.
 */
export function approvalWarnings(item: ApprovalItemFacts): ApprovalWarning[] {
  const n = item.itemIndex + 1;
  const out: ApprovalWarning[] = [];
  for (const s of item.sides) {
    const bound = s.platen ?? s.area;
    const boundName = s.platen ? 'the platen' : 'the print area';
    for (const a of s.artworks) {
      const at = `item ${n}, ${s.side}`;
      if (bound && larger(a, bound))
        out.push({
          code: `larger-than-platen:${item.itemIndex}:${s.side}:${a.elementIndex}`,
          kind: 'larger-than-platen',
          itemIndex: item.itemIndex,
          side: s.side,
          message: `${a.name} (${at}) is ${inchesText({ width: a.widthIn, height: a.heightIn })}: larger than ${boundName} (${inchesText(bound)}).`,
        });
      if (a.dpi !== null && a.dpi < LOW_DPI)
        out.push({
          code: `low-dpi:${item.itemIndex}:${s.side}:${a.elementIndex}`,
          kind: 'low-dpi',
          itemIndex: item.itemIndex,
          side: s.side,
          message: `${a.name} (${at}) prints at ${a.dpi} DPI, under ${LOW_DPI} DPI: it may print blurry.`,
        });
    }
  }
  if (item.printType === 'dtg')
    for (const w of allowedPrintTypes(item.productTags, ['dtg']).warnings)
      out.push({
        code: `${w.code}:${item.itemIndex}`,
        kind: 'dtg-warn',
        itemIndex: item.itemIndex,
        side: null,
        message: `Item ${n}: ${w.message}`,
      });
  return out;
}

/** The warnings among `warnings` that `acknowledged` (the codes the approver ticked) leaves out. */
export function unacknowledgedWarnings(
  warnings: readonly ApprovalWarning[],
  acknowledged: readonly string[],
): ApprovalWarning[] {
  const ticked = new Set(acknowledged);
  return warnings.filter((w) => !ticked.has(w.code));
}
