import type { StaffOrderViewSchema } from '@platen/contracts';
import type { z } from 'zod';
import { injectApi } from '@/api/base-api.ts';
import { serviceUrl } from '@/lib/service-url.ts';

export type StaffOrderView = z.infer<typeof StaffOrderViewSchema>;

/** GET internal orders/{orderId}: any order, with its items' milestone timelines and its event log. */
export const staffOrderApi = injectApi({
  endpoints: (b) => ({
    staffOrder: b.query<StaffOrderView, string>({
      query: (orderId) => serviceUrl('internal', '/orders/:orderId', { orderId }),
      providesTags: (_r, _e, id) => [
        { type: 'Order', id },
        { type: 'OrderEvents', id },
      ],
    }),
  }),
});

export const { useStaffOrderQuery } = staffOrderApi;
