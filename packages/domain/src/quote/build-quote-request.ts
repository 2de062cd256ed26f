import { consideredShipments } from '../cart/considered-shipments.ts';
import { isPosterVariation, POSTER_FORMATS } from '../design/poster-size.ts';
import { placedSides } from '../pricing/placed-area.ts';
import type { Address, Cart, DesignDraft, Printable, Side } from '../entities/entities.ts';
import type { QuotablePrintablesOptions } from './quote-printables.ts';
import { quotablePrintables } from './quote-printables.ts';
import type {
  EmbroiderySideDetails,
  QuoteDetails,
  QuoteItemFeatures,
  QuoteProduct,
  QuoteRequest,
  QuoteRequestItem,
} from './quote-request.ts';

/** Which cart item a request item (or a removal) stands for. */
export interface QuoteItemRef {
  shipmentId: string;
  printableId: string;
}

export interface BuildQuoteOptions extends QuotablePrintablesOptions {
  /** O-3-27: stitch count of an embroidered side, when known (sides without one are left to the server). */
  stitchCount?: (draft: DesignDraft, sideName: string) => number | null | undefined;
  /** O-3-28: front dimensions (inches) of a poster draft; defaults to the poster table of design/poster-size.ts. */
  posterDimensions?: (draft: DesignDraft) => { width: number; height: number } | null | undefined;
}

export interface BuiltQuoteRequest {
  request: QuoteRequest;
  /** refs[i] is the cart item behind request.items[i]; the answer's breakdown follows the same order. */
  refs: QuoteItemRef[];
  /** O-5-75: items with zero total quantity, to be removed from their shipments. */
  removals: QuoteItemRef[];
}

/** O-3-28: a poster's printed width x height from its variation (O-5-20), null for an unknown variation. */
export function posterFrontDimensions(draft: DesignDraft): { width: number; height: number } | null {
  const size = draft.variation?.size;
  if (!isPosterVariation(size)) return null;
  const { width, height } = POSTER_FORMATS[size];
  return { width, height };
}

const hasElements = (side: Side): boolean => side.elements.length > 0;

/** Number of ink colours a screenprinted side needs: its matched colours, at least one. */
const screenColours = (side: Side): number => Math.max(1, side.colors?.matched?.length ?? 0);

/**
 * O-3-26: per side the count of colours; 1 for dtg and embr. Sublimation-style types (mug, case, poster) print
 * full colour in one pass and count as 1 as well.
 */
export function sideColourCounts(draft: DesignDraft): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const [name, side] of Object.entries(draft.sides)) {
    if (!hasElements(side)) continue;
    // Only screenprint pays per ink colour; dtg and embr (and full-colour types) count 1.
    counts[name] = draft.printType === 'screenprint' ? screenColours(side) : 1;
  }
  return counts;
}

function quoteDetails(
  draft: DesignDraft,
  options: Pick<BuildQuoteOptions, 'stitchCount' | 'posterDimensions'>,
): QuoteDetails | undefined {
  if (draft.printType === 'embr' && options.stitchCount) {
    const sides: Record<string, EmbroiderySideDetails> = {};
    for (const [name, side] of Object.entries(draft.sides)) {
      const stitchCount = hasElements(side) ? options.stitchCount(draft, name) : null;
      if (stitchCount != null) sides[name] = { stitchCount, colors: screenColours(side) };
    }
    return Object.keys(sides).length > 0 ? { embroidery: { sides } } : undefined;
  }
  if (draft.type === 'Poster') {
    const front = (options.posterDimensions ?? posterFrontDimensions)(draft);
    return front ? { poster: { front } } : undefined;
  }
  return undefined;
}

export interface PrintableQuoteInput {
  printable: Printable;
  draft: DesignDraft;
  products: QuoteProduct[];
  address: Address | null;
  features?: QuoteItemFeatures;
  options: Pick<BuildQuoteOptions, 'stitchCount' | 'posterDimensions'>;
  /** Price the draft's sides as they are even when it names a saved design (the editor, mid-edit). */
  bySides?: boolean;
}

/**
 * O-3-24..28: the quote item of one printable with its draft: print type, products, address, features, the saved
 * design (or the sides' colour counts) and the details its print type needs. The one builder of a quote item:
 * the cart's review, quantities and shipping steps (through buildQuoteRequest) and the editor's unit price use it,
 * so they price the same thing. Null when the printable has no product or the draft no print type.
 */
export function printableQuoteItem(input: PrintableQuoteInput): QuoteRequestItem | null {
  const { printable, draft, options } = input;
  if (!draft.printType || !printable.productIdentifier || input.products.length === 0) return null;
  const base = {
    type: draft.printType,
    products: input.products,
    address: input.address,
    ...(input.features ? { features: input.features } : {}),
  };
  const details = quoteDetails(draft, options);
  if (draft.designId && !input.bySides)
    return { ...(details ? { ...base, quoteDetails: details } : base), designId: draft.designId };
  // Priced by its sides: DTG is priced by the area its artwork covers, so the item carries what is placed (the
  // engine measures it as it measures a saved design; without it the whole print area would be priced).
  const bySides =
    draft.printType === 'dtg' ? { ...(details ?? {}), placed: placedSides(draft.sides) } : details;
  return { ...(bySides ? { ...base, quoteDetails: bySides } : base), sides: sideColourCounts(draft) };
}

/**
 * O-3-24..28 / O-5-72..76: the bulk quote request for a cart: one item per quotable printable per considered
 * shipment (single mode: the first only), products per size with a quantity above 0. Items whose total is 0
 * are skipped and flagged for removal; printables without a product or print type cannot be priced and are
 * left out.
 */
export function buildQuoteRequest(cart: Cart, options: BuildQuoteOptions): BuiltQuoteRequest {
  const printables = new Map(quotablePrintables(cart, options).map((p) => [p.id, p]));
  const drafts = new Map(cart.designDrafts.map((d) => [d.id, d]));
  const items: QuoteRequestItem[] = [];
  const refs: QuoteItemRef[] = [];
  const removals: QuoteItemRef[] = [];

  for (const shipment of consideredShipments(cart)) {
    for (const item of shipment.items) {
      const printable = printables.get(item.printableId);
      if (!printable) continue;
      const ref = { shipmentId: shipment.id, printableId: printable.id };
      const products = Object.entries(item.quantities)
        .filter(([, quantity]) => quantity > 0)
        .map(([size, quantity]) => ({
          id: printable.productIdentifier ?? '',
          quantity,
          size,
          color: printable.color ?? '',
        }));
      if (products.length === 0) {
        removals.push(ref);
        continue;
      }
      const draft = printable.designDraftId == null ? undefined : drafts.get(printable.designDraftId);
      const quoted = draft
        ? printableQuoteItem({
            printable,
            draft,
            products,
            address: shipment.address,
            features: {
              shipping: shipment.shippingMethod ?? cart.features.shipping ?? null,
              shippingBilling: cart.shippingBilling ?? null,
              rushOrder: cart.features.rushOrder,
              foldPoly: cart.features.foldPoly,
            },
            options,
          })
        : null;
      if (!quoted) continue;
      items.push(quoted);
      refs.push(ref);
    }
  }

  const request: QuoteRequest = { items, sla: true };
  if (cart.pricingTier) request.data = { pricingTier: cart.pricingTier };
  return { request, refs, removals };
}
