import type { ProductionBoardView, StaffSessionSchema } from '@platen/contracts';
import type { z } from 'zod';
import { injectApi } from '@/api/base-api.ts';
import { serviceUrl } from '@/lib/service-url.ts';

/** The production board's server calls (types from the contracts). */
export const boardApi = injectApi({
  endpoints: (b) => ({
    /** GET internal board?facility=: counts, stuck units with their reasons, due today, printers out. */
    productionBoard: b.query<ProductionBoardView, string>({
      query: (facility) => serviceUrl('internal', '/board', { facility }),
      providesTags: (_r, _e, facility) => [{ type: 'Board', id: facility }],
    }),
    /** GET internal me: whether the signed-in staff member may mark printers (printers.manage). */
    boardStaffPermissions: b.query<z.infer<typeof StaffSessionSchema>, void>({
      query: () => serviceUrl('internal', '/me'),
      providesTags: ['Roles'],
    }),
  }),
});

export const { useProductionBoardQuery, useBoardStaffPermissionsQuery } = boardApi;
