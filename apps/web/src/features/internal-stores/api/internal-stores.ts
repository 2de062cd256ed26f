import type { StaffStoresOverview } from '@platen/contracts';
import { injectApi } from '@/api/base-api.ts';
import { getUrl } from '@/api/requests.ts';

/** Staff's view of the store integrations (internal.access). */
export const internalStoresApi = injectApi({
  endpoints: (b) => ({
    /** GET internal stores: every store's health and the latest failed imports. */
    staffStores: b.query<StaffStoresOverview, void>({
      query: getUrl('internal', '/stores'),
      providesTags: ['Stores'],
    }),
  }),
});

export const { useStaffStoresQuery } = internalStoresApi;
