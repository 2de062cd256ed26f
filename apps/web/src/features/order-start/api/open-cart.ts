import type { CartSummary } from '@platen/contracts';
import { openCartOf } from '@platen/domain/cart/open-cart';
import { http } from '@/lib/http.ts';
import { serviceUrl } from '@/lib/service-url.ts';

/** GET order2 carts (O-7-21): the user's open cart to resume (#12.5), or null. */
export async function findOpenCart(): Promise<CartSummary | null> {
  const res = await http.get<{ carts?: CartSummary[] }>(serviceUrl('order2', '/carts'));
  return Array.isArray(res?.carts) ? openCartOf(res.carts) : null;
}
