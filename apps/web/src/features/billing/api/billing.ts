import type {
  Balance,
  HeldOrders,
  Invoice,
  PayInvoiceResponseSchema,
  Statement,
  Transaction,
} from '@platen/contracts';
import type { z } from 'zod';
import { type ApiMeta, injectApi } from '@/api/base-api.ts';
import { getUrl, sendBody } from '@/api/requests.ts';
import { serviceUrl } from '@/lib/service-url.ts';

/** An invoice's PDF. */
export const invoicePdfUrl = (invoiceId: string) =>
  serviceUrl('v2', '/billing/invoice/:invoiceId', { invoiceId: `${invoiceId}.pdf` });

export interface Paged<T> {
  rows: T[];
  count: number;
  pages: number;
}
const paged = <T>(rows: T[], meta: ApiMeta | undefined): Paged<T> => ({
  rows,
  count: meta?.count ?? rows.length,
  pages: meta?.pages ?? 1,
});

/** The customer's billing calls: one endpoint per server route, types from the contracts. */
export const billingApi = injectApi({
  endpoints: (b) => ({
    balance: b.query<Balance, void>({ query: getUrl('v2', '/billing/balance'), providesTags: ['Billing'] }),
    heldOrders: b.query<HeldOrders, void>({
      query: getUrl('v2', '/billing/held'),
      providesTags: ['Billing'],
    }),
    transactions: b.query<Paged<Transaction>, { page: number; type?: string; from?: string; to?: string }>({
      query: (q) => serviceUrl('v2', '/billing/transactions', { ...q, limit: 25 }),
      transformResponse: (rows: Transaction[], meta: ApiMeta | undefined) => paged(rows, meta),
      providesTags: ['Billing'],
    }),
    invoices: b.query<Paged<Invoice>, { page: number }>({
      query: (q) => serviceUrl('v2', '/billing/invoice', { ...q, limit: 25 }),
      transformResponse: (rows: Invoice[], meta: ApiMeta | undefined) => paged(rows, meta),
      providesTags: ['Billing'],
    }),
    invoice: b.query<Invoice, string>({
      query: (invoiceId) => serviceUrl('v2', '/billing/invoice/:invoiceId', { invoiceId }),
      providesTags: ['Billing'],
    }),
    payInvoice: b.mutation<
      z.infer<typeof PayInvoiceResponseSchema>,
      { invoiceId: string; method: 'balance' | 'card' }
    >({
      query: ({ invoiceId, method }) => ({
        url: serviceUrl('v2', '/billing/invoice/:invoiceId/pay', { invoiceId }),
        method: 'POST',
        body: { method },
      }),
      invalidatesTags: ['Billing', 'Order', 'OrderEvents'],
    }),
    statement: b.query<Statement, string>({
      query: (month) => serviceUrl('v2', '/billing/statement', { month }),
      providesTags: ['Billing'],
    }),
    topUp: b.mutation<
      { payment: { status: string }; balance: number },
      { amount: number; paymentMethodId?: string; key: string }
    >({
      query: ({ key, ...body }) => ({
        url: serviceUrl('v2', '/billing/top-up'),
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': key },
      }),
      invalidatesTags: ['Billing', 'Order', 'OrderEvents'],
    }),
    saveCard: b.mutation<{ status: string }, { paymentMethodId: string }>({
      query: sendBody('POST', 'v2', '/billing/payment-methods'),
      invalidatesTags: ['Billing'],
    }),
  }),
});

export const {
  useBalanceQuery,
  useHeldOrdersQuery,
  useTransactionsQuery,
  useInvoicesQuery,
  useInvoiceQuery,
  usePayInvoiceMutation,
  useStatementQuery,
  useTopUpMutation,
  useSaveCardMutation,
} = billingApi;
