import { randomUUID } from 'node:crypto';
import { accountsRepository, type Db, type Queryable } from '@platen/db';
import { type MailKind, type MailTemplates, renderMail } from '@platen/domain/mail/mail-templates';
import type { Transporter } from 'nodemailer';
import type { ErrorReporter } from '../../reporter.ts';

export const DEFAULT_MAIL_FROM = 'Platen <no-reply@platen.local>';

/** A mail still queued 15 min after it was written (SMTP timeouts are shorter) lost its delivery; a day-old one is not sent late. */
export const STALE_MAIL_SECONDS = { after: 15 * 60, before: 24 * 3600 } as const;

/** How mail leaves: by SMTP (SMTP_URL) or into the outbox table that staff read at /internal/dashboard/mail. */
export type MailTransport = 'smtp' | 'outbox';

export interface Mailer {
  transport: MailTransport;
  /**
   * Renders `kind` with `data` and sends it to `to`. The outbox row is written with `db` (pass the open
   * transaction to send only if it commits); SMTP delivery happens after, in the background, and its outcome is
   * recorded on the row. Resolves to the outbox id once the row is written. With `id`, a mail of that id is
   * written and sent once: a second send of the same id does nothing.
   */
  send<K extends MailKind>(
    to: string,
    kind: K,
    data: MailTemplates[K],
    opts?: { db?: Queryable; replyTo?: string; id?: string },
  ): Promise<string>;
  /**
   * SMTP only: sends again the mails written but never handed to SMTP (the process stopped between the commit and
   * the send), once each. Returns how many were tried. The outbox transport has nothing to retry.
   */
  retryStale(): Promise<number>;
  /** Resolves when every SMTP delivery started so far has finished (tests, shutdown). */
  idle(): Promise<void>;
  close(): void;
}

/**
 * The mailer: nodemailer over SMTP_URL when set (MAIL_FROM the sender), else the `email_outbox` table only.
 * Every mail is a row in the outbox either way (status queued, sent or failed), so staff can see what went out.
 */
export async function createMailer(
  db: Db,
  opts: { smtpUrl?: string | undefined; from?: string | undefined; reporter: ErrorReporter },
): Promise<Mailer> {
  const from = opts.from ?? DEFAULT_MAIL_FROM;
  let transport: Transporter | null = null;
  if (opts.smtpUrl) {
    const nodemailer = await import('nodemailer');
    transport = nodemailer.createTransport(opts.smtpUrl);
  }
  const pending = new Set<Promise<void>>();

  const deliver = async (id: string, m: { to: string; subject: string; text: string; html: string }) => {
    try {
      await transport!.sendMail({ from, ...m });
      await accountsRepository(db).markMail(id, { sent: true });
    } catch (err) {
      await accountsRepository(db)
        .markMail(id, { sent: false, error: String((err as Error).message) })
        .catch(() => {});
      opts.reporter.report(err as Error, { where: 'mail delivery', outboxId: id });
    }
  };

  return {
    transport: transport ? 'smtp' : 'outbox',
    async send(to, kind, data, o = {}) {
      const mail = renderMail(kind, data);
      const id = o.id ?? randomUUID();
      const q = o.db ?? db;
      const fresh = await accountsRepository(q).queueMail({
        id,
        kind,
        to,
        replyTo: o.replyTo ?? null,
        ...mail,
      });
      if (fresh && transport) {
        const start = () => {
          const p = deliver(id, { to, ...mail }).finally(() => pending.delete(p));
          pending.add(p);
        };
        q.afterCommit(start);
      }
      return id;
    },
    async retryStale() {
      if (!transport) return 0;
      const stale = await accountsRepository(db).claimStaleMail(
        STALE_MAIL_SECONDS.after,
        STALE_MAIL_SECONDS.before,
        50,
      );
      await Promise.all(
        stale.map((m) => deliver(m.id, { to: m.to, subject: m.subject, text: m.text, html: m.html ?? '' })),
      );
      return stale.length;
    },
    async idle() {
      while (pending.size) await Promise.all([...pending]);
    },
    close() {
      transport?.close();
    },
  };
}
