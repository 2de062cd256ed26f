import { API_ROUTES } from '@platen/domain/access/api-routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';
import { eventsOf, placedOrder, staffClient } from './support.ts';

const targets = await testTargets();

const STAFF_PERMISSIONS = new Set([
  'internal.access',
  'station.use',
  'approvals.review',
  'user.assume',
  'featureFlags.view',
  'featureFlags.manage',
  'roles.manage',
]);

describe.each(targets)('staff, roles and route permissions on $kind', (target) => {
  let t: TestApp;
  let buyer: Client;
  beforeAll(async () => {
    t = await openApp(target);
    buyer = await newClient(t.app, 'Route Buyer');
  });
  afterAll(async () => t?.close());

  it('#15.2 R-6-25 every route the server registers is declared in the one route table', () => {
    const undeclared = t.app.registeredRoutes.filter((r) => !r.declared).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
    expect(t.app.registeredRoutes.length).toBeGreaterThan(50);
  });

  it('#15.2 R-6-01..06 the seeded staff carry their role level and group; /auth/me says so', async () => {
    const expected = {
      'admin@platen.test': ['ADMIN', 'admin'],
      'lead@platen.test': ['MANAGE', 'production'],
      'operator@platen.test': ['EMPLOYEE', 'production'],
      'cs@platen.test': ['EMPLOYEE', 'cs'],
      'sales@platen.test': ['EMPLOYEE', 'sales'],
    };
    for (const [email, [role, group]] of Object.entries(expected)) {
      const c = await staffClient(t.app, email);
      const me = (await t.app.inject({ method: 'GET', url: '/auth/me', headers: c.headers() })).json().user;
      expect([me.role, me.group]).toEqual([role, group]);
    }
    const me = (await t.app.inject({ method: 'GET', url: '/auth/me', headers: buyer.headers() })).json().user;
    expect(me).toMatchObject({ role: 'USER', group: null, assumedBy: null });
  });

  it('#15.2 as a customer every staff route is 403 and changes nothing', async () => {
    const orderId = await placedOrder(t.app, buyer, t.db);
    const before = await eventsOf(t.db, orderId);
    const staffRoutes = API_ROUTES.filter((r) => STAFF_PERMISSIONS.has(r.access));
    expect(staffRoutes.length).toBeGreaterThanOrEqual(3);
    for (const r of staffRoutes) {
      const url = r.url.replace(':orderId', orderId).replace(':userId', buyer.userId);
      const res = await t.app.inject({
        method: r.method,
        url,
        headers: buyer.headers(),
        ...(r.method === 'GET' ? {} : { payload: { decision: 'approve' } }),
      });
      expect([r.url, res.statusCode]).toEqual([r.url, 403]);
    }
    expect(await eventsOf(t.db, orderId)).toEqual(before);
    const anon = await t.app.inject({ method: 'GET', url: '/api/internal/approvals' });
    expect(anon.statusCode).toBe(401);
  });

  it('#15.2 R-6-25 an operator may not review approvals nor assume users (403)', async () => {
    const op = await staffClient(t.app, 'operator@platen.test');
    const orderId = await placedOrder(t.app, buyer, t.db);
    const review = await t.app.inject({
      method: 'POST',
      url: `/api/internal/approvals/${orderId}`,
      headers: op.headers(),
      payload: { decision: 'approve' },
    });
    expect(review.statusCode).toBe(403);
    const assume = await t.app.inject({
      method: 'POST',
      url: `/auth/assume/${buyer.userId}`,
      headers: op.headers(),
    });
    expect(assume.statusCode).toBe(403);
  });

  it('#15.4 R-6-20 R-6-21 cs assumes the customer: /auth/me answers the customer with assumedBy; changes record both ids; unassume returns', async () => {
    const cs = await staffClient(t.app, 'cs@platen.test');
    const orderId = await placedOrder(t.app, buyer, t.db);
    const noXsrf = await t.app.inject({
      method: 'POST',
      url: `/auth/assume/${buyer.userId}`,
      headers: { cookie: cs.cookie },
    });
    expect(noXsrf.statusCode).toBe(403);
    const r = await t.app.inject({
      method: 'POST',
      url: `/auth/assume/${buyer.userId}`,
      headers: cs.headers(),
    });
    expect(r.statusCode).toBe(200);
    const me = (await t.app.inject({ method: 'GET', url: '/auth/me', headers: cs.headers() })).json().user;
    expect(me).toMatchObject({ id: buyer.userId, assumedBy: { id: cs.userId, email: 'cs@platen.test' } });
    // While assuming, staff routes are the customer's: 403.
    const queue = await t.app.inject({
      method: 'GET',
      url: '/api/internal/approvals',
      headers: cs.headers(),
    });
    expect(queue.statusCode).toBe(403);
    const rename = await t.app.inject({
      method: 'POST',
      url: `/api/v2/order/${orderId}/changeName`,
      headers: cs.headers(),
      payload: { name: 'Renamed by cs' },
    });
    expect(rename.statusCode).toBe(200);
    const last = (await eventsOf(t.db, orderId)).at(-1);
    expect(last).toMatchObject({ name: 'order-name-changed', actor_id: buyer.userId, assumed_by: cs.userId });
    const back = await t.app.inject({ method: 'POST', url: '/auth/unassume', headers: cs.headers() });
    expect(back.statusCode).toBe(200);
    const me2 = (await t.app.inject({ method: 'GET', url: '/auth/me', headers: cs.headers() })).json().user;
    expect(me2).toMatchObject({ id: cs.userId, assumedBy: null });
    const again = await t.app.inject({ method: 'POST', url: '/auth/unassume', headers: cs.headers() });
    expect(again.statusCode).toBe(409);
  });

  it('#15.4 R-6-20 never a user of equal or higher level: cs cannot assume sales or admin', async () => {
    const cs = await staffClient(t.app, 'cs@platen.test');
    const sales = await staffClient(t.app, 'sales@platen.test');
    const admin = await staffClient(t.app, 'admin@platen.test');
    for (const target of [sales.userId, admin.userId]) {
      const r = await t.app.inject({ method: 'POST', url: `/auth/assume/${target}`, headers: cs.headers() });
      expect(r.statusCode).toBe(403);
      expect(r.json().message).toBe('You may only assume users below your role level');
    }
    const missing = await t.app.inject({ method: 'POST', url: '/auth/assume/nobody', headers: cs.headers() });
    expect(missing.statusCode).toBe(404);
  });
});
