import { useEffect, useState } from 'react';
import { type QuoteItem, quoteUnitPrice } from './api/quote-unit-price.ts';

/** Debounce before asking for a price: typing and nudging settle first. */
export const PRICE_DEBOUNCE_MS = 400;

/**
 * The live unit price of the design: one quote request per settled change, the previous one aborted, so a
 * slow stale answer can never overwrite a newer price.
 */
export function useUnitPrice(item: QuoteItem | null) {
  const key = item ? JSON.stringify(item) : null;
  const [state, setState] = useState<{
    key: string | null;
    unitCents: number | null;
    loading: boolean;
    issues: string[];
  }>({
    key: null,
    unitCents: null,
    loading: false,
    issues: [],
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialised item is the dependency
  useEffect(() => {
    if (!key || !item) return;
    const ctl = new AbortController();
    setState((s) => ({ ...s, loading: true }));
    const timer = setTimeout(() => {
      quoteUnitPrice(item, ctl.signal).then(
        (r) =>
          !ctl.signal.aborted && setState({ key, unitCents: r.unitCents, loading: false, issues: r.issues }),
        () => !ctl.signal.aborted && setState({ key, unitCents: null, loading: false, issues: [] }),
      );
    }, PRICE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      ctl.abort();
    };
  }, [key]);
  return state;
}
