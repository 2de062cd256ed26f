import { isDesignReady } from '@platen/domain/design/design-ready';
import type { Cart } from '@platen/domain/entities/entities';
import { buildQuoteRequest } from '@platen/domain/quote/build-quote-request';
import { slaByShipment } from '@platen/domain/sla-display/sla-text';
import { useEffect, useState } from 'react';
import { useAppDispatch } from '@/hooks/store.ts';
import { http } from '@/lib/http.ts';
import { serviceUrl } from '@/lib/service-url.ts';
import { removeQuoteRemovals } from '@/stores/quote-removals.ts';

/** The part of the bulk quote answer this page reads (packages/contracts quote.ts). */
interface SlaAnswer {
  sla?: { days: number | null }[];
}

/** Quantities settle for this long before the SLA is asked again. */
export const SLA_DEBOUNCE_MS = 600;

/** POST print quote bulk (O-7-19), SLA only: what each item of the request takes to produce. */
export const quoteSla = (request: unknown, signal: AbortSignal) =>
  http.post<SlaAnswer>(serviceUrl('print', '/quote/bulk'), request, { signal });

/**
 * O-4-52..54: the SLA of every considered shipment, from the bulk quote of the cart as it is now (debounced,
 * stale answers dropped); a failed quote leaves it unknown and says so (the review says why). When the quantities settle,
 * the items the quote flags with zero total quantity leave their shipments (O-5-75, a synced cart edit), so a
 * product the user keeps out of a shipment stops blocking checkout.
 */
export function useShipmentSlas(cart: Cart): {
  sla: Record<string, number | null>;
  loading: boolean;
  failed: boolean;
} {
  const dispatch = useAppDispatch();
  const built = buildQuoteRequest(cart, { isDesignReady });
  const key = JSON.stringify([built.request, built.removals]);
  const [state, setState] = useState<{
    key: string;
    sla: Record<string, number | null>;
    failed?: boolean;
  } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the request's JSON names it
  useEffect(() => {
    if (built.request.items.length === 0 && built.removals.length === 0) return;
    const ctl = new AbortController();
    const timer = setTimeout(() => {
      removeQuoteRemovals(dispatch, built.removals);
      if (built.request.items.length === 0) return;
      // #12.6: a refused or failed quote ends the wait too: never an endless "working it out".
      quoteSla(built.request, ctl.signal).then(
        (answer) => !ctl.signal.aborted && setState({ key, sla: slaByShipment(built.refs, answer.sla) }),
        () => !ctl.signal.aborted && setState({ key, sla: {}, failed: true }),
      );
    }, SLA_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      ctl.abort();
    };
  }, [key]);
  if (built.request.items.length === 0) return { sla: {}, loading: false, failed: false };
  return { sla: state?.sla ?? {}, loading: state?.key !== key, failed: state?.key === key && !!state.failed };
}
