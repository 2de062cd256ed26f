import { consideredShipments } from '../cart/considered-shipments.ts';
import type { Cart, DesignDraft, Printable } from '../entities/entities.ts';
import { type BuildQuoteOptions, printableQuoteItem } from './build-quote-request.ts';
import type { QuoteBreakdownEntry, QuoteRequestItem } from './quote-request.ts';

/** The quantities per size the cart holds for a printable, over its considered shipments. */
export function cartQuantitiesOf(cart: Cart, printableId: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const s of consideredShipments(cart))
    for (const item of s.items)
      if (item.printableId === printableId)
        for (const [size, n] of Object.entries(item.quantities)) if (n > 0) out[size] = (out[size] ?? 0) + n;
  return out;
}

export interface EditorQuoteInput {
  cart: Cart;
  printable: Printable;
  draft: DesignDraft;
  /** The quantity the user stated; null prices the quantities the cart holds (or one piece when it holds none). */
  statedQuantity: number | null;
  /** The size a stated quantity is priced in (a mug's chosen size, else the catalogue's first size). */
  defaultSize: string;
  options?: Pick<BuildQuoteOptions, 'stitchCount' | 'posterDimensions'>;
}

export interface EditorQuote {
  /**
   * The items to price: one per considered shipment holding the printable, with its sizes and quantities (the
   * review prices each shipment's item on its own, so the editor does too), or the stated quantity as one item.
   */
  items: QuoteRequestItem[];
  /** The first item: the quantity breaks are priced on it. */
  item: QuoteRequestItem;
  pieces: number;
  /** Where the quantity comes from: the cart's quantity step or the user's stated quantity. */
  source: 'cart' | 'stated';
}

/** Quantities per size of the printable in each considered shipment holding some of it. */
function shipmentQuantitiesOf(cart: Cart, printableId: string): [string, number][][] {
  return consideredShipments(cart)
    .map((s) =>
      s.items
        .filter((item) => item.printableId === printableId)
        .flatMap((item) => Object.entries(item.quantities).filter(([, n]) => n > 0)),
    )
    .filter((lines) => lines.length > 0);
}

/**
 * The editor's quote: the printable priced at the quantities the cart holds for it, one item per shipment as
 * the review prices it (so the editor's printing is the review's printing for the printable), or at a quantity
 * the user states; built by printableQuoteItem, the builder the review's quote uses, from the draft's sides as
 * they are now (with their placed artwork, so DTG is measured on it). Null when there is nothing to price yet
 * (no artwork, no print type).
 */
export function editorQuoteItem(input: EditorQuoteInput): EditorQuote | null {
  const { printable, draft } = input;
  if (!Object.values(draft.sides).some((s) => s.elements.length > 0)) return null;
  const inCart = shipmentQuantitiesOf(input.cart, printable.id);
  const source = input.statedQuantity === null && inCart.length > 0 ? 'cart' : 'stated';
  const groups: [string, number][][] =
    source === 'cart' ? inCart : [[[input.defaultSize, Math.max(1, Math.floor(input.statedQuantity ?? 1))]]];
  const items: QuoteRequestItem[] = [];
  for (const lines of groups) {
    const item = printableQuoteItem({
      printable,
      draft,
      products: lines.map(([size, quantity]) => ({
        id: printable.productIdentifier ?? '',
        quantity,
        size,
        color: printable.color ?? '',
      })),
      address: null,
      options: input.options ?? {},
      bySides: true,
    });
    if (!item) return null;
    items.push(item);
  }
  const [first] = items;
  if (!first) return null;
  const pieces = groups.flat().reduce((n, [, q]) => n + q, 0);
  return { items, item: first, pieces, source };
}

/** The same item priced at each quantity break (its first size only): one row of the break table each. */
export function quantityBreakItems(item: QuoteRequestItem, breaks: readonly number[]): QuoteRequestItem[] {
  const first = item.products[0];
  if (!first) return [];
  return breaks.map((quantity) => ({ ...item, products: [{ ...first, quantity }] }));
}

/** "1-23", "24-47", ..., "1000+": the ranges of sorted tier minimums. */
export function quantityBreakLabels(breaks: readonly number[]): string[] {
  return breaks.map((min, i) => {
    const next = breaks[i + 1];
    return next === undefined ? `${min}+` : next - 1 === min ? `${min}` : `${min}-${next - 1}`;
  });
}

/** What the editor shows: printing and blanks for the pieces (the review's amounts), each with its price a piece. */
export interface EditorPrice {
  pieces: number;
  /** Printing of all the pieces, setup included: the review's and the invoice's printing line for them. */
  printingCents: number;
  blanksCents: number;
  totalCents: number;
  /** Printing over the pieces, rounded to the cent: shown only beside `pieces`. */
  printingEachCents: number;
  blanksEachCents: number;
}

/**
 * The editor's price from the one quote engine's answer for its item: printing and blanks as amounts for the
 * pieces they assume (what the review and the invoice show for the same item), and each over the pieces.
 */
export function editorPrice(
  entries: readonly (QuoteBreakdownEntry | undefined)[],
  pieces: number,
): EditorPrice | null {
  if (entries.length === 0 || entries.some((e) => !e) || !(pieces > 0)) return null;
  const printing = entries.reduce((n, e) => n + (e?.printing ?? 0), 0);
  const blanks = entries.reduce((n, e) => n + (e?.blanks ?? 0), 0);
  return {
    pieces,
    printingCents: printing,
    blanksCents: blanks,
    totalCents: printing + blanks,
    printingEachCents: Math.round(printing / pieces),
    blanksEachCents: Math.round(blanks / pieces),
  };
}

/** The price of one piece: printing (setup included) and blanks over the pieces, rounded to the cent. */
export function unitPriceCents(entry: QuoteBreakdownEntry | undefined, pieces: number): number | null {
  if (!entry || !(pieces > 0)) return null;
  return Math.round((entry.printing + entry.blanks) / pieces);
}
