import type { Db, JobDefinition } from '@platen/db';
import { RECURRING_JOBS } from '@platen/domain/calendar/recurring-jobs';
import type { Mailer } from '../services/mail/mailer.ts';
import { sendOrderMails } from '../services/mail/order-mail.ts';

export const ORDER_MAIL = 'mail.order-events';

/** What the order-mail job needs: the mailer (made on first use) and the origin links point at. */
export interface OrderMailSettings {
  mailer: () => Promise<Mailer>;
  origin: string;
}

/** The customer e-mails of order events and the retry of lost deliveries, on RECURRING_JOBS.orderMail. */
export function orderMailJob(db: Db, settings: OrderMailSettings): JobDefinition<Record<string, never>> {
  return {
    name: ORDER_MAIL,
    retryLimit: 2,
    expireInSeconds: 120,
    schedule: { cron: RECURRING_JOBS.orderMail.cron },
    async run() {
      const mailer = await settings.mailer();
      await sendOrderMails(db, mailer, settings.origin);
      // Mails of any kind whose SMTP delivery never started (a stop between commit and send) get their try now.
      await mailer.retryStale();
    },
  };
}
