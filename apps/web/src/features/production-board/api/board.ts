import type { ProductionBoardView } from '@platen/contracts';
import { baseApi } from '@/api/base-api.ts';
import { serviceUrl } from '@/lib/service-url.ts';

/** The production board's server call (types from the contracts). */
export const boardApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    /** GET internal board?facility=: counts, stuck units with their reasons, due today, printers out. */
    productionBoard: b.query<ProductionBoardView, string>({
      query: (facility) => serviceUrl('internal', '/board', { facility }),
      providesTags: (_r, _e, facility) => [{ type: 'Board', id: facility }],
    }),
  }),
});

export const { useProductionBoardQuery } = boardApi;
