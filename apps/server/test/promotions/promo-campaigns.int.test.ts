import { createDb, type Db } from '@platen/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryReporter } from '../../src/reporter.ts';
import { createMailer } from '../../src/services/mail/mailer.ts';
import { sendPromoMails } from '../../src/services/promotions/send-promo-mails.ts';
import { unsubscribeToken } from '../../src/services/promotions/unsubscribe-token.ts';
import { placedOrder, staffClient } from '../lifecycle/support.ts';
import { type Client, newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';
import { type ReceivedMail, startSmtp } from '../support/smtp.ts';

const targets = await testTargets();
const DAY = 24 * 3600 * 1000;
const ORIGIN = 'https://print.example';

describe.each(targets)('R-9-62 promotional campaigns on $kind', (target) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let newbie: Client;
  let unsubscribed: Client;
  let buyer: Client;
  let second: Db | null = null;
  beforeAll(async () => {
    t = await openApp(target);
    smtp = await startSmtp();
    newbie = await newClient(t.app, 'New Nora');
    unsubscribed = await newClient(t.app, 'Quiet Quinn');
    buyer = await newClient(t.app, 'Buyer Bo');
    await placedOrder(t.app, buyer, t.db);
    // A second worker has its own connections to the same database (PGlite has one connection: the same db).
    second = t.url ? await createDb({ url: t.url }) : null;
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await smtp?.close();
    await t?.close();
  });

  const page = (method: 'GET' | 'POST', token: string) =>
    t.app.inject({
      method,
      url: `/email/unsubscribe/${token}`,
      ...(method === 'POST'
        ? {
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: 'List-Unsubscribe=One-Click',
          }
        : {}),
    });
  const prefs = async (c: Client) =>
    (await t.app.inject({ method: 'GET', url: '/api/manager2/settings/email', headers: c.headers() })).json();
  /** Two job runners at once, each with its own mailer (and, on PostgreSQL, its own connections). */
  const twoWorkers = async (now: Date) => {
    const dbs = [t.db, second ?? t.db];
    const mailers = await Promise.all(
      dbs.map((db) => createMailer(db, { smtpUrl: smtp.url, reporter: memoryReporter() })),
    );
    const runs = await Promise.all(
      dbs.map((db, i) => sendPromoMails(db, mailers[i]!, { origin: ORIGIN, now })),
    );
    for (const m of mailers) {
      await m.idle();
      m.close();
    }
    return runs;
  };
  const mailsTo = (c: Client) => smtp.mails.filter((m) => m.to.includes(c.email));

  it('R-9-62 a tampered unsubscribe link is refused and changes nothing; a valid one unsubscribes at once (one-click POST)', async () => {
    const token = await unsubscribeToken(t.db, unsubscribed.userId);
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const bad of [tampered, `${buyer.userId}.${token.split('.').pop()}`, 'nonsense']) {
      const res = await page('POST', bad);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('This unsubscribe link is not valid');
    }
    expect((await prefs(unsubscribed)).marketing).toBe(true);
    expect((await prefs(buyer)).marketing).toBe(true);
    // GET only shows the confirmation with its button: nothing changes until the POST.
    const confirm = await page('GET', token);
    expect(confirm.statusCode).toBe(200);
    expect(confirm.body).toContain('<button type="submit">Unsubscribe</button>');
    expect((await prefs(unsubscribed)).marketing).toBe(true);
    const done = await page('POST', token);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('You are unsubscribed');
    expect(await prefs(unsubscribed)).toMatchObject({ marketing: false, optedOutBy: 'unsubscribe-link' });
  });

  it('R-9-62 with the clock moved forward, each eligible user gets exactly one e-mail per campaign; unsubscribed users and staff none; two workers at once send nothing twice', async () => {
    // Today: nobody is due yet.
    const today = await twoWorkers(new Date());
    expect(today.flatMap((r) => Object.values(r)).reduce((a, b) => a + b, 0)).toBe(0);

    // 8 days on: the new users who never ordered (not the unsubscribed one, not the buyer).
    const week = await twoWorkers(new Date(Date.now() + 8 * DAY));
    const newUserMails = week.reduce((a, r) => a + r['new-user-follow-up'], 0);
    expect(newUserMails).toBeGreaterThanOrEqual(1);
    expect(mailsTo(newbie)).toHaveLength(1);
    expect(mailsTo(newbie)[0]!.subject).toBe('Ready for your first Platen order?');
    expect(mailsTo(unsubscribed)).toHaveLength(0);
    expect(mailsTo(buyer)).toHaveLength(0);
    // A rerun the same day sends nothing more.
    await twoWorkers(new Date(Date.now() + 8 * DAY + 3600_000));

    // 61 days on: the buyer's last order is two months old.
    await twoWorkers(new Date(Date.now() + 61 * DAY));
    await twoWorkers(new Date(Date.now() + 62 * DAY));
    expect(mailsTo(buyer)).toHaveLength(1);
    expect(mailsTo(buyer)[0]!.subject).toBe('We miss you at Platen');
    expect(mailsTo(newbie)).toHaveLength(1);
    expect(mailsTo(unsubscribed)).toHaveLength(0);

    // Across everything: one mail per recipient and campaign in the SMTP sink, none to staff.
    const keys = smtp.mails.map((m) => `${m.to}|${m.subject}`);
    expect(new Set(keys).size).toBe(keys.length);
    const staff = await t.db.query<{ email: string }>('SELECT email FROM users WHERE role_level > 0');
    expect(staff.rows.length).toBeGreaterThan(3);
    expect(smtp.mails.filter((m) => staff.rows.some((s) => m.to.includes(s.email)))).toHaveLength(0);
    const sends = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM promo_sends');
    expect(Number(sends.rows[0]!.n)).toBe(smtp.mails.length);
  });

  it('R-9-62 the mail carries List-Unsubscribe (RFC 8058 one-click) and the link in its text; opting back in from the settings works', async () => {
    const mail = mailsTo(newbie)[0] as ReceivedMail;
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const header = /^<(https:\/\/print\.example\/email\/unsubscribe\/[^>]+)>$/.exec(
      mail.headers['list-unsubscribe'] ?? '',
    );
    expect(header).not.toBeNull();
    const link = new URL(header![1]!);
    expect(mail.text).toContain(`Unsubscribe: ${link.href}`);
    const res = await page('POST', link.pathname.split('/').pop()!);
    expect(res.statusCode).toBe(200);
    expect((await prefs(newbie)).marketing).toBe(false);
    const back = await t.app.inject({
      method: 'PUT',
      url: '/api/manager2/settings/email',
      headers: newbie.headers(),
      payload: { marketing: true },
    });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toEqual({ marketing: true, optedOutAt: null, optedOutBy: null });
  });

  it('R-9-62 staff with promotions.view read what each campaign sent, paged; customer service without it is refused', async () => {
    const admin = await staffClient(t.app, 'admin@platen.test');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/internal/promotions?campaign=new-user-follow-up&page=1',
      headers: admin.headers(),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.campaigns.map((c: { campaign: string }) => c.campaign)).toEqual([
      'inactivity-follow-up',
      'new-user-follow-up',
    ]);
    expect(body.total).toBe(body.recipients.length);
    expect(body.recipients.map((r: { email: string }) => r.email)).toContain(newbie.email);
    expect(body.recipients.find((r: { email: string }) => r.email === newbie.email).status).toBe('sent');
    const cs = await staffClient(t.app, 'cs@platen.test');
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/internal/promotions',
      headers: cs.headers(),
    });
    expect(refused.statusCode).toBe(403);
  });
});
