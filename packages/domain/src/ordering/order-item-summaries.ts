import { sizeLabel } from '../catalog/size-codes.ts';
import { catalogueSizeOrder } from '../quote/review-lines.ts';
import { type OrderLine, orderItemPrintables } from './order-lines.ts';

/** A priced order line as the order API answers it (one size of a printable in a shipment). */
export interface PricedLine extends OrderLine {
  totalCents: number;
}

/** One order item as the buyer sees it: product, colour, sizes with quantities and amounts, and its price. */
export interface OrderItemSummary {
  itemIndex: number;
  printableId: string;
  productIdentifier: string | null;
  color: string | null;
  sizes: { size: string; label: string; quantity: number; cents: number }[];
  pieces: number;
  /** Printing and blanks of every piece of the item: the sum of its priced lines, as the API answers them. */
  cents: number;
}

/**
 * The order's items (one per printable, numbered as the lifecycle numbers them: by first line) with their sizes in
 * the catalogue's order, over all shipments; each item's price is the sum of its lines, so the items add up to the
 * lines' total to the cent.
 */
export function orderItemSummaries(
  lines: readonly PricedLine[],
  sizesOf: (productIdentifier: string) => readonly string[] | undefined,
): OrderItemSummary[] {
  const sorted = [...lines].sort((a, b) => a.lineNo - b.lineNo);
  return orderItemPrintables(sorted).map((printableId, itemIndex) => {
    const mine = sorted.filter((l) => l.printableId === printableId);
    const first = mine[0];
    const bySize = new Map<string, { quantity: number; cents: number }>();
    for (const l of mine) {
      const s = bySize.get(l.size) ?? { quantity: 0, cents: 0 };
      bySize.set(l.size, { quantity: s.quantity + l.quantity, cents: s.cents + l.totalCents });
    }
    const order = catalogueSizeOrder([...bySize.keys()], sizesOf(first?.productIdentifier ?? '') ?? []);
    const sizes = order.map((size) => ({ size, label: sizeLabel(size), ...bySize.get(size)! }));
    return {
      itemIndex,
      printableId,
      productIdentifier: first?.productIdentifier ?? null,
      color: first?.color ?? null,
      sizes,
      pieces: sizes.reduce((n, s) => n + s.quantity, 0),
      cents: sizes.reduce((n, s) => n + s.cents, 0),
    };
  });
}
