import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffClient } from '../lifecycle/support.ts';
import { orderableCart } from '../ordering/support.ts';
import { type Client, newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';
import { staffCredit, statuses } from './support.ts';

const targets = await testTargets();

describe.each(targets)('billing: paying at validation on $kind', (target) => {
  let t: TestApp;
  let cs: Client;
  beforeAll(async () => {
    t = await openApp(target);
    cs = await staffClient(t.app, 'cs@platen.test');
  });
  afterAll(async () => t?.close());

  let n = 0;
  const place = (c: Client, cartId: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/order2/cart/${cartId}/order`,
      headers: { ...c.headers(), 'idempotency-key': `billing-${Date.now()}-${n++}` },
    });
  const get = (c: Client, url: string) => t.app.inject({ method: 'GET', url, headers: c.headers() });

  it('#19.2 50 orders placed at once against funds for exactly 10: 10 paid, 40 unpaid; a top-up for 40 more releases them oldest first', async () => {
    // What one order of this cart costs: a funded probe account orders the same cart once.
    const probe = await newClient(t.app, 'Probe');
    const probeOrder = (await place(probe, await orderableCart(t.app, probe, t.db))).json().orderId as string;
    const total = Number(
      (await t.db.query<{ t: number }>('SELECT total_cents AS t FROM orders WHERE id = $1', [probeOrder]))
        .rows[0]!.t,
    );
    expect(total).toBeGreaterThan(0);

    const buyer = await newClient(t.app, 'Race Buyer', { funded: false });
    expect((await get(buyer, '/api/v2/billing/balance')).json()).toEqual({
      balance: 0,
      creditLine: 0,
      available: 0,
      currency: 'USD',
    });
    const carts: string[] = [];
    for (let i = 0; i < 50; i++) carts.push(await orderableCart(t.app, buyer, t.db));
    await staffCredit(t.app, cs, buyer.userId, 10 * total);

    const answers = await Promise.all(carts.map((c) => place(buyer, c)));
    expect(answers.map((a) => a.statusCode)).toEqual(carts.map(() => 201));
    const ids = answers.map((a) => a.json().orderId as string);
    const st = await statuses(t.db, ids);
    const paid = ids.filter((id) => st.get(id) === 'paid');
    expect(paid).toHaveLength(10);
    expect(ids.filter((id) => st.get(id) === 'unpaid')).toHaveLength(40);
    expect((await get(buyer, '/api/v2/billing/balance')).json()).toMatchObject({ balance: 0, available: 0 });
    const held = (await get(buyer, '/api/v2/billing/held')).json();
    expect(held).toMatchObject({ count: 40, needed: 40 * total });
    // Every paid order has exactly one order debit; none of the held ones has any.
    const debits = await t.db.query<{ order_id: string; n: number }>(
      "SELECT order_id, count(*)::int AS n FROM ledger_transactions WHERE type = 'order' AND order_id = ANY($1::text[]) GROUP BY order_id",
      [ids],
    );
    expect(debits.rows.map((r) => r.order_id).sort()).toEqual([...paid].sort());
    expect(debits.rows.every((r) => Number(r.n) === 1)).toBe(true);

    const topUp = await staffCredit(t.app, cs, buyer.userId, 40 * total, 'ach-wire');
    const oldestFirst = (held.orders as { orderId: string }[]).map((o) => o.orderId);
    expect(topUp.released).toEqual(oldestFirst);
    const after = await statuses(t.db, ids);
    expect(ids.every((id) => after.get(id) === 'paid')).toBe(true);
    expect((await get(buyer, '/api/v2/billing/balance')).json()).toMatchObject({ balance: 0, available: 0 });
    // The released orders carry the release in their timeline and went on to the artwork queue.
    const ev = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM order_events WHERE name = 'order-released' AND order_id = ANY($1::text[])",
      [ids],
    );
    expect(Number(ev.rows[0]!.n)).toBe(40);
  });

  it('#19.1 an account without funds: the order waits unpaid (payment-due notice), is released by a credit, and a cancel before printing refunds once', async () => {
    const buyer = await newClient(t.app, 'Held Buyer', { funded: false });
    const cartId = await orderableCart(t.app, buyer, t.db);
    const orderId = (await place(buyer, cartId)).json().orderId as string;
    const o = (await get(buyer, `/api/v3/orders/${orderId}`)).json();
    expect(o.status).toBe('unpaid');
    const events = (await get(buyer, `/api/v3/events?orderId=${orderId}&sort=asc`)).json() as {
      name: string;
    }[];
    expect(events.map((e) => e.name)).toContain('email-payment-due');
    // The notice itself went to the e-mail outbox with the placement.
    const mail = await t.db.query<{ kind: string; subject: string }>(
      'SELECT kind, subject FROM email_outbox WHERE to_address = $1',
      [buyer.email],
    );
    expect(mail.rows.map((m) => m.kind)).toEqual(['order-held-for-funds']);
    const held = (await get(buyer, '/api/v2/billing/held')).json();
    expect(held.count).toBe(1);

    const invoices = (await get(buyer, '/api/v2/billing/invoice')).json();
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ orderId, status: 'open', total: held.needed });
    // Paying the invoice from an empty balance is refused clearly, nothing changes.
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/v2/billing/invoice/${invoices[0].id}/pay`,
      headers: buyer.headers(),
      payload: {},
    });
    expect(refused.statusCode).toBe(422);

    const credit = await staffCredit(t.app, cs, buyer.userId, held.needed + 500, 'promotion');
    expect(credit.released).toEqual([orderId]);
    expect((await get(buyer, `/api/v3/orders/${orderId}`)).json()).toMatchObject({
      status: 'paid',
      artwork: 'queued',
    });
    expect((await get(buyer, '/api/v2/billing/balance')).json().balance).toBe(500);
    const inv = (await get(buyer, `/api/v2/billing/invoice/${invoices[0].id}`)).json();
    expect(inv.status).toBe('paid');

    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/v2/order/${orderId}/cancel`,
      headers: buyer.headers(),
      payload: {},
    });
    expect(cancel.statusCode).toBe(200);
    expect((await get(buyer, '/api/v2/billing/balance')).json().balance).toBe(held.needed + 500);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/v2/order/${orderId}/cancel`,
      headers: buyer.headers(),
      payload: {},
    });
    expect(again.statusCode).toBe(409);
    const tx = (await get(buyer, '/api/v2/billing/transactions?type=order-cancelled')).json();
    expect(tx).toHaveLength(1);
    const all = await get(buyer, '/api/v2/billing/transactions?limit=2');
    // The promotion, the order debit and the refund.
    expect(all.headers['x-count']).toBe('3');
    expect(all.json()).toHaveLength(2);
  });

  it('#19 staff adjust: credit types and debit types, never below the credit line; credit line up to $100,000; customers get 403', async () => {
    const buyer = await newClient(t.app, 'Adjusted', { funded: false });
    const post = (c: Client, payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/internal/accounts/${buyer.userId}/credit`,
        headers: c.headers(),
        payload,
      });
    const line = (c: Client, amount: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/internal/accounts/${buyer.userId}/credit-line`,
        headers: c.headers(),
        payload: { amount },
      });
    expect((await post(buyer, { amount: 100, type: 'promotion', note: 'me' })).statusCode).toBe(403);
    expect((await post(cs, { amount: 100, type: 'bogus', note: 'x' })).statusCode).toBe(422);
    expect((await post(cs, { amount: -100, type: 'fee', note: 'x' })).statusCode).toBe(422);
    expect((await post(cs, { amount: 100, type: 'promotion' })).statusCode).toBe(400);
    expect((await line(cs, 10_000_001)).statusCode).toBe(400);
    expect((await line(cs, 20_000)).json()).toMatchObject({ creditLine: 20_000, available: 20_000 });
    expect((await post(cs, { amount: -15_000, type: 'fee', note: 'Rush fee' })).statusCode).toBe(200);
    // Lowering the line below the debt is refused.
    expect((await line(cs, 10_000)).statusCode).toBe(422);
    const view = (await get(cs, `/api/internal/accounts/${buyer.userId}`)).json();
    expect(view.balance).toEqual({ balance: -15_000, creditLine: 20_000, available: 5_000, currency: 'USD' });
    expect(view.transactions[0]).toMatchObject({
      direction: 'debit',
      type: 'fee',
      amount: 15_000,
      note: 'Rush fee',
    });
    const found = (await get(cs, `/api/internal/accounts?q=${encodeURIComponent(buyer.email)}`)).json();
    expect(found[0].id).toBe(buyer.userId);
  });
});
