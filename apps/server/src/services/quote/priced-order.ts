import { priceOrderLines } from '@platen/domain/ordering/price-order-lines';
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
 * Order lines with prices from the quote: each cart item's printing + blanks split over its sizes in whole cents
 * that add up exactly to the item (domain priceOrderLines), so the confirmation's sizes match the review's line.
 */
export function priceLines(lines: OrderLine[], quote: CartQuote) {
  return priceOrderLines(lines, (shipmentId, printableId) => {
    const i = quote.refs.findIndex((r) => r.shipmentId === shipmentId && r.printableId === printableId);
    const entry = i >= 0 ? quote.breakdown[i] : undefined;
    return entry ? entry.printing + entry.blanks : undefined;
  });
}
