import type { OrderSearchResponse } from '@platen/contracts';
import { injectApi } from '@/api/base-api.ts';
import { serviceUrl } from '@/lib/service-url.ts';

/** GET internal orders?q=: orders by id, name or PO, customer e-mail or unit barcode. */
export const orderSearchApi = injectApi({
  endpoints: (b) => ({
    staffOrderSearch: b.query<OrderSearchResponse, string>({
      query: (q) => serviceUrl('internal', '/orders', { q }),
    }),
  }),
});

export const { useLazyStaffOrderSearchQuery } = orderSearchApi;
