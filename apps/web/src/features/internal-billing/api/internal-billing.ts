import type { Balance, Claim, ClaimReview, StaffAccount } from '@platen/contracts';
import { injectApi } from '@/api/base-api.ts';
import { serviceUrl } from '@/lib/service-url.ts';

/** Staff calls: find, view and adjust an account; the claim review queue. */
export const internalBillingApi = injectApi({
  endpoints: (b) => ({
    findAccount: b.query<{ id: string; email: string; name: string | null }[], string>({
      query: (q) => serviceUrl('internal', '/accounts', { q }),
    }),
    staffAccount: b.query<StaffAccount, string>({
      query: (userId) => serviceUrl('internal', '/accounts/:userId', { userId }),
      providesTags: (_r, _e, id) => [{ type: 'Billing', id }],
    }),
    adjustAccount: b.mutation<unknown, { userId: string; amount: number; type: string; note: string }>({
      query: ({ userId, ...body }) => ({
        url: serviceUrl('internal', '/accounts/:userId/credit', { userId }),
        method: 'POST',
        body,
      }),
      invalidatesTags: (_r, _e, a) => [{ type: 'Billing', id: a.userId }],
    }),
    setCreditLine: b.mutation<Balance, { userId: string; amount: number }>({
      query: ({ userId, amount }) => ({
        url: serviceUrl('internal', '/accounts/:userId/credit-line', { userId }),
        method: 'PUT',
        body: { amount },
      }),
      invalidatesTags: (_r, _e, a) => [{ type: 'Billing', id: a.userId }],
    }),
    // A wire or check that arrived.
    recordPayment: b.mutation<
      { transactionId: string; released: string[]; balance: number },
      { userId: string; amount: number; method: 'wire' | 'check'; reference: string; invoiceId?: string }
    >({
      query: ({ userId, ...body }) => ({
        url: serviceUrl('internal', '/accounts/:userId/payments', { userId }),
        method: 'POST',
        body,
      }),
      invalidatesTags: (_r, _e, a) => [{ type: 'Billing', id: a.userId }],
    }),
    claimQueue: b.query<ClaimReview[], void>({
      query: () => serviceUrl('internal', '/claims'),
      providesTags: ['Claims'],
    }),
    decideClaim: b.mutation<
      Claim,
      { claimId: string; decision: 'reship' | 'credit' | 'reject'; reason?: string }
    >({
      query: ({ claimId, ...body }) => ({
        url: serviceUrl('internal', '/claims/:claimId', { claimId }),
        method: 'POST',
        body,
      }),
      invalidatesTags: ['Claims'],
    }),
  }),
});

export const {
  useLazyFindAccountQuery,
  useStaffAccountQuery,
  useAdjustAccountMutation,
  useSetCreditLineMutation,
  useRecordPaymentMutation,
  useClaimQueueQuery,
  useDecideClaimMutation,
} = internalBillingApi;
