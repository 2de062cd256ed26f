import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';

const targets = await testTargets();
const PASSWORD = 'correct horse battery';

describe.each(targets)('two-factor sign-in on $kind (issue 21)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openApp(target);
  });
  afterAll(async () => t?.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });

  it('#21.2 TOTP: QR set-up, confirmed by a code, then asked at sign-in; replays and wrong codes refused; recovery codes work once', async () => {
    const c = await newClient(t.app);
    const setup = await post('/auth/totp/setup', { currentPassword: PASSWORD }, c.headers());
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl, qrCode } = setup.json();
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Platen:/);
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrCode.split(',')[1], 'base64').toString()).toContain('<svg');

    expect((await post('/auth/totp/enable', { code: '000000' }, c.headers())).statusCode).toBe(400);
    const previousStep = await generate({ secret, epoch: Math.floor(Date.now() / 1000) - 30 });
    const enabled = await post('/auth/totp/enable', { code: previousStep }, c.headers());
    expect(enabled.statusCode).toBe(200);
    const { recoveryCodes } = enabled.json() as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);

    // The password alone no longer signs in: it answers a ticket and no session cookie.
    const first = await post('/auth/login', { email: c.email, password: PASSWORD });
    expect(first.statusCode).toBe(200);
    expect(first.json().totpRequired).toBe(true);
    expect(first.cookies).toHaveLength(0);
    const ticket = first.json().ticket as string;

    expect((await post('/auth/totp/user', { ticket, code: '123456' })).statusCode).toBe(401);
    const code = await generate({ secret });
    const ok = await post('/auth/totp/user', { ticket, code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.email).toBe(c.email);
    expect(ok.cookies.map((x) => x.name)).toContain('platen_session');
    // The same code cannot be used twice.
    expect((await post('/auth/totp/user', { ticket, code })).statusCode).toBe(401);

    const viaRecovery = await post('/auth/totp/user', { ticket, code: recoveryCodes[0] });
    expect(viaRecovery.statusCode).toBe(200);
    expect((await post('/auth/totp/user', { ticket, code: recoveryCodes[0] })).statusCode).toBe(401);

    // A forged or altered ticket is refused.
    const forged = `${Buffer.from(`${c.userId}.${Date.now() + 60_000}`).toString('base64url')}.x`;
    expect((await post('/auth/totp/user', { ticket: forged, code })).statusCode).toBe(401);
    const settings = await t.app.inject({
      method: 'GET',
      url: '/api/manager2/settings/account',
      headers: c.headers(),
    });
    expect(settings.json().twoFactor).toBe(true);
  }, 60_000);

  it('#21.2 TOTP guessing is rate limited per user: 429 + Retry-After after five wrong codes', async () => {
    const c = await newClient(t.app);
    const { secret } = (await post('/auth/totp/setup', { currentPassword: PASSWORD }, c.headers())).json();
    await post('/auth/totp/enable', { code: await generate({ secret }) }, c.headers());
    const { ticket } = (await post('/auth/login', { email: c.email, password: PASSWORD })).json();
    const codes: number[] = [];
    for (let i = 0; i < 6; i++)
      codes.push((await post('/auth/totp/user', { ticket, code: `00000${i}` })).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
    const blocked = await post('/auth/totp/user', { ticket, code: '000009' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  }, 60_000);

  it('R-2-08 /auth/v2/login and /auth/v2/register answer JSON like the v1 forms', async () => {
    const email = `v2${Date.now()}@example.com`;
    const reg = await post('/auth/v2/register', { email, password: PASSWORD, name: 'Version Two' });
    expect(reg.statusCode).toBe(201);
    expect(reg.json()).toMatchObject({ user: { email }, apiKey: expect.any(String) });
    const login = await post('/auth/v2/login', { email, password: PASSWORD });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.email).toBe(email);
  }, 60_000);
});
