import { http } from '@/lib/http.ts';
import { serviceUrl } from '@/lib/service-url.ts';
import { useResource } from '@/lib/use-resource.ts';

export interface OrderRow {
  id: string;
  cartId: string;
  status: string;
  po: string | null;
  totalCents: number;
  dueDate: string;
  createdAt: string;
}

/** GET order2 orders: the signed-in user's orders, newest first. */
export const useOrderHistory = () =>
  useResource('orders', (signal) =>
    http.get<{ orders: OrderRow[] }>(serviceUrl('order2', '/orders'), { signal }),
  );

/** POST order2 cart from order {orderId} (O-7-12): a new cart copying the order; answers its id and shipments. */
export const cartFromOrder = (orderId: string) =>
  http.post<{ _id: string; shipments: unknown[] }>(
    serviceUrl('order2', '/cart/from-order/:orderId', { orderId }),
  );

/** O-2-27 / O-2-28: more than one shipment goes to checkout review, otherwise to cart detail. */
export const cartFromOrderUrl = (cart: { _id: string; shipments: unknown[] }) => {
  const base = `/order/v2/cart/${encodeURIComponent(cart._id)}`;
  return cart.shipments.length > 1 ? `${base}/checkout/review` : base;
};
