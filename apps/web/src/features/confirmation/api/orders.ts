import { http } from '@/lib/http.ts';
import { serviceUrl } from '@/lib/service-url.ts';
import { useResource } from '@/lib/use-resource.ts';

export interface OrderSummary {
  id: string;
  cartId: string;
  status: string;
  po: string | null;
  totalCents: number;
  dueDate: string;
  createdAt: string;
}
export interface OrderDetail extends OrderSummary {
  lines: {
    lineNo: number;
    shipmentId: string;
    productIdentifier: string | null;
    color: string | null;
    size: string;
    quantity: number;
    unitCents: number;
    totalCents: number;
  }[];
}

/** GET order2 orders: the user's orders. */
export const getOrders = (signal?: AbortSignal) =>
  http.get<{ orders: OrderSummary[] }>(serviceUrl('order2', '/orders'), { signal });

/** GET order2 order detail. */
export const getOrder = (orderId: string, signal?: AbortSignal) =>
  http.get<{ order: OrderDetail }>(serviceUrl('order2', '/orders/:orderId', { orderId }), { signal });

/** The order of this confirmation: by id when the URL has it, else the one placed from this cart. */
export const useConfirmedOrder = (cartId: string, orderId: string | null) =>
  useResource(`order:${cartId}:${orderId}`, async (signal) => {
    let id = orderId;
    if (!id) id = (await getOrders(signal)).orders.find((o) => o.cartId === cartId)?.id ?? null;
    return id ? (await getOrder(id, signal)).order : null;
  });
