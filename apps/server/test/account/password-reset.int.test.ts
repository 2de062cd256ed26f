import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieJar, newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';
import { linkIn, startSmtp } from '../support/smtp.ts';

const targets = await testTargets();
const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'a brand new passphrase 21';

describe.each(targets)('passwords by e-mail on $kind (issue 21)', (target) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await openApp(target, { smtpUrl: smtp.url, mailFrom: 'Platen <mail@platen.test>' });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const post = (
    url: string,
    payload: unknown,
    headers: Record<string, string> = {},
    remoteAddress?: string,
  ) => t.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress });
  const login = (email: string, password: string) => post('/auth/login', { email, password });

  it('#21.1 forgot -> mail over SMTP -> reset link works once; every session is signed out', async () => {
    const c = await newClient(t.app);
    const unknown = await post('/auth/forgot', { email: `nobody${Date.now()}@example.com` });
    const known = await post('/auth/forgot', { email: c.email });
    expect(unknown.statusCode).toBe(202);
    expect(known.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());

    const mail = await smtp.next(c.email, /Reset your Platen password/);
    expect(mail.from).toContain('mail@platen.test');
    expect(mail.html).toContain('/auth/reset?token=');
    const link = linkIn(mail, '/auth/reset');
    const token = link.searchParams.get('token')!;
    // The link opens the page (the SPA) ...
    expect((await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` })).statusCode).toBe(
      200,
    );

    // ... a weak password changes nothing and keeps the token usable.
    const weak = await post('/auth/reset', { token, password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().issues[0].path).toBe('body.password');

    const ok = await post('/auth/reset', { token, password: NEW_PASSWORD });
    expect(ok.statusCode).toBe(200);
    // The old session is gone, the old password too; the new one signs in.
    expect((await t.app.inject({ method: 'GET', url: '/auth/me', headers: c.headers() })).statusCode).toBe(
      401,
    );
    expect((await login(c.email, PASSWORD)).statusCode).toBe(401);
    expect((await login(c.email, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await post('/auth/reset', { token, password: 'yet another passphrase 9' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This link was already used. Ask for a new one.');
  }, 120_000);

  it('#21.1 an expired or unknown reset token is refused with a clear message', async () => {
    const c = await newClient(t.app);
    await post('/auth/forgot', { email: c.email });
    const token = linkIn(await smtp.next(c.email, /Reset/), '/auth/reset').searchParams.get('token')!;
    await t.db.query("UPDATE auth_tokens SET expires_at = now() - interval '1 second' WHERE used_at IS NULL");
    const expired = await post('/auth/reset', { token, password: NEW_PASSWORD });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe('This link has expired. Ask for a new one.');
    const unknown = await post('/auth/reset', { token: 'x'.repeat(43), password: NEW_PASSWORD });
    expect(unknown.json().message).toBe('This link is not valid. Ask for a new one.');
    // Only the token's hash is stored.
    const stored = await t.db.query('SELECT 1 FROM auth_tokens WHERE token_hash = $1', [token]);
    expect(stored.rows).toHaveLength(0);
  }, 60_000);

  it('#21.2 reset requests are rate limited per e-mail and per source address (429 + Retry-After)', async () => {
    const email = `flood${Date.now()}@example.com`;
    const codes: number[] = [];
    for (let i = 0; i < 4; i++)
      codes.push((await post('/auth/forgot', { email }, {}, '10.21.2.1')).statusCode);
    expect(codes).toEqual([202, 202, 202, 429]);
    const tries: number[] = [];
    for (let i = 0; i < 11; i++)
      tries.push(
        (await post('/auth/reset', { token: `guess${i}`, password: NEW_PASSWORD }, {}, '10.21.2.2'))
          .statusCode,
      );
    expect(tries.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(tries[10]).toBe(429);
  }, 60_000);

  it('#21 change password needs the current one and keeps this session only', async () => {
    const c = await newClient(t.app);
    const other = cookieJar(await login(c.email, PASSWORD));
    const wrong = await post(
      '/auth/change',
      { currentPassword: 'nope', password: NEW_PASSWORD },
      c.headers(),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Your current password is not right.');
    const ok = await post('/auth/change', { currentPassword: PASSWORD, password: NEW_PASSWORD }, c.headers());
    expect(ok.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/auth/me', headers: c.headers() })).statusCode).toBe(
      200,
    );
    const otherCookie = `platen_session=${other.platen_session}`;
    expect(
      (await t.app.inject({ method: 'GET', url: '/auth/me', headers: { cookie: otherCookie } })).statusCode,
    ).toBe(401);
    expect((await login(c.email, NEW_PASSWORD)).statusCode).toBe(200);
  }, 60_000);

  it('#21.1 an invitation arrives by SMTP; its link makes a sub-user once', async () => {
    const owner = await newClient(t.app, 'Owner Name');
    const email = `invitee${Date.now()}@example.com`;
    const inv = await post(
      '/auth/addSubUsers',
      { users: [{ email, permissions: { order: true } }] },
      owner.headers(),
    );
    expect(inv.statusCode).toBe(201);
    expect(inv.json().users).toEqual([
      expect.objectContaining({ email, pending: true, permissions: { order: true } }),
    ]);
    const mail = await smtp.next(email, /Owner Name invited you/);
    const token = linkIn(mail, '/auth/invite').searchParams.get('token')!;
    const join = await post('/auth/registerSubUser', { token, name: 'New Member', password: NEW_PASSWORD });
    expect(join.statusCode).toBe(201);
    const again = await post('/auth/registerSubUser', { token, name: 'Again', password: NEW_PASSWORD });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This link was already used. Ask for a new one.');
    const team = await t.app.inject({
      method: 'GET',
      url: '/api/manager2/settings/teams',
      headers: owner.headers(),
    });
    expect(team.json().users).toEqual([
      expect.objectContaining({ email, name: 'New Member', pending: false }),
    ]);
  }, 60_000);

  it('#21.1 an e-mail change is confirmed by the link mailed to the new address, once', async () => {
    const c = await newClient(t.app);
    const newEmail = `moved${Date.now()}@example.com`;
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/manager2/settings/account',
      headers: c.headers(),
      payload: { name: 'Renamed Buyer', email: newEmail, currentPassword: PASSWORD },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ name: 'Renamed Buyer', email: c.email, pendingEmail: newEmail });
    const token = linkIn(
      await smtp.next(newEmail, /Confirm your new/),
      '/manager/v2/settings/account/confirm-email',
    ).searchParams.get('token')!;
    const ok = await post('/api/manager2/settings/account/confirm-email', { token });
    expect(ok.statusCode).toBe(200);
    expect((await login(newEmail, PASSWORD)).statusCode).toBe(200);
    expect((await login(c.email, PASSWORD)).statusCode).toBe(401);
    const again = await post('/api/manager2/settings/account/confirm-email', { token });
    expect(again.statusCode).toBe(400);
  }, 60_000);
});
