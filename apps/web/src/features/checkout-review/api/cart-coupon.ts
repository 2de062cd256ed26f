import type { CartCouponSchema } from '@platen/contracts';
import type { z } from 'zod';
import { injectApi } from '@/api/base-api.ts';
import { serviceUrl } from '@/lib/service-url.ts';

export type CartCoupon = z.infer<typeof CartCouponSchema>;

/** The review's coupon code: the cart's coupon line, apply a code, remove it (docs/decisions/coupons.md). */
export const cartCouponApi = injectApi({
  endpoints: (b) => ({
    cartCoupon: b.query<CartCoupon, { cartId: string; version: number }>({
      query: ({ cartId }) => serviceUrl('order2', '/cart/:cartId/coupon', { cartId }),
    }),
    applyCartCoupon: b.mutation<CartCoupon, { cartId: string; code: string }>({
      query: ({ cartId, code }) => ({
        url: serviceUrl('order2', '/cart/:cartId/coupon', { cartId }),
        method: 'PUT',
        body: { code },
      }),
    }),
    removeCartCoupon: b.mutation<CartCoupon, { cartId: string }>({
      query: ({ cartId }) => ({
        url: serviceUrl('order2', '/cart/:cartId/coupon', { cartId }),
        method: 'DELETE',
      }),
    }),
  }),
});

export const { useCartCouponQuery, useApplyCartCouponMutation, useRemoveCartCouponMutation } = cartCouponApi;
