import { createHash } from 'node:crypto';
import type { Db } from '@platen/db';
import { mailMessageId, REDACTED_LINK } from '@platen/domain/mail/mail-secrets';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { Config } from '../../src/config.ts';
import { memoryReporter } from '../../src/reporter.ts';
import { createMailer, type Mailer } from '../../src/services/mail/mailer.ts';
import { hashPassword } from '../../src/services/passwords.ts';
import { seed } from '../../src/services/seed.ts';
import { staffClient } from '../lifecycle/support.ts';
import { type Client, newClient, type TestTarget, testConfig, testTargets } from '../support/harness.ts';
import { linkIn, startSmtp } from '../support/smtp.ts';

// The password hash is watched (not replaced) to see which requests reach it.
vi.mock('../../src/services/passwords.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/services/passwords.ts')>();
  return { ...real, hashPassword: vi.fn(real.hashPassword) };
});

const targets = await testTargets();
const PORT = 8123;
const FROM = 'Platen <mail@platen.test>';
const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'a brand new passphrase 27';
const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

/**
 * An app whose mailer the test holds: `hold()` keeps background work (the forgot path) waiting until `release()`,
 * and every db.query / transaction issued while `recording` is logged by its SQL text.
 */
async function openMailApp(target: TestTarget, config: Partial<Config> = {}) {
  const { db, url, drop } = await target.open();
  await seed(db);
  const reporter = memoryReporter();
  const real = await createMailer(db, { smtpUrl: config.smtpUrl, from: FROM, reporter });
  const held: (() => void)[] = [];
  let holding = false;
  const mail: Mailer = {
    ...real,
    background(where, work) {
      real.background(where, async () => {
        if (holding) await new Promise<void>((r) => held.push(r));
        await work();
      });
    },
  };
  const sql: string[] = [];
  let recording = false;
  const query = db.query.bind(db);
  const transaction = db.transaction.bind(db);
  Object.assign(db, {
    query: (text: string, params?: unknown[]) => {
      if (recording) sql.push(text.replace(/\s+/g, ' ').trim());
      return query(text, params);
    },
    transaction: (fn: Parameters<Db['transaction']>[0]) => {
      if (recording) sql.push('BEGIN');
      return transaction(fn);
    },
  });
  const app = await buildApp({
    db,
    config: testConfig({ port: PORT, mailFrom: FROM, ...config, databaseUrl: url }),
    reporter,
    mail,
  });
  await app.ready();
  return {
    app,
    db,
    mail,
    reporter,
    hold: () => {
      holding = true;
    },
    release: () => {
      holding = false;
      for (const r of held.splice(0)) r();
    },
    /** The SQL the app issues while `fn` runs. */
    async record(fn: () => Promise<unknown>): Promise<string[]> {
      sql.length = 0;
      recording = true;
      try {
        await fn();
      } finally {
        recording = false;
      }
      return [...sql];
    },
    async close() {
      await app.close();
      await real.idle();
      real.close();
      await drop();
    },
  };
}
type MailApp = Awaited<ReturnType<typeof openMailApp>>;

const post = (app: FastifyInstance, url: string, payload: object, more: Record<string, unknown> = {}) =>
  app.inject({ method: 'POST', url, payload, ...more });

describe.each(targets)('mail secrets and links, outbox delivery (no SMTP) on $kind', (target) => {
  let t: MailApp;
  let admin: Client;
  beforeAll(async () => {
    t = await openMailApp(target);
    admin = await staffClient(t.app, 'admin@platen.test');
  });
  afterAll(async () => t?.close());

  const outboxAs = async (c: Client) => {
    const r = await t.app.inject({ method: 'GET', url: '/api/internal/mail', headers: c.headers() });
    expect(r.statusCode).toBe(200);
    return (r.json() as { mails: { to: string; kind: string; text: string }[] }).mails;
  };
  const keptText = async (to: string) =>
    (
      await t.db.query<{ body: string; private_body: string | null }>(
        'SELECT body, private_body FROM email_outbox WHERE to_address = $1 ORDER BY created_at DESC LIMIT 1',
        [to],
      )
    ).rows[0]!;

  it('#H1 an anonymous reset for admin@platen.test: staff without ADMIN read no usable link in the outbox, the token is hashed at rest', async () => {
    const asked = await post(
      t.app,
      '/auth/forgot',
      { email: 'admin@platen.test' },
      { remoteAddress: '10.27.1.1' },
    );
    expect(asked.statusCode).toBe(202);
    await t.mail.idle();
    // mail.read: a production operator and sales are refused the outbox altogether (default-role-permissions.md).
    for (const who of ['operator', 'sales']) {
      const staff = await staffClient(t.app, `${who}@platen.test`);
      const r = await t.app.inject({ method: 'GET', url: '/api/internal/mail', headers: staff.headers() });
      expect(r.statusCode, who).toBe(403);
    }
    for (const who of ['cs', 'lead']) {
      const staff = await staffClient(t.app, `${who}@platen.test`);
      const mail = (await outboxAs(staff)).find((m) => m.to === 'admin@platen.test' && m.kind === 'reset');
      expect(mail, who).toBeDefined();
      expect(mail!.text).toContain(REDACTED_LINK);
      expect(mail!.text).not.toMatch(/token=/);
      // Whatever the operator lifts from the mail, it does not reset the admin's password.
      const lifted = /token=([A-Za-z0-9_-]+)/.exec(mail!.text)?.[1] ?? 'x'.repeat(43);
      const tried = await post(t.app, '/auth/reset', { token: lifted, password: NEW_PASSWORD });
      expect(tried.statusCode).toBe(400);
    }
    // The outbox is this server's only delivery: ADMIN (who can act as any account anyway) reads the link.
    const adminView = (await outboxAs(admin)).find((m) => m.to === 'admin@platen.test' && m.kind === 'reset');
    const token = /\/auth\/reset\?token=([A-Za-z0-9_-]+)/.exec(adminView!.text)?.[1];
    expect(token).toBeDefined();
    // At rest: the token table holds its SHA-256 only; the readable outbox text has no token.
    const tokens = await t.db.query<{ token_hash: string }>('SELECT token_hash FROM auth_tokens');
    expect(tokens.rows.some((r) => r.token_hash === token)).toBe(false);
    expect(tokens.rows.some((r) => r.token_hash === sha256(token!))).toBe(true);
    const kept = await keptText('admin@platen.test');
    expect(kept.body).not.toContain(token!);
    expect(
      (await post(t.app, '/auth/login', { email: 'admin@platen.test', password: 'platen-demo' })).statusCode,
    ).toBe(200);
  }, 120_000);

  it('#H4 forgot, invitation and e-mail change sent with Host: evil.example mail links on localhost:PORT (no PUBLIC_URL), never on evil.example', async () => {
    const evil = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };
    const c = await newClient(t.app);
    expect(
      (await post(t.app, '/auth/forgot', { email: c.email }, { headers: evil, remoteAddress: '10.27.4.1' }))
        .statusCode,
    ).toBe(202);
    const invitee = `invitee${Date.now()}@example.com`;
    const invited = await post(
      t.app,
      '/auth/addSubUsers',
      { users: [{ email: invitee }] },
      { headers: { ...c.headers(), ...evil } },
    );
    expect(invited.statusCode).toBe(201);
    const moved = `moved${Date.now()}@example.com`;
    const change = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/manager2/settings/account',
        headers: { ...c.headers(), ...evil },
        payload,
      });
    let changed = await change({ email: moved });
    // A server that asks for the current password to change the e-mail gets it.
    if (changed.statusCode === 400) changed = await change({ email: moved, currentPassword: PASSWORD });
    expect(changed.statusCode).toBe(200);
    await t.mail.idle();
    for (const to of [c.email, invitee, moved]) {
      const kept = await keptText(to);
      expect(kept.private_body, to).toMatch(new RegExp(`http://localhost:${PORT}/\\S+\\?token=`));
      expect(kept.private_body + kept.body).not.toContain('evil.example');
    }
  }, 120_000);

  it('#L3 POST /auth/reset checks the link before hashing: an unknown link or a refused password never reaches the hash', async () => {
    const spy = vi.mocked(hashPassword);
    spy.mockClear();
    const unknown = await post(
      t.app,
      '/auth/reset',
      { token: 'y'.repeat(43), password: NEW_PASSWORD },
      { remoteAddress: '10.27.3.1' },
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('This link is not valid. Ask for a new one.');
    expect(spy).not.toHaveBeenCalled();

    const c = await newClient(t.app);
    await post(t.app, '/auth/forgot', { email: c.email }, { remoteAddress: '10.27.3.2' });
    await t.mail.idle();
    const token = /token=([A-Za-z0-9_-]+)/.exec((await keptText(c.email)).private_body!)![1]!;
    spy.mockClear();
    const weak = await post(
      t.app,
      '/auth/reset',
      { token, password: 'short' },
      { remoteAddress: '10.27.3.1' },
    );
    expect(weak.statusCode).toBe(400);
    expect(spy).not.toHaveBeenCalled();
    const ok = await post(
      t.app,
      '/auth/reset',
      { token, password: NEW_PASSWORD },
      { remoteAddress: '10.27.3.1' },
    );
    expect(ok.statusCode).toBe(200);
    expect(spy).toHaveBeenCalledTimes(1);
    const again = await post(
      t.app,
      '/auth/reset',
      { token, password: NEW_PASSWORD },
      { remoteAddress: '10.27.3.1' },
    );
    expect(again.json().message).toBe('This link was already used. Ask for a new one.');
    expect(spy).toHaveBeenCalledTimes(1);
  }, 120_000);

  it('#L3 POST /auth/forgot does the same steps for a known and an unknown e-mail; the mail follows in the background', async () => {
    const c = await newClient(t.app);
    await t.mail.idle();
    t.hold();
    const forgot = (email: string, ip: string) =>
      t.record(async () => {
        const r = await post(t.app, '/auth/forgot', { email }, { remoteAddress: ip });
        expect(r.statusCode).toBe(202);
      });
    const known = await forgot(c.email, '10.27.3.10');
    const unknown = await forgot(`nobody${Date.now()}@example.com`, '10.27.3.11');
    expect(known).toEqual(unknown);
    expect(known.some((q) => /FROM users/i.test(q) || q === 'BEGIN')).toBe(false);
    t.release();
    await t.mail.idle();
    expect((await keptText(c.email))?.private_body).toMatch(/\/auth\/reset\?token=/);
  }, 120_000);
});

describe.each(targets)('mail exactly once across a crash, SMTP delivery on $kind', (target) => {
  let t: MailApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let onAccept: (() => void) | null = null;
  beforeAll(async () => {
    smtp = await startSmtp({ onAccept: () => onAccept?.() });
    t = await openMailApp(target, { smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const row = async (id: string) =>
    (
      await t.db.query<{ status: string; body: string; private_body: string | null }>(
        'SELECT status, body, private_body FROM email_outbox WHERE id = $1',
        [id],
      )
    ).rows[0]!;
  const ageRow = (id: string) =>
    t.db.query(
      `UPDATE email_outbox SET created_at = created_at - interval '16 minutes',
              sending_at = sending_at - interval '16 minutes' WHERE id = $1`,
      [id],
    );
  /** Lets the SMTP stand-in finish parsing anything still on the wire. */
  const settle = () => new Promise((r) => setTimeout(r, 300));

  it('#H1 with SMTP the delivered reset mail leaves no token in the database', async () => {
    const c = await newClient(t.app);
    await post(t.app, '/auth/forgot', { email: c.email }, { remoteAddress: '10.27.1.2' });
    const token = linkIn(
      await smtp.next(c.email, /Reset your Platen password/),
      '/auth/reset',
    ).searchParams.get('token')!;
    await t.mail.idle();
    const kept = await t.db.query<{
      body: string;
      html: string;
      private_body: string | null;
      private_html: string | null;
    }>('SELECT body, html, private_body, private_html FROM email_outbox WHERE to_address = $1', [c.email]);
    expect(kept.rows).toHaveLength(1);
    expect(kept.rows[0]).toMatchObject({ private_body: null, private_html: null });
    expect(kept.rows[0]!.body).toContain(REDACTED_LINK);
    expect(kept.rows[0]!.body + kept.rows[0]!.html).not.toContain(token);
    const stored = await t.db.query('SELECT 1 FROM auth_tokens WHERE token_hash = $1', [token]);
    expect(stored.rows).toHaveLength(0);
  }, 60_000);

  it('#L6 mail: a server killed while SMTP accepts a mail does not send it again after the 15-min retry', async () => {
    // The first server: its database goes away the moment SMTP accepts the message (a kill -9 at that instant).
    let dead = false;
    const dying = {
      ...t.db,
      query: (text: string, params?: unknown[]) =>
        dead ? Promise.reject(new Error('killed')) : t.db.query(text, params),
    } as Db;
    const first = await createMailer(dying, { smtpUrl: smtp.url, from: FROM, reporter: memoryReporter() });
    onAccept = () => {
      dead = true;
    };
    const to = `crash${Date.now()}@example.com`;
    const id = await first.send(to, 'proof-ready', {
      name: 'Kim',
      orderId: 'O-27',
      link: 'http://localhost/p',
    });
    await first.idle();
    first.close();
    onAccept = null;
    const got = await smtp.next(to, /proof for order O-27/);

    // The restarted server's recovery, 15 minutes later: the row may have left, so it is not sent again.
    await ageRow(id);
    const second = await createMailer(t.db, { smtpUrl: smtp.url, from: FROM, reporter: memoryReporter() });
    await Promise.all([second.retryStale(), second.retryStale()]);
    await second.idle();
    await settle();
    expect(smtp.mails.filter((m) => m.to.includes(to))).toHaveLength(0);
    expect((await row(id)).status).toBe('unconfirmed');
    // Its one hand-off carried the Message-ID of the row (a receiver that sees it again can tell).
    expect(got.messageId).toBe(mailMessageId(id, FROM));
    expect(await second.retryStale()).toBe(0);
    second.close();
  }, 60_000);

  it('#L6 mail: a mail whose hand-off never started is sent once by the recovery, with the Message-ID of its row', async () => {
    // The first server stops between the commit and the hand-off: its database is gone before the row is marked.
    let dead = false;
    const dying = {
      ...t.db,
      query: (text: string, params?: unknown[]) => {
        if (dead) return Promise.reject(new Error('killed'));
        if (/INSERT INTO email_outbox/.test(text)) dead = true;
        return t.db.query(text, params);
      },
    } as Db;
    const first = await createMailer(dying, { smtpUrl: smtp.url, from: FROM, reporter: memoryReporter() });
    const to = `stopped${Date.now()}@example.com`;
    const id = await first.send(to, 'reset', {
      name: 'Kim',
      link: 'http://localhost/auth/reset?token=T27',
      validMinutes: 60,
    });
    await first.idle();
    first.close();
    expect((await row(id)).status).toBe('queued');
    await ageRow(id);
    const [a, b] = await Promise.all([t.mail.retryStale(), t.mail.retryStale()]);
    expect(a + b).toBe(1);
    const got = await smtp.next(to, /Reset your Platen password/);
    expect(got.text).toContain('token=T27');
    expect(got.messageId).toBe(mailMessageId(id, FROM));
    await t.mail.idle();
    await settle();
    expect(smtp.mails.filter((m) => m.to.includes(to))).toHaveLength(0);
    expect(await row(id)).toMatchObject({ status: 'sent', private_body: null });
    expect((await row(id)).body).not.toContain('T27');
  }, 60_000);
});
