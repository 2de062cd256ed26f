import { http } from '@/lib/http.ts';
import { serviceUrl } from '@/lib/service-url.ts';
import { useResource } from '@/lib/use-resource.ts';
import type { Category, ProductSummary } from './types.ts';

/** GET print categories (R-7-09). */
export const getCategories = (signal?: AbortSignal) =>
  http.get<Category[]>(serviceUrl('print', '/categories'), { signal });
export const useCategories = () => useResource('categories', getCategories);

/** GET print category detail (R-7-10): the category and its products. */
export const getCategory = (identifier: string, signal?: AbortSignal) =>
  http.get<Category & { products: ProductSummary[] }>(
    serviceUrl('print', '/categories/:identifier', { identifier }),
    {
      signal,
    },
  );
export const useCategory = (identifier: string) =>
  useResource(`category:${identifier}`, (signal) => getCategory(identifier, signal));
