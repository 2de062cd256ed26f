import type { OrderLine } from '@platen/domain/ordering/order-lines';
import type { CartQuote } from './quote-cart.ts';

/** Why a quote cannot become an order: engine issues, order issues, or nothing priced. */
export function quoteProblems(quote: CartQuote): { path: string; message: string }[] {
  return [
    ...quote.issues.map((i) => ({ path: i.path, message: i.message })),
    ...quote.orderIssues.map((m) => ({ path: 'order', message: m })),
    ...(quote.refs.length === 0
      ? [{ path: 'printables', message: 'Nothing in the cart can be priced yet.' }]
      : []),
  ];
}

/**
 * Order lines with prices from the quote: each cart item's printing + blanks spread over its pieces (integer
 * cents per piece, rounded down; the quote itself stays the authoritative total).
 */
export function priceLines(lines: OrderLine[], quote: CartQuote) {
  return lines.map((l) => {
    const i = quote.refs.findIndex((r) => r.shipmentId === l.shipmentId && r.printableId === l.printableId);
    const entry = i >= 0 ? quote.breakdown[i] : undefined;
    const pieces = lines
      .filter((x) => x.shipmentId === l.shipmentId && x.printableId === l.printableId)
      .reduce((n, x) => n + x.quantity, 0);
    const unitCents = entry && pieces > 0 ? Math.floor((entry.printing + entry.blanks) / pieces) : 0;
    return { ...l, unitCents, totalCents: unitCents * l.quantity };
  });
}
