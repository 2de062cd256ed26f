import type { QuoteRequest } from '@platen/domain/quote/quote-request';
import { http } from '@/lib/http.ts';
import { serviceUrl } from '@/lib/service-url.ts';

type Breakdown = { printing: number; blanks: number; shipping: number; fees: number; tax: number };

/** The bulk quote answer (packages/contracts quote.ts), the parts the review reads. */
export interface QuoteBulkAnswer {
  breakdown: Breakdown[];
  facilities: (string | null)[];
  sla?: { days: number | null }[];
  dueDate?: string | null;
  warnings: string[];
  orderIssues: string[];
  issues: { code: string; path: string; message: string }[];
  totals: Breakdown & { total: number };
}

/** POST print quote bulk (O-7-19): prices, SLA and due date for the cart's items. */
export const quoteBulk = (request: QuoteRequest) =>
  http.post<QuoteBulkAnswer>(serviceUrl('print', '/quote/bulk'), request);
