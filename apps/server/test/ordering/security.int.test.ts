import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';
import { orderableCart } from './support.ts';

const targets = await testTargets();

/** Every route of the app from its route table (printRoutes), as [method, path]. */
export function routeTable(printed: string): [string, string][] {
  const out: [string, string][] = [];
  const stack: string[] = [];
  for (const line of printed.split('\n')) {
    const m = /^((?:│ {3}| {4})*)(?:├── |└── )(\S+?)(?: \(([^)]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = (m[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(m[2] ?? '');
    for (const method of (m[3] ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      out.push([method, stack.join('')]);
    }
  }
  return out;
}

/** A fingerprint of every row of every table. */
async function fingerprint(t: TestApp): Promise<string> {
  const tables = (
    await t.db.query<{ n: string }>(
      "SELECT table_name AS n FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1",
    )
  ).rows.map((r) => r.n);
  const parts: string[] = [];
  for (const name of tables) {
    const r = await t.db.query<{ h: string | null }>(
      `SELECT md5(string_agg(x::text, '|' ORDER BY x::text)) AS h FROM "${name}" x`,
    );
    parts.push(`${name}:${r.rows[0]?.h}`);
  }
  return parts.join('\n');
}

describe.each(targets)('R5 / R7 security on $kind', (target) => {
  let t: TestApp;
  let a: Client;
  let fill: Record<string, string>;
  beforeAll(async () => {
    t = await openApp(target);
    a = await newClient(t.app, 'Buyer A');
    const cartId = await orderableCart(t.app, a, t.db);
    fill = { cartId, userId: a.userId };
  });
  afterAll(async () => t?.close());

  const concrete = (path: string) => path.replace(/:(\w+)/g, (_m, name: string) => fill[name] ?? 'x');

  it('R5 the route table lists the order2 routes of this issue', () => {
    const routes = routeTable(t.app.printRoutes({ commonPrefix: false })).map(([m, p]) => `${m} ${p}`);
    for (const r of [
      'POST /api/order2/cart',
      'GET /api/order2/cart/:cartId',
      'PATCH /api/order2/cart/:cartId',
      'PUT /api/order2/cart/:cartId/name',
      'GET /api/order2/carts',
      'POST /api/order2/cart/from-order/:orderId',
      'POST /api/order2/cart/:cartId/order',
      'GET /api/order2/orders',
      'GET /api/order2/orders/:orderId',
      'POST /api/order2/address/validation',
      'POST /api/order2/address/save/:userId',
      'GET /api/order2/address/:userId',
    ])
      expect(routes).toContain(r);
  });

  it('R5 / O-6-05 every mutating route refuses a session request without a valid X-XSRF-TOKEN (403 xsrf), nothing changes', async () => {
    const mutating = routeTable(t.app.printRoutes({ commonPrefix: false })).filter(([m]) =>
      ['POST', 'PUT', 'PATCH', 'DELETE'].includes(m),
    );
    expect(mutating.length).toBeGreaterThan(10);
    const before = await fingerprint(t);
    for (const [method, path] of mutating) {
      for (const xsrf of [undefined, 'forged', `${a.xsrf}x`]) {
        const r = await t.app.inject({
          method: method as 'POST',
          url: concrete(path),
          headers: {
            cookie: a.cookie,
            'idempotency-key': 'xsrf-test',
            ...(xsrf ? { 'x-xsrf-token': xsrf } : {}),
          },
          payload: { _v: 1, _d: [], po: 'x' },
        });
        expect([method, path, r.statusCode, r.json().code]).toEqual([method, path, 403, 'xsrf']);
      }
    }
    expect(await fingerprint(t)).toBe(before);
  });

  it('R5 a crawl of every GET route (signed in, and anonymous) changes no row', async () => {
    const gets = routeTable(t.app.printRoutes({ commonPrefix: false })).filter(([m]) => m === 'GET');
    const before = await fingerprint(t);
    for (const [, path] of gets) {
      for (const headers of [a.headers(), a.basic(), {}]) {
        const r = await t.app.inject({ method: 'GET', url: concrete(path), headers });
        expect(r.statusCode, `${path}`).toBeLessThan(500);
      }
    }
    // Line by line, so a failure names the table that changed.
    expect((await fingerprint(t)).split('\n')).toEqual(before.split('\n'));
  });

  it('R5 cookie flags: session HttpOnly + SameSite=Lax (+ Secure over https); XSRF-TOKEN readable by the page', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: a.email, password: 'correct horse battery' },
    });
    const session = r.cookies.find((c) => c.name === 'platen_session');
    const xsrf = r.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session?.secure).toBeFalsy();
    expect(xsrf?.httpOnly).toBeFalsy();
    expect(xsrf?.value).toMatch(/^[\w-]{20,}$/);
  });

  it('R7 login is rate limited: 429 with retry-after', async () => {
    let res = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: a.email, password: 'wrong' },
    });
    for (let i = 0; i < 12 && res.statusCode !== 429; i++) {
      res = await t.app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { email: a.email, password: 'wrong' },
      });
    }
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('rate_limited');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});
