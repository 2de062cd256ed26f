import type { QuoteBulkRequest, QuoteBulkResponse } from '@platen/contracts';
import type { Db } from '@platen/db';
import { quoteBulk } from '@platen/domain/pricing/quote-engine';
import { loadQuoteContext } from './quote-context.ts';

/** O-7-19: prices a bulk quote request for a user (their designs only) as of `now`. */
export async function quoteBulkFor(
  db: Db,
  request: QuoteBulkRequest,
  userId: string,
  now: Date = new Date(),
): Promise<QuoteBulkResponse> {
  const ctx = await loadQuoteContext(db, request, userId, now);
  const r = quoteBulk(request, ctx);
  return {
    ...r,
    shipments: r.shipments.map((s) => ({ ...s, address: { ...s.address } })),
    totalCents: r.totals.total,
  };
}
