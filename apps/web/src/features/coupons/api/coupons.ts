import type { CartCouponSchema, CouponSchema, NewCouponRequest } from '@platen/contracts';
import type { z } from 'zod';
import { injectApi } from '@/api/base-api.ts';
import { serviceUrl } from '@/lib/service-url.ts';

export type Coupon = z.infer<typeof CouponSchema>;
export type CartCoupon = z.infer<typeof CartCouponSchema>;

/** Coupons: staff list, create and expire them; the review applies a code to its cart. */
export const couponsApi = injectApi({
  endpoints: (b) => ({
    staffCoupons: b.query<{ coupons: Coupon[] }, void>({
      query: () => serviceUrl('internal', '/coupons'),
      providesTags: ['Billing'],
    }),
    createCoupon: b.mutation<Coupon, NewCouponRequest>({
      query: (body) => ({ url: serviceUrl('internal', '/coupons'), method: 'POST', body }),
      invalidatesTags: ['Billing'],
    }),
    expireCoupon: b.mutation<Coupon, string>({
      query: (couponId) => ({
        url: serviceUrl('internal', '/coupons/:couponId/expire', { couponId }),
        method: 'POST',
        body: {},
      }),
      invalidatesTags: ['Billing'],
    }),
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

export const {
  useStaffCouponsQuery,
  useCreateCouponMutation,
  useExpireCouponMutation,
  useCartCouponQuery,
  useApplyCartCouponMutation,
  useRemoveCartCouponMutation,
} = couponsApi;
