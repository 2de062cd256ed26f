import type {
  ConfirmPaymentResponseSchema,
  Funding,
  OrderPayResponseSchema,
  PaymentOptions,
  PayResponse,
} from '@platen/contracts';
import type { z } from 'zod';
import { injectApi } from '@/api/base-api.ts';
import { serviceUrl } from '@/lib/service-url.ts';

/** GET /api/v2/billing/payment-methods: the account's saved cards and which is the default. */
export interface SavedCards {
  methods: { id: string; brand: string; last4: string; expMonth: number; expYear: number }[];
  defaultMethod: string | null;
  autoRecharge: { below: number; amount: number } | null;
}

/**
 * Paying: shared by the review, confirmation, held banner, invoice and billing screens (one endpoint
 * per server route).
 */
export const paymentsApi = injectApi({
  endpoints: (b) => ({
    paymentOptions: b.query<PaymentOptions, void>({
      query: () => serviceUrl('v2', '/billing/payment-options'),
    }),
    funding: b.query<Funding, { total: number } | { orderId: string }>({
      query: (q) => serviceUrl('v2', '/billing/funding', q),
      providesTags: ['Billing'],
    }),
    startPayment: b.mutation<PayResponse, { amount: number; invoiceId?: string; method: 'card' | 'paypal' }>({
      query: (body) => ({ url: serviceUrl('v2', '/billing/pay'), method: 'POST', body }),
    }),
    savedCards: b.query<SavedCards, void>({
      query: () => serviceUrl('v2', '/billing/payment-methods'),
      providesTags: ['Billing'],
    }),
    confirmPayment: b.mutation<
      z.infer<typeof ConfirmPaymentResponseSchema>,
      { paymentIntentId: string; paymentMethodId?: string } | { paypalOrderId: string }
    >({
      query: (body) => ({ url: serviceUrl('v2', '/billing/pay/confirm'), method: 'POST', body }),
      invalidatesTags: ['Billing', 'Order', 'OrderEvents'],
    }),
    payOrder: b.mutation<
      z.infer<typeof OrderPayResponseSchema>,
      { orderId: string; method: 'balance' | 'card' | 'paypal' }
    >({
      query: ({ orderId, method }) => ({
        url: serviceUrl('v2', '/order/:orderId/pay', { orderId }),
        method: 'POST',
        body: { method },
      }),
      invalidatesTags: (r) => (r?.payment ? [] : ['Billing', 'Order', 'OrderEvents']),
    }),
  }),
});

export const {
  usePaymentOptionsQuery,
  useFundingQuery,
  useStartPaymentMutation,
  useConfirmPaymentMutation,
  usePayOrderMutation,
  useSavedCardsQuery,
} = paymentsApi;
