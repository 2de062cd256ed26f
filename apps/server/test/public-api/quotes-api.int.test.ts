import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsOf, placedOrder } from '../lifecycle/support.ts';
import { ADDRESS, savedDesign } from '../ordering/support.ts';
import { type Client, newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';

const targets = await testTargets();

describe.each(targets)('#20 v3 quotes and orders from a quote token on $kind', (target) => {
  let t: TestApp;
  let buyer: Client;
  let designId: string;
  beforeAll(async () => {
    t = await openApp(target);
    buyer = await newClient(t.app, 'Quote Buyer');
    designId = await savedDesign(t.db, buyer.userId);
  });
  afterAll(async () => t?.close());

  const item = (over: Record<string, unknown> = {}) => ({
    designId,
    product: { id: 'gildan-5000', color: 'Black' },
    sizes: { med: 2, lrg: 1 },
    address: ADDRESS,
    shipping: 'UPS Ground',
    ...over,
  });
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}, who = buyer) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...who.basic(), ...headers },
      payload: payload as object,
    });
  const quote = async (payload: unknown = { items: [item()] }) => {
    const r = await post('/api/v3/quotes', payload);
    expect(r.statusCode, r.body).toBe(201);
    return r.json();
  };

  it('R-7-04 a quote answers id, token, totals in cents, the SLA due date and its expiry, and reads back by id', async () => {
    const q = await quote({
      items: [item(), item({ address: { ...ADDRESS, zip: '10001', city: 'New York', state: 'NY' } })],
    });
    expect(q).toMatchObject({ status: 'open', orderId: null });
    expect(q.token).toMatch(/^qt_/);
    expect(q.totals.total).toBe(
      q.totals.printing + q.totals.blanks + q.totals.shipping + q.totals.fees + q.totals.tax,
    );
    expect(q.totals.total).toBeGreaterThan(0);
    expect(q.totalCents).toBe(q.totals.total);
    expect(q.shipments).toHaveLength(2);
    expect(q.shipments[0].service).toBe('ups-ground');
    expect(q.items.map((i: { pieces: number }) => i.pieces)).toEqual([3, 3]);
    expect(q.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Date.parse(q.expiresAt)).toBeGreaterThan(Date.now());
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/v3/quotes/${q.id}`,
      headers: buyer.basic(),
    });
    expect(again.json()).toEqual(q);
    const other = await newClient(t.app, 'Other Buyer');
    const hidden = await t.app.inject({
      method: 'GET',
      url: `/api/v3/quotes/${q.id}`,
      headers: other.basic(),
    });
    expect(hidden.statusCode).toBe(404);
  });

  it('#28 the API quote says before ordering whether it is paid from the balance or needs a payment, and how much', async () => {
    const q = await quote();
    // The test buyer is funded by a credit line.
    expect(q.funding).toMatchObject({ kind: 'credit-line', totalCents: q.totalCents, amount: 0 });
    const broke = await newClient(t.app, 'Quote Without Funds', { funded: false });
    const theirDesign = await savedDesign(t.db, broke.userId);
    const r = await post('/api/v3/quotes', { items: [item({ designId: theirDesign })] }, {}, broke);
    expect(r.statusCode, r.body).toBe(201);
    const needs = r.json();
    expect(needs.funding).toMatchObject({
      kind: 'needs-payment',
      totalCents: needs.totalCents,
      amount: needs.totalCents,
    });
    expect(needs.funding.sentence).toMatch(/^Prepayment needed/);
    // Ordered, the quote says what its order waits for.
    const ordered = await post('/api/v3/orders', { quoteToken: needs.token }, {}, broke);
    expect(ordered.statusCode, ordered.body).toBe(201);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v3/quotes/${needs.id}`,
      headers: broke.basic(),
    });
    expect(read.json().funding).toMatchObject({ kind: 'needs-payment', amount: needs.totalCents });
    expect(read.json().funding.invoiceNumber).toMatch(/^INV-\d+$/);
  });

  it("R-7-04 a quote made by API does not become the buyer's open cart: cart lists leave its cart out", async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/order2/carts', headers: buyer.headers() });
    expect(before.statusCode).toBe(200);
    await quote();
    const after = await t.app.inject({ method: 'GET', url: '/api/order2/carts', headers: buyer.headers() });
    expect(after.json()).toEqual(before.json());
  });

  it('R-7-04 quote -> order: the order has the quoted totals, goes through the cart placement (lifecycle events) and the quote is marked ordered', async () => {
    const q = await quote();
    const r = await post('/api/v3/orders', { quoteToken: q.token }, { 'idempotency-key': `qo-${q.id}` });
    expect(r.statusCode, r.body).toBe(201);
    const order = r.json();
    expect(order).toMatchObject({ quoteId: q.id, totalCents: q.totals.total });
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/order2/orders/${order.id}`,
      headers: buyer.basic(),
    });
    expect(detail.json().order.quote.totals).toEqual(q.totals);
    expect(detail.json().order.lines.length).toBeGreaterThan(0);
    // Billing ran: the order's invoice carries the quoted total.
    const invoices = await t.app.inject({
      method: 'GET',
      url: '/api/v3/invoice?limit=200',
      headers: buyer.basic(),
    });
    expect(invoices.json().find((i: { orderId: string }) => i.orderId === order.id)?.total).toBe(
      q.totals.total,
    );
    const events = await eventsOf(t.db, order.id);
    // The same events as an order placed from a cart: the same placement use-case.
    const fromCart = await eventsOf(t.db, await placedOrder(t.app, buyer, t.db));
    expect(events.map((e) => e.name)).toEqual(fromCart.map((e) => e.name));
    expect(events.length).toBeGreaterThan(0);
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/v3/quotes/${q.id}`,
      headers: buyer.basic(),
    });
    expect(after.json()).toMatchObject({ status: 'ordered', orderId: order.id });
    // The same key again: the same order, replayed; nothing new.
    const replay = await post('/api/v3/orders', { quoteToken: q.token }, { 'idempotency-key': `qo-${q.id}` });
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().id).toBe(order.id);
    // Another key: the token is used.
    const used = await post('/api/v3/orders', { quoteToken: q.token }, { 'idempotency-key': `qo-${q.id}-2` });
    expect(used.statusCode).toBe(409);
    expect(used.json()).toMatchObject({
      statusCode: 409,
      code: 'conflict',
      message: `This quote was already used for order ${order.id}. Create a new quote to order again.`,
    });
  });

  it('R-7-04 without an Idempotency-Key the quote is the key: a retry answers the same order', async () => {
    const q = await quote();
    const a = await post('/api/v3/orders', { quoteToken: q.token });
    const b = await post('/api/v3/orders', { quoteToken: q.token });
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(201);
    expect(b.json().id).toBe(a.json().id);
  });

  it('R-7-04 two orders of one token at once: one order, the other a 409', async () => {
    const q = await quote();
    const [a, b] = await Promise.all([
      post('/api/v3/orders', { quoteToken: q.token }, { 'idempotency-key': `race-a-${q.id}` }),
      post('/api/v3/orders', { quoteToken: q.token }, { 'idempotency-key': `race-b-${q.id}` }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const n = await t.db.query<{ n: number }>(
      'SELECT count(*) AS n FROM api_quotes WHERE id = $1 AND order_id IS NOT NULL',
      [q.id],
    );
    expect(Number(n.rows[0]!.n)).toBe(1);
  });

  it('R-7-04 a quote whose price no longer holds is refused with a 409 and nothing is ordered', async () => {
    const q = await quote();
    // The stored quoted total differs from what the cart prices at today: as after a price change.
    await t.db.query('UPDATE api_quotes SET total_cents = total_cents + 100 WHERE id = $1', [q.id]);
    const r = await post('/api/v3/orders', { quoteToken: q.token });
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toMatch(/^Prices changed since this quote/);
    const got = await t.app.inject({ method: 'GET', url: `/api/v3/quotes/${q.id}`, headers: buyer.basic() });
    expect(got.json()).toMatchObject({ status: 'open', orderId: null });
    const cart = await t.db.query<{ ordered_at: unknown }>(
      'SELECT c.ordered_at FROM carts c JOIN api_quotes q ON q.cart_id = c.id WHERE q.id = $1',
      [q.id],
    );
    expect(cart.rows[0]!.ordered_at).toBeNull();
  });

  it('R-7-04 an expired token is refused with a 422 that says so and creates no order; an unknown one is a 404', async () => {
    const q = await quote();
    await t.db.query(`UPDATE api_quotes SET expires_at = now() - interval '1 minute' WHERE id = $1`, [q.id]);
    const count = async () =>
      Number(
        (
          await t.db.query<{ n: number }>('SELECT count(*) AS n FROM orders WHERE user_id = $1', [
            buyer.userId,
          ])
        ).rows[0]!.n,
      );
    const before = await count();
    const r = await post('/api/v3/orders', { quoteToken: q.token });
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toMatch(/^This quote expired at .+\. Create a new quote to order\.$/);
    expect(r.json().issues[0]).toMatchObject({ path: 'body.quoteToken', code: 'expired' });
    expect(await count()).toBe(before);
    const got = await t.app.inject({ method: 'GET', url: `/api/v3/quotes/${q.id}`, headers: buyer.basic() });
    expect(got.json().status).toBe('expired');
    const unknown = await post('/api/v3/orders', { quoteToken: 'qt_nope' });
    expect(unknown.statusCode).toBe(404);
    // Another account cannot order a buyer's token.
    const other = await newClient(t.app, 'Token Thief');
    const fresh = await quote();
    expect((await post('/api/v3/orders', { quoteToken: fresh.token }, {}, other)).statusCode).toBe(404);
  });

  it('R-7-04 a quote that cannot be made is a 422 naming the caller field: unknown design, size, service for the country, address', async () => {
    const cases: [unknown, string][] = [
      [{ items: [item({ designId: 'no-such-design' })] }, 'body.items[0].designId'],
      [{ items: [item(), item({ sizes: { nosuch: 1 } })] }, 'body.items[1].products[0].size'],
      [
        {
          items: [
            item({ address: { ...ADDRESS, country: 'CA', zip: 'M5V 2T6', state: 'ON', city: 'Toronto' } }),
          ],
        },
        'body.items[0].features.shipping',
      ],
      [{ items: [item({ address: { name: 'x' } })] }, 'shipments.0.address'],
    ];
    for (const [payload, path] of cases) {
      const r = await post('/api/v3/quotes', payload);
      expect(r.statusCode, r.body).toBe(422);
      expect(r.json().issues.map((i: { path: string }) => i.path)).toContain(path);
    }
  });
});
