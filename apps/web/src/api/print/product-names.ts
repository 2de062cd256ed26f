import type { ReviewProduct } from '@platen/domain/quote/review-lines';
import { http } from '@/lib/http.ts';
import { serviceUrl } from '@/lib/service-url.ts';
import { useResource } from '@/lib/use-resource.ts';

interface ProductView {
  identifier: string;
  brand: string;
  name: string;
  sizes: string[];
}

/**
 * POST print products bulk (R-7-12): the names and catalogue size order of products, so screens show "Gildan Heavy
 * Cotton T-Shirt" and S, M, L rather than identifiers and typing order (review, confirmation).
 */
export async function getProductNames(
  identifiers: string[],
  signal?: AbortSignal,
): Promise<Record<string, ReviewProduct>> {
  if (!identifiers.length) return {};
  const list = await http.post<ProductView[]>(
    serviceUrl('print', '/products/bulk'),
    { productIds: identifiers },
    { signal },
  );
  return Object.fromEntries(
    list.map((p) => [p.identifier, { brand: p.brand, name: p.name, sizes: p.sizes }]),
  );
}

export const useProductNames = (identifiers: string[]) =>
  useResource(`product-names:${[...identifiers].sort().join(',')}`, (signal) =>
    getProductNames(identifiers, signal),
  );
