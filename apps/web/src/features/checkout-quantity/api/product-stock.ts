import type { ProductStock } from '@platen/domain/ship-message/ship-message';
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { injectApi } from '@/api/base-api.ts';
import { type Availability, productsApi, useProductsBulkQuery } from '@/api/print/products.ts';

export interface ProductFacts {
  label: string;
  /** Sizes offered in each colour (falls back to all sizes). */
  sizesFor(color: string | null): string[];
  stock: ProductStock;
}

/** Availability (R-3-06) of many products through the shared endpoint; one that cannot be read is null. */
const stocksApi = injectApi({
  endpoints: (b) => ({
    productStocks: b.query<Record<string, Availability | null>, readonly string[]>({
      queryFn: async (ids, api) => {
        const read = (id: string) =>
          api
            .dispatch(productsApi.endpoints.productAvailability.initiate(id, { subscribe: false }))
            .unwrap()
            .catch(() => null);
        return { data: Object.fromEntries(await Promise.all(ids.map(async (id) => [id, await read(id)]))) };
      },
    }),
  }),
});

/**
 * Products bulk (R-7-12) and availability (R-3-06) of the cart's products: what the quantity matrix needs
 * (sizes per colour) and what the ship message needs (type, prime stock, backlogged).
 */
export function useProductFacts(identifiers: readonly string[]): {
  loading: boolean;
  facts: Record<string, ProductFacts>;
} {
  const key = [...new Set(identifiers)].sort();
  const products = useProductsBulkQuery(key);
  const list = products.currentData;
  const stocks = stocksApi.useProductStocksQuery(list ? list.map((p) => p.identifier) : skipToken);
  const stockOf = stocks.currentData;
  const facts = useMemo(
    () =>
      list && stockOf
        ? Object.fromEntries(
            list.map((p) => [
              p.identifier,
              {
                label: `${p.brand} ${p.style} ${p.name}`,
                sizesFor: (color: string | null) => p.colors.find((c) => c.name === color)?.sizes ?? p.sizes,
                stock: {
                  type: p.type,
                  primeStock: stockOf[p.identifier]?.availability ?? null,
                  backlogged: stockOf[p.identifier]?.backlogged ?? null,
                },
              },
            ]),
          )
        : {},
    [list, stockOf],
  );
  return { loading: !products.isError && !(list && stockOf), facts };
}
