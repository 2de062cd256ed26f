import type { Printer } from '@platen/contracts';
import { injectApi } from '@/api/base-api.ts';
import { serviceUrl } from '@/lib/service-url.ts';

/** A facility's printers (the board's printers panel and the DTG station's printer picker). */
export const printersApi = injectApi({
  endpoints: (b) => ({
    /** GET internal printers?facility=: the facility's printers and whether each prints. */
    facilityPrinters: b.query<{ printers: Printer[] }, string>({
      query: (facility) => serviceUrl('internal', '/printers', { facility }),
      providesTags: (_r, _e, facility) => [{ type: 'Printers', id: facility }],
    }),
  }),
});

export const { useFacilityPrintersQuery } = printersApi;
