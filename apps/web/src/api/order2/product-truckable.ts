import type { TruckableResponseSchema } from '@platen/contracts';
import type { z } from 'zod';
import { type Http, http } from '@/lib/http.ts';
import { mapLimited } from '@/lib/map-limited.ts';
import { serviceUrl } from '@/lib/service-url.ts';

export type ProductTruckable = z.infer<typeof TruckableResponseSchema>;

/** R-7-17: truckable is fetched 10 at a time. */
export const TRUCKABLE_AT_A_TIME = 10;

/** GET order2 product truckable by {identifier} (R-7-17). */
export const productTruckable = (identifier: string, client: Http = http, signal?: AbortSignal) =>
  client.get<ProductTruckable>(
    serviceUrl('order2', '/products/:identifier/truckable', { identifier }),
    signal ? { signal } : undefined,
  );

/**
 * Truckable flags of many products, 10 requests at a time (R-7-17), by identifier. A failed product is left
 * out (unknown), like the tags (R-8-05), so one bad product does not hide the others.
 */
export async function productTruckableBulk(
  identifiers: readonly string[],
  client: Http = http,
  signal?: AbortSignal,
): Promise<Record<string, boolean>> {
  const unique = [...new Set(identifiers)];
  const settled = await mapLimited(
    unique,
    TRUCKABLE_AT_A_TIME,
    (id) => productTruckable(id, client, signal),
    signal,
  );
  const out: Record<string, boolean> = {};
  settled.forEach((r, i) => {
    if (r.status === 'fulfilled') out[unique[i]!] = r.value.truckable;
  });
  return out;
}
