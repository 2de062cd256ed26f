import type { CouponSchema, NewCouponRequest } from '@platen/contracts';
import type { z } from 'zod';
import { injectApi } from '@/api/base-api.ts';
import { serviceUrl } from '@/lib/service-url.ts';

export type Coupon = z.infer<typeof CouponSchema>;

/** Coupons: staff list, create and expire them. */
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
  }),
});

export const { useStaffCouponsQuery, useCreateCouponMutation, useExpireCouponMutation } = couponsApi;
