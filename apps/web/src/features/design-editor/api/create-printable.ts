import type { DatabasePrintableRequest } from '@platen/contracts';
import { http } from '@/lib/http.ts';
import { serviceUrl } from '@/lib/service-url.ts';

/** POST print v3 printable (O-7-17): a saved (database) printable of a design on a product colour. */
export const createPrintable = (body: DatabasePrintableRequest) =>
  http.post<{ printableId: string }>(serviceUrl('print', '/v3/printable'), body);
