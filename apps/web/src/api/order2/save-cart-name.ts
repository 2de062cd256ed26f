import { type Http, http } from '@/lib/http.ts';
import { serviceUrl } from '@/lib/service-url.ts';

/** PUT order2 cart name (O-7-21): saves the cart under `po` as a quote/draft; answers the new version. */
export function saveCartName(
  cartId: string,
  po: string,
  client: Http = http,
): Promise<{ _v: number; po: string }> {
  return client.put(serviceUrl('order2', '/cart/:cartId/name', { cartId }), { po });
}
