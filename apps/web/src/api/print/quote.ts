import type { QuoteBulkRequestSchema, QuoteBulkResponse } from '@platen/contracts';
import type { z } from 'zod';
import { injectApi } from '@/api/base-api.ts';
import { serviceUrl } from '@/lib/service-url.ts';

/** The bulk quote request as a client sends it (defaults such as `sla: true` may be left out). */
export type QuoteBulkInput = z.input<typeof QuoteBulkRequestSchema>;
export type { QuoteBulkResponse };

/**
 * POST print quote bulk (O-7-19): prices, SLA and due date of quote items. The one place the web app asks for a
 * quote (editor price, quantity SLA, shipping options, review). A quote only reads, so it is a query: the same
 * request answers from the cache, a changed one asks again.
 */
export const quoteApi = injectApi({
  endpoints: (b) => ({
    quoteBulk: b.query<QuoteBulkResponse, QuoteBulkInput>({
      query: (body) => ({ url: serviceUrl('print', '/quote/bulk'), method: 'POST', body }),
      keepUnusedDataFor: 30,
    }),
  }),
});

export const { useQuoteBulkQuery } = quoteApi;
