import type { PrintableList, SavedPrintableDetail } from '@platen/contracts';
import type { SavedDesign } from '@platen/domain/printable-params/printable-params';
import { injectApi, settle } from '@/api/base-api.ts';
import { type Http, http } from '@/lib/http.ts';
import { serviceUrl } from '@/lib/service-url.ts';

/** GET print v3 printable/:printableId (O-2-19 printableIdentifier): one saved printable with its design. */
export const getSavedPrintable = (printableId: string, client: Http = http, signal?: AbortSignal) =>
  client.get<SavedPrintableDetail>(
    serviceUrl('print', '/v3/printable/:printableId', { printableId }),
    signal ? { signal } : undefined,
  );

/** The saved printables and designs (O-2-19, O-2-30). */
export const savedPrintablesApi = injectApi({
  endpoints: (b) => ({
    /** GET print v3 printable (O-2-30): the user's saved printables, newest first, one page. */
    savedPrintables: b.query<PrintableList, { limit: number; offset: number }>({
      query: (page) => serviceUrl('print', '/v3/printable', page),
      providesTags: ['Printable'],
    }),
    /** GET print v3 printable/:printableId: one saved printable with its design. */
    savedPrintable: b.query<SavedPrintableDetail, string>({
      queryFn: (printableId, api) => settle(getSavedPrintable(printableId, http, api.signal)),
      providesTags: (_r, _e, id) => [{ type: 'Printable', id }],
    }),
    /** GET print design/:designId (O-7-20, O-2-19 printableDesignId): one of the user's saved designs. */
    savedDesign: b.query<SavedDesign, string>({
      query: (designId) => serviceUrl('print', '/design/:designId', { designId }),
      providesTags: (_r, _e, id) => [{ type: 'Design', id }],
    }),
  }),
});

export const { useSavedPrintablesQuery, useSavedDesignQuery } = savedPrintablesApi;
