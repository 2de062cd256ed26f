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
  item: QuoteRequestItem;
  pieces: number;
  /** Where the quantity comes from: the cart's quantity step or the user's stated quantity. */
  source: 'cart' | 'stated';
}

/**
 * The editor's unit-price quote: the printable priced at the quantities the cart holds for it (every size), or at
 * a quantity the user states; built by printableQuoteItem, the builder the review's quote uses, from the draft's
 * sides as they are now. Null when there is nothing to price yet (no artwork, no print type).
 */
export function editorQuoteItem(input: EditorQuoteInput): EditorQuote | null {
  const { printable, draft } = input;
  if (!Object.values(draft.sides).some((s) => s.elements.length > 0)) return null;
  const inCart = cartQuantitiesOf(input.cart, printable.id);
  const cartPieces = Object.values(inCart).reduce((a, b) => a + b, 0);
  const source = input.statedQuantity === null && cartPieces > 0 ? 'cart' : 'stated';
  const lines: [string, number][] =
    source === 'cart'
      ? Object.entries(inCart)
      : [[input.defaultSize, Math.max(1, Math.floor(input.statedQuantity ?? 1))]];
  const products = lines.map(([size, quantity]) => ({
    id: printable.productIdentifier ?? '',
    quantity,
    size,
    color: printable.color ?? '',
  }));
  const item = printableQuoteItem({
    printable,
    draft,
    products,
    address: null,
    options: input.options ?? {},
    bySides: true,
  });
  if (!item) return null;
  return { item, pieces: lines.reduce((n, [, q]) => n + q, 0), source };
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

/** The price of one piece: printing (setup included) and blanks over the pieces, rounded to the cent. */
export function unitPriceCents(entry: QuoteBreakdownEntry | undefined, pieces: number): number | null {
  if (!entry || !(pieces > 0)) return null;
  return Math.round((entry.printing + entry.blanks) / pieces);
}
