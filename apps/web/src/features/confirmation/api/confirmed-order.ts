import { skipToken } from '@reduxjs/toolkit/query';
import type { ApiError } from '@/api/base-api.ts';
import { type OrderDetail, useOrderDetailQuery, useOrdersQuery } from '@/api/order2/orders.ts';

/**
 * The order of this confirmation: by id when the URL has it, else the one placed from this cart (null when the
 * cart has not been ordered).
 */
export function useConfirmedOrder(
  cartId: string,
  orderId: string | null,
): { loading: boolean; error: ApiError | null; order: OrderDetail | null } {
  const list = useOrdersQuery(orderId ? skipToken : undefined);
  const id = orderId ?? list.data?.orders.find((o) => o.cartId === cartId)?.id ?? null;
  const detail = useOrderDetailQuery(id ?? skipToken);
  const error = ((orderId ? null : list.error) ?? detail.error ?? null) as ApiError | null;
  const loading = !error && (orderId ? !detail.data : !list.data || (id !== null && !detail.data));
  return { loading, error, order: id ? (detail.data ?? null) : null };
}
