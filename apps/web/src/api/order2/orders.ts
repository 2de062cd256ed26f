import type {
  CartFromOrderResponseSchema,
  OrderDetailResponseSchema,
  OrderListResponseSchema,
} from '@platen/contracts';
import type { z } from 'zod';
import { injectApi } from '@/api/base-api.ts';
import { serviceUrl } from '@/lib/service-url.ts';

export type OrderList = z.infer<typeof OrderListResponseSchema>;
export type OrderDetail = z.infer<typeof OrderDetailResponseSchema>['order'];
export type CartFromOrder = z.infer<typeof CartFromOrderResponseSchema>;

/** The user's orders (order2): list, detail, and a new cart from an order. */
export const ordersApi = injectApi({
  endpoints: (b) => ({
    /** GET order2 orders: the signed-in user's orders, newest first. */
    orders: b.query<OrderList, void>({
      query: () => serviceUrl('order2', '/orders'),
      providesTags: ['Order'],
    }),
    /** GET order2 order detail: lines, shipments, quote and due date. */
    orderDetail: b.query<OrderDetail, string>({
      query: (orderId) => serviceUrl('order2', '/orders/:orderId', { orderId }),
      transformResponse: (res: { order: OrderDetail }) => res.order,
      providesTags: (_r, _e, id) => [{ type: 'Order', id }],
    }),
    /** POST order2 cart from order {orderId} (O-7-12): a new cart copying the order; its id and shipments. */
    cartFromOrder: b.mutation<CartFromOrder, string>({
      query: (orderId) => ({
        url: serviceUrl('order2', '/cart/from-order/:orderId', { orderId }),
        method: 'POST',
      }),
      invalidatesTags: ['SavedCart'],
    }),
  }),
});

export const { useOrdersQuery, useOrderDetailQuery, useCartFromOrderMutation } = ordersApi;
