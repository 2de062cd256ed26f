import { randomUUID } from 'node:crypto';
import {
  accountsRepository,
  type Db,
  type MailAttachment,
  type OutboxMail,
  type Queryable,
} from '@platen/db';
import { mailMessageId, redactedMailData, STALE_MAIL_SECONDS } from '@platen/domain/mail/mail-secrets';
import { type MailKind, type MailTemplates, renderMail } from '@platen/domain/mail/mail-templates';
import type { Transporter } from 'nodemailer';
import type { ErrorReporter } from '../../reporter.ts';

export const DEFAULT_MAIL_FROM = 'Platen <no-reply@platen.local>';

/** How mail leaves: by SMTP (SMTP_URL) or into the outbox table that staff read at /internal/dashboard/mail. */
export type MailTransport = 'smtp' | 'outbox';

export interface Mailer {
  transport: MailTransport;
  /**
   * Renders `kind` with `data` and sends it to `to`. The outbox row is written with `db` (pass the open
   * transaction to send only if it commits); SMTP delivery happens after, in the background, and its outcome is
   * recorded on the row. Resolves to the outbox id once the row is written. With `id`, a mail of that id is
   * written and sent once: a second send of the same id does nothing. The outbox keeps the mail with its
   * one-time link redacted; the unredacted text waits only for the SMTP hand-off (or, without SMTP, for ADMIN).
   */
  send<K extends MailKind>(
    to: string,
    kind: K,
    data: MailTemplates[K],
    opts?: {
      db?: Queryable;
      replyTo?: string;
      id?: string;
      headers?: Record<string, string>;
      attachments?: MailAttachment[];
    },
  ): Promise<string>;
  /**
   * SMTP only, the recovery after a stop: sends the mails written but never handed to SMTP (still `queued`), once
   * each, and marks `unconfirmed` (never resends) those the stop caught during the hand-off. Returns how many were
   * tried. The outbox transport has nothing to retry.
   */
  retryStale(): Promise<number>;
  /**
   * Runs `work` after the caller has answered (its duration shows in no response); a failure is reported, not
   * thrown. idle() waits for it too.
   */
  background(where: string, work: () => Promise<void>): void;
  /** Resolves when every SMTP delivery and background work started so far has finished (tests, shutdown). */
  idle(): Promise<void>;
  close(): void;
}

type Report = (err: unknown, where: string, outboxId?: string) => void;

/** Work the caller does not wait for (SMTP deliveries, background work); idle() waits for all of it. */
function workTracker() {
  const pending = new Set<Promise<void>>();
  return {
    track(p: Promise<void>) {
      const tracked = p.finally(() => pending.delete(tracked));
      pending.add(tracked);
    },
    async idle() {
      while (pending.size) await Promise.all([...pending]);
    },
  };
}

/**
 * Hands one claimed outbox mail to SMTP and records the outcome on its row. The row is `sending` (committed)
 * before SMTP sees the mail; the Message-ID comes from the row's id.
 */
function smtpHandOff(db: Db, transport: Transporter, from: string, report: Report) {
  return async (m: OutboxMail) => {
    try {
      await transport.sendMail({
        from,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html ?? '',
        ...(m.replyTo ? { replyTo: m.replyTo } : {}),
        ...(m.headers ? { headers: m.headers } : {}),
        messageId: mailMessageId(m.id, from),
        ...(m.attachments?.length ? { attachments: m.attachments } : {}),
      });
      await accountsRepository(db).markMail(m.id, { sent: true });
    } catch (err) {
      await accountsRepository(db)
        .markMail(m.id, { sent: false, error: String((err as Error).message) })
        .catch(() => {});
      report(err, 'mail delivery', m.id);
    }
  };
}

/**
 * Writes one mail's outbox row: the text kept with its one-time link redacted, the unredacted text aside only
 * when it differs. True when the row is new (a second send of the same id writes nothing).
 */
async function queueRendered<K extends MailKind>(
  q: Queryable,
  mail: {
    id: string;
    to: string;
    kind: K;
    data: MailTemplates[K];
    replyTo: string | null;
    headers?: Record<string, string> | undefined;
    attachments?: MailAttachment[] | undefined;
  },
): Promise<boolean> {
  const full = renderMail(mail.kind, mail.data);
  const kept = renderMail(mail.kind, redactedMailData(mail.kind, mail.data));
  const secret = kept.text !== full.text;
  return accountsRepository(q).queueMail({
    id: mail.id,
    kind: mail.kind,
    to: mail.to,
    replyTo: mail.replyTo,
    headers: mail.headers ?? null,
    ...kept,
    privateText: secret ? full.text : null,
    privateHtml: secret ? full.html : null,
    attachments: mail.attachments ?? null,
  });
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
  const tracker = workTracker();
  const report: Report = (err, where, outboxId) =>
    opts.reporter.report(err as Error, { where, ...(outboxId ? { outboxId } : {}) });
  const handOff = transport ? smtpHandOff(db, transport, from, report) : null;
  const deliver = async (id: string) => {
    const claimed = await accountsRepository(db).startSending(id);
    if (claimed) await handOff?.(claimed);
  };

  return {
    transport: transport ? 'smtp' : 'outbox',
    async send(to, kind, data, o = {}) {
      const id = o.id ?? randomUUID();
      const q = o.db ?? db;
      const fresh = await queueRendered(q, {
        id,
        to,
        kind,
        data,
        replyTo: o.replyTo ?? null,
        headers: o.headers,
        attachments: o.attachments,
      });
      if (fresh && handOff) {
        q.afterCommit(() => tracker.track(deliver(id).catch((err) => report(err, 'mail delivery', id))));
      }
      return id;
    },
    async retryStale() {
      if (!handOff) return 0;
      const repo = accountsRepository(db);
      await repo.settleInterruptedMail(STALE_MAIL_SECONDS.after);
      const stale = await repo.claimStaleMail(STALE_MAIL_SECONDS.after, STALE_MAIL_SECONDS.before, 50);
      await Promise.all(stale.map(handOff));
      return stale.length;
    },
    background(where, work) {
      tracker.track(
        new Promise<void>((resolve) => setImmediate(resolve)).then(work).catch((err) => report(err, where)),
      );
    },
    idle: () => tracker.idle(),
    close() {
      transport?.close();
    },
  };
}
