import type {
  CancelItemRequestSchema,
  CancelPreviewSchema,
  ChangeAddressRequestSchema,
  ChangeDesignRequestSchema,
  ChangeNameRequestSchema,
  ChangeRequestRequestSchema,
  ChangeShippingMethodRequestSchema,
  CustomerTimelineSchema,
  DesignResponseSchema,
  FixDesignRequestSchema,
  OrderProofSchema,
  OrdersQuerySchema,
  OrderViewSchema,
} from '@platen/contracts';
import type { z } from 'zod';
import { type ApiMeta, injectApi } from '@/api/base-api.ts';
import { serviceUrl } from '@/lib/service-url.ts';

export type OrderView = z.infer<typeof OrderViewSchema>;
export type CustomerTimeline = z.infer<typeof CustomerTimelineSchema>;
export type OrderProof = z.infer<typeof OrderProofSchema>;
export type CancelPreview = z.infer<typeof CancelPreviewSchema>;
type Design = z.infer<typeof DesignResponseSchema>;
/** The list's query as the page sends it (page, limit and the optional filters). */
export type OrdersQuery = Partial<z.infer<typeof OrdersQuerySchema>>;
export interface OrderPage {
  orders: OrderView[];
  count: number;
  pages: number;
}

/**
 * What an order action changes: the order itself, its timeline and the list it appears in, and (a
 * change re-prices the order) the account's balance, invoices and held orders.
 */
const touched = (orderId: string) => [
  { type: 'Order' as const, id: orderId },
  { type: 'OrderEvents' as const, id: orderId },
  { type: 'Order' as const, id: 'LIST' },
  'Billing' as const,
];

/** POST v2 order/{orderId}/<name> with a body; answers the order (the contract's OrderView). */
const action = <B>(name: string) => ({
  query: ({ orderId, ...body }: { orderId: string } & B) => ({
    url: serviceUrl('v2', `/order/:orderId/${name}`, { orderId }),
    method: 'POST' as const,
    body,
  }),
  invalidatesTags: (_r: unknown, _e: unknown, a: { orderId: string }) => touched(a.orderId),
});

/** The customer's orders after placement: v3 reads and v2 actions, one endpoint per route. */
export const ordersApi = injectApi({
  endpoints: (b) => ({
    /** GET v3 orders: one page of the user's orders, newest first, with the totals of X-Count / X-Pages. */
    orderPage: b.query<OrderPage, OrdersQuery>({
      query: (q) => serviceUrl('v3', '/orders', q),
      transformResponse: (orders: OrderView[], meta: ApiMeta | undefined) => ({
        orders,
        count: meta?.count ?? orders.length,
        pages: meta?.pages ?? 1,
      }),
      providesTags: (r) => [
        { type: 'Order', id: 'LIST' },
        ...(r?.orders ?? []).map((o) => ({ type: 'Order' as const, id: o.orderId })),
      ],
    }),
    /** GET v3 orders/{orderId} */
    order: b.query<OrderView, string>({
      query: (orderId) => serviceUrl('v3', '/orders/:orderId', { orderId }),
      providesTags: (_r, _e, id) => [{ type: 'Order', id }],
    }),
    /** GET v2 order/{orderId}/timeline: the customer's milestones, change requests with their reasons. */
    orderTimeline: b.query<CustomerTimeline, string>({
      query: (orderId) => serviceUrl('v2', '/order/:orderId/timeline', { orderId }),
      providesTags: (_r, _e, id) => [{ type: 'OrderEvents', id }],
    }),
    /** GET v2 order/{orderId}/proof: every printed side of every item (O-4-12). */
    orderProof: b.query<OrderProof, string>({
      query: (orderId) => serviceUrl('v2', '/order/:orderId/proof', { orderId }),
      providesTags: (_r, _e, id) => [{ type: 'Order', id }],
    }),
    /** GET order2 design list of one print type: the designs an item may change to. */
    designsOfType: b.query<Design[], string>({
      query: (printType) => serviceUrl('order2', '/design/list', { types: printType, limit: 100 }),
      providesTags: ['Design'],
    }),
    /** GET v2 order/{orderId}/cancelPreview: what a cancel would refund or take off the amount due. */
    cancelPreview: b.query<CancelPreview, { orderId: string; itemIndex?: number | undefined }>({
      query: ({ orderId, itemIndex }) =>
        serviceUrl('v2', '/order/:orderId/cancelPreview', { orderId, itemIndex }),
      // Fetched fresh each time a dialog opens; no tag, so the cancel it confirms does not ask it again (a 409).
      keepUnusedDataFor: 0,
    }),
    cancelOrder: b.mutation<OrderView, { orderId: string }>(action<object>('cancel')),
    cancelItem: b.mutation<OrderView, { orderId: string } & z.infer<typeof CancelItemRequestSchema>>(
      action('cancelItem'),
    ),
    changeName: b.mutation<OrderView, { orderId: string } & z.infer<typeof ChangeNameRequestSchema>>(
      action('changeName'),
    ),
    changeAddress: b.mutation<OrderView, { orderId: string } & z.input<typeof ChangeAddressRequestSchema>>(
      action('changeAddress'),
    ),
    changeShippingMethod: b.mutation<
      OrderView,
      { orderId: string } & z.input<typeof ChangeShippingMethodRequestSchema>
    >(action('changeShippingMethod')),
    changeDesign: b.mutation<OrderView, { orderId: string } & z.infer<typeof ChangeDesignRequestSchema>>(
      action('changeDesign'),
    ),
    /** POST v2 order/{orderId}/fixDesign: the artwork resized and saved; the order returns to review. */
    fixDesign: b.mutation<OrderView, { orderId: string } & z.infer<typeof FixDesignRequestSchema>>(
      action('fixDesign'),
    ),
    approveProof: b.mutation<OrderView, { orderId: string }>(action<object>('approveProof')),
    requestChange: b.mutation<OrderView, { orderId: string } & z.infer<typeof ChangeRequestRequestSchema>>(
      action('requestChange'),
    ),
  }),
});

export const {
  useOrderPageQuery,
  useOrderQuery,
  useOrderTimelineQuery,
  useOrderProofQuery,
  useCancelPreviewQuery,
  useDesignsOfTypeQuery,
  useCancelOrderMutation,
  useCancelItemMutation,
  useChangeNameMutation,
  useChangeAddressMutation,
  useChangeShippingMethodMutation,
  useChangeDesignMutation,
  useFixDesignMutation,
  useApproveProofMutation,
  useRequestChangeMutation,
} = ordersApi;
