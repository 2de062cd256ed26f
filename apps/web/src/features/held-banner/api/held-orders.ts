import type { HeldOrders } from '@platen/contracts';
import { injectApi } from '@/api/base-api.ts';
import { serviceUrl } from '@/lib/service-url.ts';

/** The manager banner's one read: how many orders wait for funds and how much they need. */
export const heldApi = injectApi({
  endpoints: (b) => ({
    /** GET v2 billing/held */
    heldBanner: b.query<HeldOrders, void>({
      query: () => serviceUrl('v2', '/billing/held'),
      providesTags: ['Billing'],
    }),
  }),
});

export const { useHeldBannerQuery } = heldApi;
