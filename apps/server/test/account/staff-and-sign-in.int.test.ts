import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffClient } from '../lifecycle/support.ts';
import { type Client, cookieJar, newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';

const targets = await testTargets();
const PASSWORD = 'correct horse battery';

describe.each(targets)(
  'staff, sign-in and account security on $kind (probe M4, L1, L2, L4, L6)',
  (target) => {
    let t: TestApp;
    let proxied: TestApp;
    beforeAll(async () => {
      [t, proxied] = await Promise.all([openApp(target), openApp(target, { trustProxy: 1 })]);
    });
    afterAll(async () => {
      await t?.close();
      await proxied?.close();
    });

    const inject = (
      method: 'GET' | 'POST' | 'PUT',
      url: string,
      headers: Record<string, string>,
      payload?: object,
    ) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    const login = (email: string, password: string, remoteAddress: string, cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { email, password },
        remoteAddress,
        ...(cookie ? { headers: { cookie } } : {}),
      });
    const balance = async (c: Client) => (await inject('GET', '/api/v2/billing/balance', c.headers())).json();
    /** A staff session assuming `customer`: the session cookie is shared, so unassume after each test. */
    const assumed = async (customer: Client) => {
      const cs = await staffClient(t.app, 'cs@platen.test');
      expect((await inject('POST', `/auth/assume/${customer.userId}`, cs.headers())).statusCode).toBe(200);
      return cs;
    };

    it('#M4 cs credits its own account or sets its own credit line -> 403, balance unchanged; another staff member may', async () => {
      const cs = await staffClient(t.app, 'cs@platen.test');
      const before = await balance(cs);
      const credit = await inject('POST', `/api/internal/accounts/${cs.userId}/credit`, cs.headers(), {
        amount: 10_000_000,
        type: 'check',
        note: 'my own bonus',
      });
      expect(credit.statusCode).toBe(403);
      expect(credit.json().message).toBe(
        'You cannot credit, debit or record payments on the account you belong to. Ask another staff member to do it.',
      );
      const line = await inject('PUT', `/api/internal/accounts/${cs.userId}/credit-line`, cs.headers(), {
        amount: 10_000_000,
      });
      expect(line.statusCode).toBe(403);
      expect(await balance(cs)).toEqual(before);
      const ledger = await t.db.query('SELECT 1 FROM ledger_transactions WHERE user_id = $1', [cs.userId]);
      expect(ledger.rows).toHaveLength(0);
      // A customer's account is still cs's to credit.
      const buyer = await newClient(t.app, 'Staff Customer', { funded: false });
      const ok = await inject('POST', `/api/internal/accounts/${buyer.userId}/credit`, cs.headers(), {
        amount: 500,
        type: 'check',
        note: 'a real cheque',
      });
      expect(ok.statusCode).toBe(200);
    });

    it('#M4 an assumed session rotating the customer API key -> 403; the customer key still works, no new one', async () => {
      const buyer = await newClient(t.app);
      const cs = await assumed(buyer);
      try {
        const r = await inject('POST', '/auth/api-key/rotate', cs.headers(), {});
        expect(r.statusCode).toBe(403);
        expect(r.json().message).toContain('Staff assuming this account cannot make or rotate API keys');
        expect(r.body).not.toMatch(/"apiKey"/);
      } finally {
        await inject('POST', '/auth/unassume', cs.headers());
      }
      expect((await inject('GET', '/auth/me', buyer.basic())).statusCode).toBe(200);
      const prev = await t.db.query<{ p: string | null }>(
        'SELECT previous_api_key_hash AS p FROM users WHERE id = $1',
        [buyer.userId],
      );
      expect(prev.rows[0]?.p ?? null).toBeNull();
    });

    it('#M4 an assumed e-mail change, password change or two-factor set-up -> 403, nothing pending', async () => {
      const buyer = await newClient(t.app);
      const cs = await assumed(buyer);
      try {
        const put = await inject('PUT', '/api/manager2/settings/account', cs.headers(), {
          email: `taken-over${Date.now()}@example.com`,
          currentPassword: PASSWORD,
        });
        expect(put.statusCode).toBe(403);
        expect(put.json().message).toContain('Staff assuming this account cannot change the e-mail');
        const setup = await inject('POST', '/auth/totp/setup', cs.headers(), { currentPassword: PASSWORD });
        expect(setup.statusCode).toBe(403);
        const change = await inject('POST', '/auth/change', cs.headers(), {
          currentPassword: PASSWORD,
          password: 'a brand new passphrase 42',
        });
        expect(change.statusCode).toBe(403);
        expect(change.json().message).toContain('Staff assuming this account cannot change the password');
      } finally {
        await inject('POST', '/auth/unassume', cs.headers());
      }
      const settings = (await inject('GET', '/api/manager2/settings/account', buyer.headers())).json();
      expect(settings).toMatchObject({ email: buyer.email, pendingEmail: null, twoFactor: false });
    });

    it('#L4 an e-mail change needs the current password: a session alone or a wrong password -> 400, nothing pending', async () => {
      const c = await newClient(t.app);
      const email = `moved${Date.now()}@example.com`;
      const alone = await inject('PUT', '/api/manager2/settings/account', c.headers(), { email });
      expect(alone.statusCode).toBe(400);
      expect(alone.json().issues).toEqual([
        { path: 'body.currentPassword', message: 'Enter your current password to confirm this change.' },
      ]);
      const wrong = await inject('PUT', '/api/manager2/settings/account', c.headers(), {
        email,
        currentPassword: 'not my password at all',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().issues[0].path).toBe('body.currentPassword');
      const pending = async () =>
        (await inject('GET', '/api/manager2/settings/account', c.headers())).json().pendingEmail;
      expect(await pending()).toBeNull();
      // The name alone still changes without a password.
      const rename = await inject('PUT', '/api/manager2/settings/account', c.headers(), { name: 'Renamed' });
      expect(rename.statusCode).toBe(200);
      const right = await inject('PUT', '/api/manager2/settings/account', c.headers(), {
        email,
        currentPassword: PASSWORD,
      });
      expect(right.statusCode).toBe(200);
      expect(await pending()).toBe(email);
    });

    it('#L4 two-factor set-up and re-enrolment need the password or a current code, never the session alone', async () => {
      const c = await newClient(t.app);
      expect((await inject('POST', '/auth/totp/setup', c.headers(), {})).statusCode).toBe(400);
      const wrong = await inject('POST', '/auth/totp/setup', c.headers(), {
        currentPassword: 'wrong password 1',
      });
      expect(wrong.statusCode).toBe(400);
      const setup = await inject('POST', '/auth/totp/setup', c.headers(), { currentPassword: PASSWORD });
      expect(setup.statusCode).toBe(200);
      const { secret } = setup.json();
      const enabled = await inject('POST', '/auth/totp/enable', c.headers(), {
        code: await generate({ secret, epoch: Math.floor(Date.now() / 1000) - 30 }),
      });
      expect(enabled.statusCode).toBe(200);
      // Re-enrolment: the session alone and a wrong code are refused; the current code is enough.
      expect((await inject('POST', '/auth/totp/setup', c.headers(), {})).statusCode).toBe(400);
      const badCode = await inject('POST', '/auth/totp/setup', c.headers(), { code: '000000' });
      expect(badCode.statusCode).toBe(400);
      expect(badCode.json().issues[0].path).toBe('body.code');
      const again = await inject('POST', '/auth/totp/setup', c.headers(), {
        code: await generate({ secret }),
      });
      expect(again.statusCode).toBe(200);
    });

    it('#L1 10 wrong passwords from source A: A is held back, the right password from source B or a known device signs in', async () => {
      const c = await newClient(t.app);
      // The owner signed in once from this browser before: it holds the device cookie.
      const first = await login(c.email, PASSWORD, '10.27.1.9');
      expect(first.statusCode).toBe(200);
      const device = `platen_device=${cookieJar(first).platen_device}`;
      for (let i = 0; i < 10; i++)
        expect((await login(c.email, `wrong ${i}`, '10.27.1.1')).statusCode).toBe(401);
      const attacker = await login(c.email, PASSWORD, '10.27.1.1');
      expect(attacker.statusCode).toBe(429);
      expect(Number(attacker.headers['retry-after'])).toBeGreaterThan(0);
      expect((await login(c.email, PASSWORD, '10.27.1.2')).statusCode).toBe(200);
      // The known device signs in even from the attacker's own address.
      expect((await login(c.email, PASSWORD, '10.27.1.1', device)).statusCode).toBe(200);
      // A device cookie of another account, or a forged one, is no known device.
      expect((await login(c.email, PASSWORD, '10.27.1.1', 'platen_device=x.y')).statusCode).toBe(429);
    }, 120_000);

    it('#L1 31 successful sign-ins from one address are not limited (only failures count)', async () => {
      const c = await newClient(t.app);
      // Each sign-in hashes (~0.35 s): the full 31 run on the first database; the count is the same SQL on both.
      const n = target === targets[0] ? 31 : 3;
      const statuses: number[] = [];
      for (let i = 0; i < n; i++) statuses.push((await login(c.email, PASSWORD, '10.27.2.1')).statusCode);
      expect(statuses.every((s) => s === 200)).toBe(true);
      const hits = await t.db.query<{ hits: number }>('SELECT hits FROM rate_limits WHERE bucket = $1', [
        'login-source:10.27.2.1',
      ]);
      expect(Number(hits.rows[0]?.hits ?? 0)).toBe(0);
      // A typo after them is still allowed: nothing was left in the address's count.
      expect((await login(c.email, 'one typo here', '10.27.2.1')).statusCode).toBe(401);
    }, 180_000);

    it('#L2 with TRUST_PROXY=1 a client reaching the port directly cannot fake X-Forwarded-For; a proxy on loopback can', async () => {
      const attempt = (remoteAddress: string, forwarded: string) =>
        proxied.app.inject({
          method: 'POST',
          url: '/auth/login',
          payload: { email: `nobody${Date.now()}@example.com`, password: 'not a password' },
          remoteAddress,
          headers: { 'x-forwarded-for': forwarded },
        });
      const source = async (name: string) =>
        (await proxied.db.query('SELECT 1 FROM rate_limits WHERE bucket = $1', [`login-source:${name}`])).rows
          .length;
      expect((await attempt('203.0.113.7', '198.51.100.77')).statusCode).toBe(401);
      expect(await source('203.0.113.7')).toBe(1);
      expect(await source('198.51.100.77')).toBe(0);
      expect((await attempt('127.0.0.1', '198.51.100.78')).statusCode).toBe(401);
      expect(await source('198.51.100.78')).toBe(1);
    });

    it('#L6 a repeated character (aaaaaaaaaaaa) and keyboard runs are refused as passwords, with the reason on the field', async () => {
      for (const password of ['aaaaaaaaaaaa', 'poiuytrewq12', '1234567890ab', 'asdfghjkl;12']) {
        const r = await t.app.inject({
          method: 'POST',
          url: '/auth/register',
          payload: { email: `pattern${Date.now()}@example.com`, password, name: 'Pat Tern' },
          remoteAddress: '10.27.6.1',
        });
        expect(r.statusCode, password).toBe(400);
        expect(r.json().issues).toEqual([
          {
            path: 'body.password',
            code: 'predictable',
            message:
              'This password is too easy to guess: one character repeated or keys in a row. Choose another one.',
          },
        ]);
      }
    });
  },
);
