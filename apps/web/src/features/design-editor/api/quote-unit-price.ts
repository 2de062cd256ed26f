import type { QuoteBulkRequest, QuoteBulkResponse } from '@platen/contracts';
import { http } from '@/lib/http.ts';
import { serviceUrl } from '@/lib/service-url.ts';

export type QuoteItem = QuoteBulkRequest['items'][number];

/** POST print quote bulk (O-7-19) for one item; the unit price is printing + blanks over the pieces. */
export async function quoteUnitPrice(
  item: QuoteItem,
  signal: AbortSignal,
): Promise<{ unitCents: number | null; issues: string[] }> {
  const res = await http.post<QuoteBulkResponse>(
    serviceUrl('print', '/quote/bulk'),
    { items: [item], sla: false },
    { signal },
  );
  const b = res.breakdown[0];
  const pieces = item.products.reduce((n, p) => n + Math.max(0, p.quantity), 0);
  const issues = res.issues.map((i) => `${i.path}: ${i.message}`);
  if (!b || pieces === 0) return { unitCents: null, issues };
  return { unitCents: Math.round((b.printing + b.blanks) / pieces), issues };
}
