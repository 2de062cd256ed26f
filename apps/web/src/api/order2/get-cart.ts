import type { Cart } from '@platen/domain/entities/entities';
import { type Http, http } from '@/lib/http.ts';
import { serviceUrl } from '@/lib/service-url.ts';

/** GET order2 cart detail (O-7 table): the full document `_full` and its version `_v`. */
export async function getCart(cartId: string, client: Http = http): Promise<{ cart: Cart; version: number }> {
  const res = await client.get<{ _full: Cart; _v: number }>(
    serviceUrl('order2', '/cart/:cartId', { cartId }),
  );
  return { cart: res._full, version: res._v };
}
