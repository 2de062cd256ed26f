import { useEffect, useState } from 'react';
import { type QuoteItem, quoteUnitPrice, type UnitPrice } from './api/quote-unit-price.ts';

/** Debounce before asking for a price: typing and nudging settle first. */
export const PRICE_DEBOUNCE_MS = 400;

const NONE: UnitPrice = { unitCents: null, setupCents: 0, issues: [], breaks: [] };

/**
 * The live unit price of the design at its pieces, with the quantity breaks: one quote per settled change, the
 * previous one aborted, so a slow stale answer can never overwrite a newer price.
 */
export function useUnitPrice(quote: { item: QuoteItem; pieces: number } | null) {
  const key = quote ? JSON.stringify(quote) : null;
  const [state, setState] = useState<UnitPrice & { key: string | null; loading: boolean }>({
    ...NONE,
    key: null,
    loading: false,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialised item is the dependency
  useEffect(() => {
    if (!key || !quote) return;
    const ctl = new AbortController();
    setState((s) => ({ ...s, loading: true }));
    const timer = setTimeout(() => {
      quoteUnitPrice(quote.item, quote.pieces, ctl.signal).then(
        (r) => !ctl.signal.aborted && setState({ ...r, key, loading: false }),
        () => !ctl.signal.aborted && setState({ ...NONE, key, loading: false }),
      );
    }, PRICE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      ctl.abort();
    };
  }, [key]);
  return state;
}
