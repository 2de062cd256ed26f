import { API_ROUTES } from '@platen/domain/access/api-routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';
import { eventsOf, placedOrder, staffClient } from './support.ts';
import { TEST_DESIGN_WARNINGS } from '../ordering/support.ts';

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
        ...(r.method === 'GET'
          ? {}
          : { payload: { decision: 'approve', acknowledged: TEST_DESIGN_WARNINGS } }),
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
      payload: { decision: 'approve', acknowledged: TEST_DESIGN_WARNINGS },
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

  it('#15.2 R-6-10 R-6-25 role manager: ADMIN only (operator and lead 403); a granted permission opens the route, a revoke closes it', async () => {
    const admin = await staffClient(t.app, 'admin@platen.test');
    const op = await staffClient(t.app, 'operator@platen.test');
    const lead = await staffClient(t.app, 'lead@platen.test');
    for (const c of [op, lead]) {
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/internal/roles', headers: c.headers() })).statusCode,
      ).toBe(403);
      const w = await t.app.inject({
        method: 'POST',
        url: '/api/internal/roles/employee-production/permissions',
        headers: c.headers(),
        payload: { permission: 'approvals.review', accessible: true },
      });
      expect(w.statusCode).toBe(403);
    }
    const roles = await t.app.inject({ method: 'GET', url: '/api/internal/roles', headers: admin.headers() });
    expect(
      roles.json().roles.find((r: { identifier: string }) => r.identifier === 'employee-production')
        .permissions['approvals.review'],
    ).toBe(false);
    const grant = (accessible: boolean) =>
      t.app.inject({
        method: 'POST',
        url: '/api/internal/roles/employee-production/permissions',
        headers: admin.headers(),
        payload: { permission: 'approvals.review', accessible },
      });
    expect((await grant(true)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/internal/approvals', headers: op.headers() }))
        .statusCode,
    ).toBe(200);
    expect((await grant(false)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/internal/approvals', headers: op.headers() }))
        .statusCode,
    ).toBe(403);
    const lockout = await t.app.inject({
      method: 'POST',
      url: '/api/internal/roles/admin/permissions',
      headers: admin.headers(),
      payload: { permission: 'roles.manage', accessible: false },
    });
    expect(lockout.statusCode).toBe(422);
    expect(lockout.json().message).toBe('The ADMIN role always keeps roles.manage.');
  });

  it('#15.2 R-6-25 feature flags: MANAGE views, only ADMIN changes; stored in the database', async () => {
    const admin = await staffClient(t.app, 'admin@platen.test');
    const lead = await staffClient(t.app, 'lead@platen.test');
    const cs = await staffClient(t.app, 'cs@platen.test');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/internal/feature-flags', headers: cs.headers() }))
        .statusCode,
    ).toBe(403);
    const view = await t.app.inject({
      method: 'GET',
      url: '/api/internal/feature-flags',
      headers: lead.headers(),
    });
    expect(view.statusCode).toBe(200);
    const put = (c: Client, enabled: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/internal/feature-flags/approvals.autoApprove',
        headers: c.headers(),
        payload: { enabled },
      });
    expect((await put(lead, true)).statusCode).toBe(403);
    const on = await put(admin, true);
    expect(on.statusCode).toBe(200);
    expect(on.json().flags.find((f: { name: string }) => f.name === 'approvals.autoApprove').enabled).toBe(
      true,
    );
    const stored = await t.db.query<{ enabled: boolean }>(
      "SELECT enabled FROM feature_flags WHERE name = 'approvals.autoApprove'",
    );
    expect(stored.rows[0]?.enabled).toBe(true);
    // The flag is read at placement: a new order skips the review queue.
    const buyer2 = await newClient(t.app, 'Flag Buyer');
    const orderId = await placedOrder(t.app, buyer2, t.db);
    const o = await t.app.inject({
      method: 'GET',
      url: `/api/v3/orders/${orderId}`,
      headers: buyer2.headers(),
    });
    expect(o.json().status).toBe('artwork-created');
    expect((await put(admin, false)).statusCode).toBe(200);
    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/api/internal/feature-flags/nope',
      headers: admin.headers(),
      payload: { enabled: true },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('#15.2 R-2-18 staff pages: a customer gets 403 without the page or its code; anonymous visitors sign in; staff get the page', async () => {
    const asBuyer = await t.app.inject({
      method: 'GET',
      url: '/internal/dashboard',
      headers: buyer.headers(),
    });
    expect(asBuyer.statusCode).toBe(403);
    expect(asBuyer.body).not.toContain('initial-state');
    const anon = await t.app.inject({ method: 'GET', url: '/internal/dashboard' });
    expect(anon.statusCode).toBe(302);
    expect(anon.headers.location).toBe('/auth/login?next=%2Finternal%2Fdashboard');
    const cs = await staffClient(t.app, 'cs@platen.test');
    const asCs = await t.app.inject({ method: 'GET', url: '/internal/dashboard', headers: cs.headers() });
    expect(asCs.statusCode).toBe(200);
    const customerPage = await t.app.inject({
      method: 'GET',
      url: '/manager/v2/orders',
      headers: buyer.headers(),
    });
    expect(customerPage.statusCode).toBe(200);
  });
});
