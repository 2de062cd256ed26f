import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HSTS } from '../src/plugins/security-headers.ts';
import { DEMO_ACCOUNT } from '../src/services/seed.ts';
import { newClient, openApp, type TestApp, testTargets } from './support/harness.ts';

const targets = await testTargets();
const https = { 'x-forwarded-proto': 'https' };

const cookie = (res: LightMyRequestResponse, name: string) => res.cookies.find((c) => c.name === name);

/** Signs the demo buyer in with the given extra headers and peer address. */
function login(t: TestApp, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: '/auth/login',
    remoteAddress,
    headers,
    payload: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password },
  });
}

describe.each(targets)('#13 HTTP hardening on $kind (no trusted proxy: the default)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openApp(target);
  });
  afterAll(async () => t?.close());

  it('#13.11 every answer carries X-Content-Type-Options: nosniff and X-Frame-Options: DENY (JSON, 401, 400, 404, page, docs)', async () => {
    const c = await newClient(t.app);
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/health' }),
      t.app.inject({ method: 'GET', url: '/auth/me', headers: c.headers() }),
      t.app.inject({ method: 'GET', url: '/auth/me' }),
      t.app.inject({ method: 'POST', url: '/auth/login', payload: { email: 1 } }),
      t.app.inject({ method: 'GET', url: '/api/nothing-here' }),
      t.app.inject({ method: 'GET', url: '/api/openapi.json' }),
      t.app.inject({ method: 'GET', url: '/api/docs' }),
      t.app.inject({ method: 'GET', url: '/order/v2' }),
      t.app.inject({ method: 'GET', url: '/auth/me', headers: { authorization: 'Basic Ondyb25n' } }),
      // Answered by Fastify before any hook: a URL it cannot decode, a path parameter over its length cap.
      t.app.inject({ method: 'GET', url: '/api/order2/cart/%zz' }),
      t.app.inject({ method: 'GET', url: `/api/order2/cart/${'x'.repeat(300)}` }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 401, 400, 404, 200, 200, 200, 401, 400, 414]);
    expect(answers.at(-1)?.json()).toMatchObject({ code: 'bad_request' });
    for (const r of answers) {
      expect(r.headers['x-content-type-options']).toBe('nosniff');
      expect(r.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('#13.11 the health fast path answers over a socket exactly as the Fastify route does (headers, body); a bad API key still gets 401', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' }); // closed with the app
    {
      const addr = t.app.server.address();
      const base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
      const fast = await fetch(`${base}/api/health`);
      const routed = await fetch(`${base}/api/health?via=fastify`);
      const badKey = await fetch(`${base}/api/health`, { headers: { authorization: 'Basic Ondyb25n' } });
      const viaProxy = await fetch(`${base}/api/health`, { headers: { 'x-forwarded-proto': 'https' } });
      expect([fast.status, routed.status, badKey.status, viaProxy.status]).toEqual([200, 200, 401, 200]);
      expect(await fast.text()).toBe(await routed.text());
      const own = (r: Response) =>
        Object.fromEntries([...r.headers].filter(([k]) => !['date', 'connection', 'keep-alive'].includes(k)));
      expect(own(fast)).toEqual(own(routed));
      expect(own(fast)).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY' });
      expect(fast.headers.get('keep-alive')).toBe(routed.headers.get('keep-alive'));
      expect(viaProxy.headers.get('strict-transport-security')).toBeNull(); // no trusted proxy here
      expect(await badKey.json()).toMatchObject({ code: 'unauthorized' });
    }
  });

  it('#13.5 a page carries a CSP: own scripts only, frame-ancestors none, no object/base; the docs page too', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/order/v2' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(String(docs.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  it('#13.4 an untrusted X-Forwarded-Proto: https changes nothing: plain cookie names, not Secure, no HSTS, and the session still works', async () => {
    const res = await login(t, https);
    expect(res.statusCode).toBe(200);
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(cookie(res, '__Host-platen_session')).toBeUndefined();
    const session = cookie(res, 'platen_session');
    expect(session?.secure).toBeFalsy();
    expect(cookie(res, 'XSRF-TOKEN')?.secure).toBeFalsy();
    const me = await t.app.inject({
      method: 'GET',
      url: '/auth/me',
      headers: { ...https, cookie: `platen_session=${session?.value}` },
    });
    expect(me.statusCode).toBe(200);
  });

  it('#13.11 a JSON body with a key twice in one object, at any depth, is refused 400 naming the key; nothing changes', async () => {
    const c = await newClient(t.app);
    const created = await t.app.inject({ method: 'POST', url: '/api/order2/cart', headers: c.headers() });
    const id = created.json()._id as string;
    const patch = (body: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/order2/cart/${id}`,
        headers: { ...c.headers(), 'content-type': 'application/json' },
        payload: body,
      });
    const bodies = [
      '{"_v":0,"_v":5,"_d":[{"op":"replace","path":"/po","value":"A"}]}',
      '{"_v":0,"_d":[{"op":"replace","path":"/po","value":"A","value":"B"}]}',
      '{"_v":0,"_d":[{"op":"add","path":"/meta","value":{"x":{"k":1,"k":2}}}]}',
      '{"_v":0,"_d":[{"op":"replace","path":"/po","value":"A"}],"\\u005fv":0}',
    ];
    for (const body of bodies) {
      const r = await patch(body);
      expect(r.statusCode, body).toBe(400);
      expect(r.json().code).toBe('bad_request');
      expect(r.json().message).toMatch(/key "(_v|value|k)" twice/);
    }
    const after = await t.app.inject({ method: 'GET', url: `/api/order2/cart/${id}`, headers: c.headers() });
    expect(after.json()._v).toBe(0);
    // The same keys in different objects are fine; __proto__ stays refused.
    const ok = await patch(
      '{"_v":0,"_d":[{"op":"replace","path":"/po","value":"A"},{"op":"replace","path":"/po","value":"B"}]}',
    );
    expect(ok.statusCode).toBe(200);
    expect((await patch('{"_v":1,"_d":[],"__proto__":{"x":1}}')).statusCode).toBe(400);
    // Route body limits still hold under the strict parser (POST /api/errors takes 16 KB).
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/errors',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x', stack: 'y'.repeat(20_000) }),
    });
    expect(big.statusCode).toBe(413);
  });
});

describe.each(targets)('#13.4 behind a trusted proxy on $kind (TRUST_PROXY=127.0.0.1)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openApp(target, { trustProxy: ['127.0.0.1'] });
  });
  afterAll(async () => t?.close());

  it('#13.4 X-Forwarded-Proto: https from the proxy gives Secure __Host- cookies (session HttpOnly, XSRF readable) and HSTS', async () => {
    const res = await login(t, https);
    expect(res.statusCode).toBe(200);
    expect(res.headers['strict-transport-security']).toBe(HSTS);
    const session = cookie(res, '__Host-platen_session');
    const xsrf = cookie(res, '__Host-XSRF-TOKEN');
    expect(session).toMatchObject({ secure: true, httpOnly: true, path: '/', sameSite: 'Lax' });
    expect(session?.domain).toBeUndefined();
    expect(xsrf).toMatchObject({ secure: true, path: '/' });
    expect(xsrf?.httpOnly).toBeFalsy();
    expect(cookie(res, 'platen_session')).toBeUndefined();
    expect(cookie(res, 'XSRF-TOKEN')).toBeUndefined();

    // The __Host- session works over https, with its XSRF token on a write.
    const jar = `__Host-platen_session=${session?.value}; __Host-XSRF-TOKEN=${xsrf?.value}`;
    const me = await t.app.inject({ method: 'GET', url: '/auth/me', headers: { ...https, cookie: jar } });
    expect(me.statusCode).toBe(200);
    expect(me.headers['strict-transport-security']).toBe(HSTS);
    const write = await t.app.inject({
      method: 'POST',
      url: '/api/order2/cart',
      headers: { ...https, cookie: jar, 'x-xsrf-token': String(xsrf?.value) },
    });
    expect(write.statusCode).toBe(201);
    // Over https a plain-named session cookie (one a sibling subdomain or an http answer could plant) is ignored.
    const planted = await t.app.inject({
      method: 'GET',
      url: '/auth/me',
      headers: { ...https, cookie: `platen_session=${session?.value}` },
    });
    expect(planted.statusCode).toBe(401);
    // Logout clears the __Host- cookies (Secure, as the prefix demands).
    const out = await t.app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: { ...https, cookie: jar, 'x-xsrf-token': String(xsrf?.value) },
    });
    expect(out.statusCode).toBe(204);
    expect(cookie(out, '__Host-platen_session')).toMatchObject({ secure: true, path: '/', value: '' });
  });

  it('#13.4 the same proxy over plain http: plain cookies, no HSTS', async () => {
    const res = await login(t, { 'x-forwarded-proto': 'http' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(cookie(res, 'platen_session')?.secure).toBeFalsy();
  });

  it('#13.4 a peer outside TRUST_PROXY sending X-Forwarded-Proto: https changes nothing', async () => {
    const res = await login(t, https, '203.0.113.9');
    expect(res.statusCode).toBe(200);
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(cookie(res, '__Host-platen_session')).toBeUndefined();
    expect(cookie(res, 'platen_session')?.secure).toBeFalsy();
  });
});
