import { isDesignReady } from '@platen/domain/design/design-ready';
import type { Cart } from '@platen/domain/entities/entities';
import { buildQuoteRequest } from '@platen/domain/quote/build-quote-request';
import { slaByShipment } from '@platen/domain/sla-display/sla-text';
import { skipToken } from '@reduxjs/toolkit/query';
import { useRef } from 'react';
import { useQuoteBulkQuery } from '@/api/print/quote.ts';
import { useAppDispatch } from '@/hooks/store.ts';
import { useSettledKey } from '@/lib/use-settled.ts';
import { removeQuoteRemovals } from '@/stores/quote-removals.ts';

/** Quantities settle for this long before the SLA is asked again. */
export const SLA_DEBOUNCE_MS = 600;

/**
 * O-4-52..54: the SLA of every considered shipment, from the bulk quote (O-7-19) of the cart as it is now
 * (debounced; an answer to an older cart is never shown as the current one); a failed quote leaves it unknown
 * and says so (the review says why). When the quantities settle, the items the quote flags with zero total
 * quantity leave their shipments (O-5-75, a synced cart edit), so a product the user keeps out of a shipment
 * stops blocking checkout.
 */
export function useShipmentSlas(cart: Cart): {
  sla: Record<string, number | null>;
  loading: boolean;
  failed: boolean;
} {
  const dispatch = useAppDispatch();
  const built = buildQuoteRequest(cart, { isDesignReady });
  const nothing = built.request.items.length === 0 && built.removals.length === 0;
  const key = nothing ? null : JSON.stringify([built.request, built.removals]);
  const settled = useSettledKey(key, SLA_DEBOUNCE_MS, () => removeQuoteRemovals(dispatch, built.removals));
  // The request as it was when the quantities settled (its removals may have changed the cart since).
  const asked = settled ? (JSON.parse(settled) as [typeof built.request, unknown])[0] : null;
  // A refused or failed quote ends the wait too: never an endless "working it out".
  const q = useQuoteBulkQuery(asked && asked.items.length > 0 ? asked : skipToken);
  const ready = settled === key && !q.isFetching;
  const last = useRef<Record<string, number | null>>({});
  if (ready && q.currentData) last.current = slaByShipment(built.refs, q.currentData.sla);
  if (ready && q.isError) last.current = {};
  if (built.request.items.length === 0) return { sla: {}, loading: false, failed: false };
  return { sla: last.current, loading: !ready, failed: ready && q.isError };
}
