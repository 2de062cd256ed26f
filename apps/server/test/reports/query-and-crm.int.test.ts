import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placedOrder, staffClient } from '../lifecycle/support.ts';
import { type Client, callAs, newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';

const targets = await testTargets();
const today = () => new Date().toISOString().slice(0, 10);

describe.each(targets)('/query reports and the CRM over HTTP, on $kind', (target) => {
  let t: TestApp;
  let buyer: Client;
  let sales: Client;
  let cs: Client;
  let operator: Client;
  beforeAll(async () => {
    t = await openApp(target);
    buyer = await newClient(t.app, 'Crm Buyer');
    sales = await staffClient(t.app, 'sales@platen.test');
    cs = await staffClient(t.app, 'cs@platen.test');
    operator = await staffClient(t.app, 'operator@platen.test');
  });
  afterAll(async () => t?.close());
  const call = callAs(() => t.app);

  it('reports: sales reads them (JSON and CSV); production, customer support and customers are refused; bad filters are a sentence', async () => {
    const period = `from=${today()}&to=${today()}`;
    const list = await call(sales, 'GET', '/api/internal/reports');
    expect(list.statusCode).toBe(200);
    expect(list.json().reports.map((r: { id: string }) => r.id)).toContain('top-customers');
    for (const who of [operator, cs, buyer])
      expect((await call(who, 'GET', `/api/internal/reports/revenue-per-day?${period}`)).statusCode).toBe(
        403,
      );
    const before = await call(sales, 'GET', `/api/internal/reports/revenue-per-day?${period}`);
    await placedOrder(t.app, buyer, t.db);
    const after = (await call(sales, 'GET', `/api/internal/reports/revenue-per-day?${period}`)).json();
    const total = await t.db.query<{ c: string | number }>(
      `SELECT sum(total_cents) AS c FROM orders WHERE created_at >= $1::date`,
      [today()],
    );
    expect(after.rows).toEqual([
      { day: today(), orders: expect.any(Number), revenueCents: Number(total.rows[0]!.c) },
    ]);
    expect(after.rows[0].orders).toBe((before.json().rows[0]?.orders ?? 0) + 1);
    const csv = await call(sales, 'GET', `/api/internal/reports/revenue-per-day/rows.csv?${period}`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toBe(
      `Day,Orders,Revenue\r\n${today()},${after.rows[0].orders},${(Number(total.rows[0]!.c) / 100).toFixed(2)}\r\n`,
    );
    const bad = await call(
      sales,
      'GET',
      '/api/internal/reports/revenue-per-day?from=2026-02-01&to=2026-01-01',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('from must not be after to.');
    expect((await call(sales, 'GET', `/api/internal/reports/nothing?${period}`)).statusCode).toBe(404);
  });

  it('CRM: lifetime value is what the ledger says was paid for orders, to the cent; sales logs calls, customer support only reads; a customer gets 403', async () => {
    const second = await placedOrder(t.app, buyer, t.db);
    const paid = await t.db.query<{ c: string | number }>(
      `SELECT sum(CASE WHEN direction = 'debit' THEN amount_cents ELSE -amount_cents END) AS c
         FROM ledger_transactions WHERE user_id = $1 AND order_id IS NOT NULL AND type <> 'claim'`,
      [buyer.userId],
    );
    const totals = await t.db.query<{ c: string | number }>(
      'SELECT sum(total_cents) AS c FROM orders WHERE user_id = $1',
      [buyer.userId],
    );
    // Every order was paid in full: the ledger's order payments equal the order totals.
    expect(Number(paid.rows[0]!.c)).toBe(Number(totals.rows[0]!.c));
    const page = await call(sales, 'GET', `/api/internal/crm/customers?q=${encodeURIComponent(buyer.email)}`);
    expect(page.statusCode).toBe(200);
    const [row] = page.json().customers;
    expect(row).toMatchObject({
      id: buyer.userId,
      lifetimeValueCents: Number(totals.rows[0]!.c),
      orders: 2,
      openClaims: 0,
    });
    const lastAt = await t.db.query<{ a: Date | string }>(
      'SELECT created_at AS a FROM orders WHERE id = $1',
      [second],
    );
    expect(row.lastOrderAt).toBe(new Date(lastAt.rows[0]!.a).toISOString());
    const sorted = (
      await call(sales, 'GET', '/api/internal/crm/customers?sort=lifetimeValue&dir=desc')
    ).json();
    const values = sorted.customers.map((c: { lifetimeValueCents: number }) => c.lifetimeValueCents);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect((await call(sales, 'GET', '/api/internal/crm/customers?sort=password')).statusCode).toBe(400);

    const url = `/api/internal/crm/customers/${buyer.userId}/activities`;
    const note = { type: 'phone', note: 'Called about a reorder', followUpOn: today() };
    expect((await call(buyer, 'GET', '/api/internal/crm/customers')).statusCode).toBe(403);
    expect((await call(buyer, 'POST', url, note)).statusCode).toBe(403);
    expect((await call(operator, 'GET', '/api/internal/crm/customers')).statusCode).toBe(403);
    expect((await call(cs, 'POST', url, note)).statusCode).toBe(403);
    expect((await call(cs, 'GET', `/api/internal/crm/customers/${buyer.userId}`)).statusCode).toBe(200);
    const blank = await call(sales, 'POST', url, { type: 'fax', note: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(
      (await call(sales, 'GET', `/api/internal/crm/customers/${buyer.userId}`)).json().activities,
    ).toEqual([]);
    const logged = await call(sales, 'POST', url, note);
    expect(logged.statusCode).toBe(201);
    expect(logged.json()).toMatchObject({
      type: 'phone',
      note: 'Called about a reorder',
      followUpOn: today(),
    });
    // A staff member is not a customer: no CRM record.
    expect((await call(sales, 'GET', `/api/internal/crm/customers/${sales.userId}`)).statusCode).toBe(404);

    const due = (await call(sales, 'GET', '/api/internal/crm/follow-ups')).json().activities;
    expect(due.map((a: { customerId: string }) => a.customerId)).toContain(buyer.userId);
    // A later e-mail without a follow-up closes it.
    await call(sales, 'POST', url, { type: 'email', note: 'Sent the reorder quote' });
    const after = (await call(sales, 'GET', '/api/internal/crm/follow-ups')).json().activities;
    expect(after.map((a: { customerId: string }) => a.customerId)).not.toContain(buyer.userId);
    const detail = (await call(sales, 'GET', `/api/internal/crm/customers/${buyer.userId}`)).json();
    expect(detail.activities.map((a: { type: string }) => a.type)).toEqual(['email', 'phone']);
  });
});
