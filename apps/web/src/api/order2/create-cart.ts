import { type Http, http } from '@/lib/http.ts';
import { serviceUrl } from '@/lib/service-url.ts';

/** POST order2 cart base (O-7 table): creates an empty cart and answers its id. */
export async function createCart(client: Http = http): Promise<string> {
  const res = await client.post<{ _id?: string; id?: string; cartId?: string }>(
    serviceUrl('order2', '/cart'),
  );
  const id = res._id ?? res.cartId ?? res.id;
  if (!id) throw new Error('The server did not return a cart id.');
  return id;
}
