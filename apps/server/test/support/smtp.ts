import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  /** The Message-ID header as received. */
  messageId: string;
  /** Every header line as received, by lower-case name (the value after the colon, trimmed). */
  headers: Record<string, string>;
  /** Attached files, their content as UTF-8 text. */
  attachments: { filename: string; contentType: string; content: string }[];
}

/**
 * A local SMTP server (npm smtp-server) on a free port that keeps every message it receives, parsed.
 * `onAccept` runs for each message just before the server answers 250 (a test can stop the sender there).
 */
export async function startSmtp(opts: { onAccept?: (m: ReceivedMail) => void } = {}) {
  const mails: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((m: ParsedMail) => {
          const to = Array.isArray(m.to) ? m.to[0]?.text : m.to?.text;
          const mail: ReceivedMail = {
            to: String(to ?? ''),
            from: String(m.from?.text ?? ''),
            subject: String(m.subject ?? ''),
            text: String(m.text ?? ''),
            html: typeof m.html === 'string' ? m.html : '',
            messageId: String(m.messageId ?? ''),
            headers: Object.fromEntries(
              m.headerLines.map((h) => [h.key, h.line.slice(h.line.indexOf(':') + 1).trim()]),
            ),
            attachments: (m.attachments ?? []).map((a) => ({
              filename: String(a.filename ?? ''),
              contentType: String(a.contentType ?? ''),
              content: a.content.toString('utf8'),
            })),
          };
          mails.push(mail);
          opts.onAccept?.(mail);
          for (const w of waiters.splice(0)) w();
          done();
        })
        .catch(done);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** The first mail (received or arriving within 10 s) to `to` whose subject matches. */
    async next(to: string, subject: RegExp): Promise<ReceivedMail> {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const found = mails.find((m) => m.to.includes(to) && subject.test(m.subject));
        if (found) {
          mails.splice(mails.indexOf(found), 1);
          return found;
        }
        if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject}`);
        await new Promise<void>((r) => {
          waiters.push(r);
          setTimeout(r, 200);
        });
      }
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** The link of a one-time token in a mail's text part. */
export function linkIn(mail: ReceivedMail, path: string): URL {
  const m = new RegExp(`https?://\\S+${path.replace(/\//g, '\\/')}\\?token=[A-Za-z0-9_-]+`).exec(mail.text);
  if (!m) throw new Error(`no ${path} link in: ${mail.text}`);
  return new URL(m[0]);
}
