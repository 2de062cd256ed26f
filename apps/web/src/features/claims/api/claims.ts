import type { Claim, NewClaimRequest, OrderView } from '@platen/contracts';
import { injectApi } from '@/api/base-api.ts';
import { serviceUrl } from '@/lib/service-url.ts';

/** The customer's claim calls. */
export const claimsApi = injectApi({
  endpoints: (b) => ({
    myClaims: b.query<Claim[], void>({
      query: () => serviceUrl('v2', '/claims'),
      providesTags: ['Claims'],
    }),
    /** GET v3 orders/{orderId}: the order whose items are claimed. */
    claimOrder: b.query<OrderView, string>({
      query: (orderId) => serviceUrl('v3', '/orders/:orderId', { orderId }),
      providesTags: (_r, _e, id) => [{ type: 'Order', id }],
    }),
    fileClaim: b.mutation<Claim, NewClaimRequest>({
      query: (body) => ({ url: serviceUrl('v2', '/claims'), method: 'POST', body }),
      invalidatesTags: ['Claims'],
    }),
  }),
});

export const { useMyClaimsQuery, useClaimOrderQuery, useFileClaimMutation } = claimsApi;
