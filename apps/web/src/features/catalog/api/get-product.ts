import { http } from '@/lib/http.ts';
import { serviceUrl } from '@/lib/service-url.ts';
import { useResource } from '@/lib/use-resource.ts';
import type { Availability, CatalogProduct } from './types.ts';

/** GET print product detail (R-7-11). */
export const getProduct = (identifier: string, signal?: AbortSignal) =>
  http.get<CatalogProduct>(serviceUrl('print', '/products/:identifier', { identifier }), { signal });

/** GET print product availability (R-3-06): prime stock by colour by size, and backlogged. */
export const getAvailability = (identifier: string, signal?: AbortSignal) =>
  http.get<Availability>(serviceUrl('print', '/products/:identifier/availability', { identifier }), {
    signal,
  });

/** The product with its availability, both needed by the product screen. */
export const useProductWithStock = (identifier: string) =>
  useResource(`product:${identifier}`, async (signal) => {
    const [product, stock] = await Promise.all([
      getProduct(identifier, signal),
      getAvailability(identifier, signal),
    ]);
    return { product, stock };
  });
