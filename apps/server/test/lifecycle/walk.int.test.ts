import { ORDER_TRANSITIONS } from '@platen/domain/production/status-transitions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';
import { eventsOf, placedOrder, staffClient } from './support.ts';
import { savedDesign, TEST_DESIGN_WARNINGS } from '../ordering/support.ts';

const targets = await testTargets();

/** Each status event's {from, to} is a move of the transition table, and the sequence has no gap. */
function expectLogFollowsTable(events: Awaited<ReturnType<typeof eventsOf>>, finalStatus: string) {
  let status = 'quote';
  events.forEach((e, i) => {
    expect(e.sequence).toBe(i + 1);
    const { from, to } = e.data as { from?: string; to?: string };
    if (e.item_index === null && typeof to === 'string' && e.name === to) {
      expect(from).toBe(status);
      expect(ORDER_TRANSITIONS[status as keyof typeof ORDER_TRANSITIONS]).toContain(to);
      status = to;
    }
  });
  expect(status).toBe(finalStatus);
}

describe.each(targets)('order lifecycle walk on $kind', (target) => {
  let t: TestApp;
  let buyer: Client;
  let cs: Client;
  beforeAll(async () => {
    t = await openApp(target);
    buyer = await newClient(t.app, 'Walk Buyer');
    cs = await staffClient(t.app, 'cs@platen.test');
  });
  afterAll(async () => t?.close());

  const get = (c: Client, url: string) => t.app.inject({ method: 'GET', url, headers: c.headers() });
  const post = (c: Client, url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: c.headers(), ...(payload ? { payload } : {}) });

  it('#15.1 R-4-06 placement -> validated -> paid from balance + credit line -> artwork queue -> cs approves -> artwork-created', async () => {
    const orderId = await placedOrder(t.app, buyer, t.db);
    let o = (await get(buyer, `/api/v3/orders/${orderId}`)).json();
    expect(o).toMatchObject({ orderId, status: 'paid', artwork: 'queued' });
    expect(o.items[0]).toMatchObject({
      itemIndex: 0,
      status: 'paid',
      printType: 'screenprint',
      milestone: null,
    });
    expect((await eventsOf(t.db, orderId)).map((e) => e.name)).toEqual([
      'order',
      'address-ip-auto-approved',
      'validated',
      'paid',
      'artwork-preparation',
    ]);
    const queue = (await get(cs, '/api/internal/approvals')).json();
    expect(queue.orders.map((x: { orderId: string }) => x.orderId)).toContain(orderId);
    const r = await post(cs, `/api/internal/approvals/${orderId}`, {
      decision: 'approve',
      acknowledged: TEST_DESIGN_WARNINGS,
    });
    expect(r.statusCode).toBe(200);
    o = (await get(buyer, `/api/v3/orders/${orderId}`)).json();
    expect(o.status).toBe('artwork-created');
    // Released into production at once: with the demo stock every blank is taken from stock (RECEIVED, not
    // BLANK_ORDERED: nothing was ordered from a supplier).
    expect(o.items[0]).toMatchObject({
      status: 'artwork-created',
      milestone: 'RECEIVED',
      health: 'on-track',
    });
    const events = await eventsOf(t.db, orderId);
    // Issue 17: the approval also releases the order into production (order-released, blanks-placed follow).
    const approved = events.findIndex((e) => e.name === 'artwork-qc-approve');
    expect(events.slice(approved, approved + 2).map((e) => [e.name, e.actor_id])).toEqual([
      ['artwork-qc-approve', cs.userId],
      ['artwork-created', cs.userId],
    ]);
    expect(events.slice(approved + 2).map((e) => e.name)).toEqual(['order-released', 'blanks-placed']);
    expectLogFollowsTable(events, 'artwork-created');
    const status = (await get(buyer, `/api/v2/order/${orderId}/status`)).json();
    expect(status).toEqual({
      orderId,
      status: 'artwork-created',
      items: [{ itemIndex: 0, status: 'artwork-created' }],
    });
    const stored = await t.db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [orderId]);
    expect(stored.rows[0]?.status).toBe('artwork-created');
  });

  it('#15.1 O-4-12 send-proof: cs approval sends the proof, the customer approves (user-approved)', async () => {
    const orderId = await placedOrder(t.app, buyer, t.db, { sendProof: true });
    expect(
      (
        await post(cs, `/api/internal/approvals/${orderId}`, {
          decision: 'approve',
          acknowledged: TEST_DESIGN_WARNINGS,
        })
      ).statusCode,
    ).toBe(200);
    let o = (await get(buyer, `/api/v3/orders/${orderId}`)).json();
    expect(o).toMatchObject({ status: 'paid', artwork: 'proof' });
    const change = await post(buyer, `/api/v2/order/${orderId}/requestChange`, { reason: 'Larger logo' });
    expect(change.json().artwork).toBe('queued');
    await post(cs, `/api/internal/approvals/${orderId}`, {
      decision: 'approve',
      acknowledged: TEST_DESIGN_WARNINGS,
    });
    const ok = await post(buyer, `/api/v2/order/${orderId}/approveProof`);
    expect(ok.statusCode).toBe(200);
    o = ok.json();
    expect(o.status).toBe('artwork-created');
    const events = await eventsOf(t.db, orderId);
    expect(events.map((e) => e.name)).toContain('user-approved');
    expect(events.map((e) => e.name)).toContain('change-request');
    expectLogFollowsTable(events, 'artwork-created');
  });

  it("#15.1 O-3-05 bypassApproval is not the customer's to set (the cart refuses it; the order is reviewed)", async () => {
    await expect(
      placedOrder(t.app, buyer, t.db, { bypassApproval: { artworkCreation: true, userApproval: false } }),
    ).rejects.toThrow(/bypassApproval/);
  });

  it('#15.1 reject with a reason -> on-hold; the customer reads the reason; a new design requeues it', async () => {
    const orderId = await placedOrder(t.app, buyer, t.db);
    const noReason = await post(cs, `/api/internal/approvals/${orderId}`, { decision: 'reject' });
    expect(noReason.statusCode).toBe(409);
    const r = await post(cs, `/api/internal/approvals/${orderId}`, {
      decision: 'reject',
      reason: 'Too blurry',
    });
    expect(r.json().status).toBe('on-hold');
    const ev = (await get(buyer, `/api/v3/events?orderId=${orderId}&name=artwork-qc-reject`)).json();
    expect(ev).toHaveLength(1);
    expect(ev[0].data.reason).toBe('Too blurry');
    const d = await post(buyer, `/api/v2/order/${orderId}/changeDesign`, {
      itemIndex: 0,
      designId: await savedDesign(t.db, buyer.userId),
    });
    expect(d.json()).toMatchObject({ status: 'paid', artwork: 'queued' });
    expectLogFollowsTable(await eventsOf(t.db, orderId), 'paid');
  });

  it('#15.4 customer actions: rename, shipping method, address (not domestic->international), cancel item, cancel', async () => {
    const orderId = await placedOrder(t.app, buyer, t.db);
    const base = `/api/v2/order/${orderId}`;
    expect((await post(buyer, `${base}/changeName`, { name: 'Spring run' })).json().name).toBe('Spring run');
    // Issue 28: a method change is re-priced by the quote engine; one it cannot price is refused (422).
    const unpriced = await post(buyer, `${base}/changeShippingMethod`, { shippingMethod: 'fedex-2day' });
    expect(unpriced.statusCode, unpriced.body).toBe(422);
    expect(unpriced.json().message).toMatch(/^The change cannot be priced: /);
    const sm = await post(buyer, `${base}/changeShippingMethod`, { shippingMethod: 'ups-2nd-day-air' });
    expect(sm.json().shipments[0].shippingMethod).toBe('ups-2nd-day-air');
    const addr = {
      name: 'Ada',
      address1: '2 Oak St',
      city: 'Oakland',
      state: 'CA',
      zip: '94610',
      country: 'US',
    };
    expect((await post(buyer, `${base}/changeAddress`, { address: addr })).statusCode).toBe(200);
    const intl = await post(buyer, `${base}/changeAddress`, {
      address: { ...addr, country: 'CA', zip: 'M5V 2T6' },
    });
    expect(intl.statusCode).toBe(409);
    expect(intl.json().message).toBe('A shipment cannot move between domestic and international addresses.');
    const before = await eventsOf(t.db, orderId);
    const bad = await post(buyer, `${base}/cancelItem`, { itemIndex: 'x' });
    expect(bad.statusCode).toBe(400);
    const extra = await post(buyer, `${base}/changeName`, { name: 'x', admin: true });
    expect(extra.statusCode).toBe(400);
    expect(await eventsOf(t.db, orderId)).toHaveLength(before.length);
    const cancelled = await post(buyer, `${base}/cancelItem`, { itemIndex: 0 });
    expect(cancelled.json().status).toBe('cancelled');
    const again = await post(buyer, `${base}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('The order is already "cancelled".');
    const names = (await eventsOf(t.db, orderId)).map((e) => e.name);
    expect(names).toEqual(
      expect.arrayContaining(['order-name-changed', 'shipping-method-changed', 'address-changed']),
    );
  });

  it("#15.4 another user's order is 404 on every route; lists carry X-Count and X-Pages", async () => {
    const orderId = await placedOrder(t.app, buyer, t.db);
    const other = await newClient(t.app, 'Other');
    expect((await get(other, `/api/v3/orders/${orderId}`)).statusCode).toBe(404);
    expect((await get(other, `/api/v2/order/${orderId}/status`)).statusCode).toBe(404);
    expect((await post(other, `/api/v2/order/${orderId}/cancel`)).statusCode).toBe(404);
    expect((await get(other, `/api/v3/events?orderId=${orderId}`)).json()).toEqual([]);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v3/orders?page=1&limit=2',
      headers: buyer.basic(),
    });
    expect(list.statusCode).toBe(200);
    expect(Number(list.headers['x-count'])).toBeGreaterThanOrEqual(3);
    expect(Number(list.headers['x-pages'])).toBe(Math.ceil(Number(list.headers['x-count']) / 2));
    expect(list.json()).toHaveLength(2);
    const ev = await t.app.inject({
      method: 'GET',
      url: `/api/v3/events?orderId=${orderId}&sort=asc&limit=3`,
      headers: buyer.basic(),
    });
    expect(ev.json().map((e: { sequence: number }) => e.sequence)).toEqual([1, 2, 3]);
    expect(ev.headers['x-count']).toBe('5');
    // The kept totals agree with counting the rows.
    const all = await t.app.inject({ method: 'GET', url: '/api/v3/events', headers: buyer.basic() });
    const counted = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM order_events WHERE user_id = $1',
      [buyer.userId],
    );
    expect(Number(all.headers['x-count'])).toBe(Number(counted.rows[0]?.n));
    const orders = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM orders WHERE user_id = $1',
      [buyer.userId],
    );
    expect(Number(list.headers['x-count'])).toBe(Number(orders.rows[0]?.n));
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v3/events?name=nope', headers: buyer.basic() }))
        .statusCode,
    ).toBe(400);
  });

  it('#15.4 the order list filters by status, date and a search on name or id', async () => {
    const c = await newClient(t.app, 'Filter Buyer');
    const a = await placedOrder(t.app, c, t.db);
    const b = await placedOrder(t.app, c, t.db);
    await post(c, `/api/v2/order/${a}/changeName`, { name: 'Spring Festival tees' });
    await post(c, `/api/v2/order/${b}/cancel`);
    const list = async (qs: string) => {
      const r = await get(c, `/api/v3/orders?${qs}`);
      expect(r.statusCode).toBe(200);
      return { ids: r.json().map((o: { orderId: string }) => o.orderId), count: r.headers['x-count'] };
    };
    expect(await list('status=cancelled')).toEqual({ ids: [b], count: '1' });
    expect((await list('q=festival')).ids).toEqual([a]);
    expect((await list(`q=${b}`)).ids).toEqual([b]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`from=${today}&to=${today}`)).ids.sort()).toEqual([a, b].sort());
    expect((await list('from=2001-01-01&to=2001-01-02')).ids).toEqual([]);
    expect((await get(c, '/api/v3/orders?from=yesterday')).statusCode).toBe(400);
    // Newest first.
    expect((await list('')).ids).toEqual([b, a]);
  });
});
