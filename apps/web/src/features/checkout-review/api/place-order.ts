import type { PlaceOrderResponseSchema } from '@platen/contracts';
import type { z } from 'zod';
import { injectApi } from '@/api/base-api.ts';
import { serviceUrl } from '@/lib/service-url.ts';

type PlaceOrderResponse = z.infer<typeof PlaceOrderResponseSchema>;

/** The review's order call. */
export const placeOrderApi = injectApi({
  endpoints: (b) => ({
    /**
     * POST order2 cart order with an Idempotency-Key (docs/decisions/idempotency.md): the same key places one
     * order however often it is sent (a double click, a retry after a lost answer).
     */
    placeOrder: b.mutation<PlaceOrderResponse, { cartId: string; idempotencyKey: string }>({
      query: ({ cartId, idempotencyKey }) => ({
        url: serviceUrl('order2', '/cart/:cartId/order', { cartId }),
        method: 'POST',
        body: {},
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      invalidatesTags: ['Order', 'SavedCart'],
    }),
  }),
});

export const { usePlaceOrderMutation } = placeOrderApi;
