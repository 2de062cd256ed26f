import { colourLimit, tooManyColoursMessage } from '../design/colour-limits.ts';
import { dstTooLarge } from '../design/dst-summary.ts';
import { estimatedSideStitches } from '../design/stitch-estimate.ts';
import { inches } from '../units/units.ts';
import type { Side } from '../entities/entities.ts';
import {
  dtgAreaTier,
  dtgPrice,
  embroideryPrice,
  flatPrice,
  type PrintingPrice,
  screenprintPrice,
} from './print-prices.ts';
import { placedSquareInches } from './placed-area.ts';
import { isFlatPrintType } from './quote-print-types.ts';
import type { EngineDesign, EngineItem, EngineProduct, QuoteContext } from './quote-types.ts';

/** Artwork printed below this resolution at its placed size gets a warning. */
export const LOW_DPI_WARNING = 150;

const hasElements = (side: Side | undefined): side is Side =>
  Array.isArray(side?.elements) && side.elements.length > 0;

/**
 * Quote step "price printing": the printing price of one item (flat types by variant; garment types from the
 * saved design's printed sides or the request's colour counts), reporting bad values and low-DPI artwork.
 */
export function printingOf(
  item: EngineItem,
  i: number,
  product: EngineProduct,
  pieces: number,
  ctx: QuoteContext,
  bad: (path: string, message: string) => void,
  warn: (message: string) => void,
): PrintingPrice | null {
  const { tables } = ctx;
  const at = `items[${i}]`;

  // Flat per piece: mugs by size, posters by poster size, sublimation by product (each falls back to "default").
  if (isFlatPrintType(item.type)) {
    const variant =
      item.type === 'mug'
        ? (item.products[0]?.size ?? '').toLowerCase()
        : item.type === 'poster'
          ? (product.posterSize ?? 'default')
          : item.type === 'sublimation'
            ? product.identifier
            : 'default';
    const price = flatPrice(tables, item.type, variant, pieces);
    if (!price) bad(`${at}.type`, `No ${item.type} price for ${variant}.`);
    return price;
  }

  // Garment print types: the printed sides, from the saved design or the request's side colour counts.
  let design: EngineDesign | undefined;
  if (item.designId) {
    design = ctx.design(item.designId);
    if (!design) {
      bad(`${at}.designId`, `Design ${item.designId} not found.`);
      return null;
    }
    if (design.printType !== item.type) {
      bad(`${at}.type`, `Design ${item.designId} is a ${design.printType} design, not ${item.type}.`);
      return null;
    }
  }
  const sideNames = design
    ? Object.keys(design.sides).filter((k) => hasElements(design!.sides[k]))
    : Object.keys(item.sides ?? {});
  if (sideNames.length === 0) {
    bad(`${at}.${design ? 'designId' : 'sides'}`, 'The item has no printed side.');
    return null;
  }
  for (const side of sideNames) {
    if (!product.printAreas[side]) bad(`${at}.sides.${side}`, `${product.name} has no ${side} print area.`);
  }

  const limit = colourLimit(item.type);
  for (const side of sideNames) {
    const n = coloursOf(item, design, side);
    if (!(n >= 1)) bad(`${at}.sides.${side}`, `Side ${side} needs at least 1 colour.`);
    else if (limit !== null && item.type === 'screenprint' && n > limit)
      bad(`${at}.sides.${side}`, tooManyColoursMessage(side, n, limit));
  }
  if (design) lowDpiWarnings(design, product, ctx, warn);

  if (item.type === 'screenprint')
    return screenprintPrice(
      tables,
      sideNames.map((side) => coloursOf(item, design, side)),
      pieces,
    );
  if (item.type === 'dtg') {
    const tiers = sideNames.map((side) =>
      dtgAreaTier(tables, sideSquareInches(item, design, side, product, ctx)),
    );
    return dtgPrice(tables, tiers, pieces);
  }
  // Embroidery: stitch counts from quoteDetails, else the saved design's DST artworks' real counts plus the
  // estimate of its other placed artwork (what the editor prices with); sides of neither are priced at the free
  // stitches. A DST stitched larger than the side's print area is refused.
  const details = item.quoteDetails?.embroidery?.sides ?? {};
  const stitches = sideNames.map((side) => {
    const d = details[side];
    if (d && limit !== null && d.colors > limit)
      bad(`${at}.quoteDetails.embroidery.sides.${side}.colors`, tooManyColoursMessage(side, d.colors, limit));
    const area = product.printAreas[side];
    if (!d && design && area) {
      const elements = (design.sides[side]?.elements ?? []).map((el) => {
        const art = el.artworkId ? ctx.artwork(el.artworkId) : undefined;
        const dst = art?.embroidery;
        if (dst) {
          const tooLarge = dstTooLarge(dst, { width: inches(area.width), height: inches(area.height) }, side);
          if (tooLarge) bad(`${at}.designId`, tooLarge);
        }
        return {
          width: el.width,
          aspect: el.aspect ?? (art && art.width > 0 ? art.height / art.width : 1),
          stitchCount: dst?.stitchCount ?? null,
        };
      });
      return estimatedSideStitches(elements, area);
    }
    if (!d) {
      warn(`No stitch count for the ${side} side: priced with ${tables.embroidery.freeStitches} stitches.`);
      return tables.embroidery.freeStitches;
    }
    return d.stitchCount;
  });
  return embroideryPrice(tables, stitches, pieces);
}

/** Ink colours of a printed side: the design's matched colours (at least 1), else the request's count. */
function coloursOf(item: EngineItem, design: EngineDesign | undefined, side: string): number {
  if (design) return Math.max(1, design.sides[side]?.colors?.matched?.length ?? 0);
  return item.sides?.[side] ?? 0;
}

/**
 * Square inches printed on a side: measured on the saved design, else on the placements the request carries (the
 * editor's draft), else the whole print area.
 */
function sideSquareInches(
  item: EngineItem,
  design: EngineDesign | undefined,
  side: string,
  product: EngineProduct,
  ctx: QuoteContext,
): number {
  const area = product.printAreas[side];
  if (!area) return 0;
  const elements = design ? (design.sides[side]?.elements ?? []) : item.quoteDetails?.placed?.[side];
  return placedSquareInches(elements, area, (id) => ctx.artwork(id));
}

const VECTOR = new Set(['svg', 'pdf', 'eps', 'dst']);

function lowDpiWarnings(
  design: EngineDesign,
  product: EngineProduct,
  ctx: QuoteContext,
  warn: (m: string) => void,
) {
  for (const [side, s] of Object.entries(design.sides)) {
    const area = product.printAreas[side];
    if (!area || !hasElements(s)) continue;
    for (const el of s.elements) {
      const art = el.artworkId ? ctx.artwork(el.artworkId) : undefined;
      if (!art || VECTOR.has(art.format) || !el.width) continue;
      const inches = el.width * area.width;
      const dpi = Math.floor(art.width / inches);
      if (dpi < LOW_DPI_WARNING) {
        warn(
          `The artwork on the ${side} side is ${dpi} DPI at its placed width of ${inches.toFixed(1)} in; ` +
            `${LOW_DPI_WARNING} DPI or more prints sharp. Upload a larger file or place it smaller.`,
        );
      }
    }
  }
}
