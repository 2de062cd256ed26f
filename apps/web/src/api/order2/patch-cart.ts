import type { CartPatchAnswer, CartPatchRequest } from '@platen/domain/cart/cart-sync';
import { type Http, http } from '@/lib/http.ts';
import { serviceUrl } from '@/lib/service-url.ts';

/** PATCH order2 cart detail (O-7-09): `{_v, _d}` in, `{_v, _errors}` out; a stale `_v` answers 409. */
export function patchCart(
  cartId: string,
  body: CartPatchRequest,
  client: Http = http,
  keepalive = false,
): Promise<CartPatchAnswer> {
  return client.patch<CartPatchAnswer>(
    serviceUrl('order2', '/cart/:cartId', { cartId }),
    body,
    keepalive ? { keepalive } : undefined,
  );
}
