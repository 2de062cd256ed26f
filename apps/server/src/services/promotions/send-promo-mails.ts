import { type Db, type PromoCandidate, promotionsRepository } from '@platen/db';
import {
  DEFAULT_PROMO_SETTINGS,
  PROMO_CAMPAIGNS,
  type PromoCampaign,
  type PromoCampaignSettings,
  promoDecision,
  promoMailId,
  promoWindow,
  unsubscribePath,
} from '@platen/domain/promotions/promo-campaigns';
import type { Mailer } from '../mail/mailer.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

/** What one run needs: the origin links point at, the time it runs at (tests move it), the campaigns' timing. */
export interface PromoRun {
  origin: string;
  now: Date;
  settings?: Record<PromoCampaign, PromoCampaignSettings>;
  /** Candidates read per campaign and run (the next run takes the rest). */
  batch?: number;
}

const LANDING: Record<PromoCampaign, string> = {
  'inactivity-follow-up': '/manager/v2/orders',
  'new-user-follow-up': '/',
};

/**
 * RFC 2369 / RFC 8058 headers: mail clients show an unsubscribe button that POSTs
 * `List-Unsubscribe=One-Click` to the signed link.
 */
const unsubscribeHeaders = (link: string) => ({
  'List-Unsubscribe': `<${link}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/**
 * Mails one candidate: in one transaction the claim row (UNIQUE user x campaign) and the outbox row; SMTP
 * takes the mail after commit. A claim that loses (another worker, an opt-out meanwhile) writes nothing.
 */
async function mailOne(db: Db, mailer: Mailer, campaign: PromoCampaign, u: PromoCandidate, origin: string) {
  const id = promoMailId(campaign, u.userId);
  const link = `${origin}${unsubscribePath(await unsubscribeToken(db, u.userId))}`;
  return db.transaction(async (tx) => {
    if (!(await promotionsRepository(tx).claim(u.userId, campaign, id))) return false;
    const data = { name: u.name, link: `${origin}${LANDING[campaign]}`, unsubscribeLink: link };
    await mailer.send(u.email, `promo-${campaign}`, data, { db: tx, id, headers: unsubscribeHeaders(link) });
    return true;
  });
}

/**
 * R-9-62: one pass of every campaign at `run.now`. Candidates come from SQL; the domain rule decides each
 * (the same rule the unit tests pin); each mail is claimed before it is written, so a rerun or a second worker
 * never mails a user twice for a campaign. Returns how many mails each campaign wrote.
 */
export async function sendPromoMails(
  db: Db,
  mailer: Mailer,
  run: PromoRun,
): Promise<Record<PromoCampaign, number>> {
  const out = {} as Record<PromoCampaign, number>;
  for (const campaign of PROMO_CAMPAIGNS) {
    const settings = run.settings?.[campaign] ?? DEFAULT_PROMO_SETTINGS[campaign];
    const { from, until } = promoWindow(campaign, run.now, settings);
    const candidates = await promotionsRepository(db).candidates(campaign, from, until, run.batch ?? 500);
    let sent = 0;
    for (const u of candidates) {
      const facts = {
        ...u,
        staff: false,
        subUser: false,
        deactivated: false,
        marketingOptOut: false,
        alreadySent: false,
      };
      if (!promoDecision(campaign, facts, run.now, settings).send) continue;
      if (await mailOne(db, mailer, campaign, u, run.origin)) sent++;
    }
    out[campaign] = sent;
  }
  return out;
}
