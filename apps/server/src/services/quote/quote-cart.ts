import type { Db, Queryable } from '@platen/db';
import { isDesignReady } from '@platen/domain/design/design-ready';
import { type CouponItem, type CouponTerms, couponDiscount } from '@platen/domain/coupons/coupon';
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
  /** Each priced item as a coupon sees it (product, print type, goods), aligned with `refs`. */
  couponItems: CouponItem[];
  /** The coupon's discount line when one was given: `totals.total` is already net of it. */
  coupon?: AppliedCoupon | null;
}

/** A coupon's line on a quote: its terms as redeemed, its label and what it takes off. */
export interface AppliedCoupon {
  terms: CouponTerms;
  label: string;
  discountCents: number;
}

/** The quote with the coupon's discount as its own line, the total net of it (domain coupons/coupon.ts). */
function withCoupon(quote: CartQuote, terms: CouponTerms | null | undefined): CartQuote {
  if (!terms) return quote;
  const d = couponDiscount(terms, quote.couponItems, quote.totals.total);
  return {
    ...quote,
    totals: { ...quote.totals, total: quote.totals.total - d.discountCents },
    coupon: { terms, label: d.label, discountCents: d.discountCents },
  };
}

/**
 * Prices a cart with the quote engine (the same rules as POST /api/print/quote/bulk): one item per quotable
 * printable per considered shipment (O-5-72..76), the user's saved designs, the cart's pricing tier and rush.
 * Stable signature for order placement; pass a transaction to price inside it. With a coupon's terms the total is
 * net of its discount, which the quote carries as its own line (docs/decisions/coupons.md).
 */
export async function quoteForCart(
  db: Db | Queryable,
  cart: Cart,
  userId: string,
  now: Date = new Date(),
  coupon?: CouponTerms | null,
): Promise<CartQuote> {
  const { request, refs } = buildQuoteRequest(cart, { isDesignReady });
  const ctx = await loadQuoteContext(db, request, userId, now);
  const r = quoteBulk(request, ctx);
  const couponItems = request.items.map((item, i) => ({
    productIdentifier: item.products[0]?.id ?? null,
    printType: item.type ?? null,
    goodsCents: (r.breakdown[i]?.printing ?? 0) + (r.breakdown[i]?.blanks ?? 0),
  }));
  return withCoupon(
    {
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
      couponItems,
    },
    coupon,
  );
}
