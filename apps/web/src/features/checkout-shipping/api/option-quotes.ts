import { isDesignReady } from '@platen/domain/design/design-ready';
import type { Cart } from '@platen/domain/entities/entities';
import { allowedServices } from '@platen/domain/shipping/allowed-services';
import {
  type RushOption,
  rushOptions,
  type ServiceOption,
  serviceOptions,
  shippingOptionsRequests,
} from '@platen/domain/shipping/shipping-options-quote';
import { skipToken } from '@reduxjs/toolkit/query';
import { useRef } from 'react';
import { useQuoteBulkQuery } from '@/api/print/quote.ts';
import { useSettledKey } from '@/lib/use-settled.ts';

/** The choices settle for this long before they are priced again. */
export const OPTIONS_DEBOUNCE_MS = 400;

export interface OptionQuotes {
  services: Record<string, Record<string, ServiceOption>>;
  rush: Record<number, RushOption>;
}

/**
 * O-2-14 / O-7-19: the price and arrival date of every service of every shipment, and the fee of every rush tier,
 * from two bulk quotes of the cart as it is (debounced; answers to an older cart are never shown). Null until
 * known or when the cart is too large to price every option.
 */
export function useOptionQuotes(cart: Cart): { quotes: OptionQuotes | null; loading: boolean } {
  const built = shippingOptionsRequests(cart, (s) => allowedServices(s.address).allowed.map((x) => x.code), {
    isDesignReady,
  });
  const key = built ? JSON.stringify([built.services.request, built.rush.request]) : null;
  const settled = useSettledKey(key, OPTIONS_DEBOUNCE_MS);
  const ready = built !== null && settled === key;
  const services = useQuoteBulkQuery(ready ? built.services.request : skipToken);
  const rush = useQuoteBulkQuery(ready ? built.rush.request : skipToken);
  const last = useRef<OptionQuotes | null>(null);
  if (ready && services.currentData && rush.currentData)
    last.current = {
      services: serviceOptions(built.services.refs, services.currentData),
      rush: rushOptions(built.rush.refs, rush.currentData),
    };
  if (!key) return { quotes: null, loading: false };
  const answered = ready && !!services.currentData && !!rush.currentData;
  return { quotes: last.current, loading: !answered };
}
