import {
  type EditorPrice,
  editorPrice,
  quantityBreakItems,
  unitPriceCents,
} from '@platen/domain/quote/editor-quote-item';
import type { QuoteRequestItem } from '@platen/domain/quote/quote-request';
import { skipToken } from '@reduxjs/toolkit/query';
import { useRef } from 'react';
import { useQuoteBulkQuery } from '@/api/print/quote.ts';
import { useSettledKey } from '@/lib/use-settled.ts';

/** Debounce before asking for a price: typing and nudging settle first. */
export const PRICE_DEBOUNCE_MS = 400;

/** A quote item as packages/domain builds it (the contract's request schema accepts it). */
export type QuoteItem = QuoteRequestItem;

export interface UnitPrice {
  unitCents: number | null;
  /** Printing and blanks for the pieces priced (the review's amounts for them). */
  amounts: EditorPrice | null;
  /** Screen setup included in the price (shared over the pieces). */
  setupCents: number;
  issues: string[];
  /** Price of one piece at each quantity break of the price list (the item's first size). */
  breaks: { min: number; unitCents: number | null }[];
}

const NONE: UnitPrice = { unitCents: null, amounts: null, setupCents: 0, issues: [], breaks: [] };

/**
 * The live unit price of the design at its pieces, with the quantity breaks: the bulk quote (O-7-19) of the
 * editor's item once the change settles, then the same item at every quantity break the answer names. The unit
 * price is printing (setup included) + blanks over the pieces. An answer to an older item is never shown.
 */
export function useUnitPrice(
  quote: { items: QuoteItem[]; item: QuoteItem; pieces: number } | null,
): UnitPrice & { loading: boolean } {
  const key = quote ? JSON.stringify(quote) : null;
  const settled = useSettledKey(key, PRICE_DEBOUNCE_MS);
  const ready = quote !== null && settled === key;
  const first = useQuoteBulkQuery(ready ? { items: quote.items, sla: false } : skipToken);
  const res = ready ? first.currentData : undefined;
  const amounts = res && quote ? editorPrice(res.breakdown, quote.pieces) : null;
  const unitCents = amounts ? Math.round(amounts.totalCents / amounts.pieces) : null;
  const breaks = res?.quantityBreaks ?? [];
  const askBreaks = !!quote && breaks.length > 0 && unitCents !== null;
  const at = useQuoteBulkQuery(
    askBreaks ? { items: quantityBreakItems(quote.item, breaks), sla: false } : skipToken,
  );
  const last = useRef<UnitPrice>(NONE);
  if (!quote) return { ...NONE, loading: false };
  if (ready && (first.isError || at.isError)) {
    last.current = NONE;
    return { ...NONE, loading: false };
  }
  const done = ready && !first.isFetching && !!res && (!askBreaks || !!at.currentData);
  if (done && res)
    last.current = {
      unitCents,
      amounts,
      setupCents: res.details.reduce((n, d) => n + (d?.setupCents ?? 0), 0),
      issues: res.issues.map((i) => `${i.path}: ${i.message}`),
      breaks: askBreaks
        ? breaks.map((min, i) => ({ min, unitCents: unitPriceCents(at.currentData?.breakdown[i], min) }))
        : [],
    };
  // While a new price is asked, the last one stays shown (marked as loading).
  return { ...last.current, loading: !done };
}
