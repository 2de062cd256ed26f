import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';
import { getCart, newCart, orderableCart, patch } from './support.ts';

const targets = await testTargets();

describe.each(targets)('order2 orders on $kind', (target) => {
  let t: TestApp;
  let a: Client;
  let b: Client;
  beforeAll(async () => {
    t = await openApp(target);
    a = await newClient(t.app, 'Buyer A');
    b = await newClient(t.app, 'Buyer B');
  });
  afterAll(async () => t?.close());

  const order = (c: Client, cartId: string, key?: string, payload?: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/order2/cart/${cartId}/order`,
      headers: { ...c.headers(), ...(key ? { 'idempotency-key': key } : {}) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it('places an order: 201 {orderId}; the order is validated and paid from the credit line, lines, shipments, quote, due date; cart orderedAt set', async () => {
    const cartId = await orderableCart(t.app, a, t.db);
    const r = await order(a, cartId, 'key-place-1');
    expect(r.statusCode).toBe(201);
    const { orderId } = r.json();
    expect(typeof orderId).toBe('string');
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/order2/orders/${orderId}`,
      headers: a.headers(),
    });
    expect(detail.statusCode).toBe(200);
    const o = detail.json().order;
    // Issue 15: placement runs the automatic lifecycle steps (validated, paid from balance + credit line, artwork queue).
    expect(o).toMatchObject({ id: orderId, cartId, status: 'paid' });
    // jsonb keeps object keys in its own order, so compare the lines as a set.
    expect(o.lines.map((l: { size: string; quantity: number }) => `${l.size}:${l.quantity}`).sort()).toEqual([
      'lrg:1',
      'med:2',
    ]);
    expect(o.shipments[0].address.zip).toBe('94607');
    expect(o.totalCents).toBeGreaterThan(0);
    expect(o.quote.totals.total).toBe(o.totalCents);
    expect(o.lines[0].unitCents).toBeGreaterThan(0);
    expect(o.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const cart = await getCart(t.app, a.headers(), cartId);
    expect(cart.body._full.orderedAt).toMatch(/^\d{4}-/);
    expect(cart.body._v).toBe(2);
    const list = await t.app.inject({ method: 'GET', url: '/api/order2/orders', headers: a.headers() });
    expect(list.json().orders.map((x: { id: string }) => x.id)).toContain(orderId);
  });

  it('same Idempotency-Key again -> the same answer; another body under it -> 422; missing key -> 400', async () => {
    const cartId = await orderableCart(t.app, a, t.db);
    const first = await order(a, cartId, 'key-replay', { note: 'hi' });
    const again = await order(a, cartId, 'key-replay', { note: 'hi' });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    const other = await order(a, cartId, 'key-replay', { note: 'different' });
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('idempotency_mismatch');
    const missing = await order(a, cartId);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/idempotency-key/i);
    const n = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE cart_id = $1', [
      cartId,
    ]);
    expect(n.rows[0]?.n).toBe(1);
  });

  it('a cart already ordered -> 409 with a new key; a patch on it -> 409', async () => {
    const cartId = await orderableCart(t.app, a, t.db);
    expect((await order(a, cartId, 'key-409-a')).statusCode).toBe(201);
    const r = await order(a, cartId, 'key-409-b');
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toMatch(/already ordered/);
    const p = await patch(t.app, a.headers(), cartId, 2, [{ op: 'replace', path: '/po', value: 'late' }]);
    expect(p.status).toBe(409);
  });

  it('O-5-25 / O-5-26 / O-5-27 / O-5-28 the checkout rules block an incomplete cart -> 422 with issues; the key stays usable', async () => {
    const cartId = await newCart(t.app, a.headers());
    const r = await order(a, cartId, 'key-blocked');
    expect(r.statusCode).toBe(422);
    expect(r.json().issues[0].message).toBe('Add at least one shipping address.');
    const n = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM idempotency_keys WHERE key = $1',
      ['key-blocked'],
    );
    expect(n.rows[0]?.n).toBe(0);
  });

  it("another user's cart or order is a 404; keys are per user", async () => {
    const cartId = await orderableCart(t.app, a, t.db);
    expect((await order(b, cartId, 'key-other')).statusCode).toBe(404);
    const mine = await order(a, cartId, 'key-other');
    expect(mine.statusCode).toBe(201);
    const { orderId } = mine.json();
    const peek = await t.app.inject({
      method: 'GET',
      url: `/api/order2/orders/${orderId}`,
      headers: b.headers(),
    });
    expect(peek.statusCode).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: '/api/order2/orders', headers: b.headers() });
    expect(list.json().orders).toEqual([]);
    const copy = await t.app.inject({
      method: 'POST',
      url: `/api/order2/cart/from-order/${orderId}`,
      headers: b.headers(),
    });
    expect(copy.statusCode).toBe(404);
  });

  it('O-7-12 POST cart/from-order/:orderId -> 201 {_id, shipments}: a new, unordered cart copying the order', async () => {
    const cartId = await orderableCart(t.app, a, t.db);
    const { orderId } = (await order(a, cartId, 'key-copy')).json();
    const r = await t.app.inject({
      method: 'POST',
      url: `/api/order2/cart/from-order/${orderId}`,
      headers: a.headers(),
    });
    expect(r.statusCode).toBe(201);
    const body = r.json();
    expect(body._id).not.toBe(cartId);
    expect(body.shipments[0].items[0]).toEqual({ printableId: 'p1', quantities: { med: 2, lrg: 1 } });
    const copy = await getCart(t.app, a.headers(), body._id);
    expect(copy.body).toMatchObject({ _v: 0, _full: { _id: body._id, orderedAt: null } });
    expect(copy.body._full.printables).toHaveLength(1);
    expect((await order(a, body._id, 'key-copy-2')).statusCode).toBe(201);
  });
});
