import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, cookieJar, newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';

const targets = await testTargets();
const PASSWORD = 'a team member passphrase';

/** A route of the manager area / API and the spec's answer per member kind (true = allowed). */
type Kind = 'none' | 'shop' | 'billing' | 'order' | 'claim' | 'view' | 'Sales' | 'Purchase';
const KINDS: Kind[] = ['none', 'shop', 'billing', 'order', 'claim', 'view', 'Sales', 'Purchase'];
/**
 * R-6-13..19 written out: shop places orders (and so designs), order sees the order history, view sees the
 * parent's orders, designs and invoices, Sales = claim + order, Purchase = claim + order + billing + shop. Teams
 * and API settings stay with the account owner.
 */
const MATRIX: { method: 'GET' | 'POST'; url: string; allowed: Kind[] }[] = [
  { method: 'POST', url: '/api/order2/cart', allowed: ['shop', 'Purchase'] },
  { method: 'GET', url: '/api/order2/carts', allowed: ['shop', 'Purchase'] },
  { method: 'GET', url: '/api/v3/orders', allowed: ['order', 'Sales', 'Purchase'] },
  { method: 'GET', url: '/api/order2/orders', allowed: ['order', 'Sales', 'Purchase'] },
  { method: 'GET', url: '/api/print/v3/artwork', allowed: ['shop', 'view', 'Purchase'] },
  { method: 'GET', url: '/api/order2/design/list', allowed: ['shop', 'view', 'Purchase'] },
  { method: 'GET', url: '/api/manager2/settings/teams', allowed: [] },
  { method: 'POST', url: '/auth/addSubUsers', allowed: [] },
  { method: 'GET', url: '/api/manager2/settings/general', allowed: [] },
  { method: 'GET', url: '/api/manager2/settings/api', allowed: [] },
  { method: 'GET', url: '/api/manager2/settings/account', allowed: KINDS },
  { method: 'GET', url: '/auth/me', allowed: KINDS },
];

describe.each(targets)('teams on $kind (issue 21, R-6-13..19)', (target) => {
  let t: TestApp;
  let parent: Client;
  const members = new Map<Kind, { cookie: string; xsrf: string; id: string }>();

  beforeAll(async () => {
    t = await openApp(target);
    parent = await newClient(t.app, 'Team Owner');
    const stamp = Date.now();
    const users = KINDS.map((k) => ({
      email: `member-${k.toLowerCase()}-${stamp}@example.com`,
      ...(k === 'Sales' || k === 'Purchase'
        ? { agentType: k }
        : { permissions: k === 'none' ? {} : { [k]: true } }),
    }));
    const invited = await t.app.inject({
      method: 'POST',
      url: '/auth/addSubUsers',
      headers: parent.headers(),
      payload: { users },
    });
    expect(invited.statusCode).toBe(201);
    for (const [i, k] of KINDS.entries()) {
      const email = users[i]!.email;
      // Without SMTP the outbox is the delivery: the unredacted text waits in private_body (ADMIN reads it).
      const row = await t.db.query<{ body: string }>(
        'SELECT private_body AS body FROM email_outbox WHERE to_address = $1',
        [email],
      );
      const token = /\/auth\/invite\?token=([A-Za-z0-9_-]+)/.exec(row.rows[0]!.body)![1]!;
      const joined = await t.app.inject({
        method: 'POST',
        url: '/auth/registerSubUser',
        payload: { token, name: `Member ${k}`, password: PASSWORD },
      });
      expect(joined.statusCode).toBe(201);
      const jar = cookieJar(joined);
      members.set(k, {
        cookie: `platen_session=${jar.platen_session}; XSRF-TOKEN=${jar['XSRF-TOKEN']}`,
        xsrf: jar['XSRF-TOKEN']!,
        id: (joined.json() as { user: { id: string } }).user.id,
      });
    }
  }, 120_000);
  afterAll(async () => t?.close());

  for (const route of MATRIX) {
    for (const kind of KINDS) {
      const allowed = route.allowed.includes(kind);
      it(`R-6-13..19 ${kind} member ${allowed ? 'may' : 'may not'} ${route.method} ${route.url}`, async () => {
        const m = members.get(kind)!;
        const res = await t.app.inject({
          method: route.method,
          url: route.url,
          headers: { cookie: m.cookie, 'x-xsrf-token': m.xsrf },
          ...(route.method === 'POST'
            ? { payload: route.url === '/auth/addSubUsers' ? { users: [] } : {} }
            : {}),
        });
        if (allowed) expect(res.statusCode, res.body).not.toBe(403);
        else {
          expect(res.statusCode).toBe(403);
          expect(res.json().message).toMatch(/ask the account owner|Only the account owner/);
        }
      });
    }
  }

  it('the owner lists the team and changes a grant; the member is refused, then allowed, at once', async () => {
    const team = await t.app.inject({
      method: 'GET',
      url: '/api/manager2/settings/teams',
      headers: parent.headers(),
    });
    expect(team.statusCode).toBe(200);
    expect(team.json().users).toHaveLength(KINDS.length);
    const m = members.get('billing')!;
    const asMember = () =>
      t.app.inject({ method: 'GET', url: '/api/v3/orders', headers: { cookie: m.cookie } });
    expect((await asMember()).statusCode).toBe(403);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/manager2/settings/teams/${m.id}`,
      headers: parent.headers(),
      payload: { permissions: { billing: true, order: true }, agentType: null },
    });
    expect(put.statusCode).toBe(200);
    expect((await asMember()).statusCode).toBe(200);
  });

  it('an invitation link works once and another account cannot change this team', async () => {
    const other = await newClient(t.app, 'Other Owner');
    const m = members.get('order')!;
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/manager2/settings/teams/${m.id}`,
      headers: other.headers(),
      payload: { permissions: { shop: true }, agentType: null },
    });
    expect(put.statusCode).toBe(404);
  });
});
