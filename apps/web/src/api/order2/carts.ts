import type {
  CartListResponseSchema,
  CartNameResponseSchema,
  CreateCartResponseSchema,
} from '@platen/contracts';
import type { z } from 'zod';
import { injectApi } from '@/api/base-api.ts';
import { serviceUrl } from '@/lib/service-url.ts';

type CartList = z.infer<typeof CartListResponseSchema>;
type CartName = z.infer<typeof CartNameResponseSchema>;
type CreatedCart = z.infer<typeof CreateCartResponseSchema>;

/**
 * The order2 cart calls other than the cart document's own (get and patch stay with the sync middleware,
 * api/order2/get-cart.ts and patch-cart.ts): list, create, name.
 */
export const cartsApi = injectApi({
  endpoints: (b) => ({
    /** GET order2 carts (O-7-21, docs/decisions/saved-carts.md): the user's carts; saved keeps named ones. */
    carts: b.query<CartList, { saved: boolean }>({
      query: ({ saved }) => serviceUrl('order2', '/carts', saved ? { saved: 1 } : {}),
      providesTags: ['SavedCart'],
    }),
    /** POST order2 cart base (O-7 table): creates an empty cart and answers its id. */
    createCart: b.mutation<CreatedCart, void>({
      query: () => ({ url: serviceUrl('order2', '/cart'), method: 'POST' }),
      invalidatesTags: ['SavedCart'],
    }),
    /** PUT order2 cart name (O-7-21): saves the cart under `po` as a quote/draft; answers the new version. */
    saveCartName: b.mutation<CartName, { cartId: string; po: string }>({
      query: ({ cartId, po }) => ({
        url: serviceUrl('order2', '/cart/:cartId/name', { cartId }),
        method: 'PUT',
        body: { po },
      }),
      invalidatesTags: ['SavedCart'],
    }),
  }),
});

export const { useCartsQuery, useCreateCartMutation, useSaveCartNameMutation } = cartsApi;
