import { http } from '@/lib/http.ts';
import { serviceUrl } from '@/lib/service-url.ts';
import { useResource } from '@/lib/use-resource.ts';
import type { ProductSummary } from './types.ts';

/** GET print products search (R-7-14): SKU, brand or keyword. */
export const searchProducts = (query: string, signal?: AbortSignal) =>
  http.get<ProductSummary[]>(
    serviceUrl('print', '/products/search', { query, designable: true, limit: 60 }),
    {
      signal,
    },
  );

export const useProductSearch = (query: string) =>
  useResource(`search:${query}`, (signal) => searchProducts(query, signal));
