import type { PromoReport } from '@platen/contracts';
import { type Db, promotionsRepository } from '@platen/db';
import {
  DEFAULT_PROMO_SETTINGS,
  PROMO_CAMPAIGNS,
  type PromoCampaign,
  type PromoCampaignSettings,
} from '@platen/domain/promotions/promo-campaigns';

export const PROMO_PAGE_SIZE = 50;

/** The staff view: every campaign's count and timing, opt-outs, and one page of a campaign's recipients. */
export async function promoReport(
  db: Db,
  q: { campaign: PromoCampaign; page: number },
  settings: Record<PromoCampaign, PromoCampaignSettings> = DEFAULT_PROMO_SETTINGS,
): Promise<PromoReport> {
  const repo = promotionsRepository(db);
  const [counts, optedOut, rows] = await Promise.all([
    repo.counts(),
    repo.optOutCount(),
    repo.sent(q.campaign, PROMO_PAGE_SIZE, (q.page - 1) * PROMO_PAGE_SIZE),
  ]);
  return {
    campaigns: PROMO_CAMPAIGNS.map((c) => ({ campaign: c, sent: counts[c] ?? 0, ...settings[c] })),
    optedOut,
    campaign: q.campaign,
    page: q.page,
    pageSize: PROMO_PAGE_SIZE,
    total: counts[q.campaign] ?? 0,
    recipients: rows.map((r) => ({ ...r, sentAt: r.sentAt.toISOString() })),
  };
}
