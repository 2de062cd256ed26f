import type { QuoteBulkResponse } from '@platen/contracts';
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
import { useEffect, useState } from 'react';
import { http } from '@/lib/http.ts';
import { serviceUrl } from '@/lib/service-url.ts';

/** The choices settle for this long before they are priced again. */
export const OPTIONS_DEBOUNCE_MS = 400;

export interface OptionQuotes {
  services: Record<string, Record<string, ServiceOption>>;
  rush: Record<number, RushOption>;
}

const post = (request: unknown, signal: AbortSignal) =>
  http.post<QuoteBulkResponse>(serviceUrl('print', '/quote/bulk'), request, { signal });

/**
 * O-2-14 / O-7-19: the price and arrival date of every service of every shipment, and the fee of every rush tier,
 * from two bulk quotes of the cart as it is (debounced, stale answers dropped). Null until known or when the
 * cart is too large to price every option.
 */
export function useOptionQuotes(cart: Cart): { quotes: OptionQuotes | null; loading: boolean } {
  const built = shippingOptionsRequests(cart, (s) => allowedServices(s.address).allowed.map((x) => x.code), {
    isDesignReady,
  });
  const key = built ? JSON.stringify([built.services.request, built.rush.request]) : null;
  const [state, setState] = useState<{ key: string; quotes: OptionQuotes } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the requests' JSON names them
  useEffect(() => {
    if (!key || !built) return;
    const ctl = new AbortController();
    const timer = setTimeout(() => {
      Promise.all([post(built.services.request, ctl.signal), post(built.rush.request, ctl.signal)]).then(
        ([services, rush]) =>
          !ctl.signal.aborted &&
          setState({
            key,
            quotes: {
              services: serviceOptions(built.services.refs, services),
              rush: rushOptions(built.rush.refs, rush),
            },
          }),
        () => undefined,
      );
    }, OPTIONS_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      ctl.abort();
    };
  }, [key]);
  if (!key) return { quotes: null, loading: false };
  return { quotes: state?.quotes ?? null, loading: state?.key !== key };
}
