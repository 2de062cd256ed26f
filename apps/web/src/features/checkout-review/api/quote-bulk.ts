import type { QuoteBulkResponse } from '@platen/contracts';
import type { QuoteRequest } from '@platen/domain/quote/quote-request';
import { http } from '@/lib/http.ts';
import { serviceUrl } from '@/lib/service-url.ts';

/** The bulk quote answer (packages/contracts quote.ts). */
export type QuoteBulkAnswer = QuoteBulkResponse;

/** POST print quote bulk (O-7-19): prices, SLA and due date for the cart's items. */
export const quoteBulk = (request: QuoteRequest) =>
  http.post<QuoteBulkAnswer>(serviceUrl('print', '/quote/bulk'), request);
