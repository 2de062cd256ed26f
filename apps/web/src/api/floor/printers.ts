import type {
  Printer,
  PrinterCreateRequestSchema,
  PrinterDetailsRequestSchema,
  PrinterStatusRequestSchema,
} from '@platen/contracts';
import type { z } from 'zod';
import { injectApi } from '@/api/base-api.ts';
import { serviceUrl } from '@/lib/service-url.ts';

/** What a printer change invalidates: the facility's printer list and its board (printers out). */
const facilityTags = (facility: string) => [
  { type: 'Printers' as const, id: facility },
  { type: 'Board' as const, id: facility },
];

/**
 * A facility's printers (the printer list screen, the board's printers panel and the DTG station's printer
 * picker) and their changes (printers.manage).
 */
export const printersApi = injectApi({
  endpoints: (b) => ({
    /** GET internal printers?facility=: the facility's printers and whether each prints. */
    facilityPrinters: b.query<{ printers: Printer[] }, string>({
      query: (facility) => serviceUrl('internal', '/printers', { facility }),
      providesTags: (_r, _e, facility) => [{ type: 'Printers', id: facility }],
    }),
    /** PUT internal printers/:printerId: out of service with why, or back; the board follows. */
    setPrinterStatus: b.mutation<Printer, { printerId: string } & z.infer<typeof PrinterStatusRequestSchema>>(
      {
        query: ({ printerId, ...body }) => ({
          url: serviceUrl('internal', '/printers/:printerId', { printerId }),
          method: 'PUT',
          body,
        }),
        invalidatesTags: (_r, _e, { facility }) => facilityTags(facility),
      },
    ),
    /** POST internal printers: registers a printer at a facility. */
    addPrinter: b.mutation<Printer, z.infer<typeof PrinterCreateRequestSchema>>({
      query: (body) => ({ url: serviceUrl('internal', '/printers'), method: 'POST', body }),
      invalidatesTags: (_r, _e, { facility }) => facilityTags(facility),
    }),
    /** PATCH internal printers/:printerId: rename, or change its kind or DPI. */
    changePrinter: b.mutation<
      Printer,
      { printerId: string; facility: string } & z.infer<typeof PrinterDetailsRequestSchema>
    >({
      query: ({ printerId, facility: _f, ...body }) => ({
        url: serviceUrl('internal', '/printers/:printerId', { printerId }),
        method: 'PATCH',
        body,
      }),
      invalidatesTags: (_r, _e, { facility }) => facilityTags(facility),
    }),
    /** POST internal printers/:printerId/retire: off the picker and the board for good. */
    retirePrinter: b.mutation<Printer, { printerId: string; facility: string }>({
      query: ({ printerId }) => ({
        url: serviceUrl('internal', '/printers/:printerId/retire', { printerId }),
        method: 'POST',
      }),
      invalidatesTags: (_r, _e, { facility }) => facilityTags(facility),
    }),
  }),
});

export const {
  useFacilityPrintersQuery,
  useSetPrinterStatusMutation,
  useAddPrinterMutation,
  useChangePrinterMutation,
  useRetirePrinterMutation,
} = printersApi;
