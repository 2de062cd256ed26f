import { http } from '@/lib/http.ts';
import { serviceUrl } from '@/lib/service-url.ts';

/**
 * POST order2 cart order with an Idempotency-Key (docs/decisions/idempotency.md): the same key places one
 * order however often it is sent (a double click, a retry after a lost answer).
 */
export const placeOrder = (cartId: string, idempotencyKey: string) =>
  http.post<{ orderId: string }>(
    serviceUrl('order2', '/cart/:cartId/order', { cartId }),
    {},
    {
      headers: { 'Idempotency-Key': idempotencyKey },
    },
  );
