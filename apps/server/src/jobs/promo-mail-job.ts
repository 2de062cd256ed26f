import type { Db, JobDefinition } from '@platen/db';
import type { PromoCampaign, PromoCampaignSettings } from '@platen/domain/promotions/promo-campaigns';
import type { Mailer } from '../services/mail/mailer.ts';
import { sendPromoMails } from '../services/promotions/send-promo-mails.ts';
import { recurringJob } from './recurring-job.ts';

export const PROMO_MAIL = 'mail.promotions';

/** R-9-62: the promotional campaigns, hourly; idempotent (each user x campaign is claimed once, ever). */
export function promoMailJob(
  db: Db,
  settings: {
    mailer: () => Promise<Mailer>;
    origin: string;
    campaigns?: Record<PromoCampaign, PromoCampaignSettings> | undefined;
  },
): JobDefinition<Record<string, never>> {
  return recurringJob(PROMO_MAIL, 'promoMail', 2, async () =>
    sendPromoMails(db, await settings.mailer(), {
      origin: settings.origin,
      now: new Date(),
      ...(settings.campaigns ? { settings: settings.campaigns } : {}),
    }),
  );
}
