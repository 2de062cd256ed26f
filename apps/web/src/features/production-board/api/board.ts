import type {
  Printer,
  PrinterStatusRequestSchema,
  ProductionBoardView,
  StaffSessionSchema,
} from '@platen/contracts';
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
    /** PUT internal printers/:printerId (printers.manage): out of service with why, or back; the board follows. */
    setPrinterStatus: b.mutation<Printer, { printerId: string } & z.infer<typeof PrinterStatusRequestSchema>>(
      {
        query: ({ printerId, ...body }) => ({
          url: serviceUrl('internal', '/printers/:printerId', { printerId }),
          method: 'PUT',
          body,
        }),
        invalidatesTags: (_r, _e, { facility }) => [
          { type: 'Printers', id: facility },
          { type: 'Board', id: facility },
        ],
      },
    ),
    /** GET internal me: whether the signed-in staff member may mark printers (printers.manage). */
    boardStaffPermissions: b.query<z.infer<typeof StaffSessionSchema>, void>({
      query: () => serviceUrl('internal', '/me'),
      providesTags: ['Roles'],
    }),
  }),
});

export const { useProductionBoardQuery, useSetPrinterStatusMutation, useBoardStaffPermissionsQuery } =
  boardApi;
