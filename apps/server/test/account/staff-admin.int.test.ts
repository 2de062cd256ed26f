import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placedOrder, staffClient } from '../lifecycle/support.ts';
import { type Client, cookieJar, newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';

const targets = await testTargets();
const PASSWORD = 'a staff member passphrase';

/** The invitation link's token from the outbox (without SMTP the unredacted text waits in private_body). */
async function inviteToken(t: TestApp, email: string): Promise<string> {
  const row = await t.db.query<{ body: string }>(
    'SELECT private_body AS body FROM email_outbox WHERE to_address = $1 ORDER BY created_at DESC LIMIT 1',
    [email],
  );
  return /\/auth\/staff-invite\?token=([A-Za-z0-9_-]+)/.exec(row.rows[0]!.body)![1]!;
}

const sessionOf = (res: { cookies: { name: string; value: string }[] }) => {
  const jar = cookieJar(res as never);
  const cookie = `platen_session=${jar.platen_session}; XSRF-TOKEN=${jar['XSRF-TOKEN']}`;
  return { cookie, 'x-xsrf-token': jar['XSRF-TOKEN']! };
};

describe.each(targets)('staff administration on $kind (issue 30, R-6-03..06, R-6-11, R-6-12)', (target) => {
  let t: TestApp;
  let admin: Client;
  let lead: Client;
  let operator: Client;
  const stamp = Date.now();
  const email = (n: string) => `${n}-${stamp}@platen.test`;

  beforeAll(async () => {
    t = await openApp(target);
    admin = await staffClient(t.app, 'admin@platen.test');
    lead = await staffClient(t.app, 'lead@platen.test');
    operator = await staffClient(t.app, 'operator@platen.test');
  }, 120_000);
  afterAll(async () => t?.close());

  const invite = (c: Client, body: object) =>
    t.app.inject({ method: 'POST', url: '/api/internal/staff', headers: c.headers(), payload: body });
  const act = (c: Client, id: string, what: string) =>
    t.app.inject({ method: 'POST', url: `/api/internal/staff/${id}/${what}`, headers: c.headers() });

  it('R-6-12 invite -> accept -> sign in lands on the group home; the audit log records each change', async () => {
    const to = email('cass');
    const res = await invite(admin, {
      email: to,
      name: 'Cass Two',
      level: 'EMPLOYEE',
      group: 'cs',
      position: 'CS Rep',
      facility: null,
    });
    expect(res.statusCode).toBe(201);
    const { employee } = res.json();
    expect(employee).toMatchObject({ email: to, level: 'EMPLOYEE', group: 'cs', status: 'invited' });
    // No password yet: signing in fails like a wrong password.
    const early = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: to, password: PASSWORD },
    });
    expect(early.statusCode).toBe(401);
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/auth/staff-invite',
      payload: { token: await inviteToken(t, to), name: 'Cass Two', password: PASSWORD },
    });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().home).toBe('/internal/dashboard/approvals');
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: to, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().home).toBe('/internal/dashboard/approvals');
    const queue = await t.app.inject({
      method: 'GET',
      url: '/api/internal/approvals',
      headers: sessionOf(login),
    });
    expect(queue.statusCode).toBe(200);
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/internal/staff', headers: admin.headers() })
    ).json();
    const row = list.employees.find((e: { email: string }) => e.email === to);
    expect(row).toMatchObject({ status: 'active', position: 'CS Rep' });
    expect(row.lastSignInAt).not.toBeNull();
    const mine = list.audit
      .filter((a: { targetEmail: string }) => a.targetEmail === to)
      .map((a: { action: string }) => a.action);
    expect(mine).toEqual(['accept', 'invite']);
    expect(list.audit[1].summary).toContain(`admin@platen.test invited ${to} as EMPLOYEE cs, CS Rep`);
  });

  it('R-6-25 seeded staff land in their home; customers on the order base', async () => {
    const home = async (e: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/auth/login',
          payload: { email: e, password: 'platen-demo' },
        })
      ).json().home;
    expect(await home('admin@platen.test')).toBe('/internal/dashboard');
    expect(await home('operator@platen.test')).toBe('/internal/dashboard/stations');
    expect(await home('demo@platen.test')).toBe('/order/v2');
  });

  it('a deactivated employee: session and API key stop at once, sign-in refused; reactivation lets them sign in', async () => {
    const to = email('otto');
    const made = await invite(lead, {
      email: to,
      name: 'Otto Two',
      level: 'EMPLOYEE',
      group: 'production',
      position: 'Picker',
      facility: 'FRESNO',
    });
    expect(made.statusCode).toBe(201);
    const id = made.json().employee.id;
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/auth/staff-invite',
      payload: { token: await inviteToken(t, to), name: 'Otto Two', password: PASSWORD },
    });
    const session = sessionOf(accepted);
    const rotated = await t.app.inject({ method: 'POST', url: '/auth/api-key/rotate', headers: session });
    const basic = { authorization: `Basic ${Buffer.from(`:${rotated.json().apiKey}`).toString('base64')}` };
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/internal/me', headers: session })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/auth/me', headers: basic })).statusCode).toBe(200);

    expect((await act(lead, id, 'deactivate')).json().employee.status).toBe('deactivated');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/internal/me', headers: session })).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/auth/me', headers: basic })).statusCode).toBe(401);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: to, password: PASSWORD },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('deactivated');
    expect((await act(lead, id, 'deactivate')).statusCode).toBe(409);

    expect((await act(lead, id, 'reactivate')).json().employee.status).toBe('active');
    const back = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: to, password: PASSWORD },
    });
    expect(back.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/auth/me', headers: basic })).statusCode).toBe(401);
    const actions = (
      await t.app.inject({ method: 'GET', url: '/api/internal/staff', headers: lead.headers() })
    )
      .json()
      .audit.filter((a: { targetEmail: string }) => a.targetEmail === to)
      .map((a: { action: string }) => a.action);
    expect(actions).toEqual(['reactivate', 'deactivate', 'accept', 'invite']);
  });

  it('R-6-04 MANAGE cannot create ADMIN, nor touch another group; nobody grants above their level', async () => {
    const asAdmin = await invite(lead, {
      email: email('boss'),
      name: 'Boss',
      level: 'ADMIN',
      group: 'production',
      position: 'Supervisor',
      facility: null,
    });
    expect(asAdmin.statusCode).toBe(403);
    expect(asAdmin.json().message).toBe('You cannot give the ADMIN level: it is above your own (MANAGE).');
    const otherGroup = await invite(lead, {
      email: email('sal'),
      name: 'Sal Two',
      level: 'EMPLOYEE',
      group: 'sales',
      position: 'BDR Rep',
      facility: null,
    });
    expect(otherGroup.statusCode).toBe(403);
    expect(otherGroup.json().message).toContain('only their own group');
    const cs = (await t.app.inject({ method: 'GET', url: '/api/internal/staff', headers: admin.headers() }))
      .json()
      .employees.find((e: { email: string }) => e.email === 'cs@platen.test');
    expect((await act(lead, cs.id, 'deactivate')).statusCode).toBe(403);
    const badPosition = await invite(admin, {
      email: email('pos'),
      name: 'Pos',
      level: 'EMPLOYEE',
      group: 'cs',
      position: 'Picker',
      facility: null,
    });
    expect(badPosition.statusCode).toBe(422);
    expect(badPosition.json().message).toBe('Picker is not a position of the cs group.');
    const self = await act(admin, admin.userId, 'deactivate');
    expect(self.statusCode).toBe(403);
    // A manager sees only their own group.
    const leadList = (
      await t.app.inject({ method: 'GET', url: '/api/internal/staff', headers: lead.headers() })
    ).json();
    expect(leadList.employees.every((e: { group: string }) => e.group === 'production')).toBe(true);
    expect(leadList.choices.levels).toEqual(['EMPLOYEE', 'MANAGE']);
  });

  it('MANAGE and ADMIN must turn two-factor on before the staff area opens; a reset turns it off', async () => {
    const to = email('mona');
    const made = await invite(admin, {
      email: to,
      name: 'Mona Manager',
      level: 'MANAGE',
      group: 'sales',
      position: 'Sales Supervisor',
      facility: null,
    });
    expect(made.statusCode).toBe(201);
    expect(made.json().employee.twoFactorRequired).toBe(true);
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/auth/staff-invite',
      payload: { token: await inviteToken(t, to), name: 'Mona Manager', password: PASSWORD },
    });
    const session = sessionOf(accepted);
    const closed = await t.app.inject({ method: 'GET', url: '/api/internal/staff', headers: session });
    expect(closed.statusCode).toBe(403);
    expect(closed.json().message).toContain('two-factor');
    const me = await t.app.inject({ method: 'GET', url: '/api/internal/me', headers: session });
    expect(me.json().twoFactorSetupDue).toBe(true);
    const setup = await t.app.inject({
      method: 'POST',
      url: '/auth/totp/setup',
      headers: session,
      payload: { currentPassword: PASSWORD },
    });
    expect(setup.statusCode).toBe(200);
    const code = await generate({ secret: setup.json().secret });
    const on = await t.app.inject({
      method: 'POST',
      url: '/auth/totp/enable',
      headers: session,
      payload: { code },
    });
    expect(on.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/internal/staff', headers: session })).statusCode,
    ).toBe(200);
    const reset = await act(admin, made.json().employee.id, 'reset-two-factor');
    expect(reset.json().employee.twoFactorOn).toBe(false);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/internal/staff', headers: session })).statusCode,
    ).toBe(403);
  });

  it('R-6-25 an operator (EMPLOYEE production) reaches none of it', async () => {
    const calls = [
      ['GET', '/api/internal/staff'],
      ['POST', '/api/internal/staff'],
      ['PUT', `/api/internal/staff/${admin.userId}`],
      ['POST', `/api/internal/staff/${admin.userId}/deactivate`],
      ['POST', `/api/internal/staff/${admin.userId}/reactivate`],
      ['POST', `/api/internal/staff/${admin.userId}/reset-two-factor`],
    ] as const;
    for (const [method, url] of calls) {
      const r = await t.app.inject({ method, url, headers: operator.headers(), payload: {} });
      expect(r.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('staff find an order by id, id prefix, customer e-mail or unit barcode (internal.access)', async () => {
    const buyer = await newClient(t.app, 'Search Buyer');
    const orderId = await placedOrder(t.app, buyer, t.db);
    const find = async (q: string, c: Client = operator) =>
      t.app.inject({
        method: 'GET',
        url: `/api/internal/orders?q=${encodeURIComponent(q)}`,
        headers: c.headers(),
      });
    const ids = async (q: string) => (await find(q)).json().orders.map((o: { id: string }) => o.id);
    expect(await ids(orderId)).toEqual([orderId]);
    expect(await ids(orderId.slice(0, 8))).toContain(orderId);
    expect(await ids(buyer.email.toUpperCase())).toEqual([orderId]);
    expect((await find(buyer.email)).json().orders[0].matched).toBe('email');
    await t.db.query(
      `INSERT INTO units (barcode, order_id, item_index, unit_no, size, facility, station)
       VALUES ('ZZSEARCH1', $1, 0, 1, 'med', 'INDY', 'pick')`,
      [orderId],
    );
    expect(await ids('zzsearch1')).toEqual([orderId]);
    expect(await ids('nothing-like-this')).toEqual([]);
    const buyerSearch = await find(orderId, buyer);
    expect(buyerSearch.statusCode).toBe(403);
  });

  it('R-6-04 a role change is audited; promoting to MANAGE requires two-factor; a manager cannot promote to ADMIN', async () => {
    const list = async (c: Client) =>
      (await t.app.inject({ method: 'GET', url: '/api/internal/staff', headers: c.headers() })).json();
    const otto = (await list(admin)).employees.find(
      (e: { email: string }) => e.email === 'operator@platen.test',
    );
    const put = (c: Client, body: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/internal/staff/${otto.id}`,
        headers: c.headers(),
        payload: body,
      });
    const up = await put(lead, {
      level: 'ADMIN',
      group: 'production',
      position: 'Supervisor',
      facility: null,
    });
    expect(up.statusCode).toBe(403);
    const qc = await put(lead, { level: 'EMPLOYEE', group: 'production', position: 'QC', facility: 'INDY' });
    expect(qc.json().employee).toMatchObject({ position: 'QC', facility: 'INDY', twoFactorRequired: false });
    const boss = await put(admin, {
      level: 'MANAGE',
      group: 'production',
      position: 'Supervisor',
      facility: 'INDY',
    });
    expect(boss.json().employee).toMatchObject({ level: 'MANAGE', twoFactorRequired: true });
    // The operator's own session now needs two-factor before any staff call.
    const closed = await t.app.inject({
      method: 'GET',
      url: '/api/internal/board?facility=INDY',
      headers: operator.headers(),
    });
    expect(closed.statusCode).toBe(403);
    const audit = (await list(admin)).audit.filter(
      (a: { targetEmail: string }) => a.targetEmail === 'operator@platen.test',
    );
    expect(audit.map((a: { summary: string }) => a.summary)).toEqual([
      'admin@platen.test changed the role of operator@platen.test to MANAGE production, Supervisor (INDY)',
      'lead@platen.test changed the role of operator@platen.test to EMPLOYEE production, QC (INDY)',
    ]);
  });
});
