import type { Inventory, StockAdjustmentRequest, StockLevelRow } from '@platen/contracts';
import { injectApi } from '@/api/base-api.ts';
import { serviceUrl } from '@/lib/service-url.ts';

/** Staff calls of the inventory screen: stock per facility x style x colour x size, adjustments. */
export const inventoryApi = injectApi({
  endpoints: (b) => ({
    inventory: b.query<Inventory, { facility?: string; product?: string; low?: boolean }>({
      query: ({ facility, product, low }) =>
        serviceUrl('internal', '/inventory', {
          facility: facility || null,
          product: product || null,
          low: low ? 'true' : null,
        }),
      providesTags: ['Inventory'],
    }),
    adjustStock: b.mutation<{ level: StockLevelRow }, StockAdjustmentRequest>({
      query: (body) => ({ url: serviceUrl('internal', '/inventory/adjustments'), method: 'POST', body }),
      invalidatesTags: ['Inventory'],
    }),
  }),
});

export const { useInventoryQuery, useAdjustStockMutation } = inventoryApi;
