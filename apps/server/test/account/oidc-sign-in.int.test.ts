import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieJar, newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';
import { followProvider, startOidcProvider } from '../support/oidc.ts';

const targets = await testTargets();
const APP = 'http://app.test';

describe.each(targets)('OpenID Connect sign-in on $kind (issue 21, R-2-07)', (target) => {
  let t: TestApp;
  let op: Awaited<ReturnType<typeof startOidcProvider>>;
  beforeAll(async () => {
    op = await startOidcProvider({
      clientId: 'platen',
      clientSecret: 'a-client-secret',
      redirectUri: `${APP}/auth/oidc/p1/callback`,
    });
    t = await openApp(target, {
      publicUrl: APP,
      oidcProviders: [
        {
          id: 'p1',
          name: 'Example ID',
          issuer: op.issuer,
          clientId: 'platen',
          clientSecret: 'a-client-secret',
        },
      ],
    });
  });
  afterAll(async () => {
    await t?.close();
    await op?.close();
  });

  /** start -> provider (signs in at once) -> callback; the answer of the callback. */
  async function signInThroughProvider() {
    const start = await t.app.inject({ method: 'GET', url: '/auth/oidc/p1/start' });
    expect(start.statusCode).toBe(302);
    const flow = cookieJar(start).platen_oidc!;
    const back = await followProvider(String(start.headers.location), op.issuer);
    expect(back.origin).toBe(APP);
    return t.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: { cookie: `platen_oidc=${flow}` },
    });
  }

  it('#21.2 lists only the configured providers', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/auth/providers' });
    expect(r.json()).toEqual({ providers: [{ id: 'p1', name: 'Example ID' }] });
    expect((await t.app.inject({ method: 'GET', url: '/auth/oidc/p2/start' })).statusCode).toBe(404);
  });

  it('#21.2 code + PKCE flow end to end: a new account, then the same one again by its subject', async () => {
    op.signInAs({ sub: 'op-user-1', email: `oidc${Date.now()}@example.com`, name: 'Olive Idc' });
    const cb = await signInThroughProvider();
    expect(cb.statusCode, cb.body).toBe(302);
    expect(cb.headers.location).toBe('/auth/success');
    const jar = cookieJar(cb);
    const me = await t.app.inject({
      method: 'GET',
      url: '/auth/me',
      headers: { cookie: `platen_session=${jar.platen_session}` },
    });
    expect(me.json().user.name).toBe('Olive Idc');
    const again = cookieJar(await signInThroughProvider());
    const me2 = await t.app.inject({
      method: 'GET',
      url: '/auth/me',
      headers: { cookie: `platen_session=${again.platen_session}` },
    });
    expect(me2.json().user.id).toBe(me.json().user.id);
  }, 60_000);

  it('#21.2 a verified e-mail of an existing account signs into that account; a callback without the flow cookie is refused', async () => {
    const c = await newClient(t.app, 'Existing Buyer');
    op.signInAs({ sub: 'op-user-2', email: c.email, name: 'Whatever' });
    const jar = cookieJar(await signInThroughProvider());
    const me = await t.app.inject({
      method: 'GET',
      url: '/auth/me',
      headers: { cookie: `platen_session=${jar.platen_session}` },
    });
    expect(me.json().user.id).toBe(c.userId);
    const bare = await t.app.inject({ method: 'GET', url: '/auth/oidc/p1/callback?code=x&state=y' });
    expect(bare.statusCode).toBe(400);
  }, 60_000);
});
