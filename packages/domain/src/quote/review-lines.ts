import { sizeLabel } from '../catalog/size-codes.ts';
import type { Cart } from '../entities/entities.ts';
import type { QuoteItemRef } from './build-quote-request.ts';
import type { QuoteBreakdownEntry } from './quote-request.ts';

/** What the review needs of a catalogue product. */
export interface ReviewProduct {
  brand?: string | null;
  name: string;
  /** Sizes in the catalogue's order. */
  sizes: readonly string[];
}

/** A product as buyers know it ("Gildan Heavy Cotton T-Shirt"), never its internal identifier. */
export const productDisplayName = (p: Pick<ReviewProduct, 'brand' | 'name'>): string =>
  [p.brand, p.name].filter((x) => x && x.trim() !== '').join(' ');

/** Size codes in the catalogue's order (unknown ones last, in their given order). */
export function catalogueSizeOrder(sizes: readonly string[], catalogue: readonly string[]): string[] {
  const rank = (s: string) => {
    const i = catalogue.findIndex((c) => c.toLowerCase() === s.toLowerCase());
    return i < 0 ? catalogue.length : i;
  };
  return [...sizes].sort((a, b) => rank(a) - rank(b));
}

const FEE_LABELS: Record<string, string> = {
  rush: 'Rush production',
  'fold-poly': 'Fold and poly-bag',
  'pre-production': 'Pre-production sample',
  proof: 'Proof',
};

/** The buyer's name of a quote fee code ("fold-poly" -> "Fold and poly-bag"); rush names its days. */
export function feeLabel(code: string, rushDays?: number | null): string {
  if (code === 'rush' && rushDays) return `Rush production (${rushDays}-day)`;
  return FEE_LABELS[code] ?? code;
}

/** One labelled amount of a line. */
export interface ReviewAmount {
  label: string;
  cents: number;
}

export interface ReviewLine {
  printableId: string;
  productName: string;
  color: string;
  sizes: { size: string; label: string; quantity: number }[];
  pieces: number;
  /** Printing, blanks, each fee by name, shipping, tax: they add up to `total`. */
  amounts: ReviewAmount[];
  /** Screen setup included in printing (shown as a note, not added again). */
  setupCents: number;
  total: number;
}

export interface ReviewShipment {
  shipmentId: string;
  lines: ReviewLine[];
  total: number;
}

/** The parts of a quote answer the review reads (packages/contracts quote.ts). */
export interface ReviewQuote {
  breakdown: readonly QuoteBreakdownEntry[];
  details?: readonly { fees: readonly { code: string; cents: number }[]; setupCents: number }[];
}

/**
 * O-2-15 what is being bought, per shipment: each quoted item with its product name, colour, sizes in the
 * catalogue's order with quantities, and its price as labelled amounts (every fee by name) that add up to the
 * line total; shipments total their lines. `refs[i]` is the cart item behind the answer's `breakdown[i]`.
 */
export function reviewShipments(
  cart: Cart,
  refs: readonly QuoteItemRef[],
  quote: ReviewQuote,
  productOf: (identifier: string) => ReviewProduct | undefined,
): ReviewShipment[] {
  const printables = new Map(cart.printables.map((p) => [p.id, p]));
  const out = new Map<string, ReviewShipment>();
  refs.forEach((ref, i) => {
    const b = quote.breakdown[i];
    const printable = printables.get(ref.printableId);
    const item = cart.shipments
      .find((s) => s.id === ref.shipmentId)
      ?.items.find((it) => it.printableId === ref.printableId);
    if (!b || !printable || !item) return;
    const product = printable.productIdentifier ? productOf(printable.productIdentifier) : undefined;
    const sizes = catalogueSizeOrder(
      Object.keys(item.quantities).filter((s) => (item.quantities[s] ?? 0) > 0),
      product?.sizes ?? [],
    ).map((size) => ({ size, label: sizeLabel(size), quantity: item.quantities[size] ?? 0 }));
    const detail = quote.details?.[i];
    const fees = detail?.fees ?? [];
    const amounts: ReviewAmount[] = [
      { label: 'Printing', cents: b.printing },
      { label: 'Blanks', cents: b.blanks },
      ...fees.map((f) => ({ label: feeLabel(f.code, cart.features.rushOrder), cents: f.cents })),
      // Fees the answer does not itemise still show, under a name, so the amounts add up.
      ...(b.fees !== fees.reduce((s, f) => s + f.cents, 0)
        ? [{ label: 'Other fees', cents: b.fees - fees.reduce((s, f) => s + f.cents, 0) }]
        : []),
      { label: 'Shipping', cents: b.shipping },
      { label: 'Tax', cents: b.tax },
    ];
    const line: ReviewLine = {
      printableId: printable.id,
      productName: product ? productDisplayName(product) : 'Product',
      color: printable.color ?? '',
      sizes,
      pieces: sizes.reduce((n, s) => n + s.quantity, 0),
      amounts,
      setupCents: detail?.setupCents ?? 0,
      total: amounts.reduce((s, a) => s + a.cents, 0),
    };
    const shipment = out.get(ref.shipmentId) ?? { shipmentId: ref.shipmentId, lines: [], total: 0 };
    shipment.lines.push(line);
    shipment.total += line.total;
    out.set(ref.shipmentId, shipment);
  });
  return [...out.values()];
}

/**
 * Order lines (one per size) with each product's sizes in the catalogue's order: lines of one shipment, product
 * and colour stay together where the first of them was, their sizes sorted (S, M, L, not as they were typed).
 */
export function linesInCatalogueOrder<
  L extends { shipmentId: string; productIdentifier: string | null; color: string | null; size: string },
>(lines: readonly L[], sizesOf: (identifier: string) => readonly string[] | undefined): L[] {
  const groups = new Map<string, L[]>();
  for (const l of lines) {
    const key = `${l.shipmentId}|${l.productIdentifier}|${l.color}`;
    groups.set(key, [...(groups.get(key) ?? []), l]);
  }
  return [...groups.values()].flatMap((group) => {
    const order = catalogueSizeOrder(
      group.map((l) => l.size),
      sizesOf(group[0]?.productIdentifier ?? '') ?? [],
    );
    return [...group].sort((a, b) => order.indexOf(a.size) - order.indexOf(b.size));
  });
}
