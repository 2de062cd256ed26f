import type { OrderView } from '@platen/contracts';
import { http } from '@/lib/http.ts';
import { serviceUrl } from '@/lib/service-url.ts';
import { useResource } from '@/lib/use-resource.ts';

export interface OrderEvent {
  orderId: string;
  name: string;
  itemIndex?: number;
  sequence: number;
  createdAt: string;
  data?: Record<string, unknown>;
}

/** GET v3 orders: one page of the user's orders, newest first, with the page count. */
export const useOrderPage = (page: number | null, filters: Record<string, string> = {}, limit = 20) =>
  useResource(
    page === null ? null : `orders:${page}:${limit}:${new URLSearchParams(filters)}`,
    async (signal) => {
      const res = await fetch(serviceUrl('v3', '/orders', { page: page ?? 1, limit, ...filters }), {
        credentials: 'same-origin',
        headers: { Accept: 'application/json' },
        signal,
      });
      if (!res.ok) throw new Error(`Your orders could not be loaded (${res.status}).`);
      return {
        orders: (await res.json()) as OrderView[],
        pages: Number(res.headers.get('x-pages') ?? 1),
        count: Number(res.headers.get('x-count') ?? 0),
      };
    },
  );

/** GET v3 orders/{orderId}; `version` refetches after an action. */
export const useOrder = (orderId: string, version: number) =>
  useResource(`order:${orderId}:${version}`, (signal) =>
    http.get<OrderView>(serviceUrl('v3', '/orders/:orderId', { orderId }), { signal }),
  );

/** GET v3 events of one order, oldest first (the timeline). */
export const useOrderEvents = (orderId: string, version: number) =>
  useResource(`events:${orderId}:${version}`, (signal) =>
    http.get<OrderEvent[]>(serviceUrl('v3', '/events', { orderId, sort: 'asc', limit: 200 }), { signal }),
  );

/** POST v2 order/{orderId}/cancel */
export const cancelOrder = (orderId: string) =>
  http.post<OrderView>(serviceUrl('v2', '/order/:orderId/cancel', { orderId }));
/** POST v2 order/{orderId}/cancelItem */
export const cancelItem = (orderId: string, itemIndex: number) =>
  http.post<OrderView>(serviceUrl('v2', '/order/:orderId/cancelItem', { orderId }), { itemIndex });
/** POST v2 order/{orderId}/changeName */
export const changeName = (orderId: string, name: string) =>
  http.post<OrderView>(serviceUrl('v2', '/order/:orderId/changeName', { orderId }), { name });
/** POST v2 order/{orderId}/approveProof */
export const approveProof = (orderId: string) =>
  http.post<OrderView>(serviceUrl('v2', '/order/:orderId/approveProof', { orderId }), {});
/** POST v2 order/{orderId}/requestChange */
export const requestChange = (orderId: string, reason: string) =>
  http.post<OrderView>(serviceUrl('v2', '/order/:orderId/requestChange', { orderId }), { reason });
