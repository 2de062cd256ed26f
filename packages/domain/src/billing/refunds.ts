import type { BreakdownEntry } from '../pricing/quote-types.ts';
import type { QuoteItemRef } from '../quote/build-quote-request.ts';

/** What one priced cart item weighed in the quote: every part of its price, shipping included. */
const quoted = (b: BreakdownEntry | undefined): number =>
  b ? Math.max(0, b.printing + b.blanks + b.shipping + b.fees + b.tax) : 0;

/** The order's quote as stored: one breakdown entry per priced cart item (a printable in a shipment), with refs. */
export interface StoredQuote {
  breakdown?: readonly BreakdownEntry[];
  refs?: readonly Pick<QuoteItemRef, 'printableId'>[];
}

/**
 * The share of one order item (a printable, in all its shipments) in what the order paid — a cancel is re-priced
 * with the quote engine; this share is its fallback when the remaining items cannot be quoted
 * (services/orders/reprice-order.ts): the item's share of what the order paid (its quoted price over the order's quoted price, applied
 * to the payment, so discounts and adjustments are shared alike), rounded down to the cent and never more than what
 * is still unrefunded. docs/decisions/billing-ledger.md ("Cancel").
 */
export function itemRefundCents(input: {
  /** The order's payment (its `order` debit) in cents. */
  paid: number;
  quote: StoredQuote;
  printableId: string;
  /** What earlier item cancellations of this order already gave back. */
  refunded: number;
}): number {
  const { paid, quote, printableId, refunded } = input;
  const breakdown = quote.breakdown ?? [];
  const refs = quote.refs ?? [];
  const left = Math.max(0, paid - refunded);
  const whole = breakdown.reduce((sum, b) => sum + quoted(b), 0);
  const item = breakdown.reduce(
    (sum, b, i) => sum + (refs[i]?.printableId === printableId ? quoted(b) : 0),
    0,
  );
  if (whole <= 0 || left === 0) return 0;
  return Math.min(Math.floor((paid * item) / whole), left);
}
