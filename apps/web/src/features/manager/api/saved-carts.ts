import { http } from '@/lib/http.ts';
import { serviceUrl } from '@/lib/service-url.ts';
import { useResource } from '@/lib/use-resource.ts';

export interface CartSummary {
  _id: string;
  _v: number;
  po: string | null;
  savedAt: string | null;
  orderedAt: string | null;
  updatedAt: string;
  itemCount: number;
}

/** GET order2 carts (O-7-21, docs/decisions/saved-carts.md): the user's carts; saved=1 keeps named ones. */
export const getCarts = (saved: boolean, signal?: AbortSignal) =>
  http.get<{ carts: CartSummary[] }>(serviceUrl('order2', '/carts', saved ? { saved: 1 } : {}), { signal });

export const useSavedCarts = () => useResource('carts:saved', (signal) => getCarts(true, signal));
