import { type Db, orderMailRepository } from '@platen/db';
import {
  MAILED_ORDER_EVENTS,
  ORDER_MAIL_ID_PREFIX,
  orderEventMail,
  orderMailId,
} from '@platen/domain/mail/order-event-mail';
import type { Mailer } from './mailer.ts';

/** How far back an event still gets its mail (a mail days late would confuse more than help). */
const MAIL_WINDOW_DAYS = 3;

/**
 * Sends the customer e-mails of recent order events that have none yet (the proof is ready, a shipment left with
 * its tracking): each mail's outbox id is derived from its event, so a second run, a retry or a second worker
 * never mails twice, and an event logged while the mailer was down is mailed on the next run. Returns how many
 * mails went out.
 */
export async function sendOrderMails(db: Db, mailer: Mailer, origin: string, limit = 200): Promise<number> {
  const pending = await orderMailRepository(db).pending(
    MAILED_ORDER_EVENTS,
    ORDER_MAIL_ID_PREFIX,
    MAIL_WINDOW_DAYS,
    limit,
  );
  let sent = 0;
  for (const e of pending) {
    const mail = orderEventMail(e, origin);
    if (!mail) continue;
    await mailer.send(e.recipientEmail, mail.kind, mail.data as never, { id: orderMailId(e) });
    sent++;
  }
  return sent;
}
