import type { QuoteBulkResponse } from '@platen/contracts';
import { quantityBreakItems, unitPriceCents } from '@platen/domain/quote/editor-quote-item';
import type { QuoteRequestItem } from '@platen/domain/quote/quote-request';
import { http } from '@/lib/http.ts';
import { serviceUrl } from '@/lib/service-url.ts';

/** A quote item as packages/domain builds it (the contract's request schema accepts it). */
export type QuoteItem = QuoteRequestItem;

export interface UnitPrice {
  unitCents: number | null;
  /** Screen setup included in the price (shared over the pieces). */
  setupCents: number;
  issues: string[];
  /** Price of one piece at each quantity break of the price list (the item's first size). */
  breaks: { min: number; unitCents: number | null }[];
}

const post = (items: QuoteItem[], signal: AbortSignal) =>
  http.post<QuoteBulkResponse>(serviceUrl('print', '/quote/bulk'), { items, sla: false }, { signal });

/**
 * POST print quote bulk (O-7-19) for the editor's item at its pieces, then the same item at every quantity break
 * the answer names; the unit price is printing (setup included) + blanks over the pieces.
 */
export async function quoteUnitPrice(
  item: QuoteItem,
  pieces: number,
  signal: AbortSignal,
): Promise<UnitPrice> {
  const res = await post([item], signal);
  const issues = res.issues.map((i) => `${i.path}: ${i.message}`);
  const unitCents = unitPriceCents(res.breakdown[0], pieces);
  const breaks = res.quantityBreaks ?? [];
  let rows: UnitPrice['breaks'] = [];
  if (breaks.length > 0 && unitCents !== null) {
    const at = await post(quantityBreakItems(item, breaks), signal);
    rows = breaks.map((min, i) => ({ min, unitCents: unitPriceCents(at.breakdown[i], min) }));
  }
  return { unitCents, setupCents: res.details[0]?.setupCents ?? 0, issues, breaks: rows };
}
