import type { ReviewProduct } from '@platen/domain/quote/review-lines';
import { useMemo } from 'react';
import { useProductsBulkQuery } from './products.ts';

/**
 * The names and catalogue size order of products (products bulk, R-7-12), so screens show "Gildan Heavy Cotton
 * T-Shirt" and S, M, L rather than identifiers and typing order (cart, review, confirmation).
 */
export function useProductNames(identifiers: readonly string[]): {
  names: Record<string, ReviewProduct>;
  loading: boolean;
} {
  const key = [...new Set(identifiers)].sort();
  const q = useProductsBulkQuery(key);
  const list = q.currentData;
  const names = useMemo(
    () =>
      Object.fromEntries(
        (list ?? []).map((p) => [p.identifier, { brand: p.brand, name: p.name, sizes: p.sizes }]),
      ),
    [list],
  );
  return { names, loading: q.isFetching };
}
