import type { PrintableList, SavedPrintableDetail } from '@platen/contracts';
import type { SavedDesign } from '@platen/domain/printable-params/printable-params';
import { type Http, http } from '@/lib/http.ts';
import { serviceUrl } from '@/lib/service-url.ts';

/** GET print v3 printable (O-2-30): the user's saved printables, newest first, one page. */
export const listSavedPrintables = (page: { limit: number; offset: number }, signal?: AbortSignal) =>
  http.get<PrintableList>(serviceUrl('print', '/v3/printable', page), { signal });

/** GET print v3 printable/:printableId (O-2-19 printableIdentifier): one saved printable with its design. */
export const getSavedPrintable = (printableId: string, client: Http = http, signal?: AbortSignal) =>
  client.get<SavedPrintableDetail>(
    serviceUrl('print', '/v3/printable/:printableId', { printableId }),
    signal ? { signal } : undefined,
  );

/** GET print design/:designId (O-7-20, O-2-19 printableDesignId): one of the user's saved designs. */
export const getSavedDesign = (designId: string, client: Http = http) =>
  client.get<SavedDesign>(serviceUrl('print', '/design/:designId', { designId }));
