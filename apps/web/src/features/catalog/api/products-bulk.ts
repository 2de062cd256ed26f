import { http } from '@/lib/http.ts';
import { serviceUrl } from '@/lib/service-url.ts';
import { useResource } from '@/lib/use-resource.ts';
import type { CatalogProduct } from './types.ts';

/** POST print products bulk (R-7-12): full products (prices, sizes) for up to 100 ids. */
export const productsBulk = (productIds: string[], signal?: AbortSignal) =>
  productIds.length
    ? http.post<CatalogProduct[]>(
        serviceUrl('print', '/products/bulk'),
        { productIds: productIds.slice(0, 100) },
        { signal },
      )
    : Promise.resolve([]);

export const useProductsBulk = (productIds: string[] | null) =>
  useResource(productIds ? `bulk:${productIds.join(',')}` : null, (signal) =>
    productsBulk(productIds ?? [], signal),
  );
