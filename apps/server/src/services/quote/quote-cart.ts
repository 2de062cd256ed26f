import type { Db, Queryable } from '@platen/db';
import { isDesignReady } from '@platen/domain/design/design-ready';
import type { Cart } from '@platen/domain/entities/entities';
import { quoteBulk } from '@platen/domain/pricing/quote-engine';
import type {
  BreakdownEntry,
  EngineResult,
  QuoteIssue,
  QuoteTotals,
} from '@platen/domain/pricing/quote-types';
import { buildQuoteRequest, type QuoteItemRef } from '@platen/domain/quote/build-quote-request';
import { loadQuoteContext } from './quote-context.ts';

/** The priced cart: what an order stores. Every amount is integer cents. */
export interface CartQuote {
  /** One entry per priced cart item (a printable in a shipment), aligned with `refs`. */
  breakdown: BreakdownEntry[];
  refs: QuoteItemRef[];
  totals: QuoteTotals;
  /** ISO instant the whole order is due (latest item), null when nothing is priced. */
  dueDate: string | null;
  /** SLA days per item, aligned with `refs`. */
  sla: { days: number | null }[];
  facilities: (string | null)[];
  shipments: EngineResult['shipments'];
  warnings: string[];
  orderIssues: string[];
  issues: QuoteIssue[];
}

/**
 * Prices a cart with the quote engine (the same rules as POST /api/print/quote/bulk): one item per quotable
 * printable per considered shipment (O-5-72..76), the user's saved designs, the cart's pricing tier and rush.
 * Stable signature for order placement; pass a transaction to price inside it.
 */
export async function quoteForCart(
  db: Db | Queryable,
  cart: Cart,
  userId: string,
  now: Date = new Date(),
): Promise<CartQuote> {
  const { request, refs } = buildQuoteRequest(cart, { isDesignReady });
  const ctx = await loadQuoteContext(db, request, userId, now);
  const r = quoteBulk(request, ctx);
  return {
    breakdown: r.breakdown,
    refs,
    totals: r.totals,
    dueDate: r.dueDate ?? null,
    sla: r.sla ?? [],
    facilities: r.facilities,
    shipments: r.shipments,
    warnings: r.warnings,
    orderIssues: r.orderIssues,
    issues: r.issues,
  };
}
