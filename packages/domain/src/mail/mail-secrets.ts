import { ROLE_LEVELS } from '../access/role-levels.ts';
import type { MailKind, MailTemplates } from './mail-templates.ts';

/** What the outbox keeps in place of a one-time link: the recipient got it, nobody else can read it back. */
export const REDACTED_LINK = '[link sent by e-mail, not kept]';

/**
 * The mails that carry a one-time secret (a link that signs in, resets a password, joins a team or moves an
 * account's e-mail) and the template field holding it. Every other mail may be kept as sent.
 */
export const ONE_TIME_LINK_FIELDS = {
  reset: 'link',
  invite: 'link',
  'email-change': 'link',
  'staff-invite': 'link',
} as const satisfies { [K in MailKind]?: keyof MailTemplates[K] };

/** True when mails of `kind` carry a one-time link. */
export function carriesOneTimeLink(kind: string): kind is keyof typeof ONE_TIME_LINK_FIELDS {
  return Object.hasOwn(ONE_TIME_LINK_FIELDS, kind);
}

/** The template data as the outbox keeps it: the one-time link replaced by REDACTED_LINK (other mails unchanged). */
export function redactedMailData<K extends MailKind>(kind: K, data: MailTemplates[K]): MailTemplates[K] {
  if (!carriesOneTimeLink(kind)) return data;
  return { ...data, [ONE_TIME_LINK_FIELDS[kind]]: REDACTED_LINK };
}

/**
 * Who may read the unredacted text of a mail kept in the outbox: only ADMIN, and only when the outbox is the
 * delivery (no SMTP). An ADMIN can already act as any account; every other staff member sees the redacted text.
 */
export function mayReadKeptLinks(roleLevel: number, transport: 'smtp' | 'outbox'): boolean {
  return transport === 'outbox' && roleLevel >= ROLE_LEVELS.ADMIN;
}

/**
 * The origin of every link in a mail: the configured PUBLIC_URL, else the listen address on localhost. Never the
 * request's Host header: a client chooses that, and a reset link on its host hands it the token.
 */
export function mailLinkOrigin(publicUrl: string | null | undefined, port: number): string {
  return publicUrl ? publicUrl.replace(/\/+$/, '') : `http://localhost:${port}`;
}

/**
 * The Message-ID of an outbox mail, derived from its id: every hand-off of the same row carries the same
 * Message-ID, so a receiving server or mail reader that sees it twice can tell it is one message.
 */
export function mailMessageId(outboxId: string, from: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'platen.local';
  return `<${outboxId.replace(/[^A-Za-z0-9._:-]/g, '-')}@${domain}>`;
}

/**
 * The delivery states of an outbox row. `queued`: written, not yet handed to SMTP; `sending`: marked (and
 * committed) just before the hand-off; `sent` / `failed`: the hand-off's outcome; `unconfirmed`: the process
 * stopped during the hand-off, so the mail may or may not have left. Only `queued` is ever (re)sent.
 */
export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed', 'unconfirmed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** A queued mail this old lost its hand-off (SMTP timeouts are shorter) and gets one try; a day-old one is not sent late. */
export const STALE_MAIL_SECONDS = { after: 15 * 60, before: 24 * 3600 } as const;

/**
 * What recovery does with a row left by a stopped process. A `queued` row was never handed over: send it (once,
 * claimed by moving it to `sending`). A `sending` row may have been accepted by SMTP: never send it again, mark
 * it `unconfirmed` for staff. Sending twice is the failure this rule rules out; a lost mail is asked for again.
 */
export function recoveryOf(status: string): 'send' | 'mark-unconfirmed' | 'leave' {
  if (status === 'queued') return 'send';
  // `retrying` was the claim state of earlier versions: the same uncertainty as `sending`.
  if (status === 'sending' || status === 'retrying') return 'mark-unconfirmed';
  return 'leave';
}
