import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeJson } from '../src/spa.ts';
import { newClient, openApp, type TestApp, testTargets } from './support/harness.ts';

const targets = await testTargets();

describe.each(targets)('foundation on $kind', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openApp(target);
  });
  afterAll(async () => t?.close());

  it('GET /api/health -> {ok, db, version}', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, db: target.kind, version: expect.any(String) });
  });

  it('O-1-09 / R-1-07 the SPA page embeds the initial state (user, configuration) as escaped JSON', async () => {
    const c = await newClient(t.app, '</script><script>alert(1)</script>');
    const res = await t.app.inject({ method: 'GET', url: '/order/v2', headers: { cookie: c.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const m = /<script id="initial-state" type="application\/json">(.*?)<\/script>/s.exec(res.body);
    expect(m).not.toBeNull();
    expect(m![1]).not.toContain('</script>');
    // The static frame painted before the scripts run shows the user's name escaped, never as markup.
    expect(res.body).not.toContain('<script>alert(1)</script>');
    expect(res.body).toContain('&#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(res.body).toContain('aria-label="Platen home"');
    const headerless = await t.app.inject({
      method: 'GET',
      url: '/order/v2?headerless',
      headers: { cookie: c.cookie },
    });
    expect(headerless.body).not.toContain('aria-label="Platen home"');
    const state = JSON.parse(m![1]!);
    expect(state.user.name).toBe('</script><script>alert(1)</script>');
    expect(state.configuration.services).toEqual({
      order2: '/api/order2',
      print: '/api/print',
      manager2: '/api/manager2',
      auth: '/auth',
      v3: '/api/v3',
      v2: '/api/v2',
      internal: '/api/internal',
    });
  });

  it('unknown API routes are a JSON 404 with code not_found', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found', message: expect.any(String) });
  });

  it('bad bodies get 400 {code, message, issues} and never 5xx', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: { email: 'not-an-email', password: 'x', name: 'A' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('validation');
    expect(bad.json().issues.length).toBeGreaterThan(0);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().code).toBe('bad_request');
    const proto = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a@b.c","password":"x","__proto__":{"polluted":true}}',
    });
    expect(proto.statusCode).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: 'hello',
    });
    expect(wrongType.statusCode).toBe(415);
  });

  it('session cookie is HttpOnly SameSite=Lax; XSRF-TOKEN is readable by the page', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: { email: `c${Date.now()}@example.com`, password: 'correct horse battery', name: 'Cookie' },
    });
    const session = res.cookies.find((c) => c.name === 'platen_session')!;
    const xsrf = res.cookies.find((c) => c.name === 'XSRF-TOKEN')!;
    expect(session.httpOnly).toBe(true);
    expect(session.sameSite).toBe('Lax');
    expect(xsrf.httpOnly).toBeFalsy();
  });

  it('O-6-05 a session request without X-XSRF-TOKEN is refused 403 {code: xsrf}; the API key is exempt', async () => {
    const c = await newClient(t.app);
    const noHeader = await t.app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: { cookie: c.cookie },
    });
    expect(noHeader.statusCode).toBe(403);
    expect(noHeader.json().code).toBe('xsrf');
    const me = await t.app.inject({ method: 'GET', url: '/auth/me', headers: c.basic() });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.id).toBe(c.userId);
    const ok = await t.app.inject({ method: 'POST', url: '/auth/logout', headers: c.headers() });
    expect(ok.statusCode).toBe(204);
    const after = await t.app.inject({ method: 'GET', url: '/auth/me', headers: { cookie: c.cookie } });
    expect(after.statusCode).toBe(401);
  });

  it('login with a wrong password is 401 with one message for both wrong email and wrong password', async () => {
    const c = await newClient(t.app);
    const wrongPw = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: c.email, password: 'nope' },
    });
    const wrongEmail = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'nobody@example.com', password: 'nope' },
    });
    expect(wrongPw.statusCode).toBe(401);
    expect(wrongPw.json().message).toBe(wrongEmail.json().message);
  });
});

describe('safeJson', () => {
  it('escapes everything that could end the script element', () => {
    const s = safeJson({ a: '</script><!-- & \u2028' });
    expect(s).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(s)).toEqual({ a: '</script><!-- & \u2028' });
  });
});
