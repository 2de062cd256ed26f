import type { Db } from '@platen/db';
import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placedOrder } from '../lifecycle/support.ts';
import { ADDRESS } from '../ordering/support.ts';
import { type Client, cookieJar, newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';

const targets = await testTargets();
const PAGE = 100;

type Gql = {
  data: Record<string, unknown> | null;
  errors?: { message: string; extensions: { code: string } }[];
};

/** Bulk orders for a real registered customer (the L1 bench's SQL): 100 orders with 2 items and 5 events each. */
async function bulkOrders(db: Db, userId: string, n: number) {
  const lifecycle = {
    version: 1,
    status: 'paid',
    artwork: 'queued',
    items: [
      { status: 'paid', printType: 'dtg', designId: null },
      { status: 'paid', printType: 'screenprint', designId: null },
    ],
    shipments: [
      {
        address: { name: 'Ada', city: 'Oakland', zip: '94607', country: 'US' },
        shippingMethod: 'ups-ground',
      },
    ],
  };
  await db.query(
    `INSERT INTO carts (id, user_id, doc, version, ordered_at)
     SELECT 'gq-cart-' || g, $2, '{}'::jsonb, 2, now() FROM generate_series(1, $1) g`,
    [n, userId],
  );
  await db.query(
    `INSERT INTO orders (id, user_id, cart_id, cart_version, status, cart, quote, total_cents, due_date, name,
                         lifecycle, lifecycle_start, last_sequence, created_at)
     SELECT 'gq-order-' || g, $2, 'gq-cart-' || g, 2, 'paid', '{}'::jsonb, '{}'::jsonb, 1000, '2026-12-01',
            'Bulk order ' || g, NULL, NULL, 5, now() - make_interval(mins => g)
       FROM generate_series(1, $1) g`,
    [n, userId],
  );
  await db.query(
    `INSERT INTO order_events (order_id, sequence, user_id, item_index, name, data, created_at)
     SELECT 'gq-order-' || g, s, $2, NULL, (ARRAY['order','validated','paid','artwork-preparation','order-name-changed'])[s],
            '{}'::jsonb, now() - make_interval(mins => g) + make_interval(secs => s)
       FROM generate_series(1, $1) g, generate_series(1, 5) s`,
    [n, userId],
  );
  await db.query(
    `INSERT INTO order_totals (user_id, orders, events) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET orders = order_totals.orders + $2, events = order_totals.events + $3`,
    [userId, n, n * 5],
  );
  return lifecycle;
}

describe.each(targets)('GraphQL at /graphql on $kind', (target) => {
  let t: TestApp;
  let alice: Client;
  let bob: Client;
  let aliceOrder: string;
  const gql = async (
    c: Client | null,
    query: string,
    variables?: object,
    headers: Record<string, string> = {},
  ) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { ...(c ? c.basic() : {}), 'content-type': 'application/json', ...headers },
      payload: JSON.stringify({ query, variables }),
    });
    return { status: res.statusCode, body: res.json() as Gql, headers: res.headers };
  };
  const rest = (c: Client | null, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: c ? c.basic() : {}, ...(payload ? { payload } : {}) });
  const codes = (b: Gql) => (b.errors ?? []).map((e) => e.extensions.code);

  beforeAll(async () => {
    t = await openApp(target);
    alice = await newClient(t.app, 'Graph Alice');
    bob = await newClient(t.app, 'Graph Bob');
    aliceOrder = await placedOrder(t.app, alice, t.db);
  }, 120_000);
  afterAll(async () => t?.close());

  it('a page of 100 orders with their items and events costs at most 5 SQL statements (DataLoader), and matches REST', async () => {
    const heavy = await newClient(t.app, 'Graph Heavy');
    await bulkOrders(t.db, heavy.userId, PAGE);
    const query = `{ orders(limit: ${PAGE}) { totalCount pages nodes { id name status sequence
      items { itemIndex status printType } events { name sequence createdAt } shipments { shipmentIndex shippingMethod } } } }`;
    await gql(heavy, '{ __typename }');
    const before = t.db.statements();
    const r = await gql(heavy, query);
    const statements = t.db.statements() - before;
    expect(r.body.errors).toBeUndefined();
    const page = r.body.data!.orders as { totalCount: number; nodes: { id: string; events: unknown[] }[] };
    expect(page.totalCount).toBe(PAGE);
    expect(page.nodes).toHaveLength(PAGE);
    expect(page.nodes.every((o) => o.events.length === 5)).toBe(true);
    // The API key's user (PostgreSQL only: PGlite's local cache holds it), the rate limit's count, the page's
    // total and rows, every order's events: 4 or 5.
    expect(statements).toBeLessThanOrEqual(5);
    const viaRest = (await rest(heavy, 'GET', `/api/v3/orders?limit=${PAGE}`)).json() as {
      orderId: string;
    }[];
    expect(page.nodes.map((o) => o.id)).toEqual(viaRest.map((o) => o.orderId));
  });

  it("a customer never sees another customer's orders: order(id), node(id), events and mutations answer not_found, as REST answers 404", async () => {
    const restDetail = await rest(bob, 'GET', `/api/v3/orders/${aliceOrder}`);
    expect(restDetail.statusCode).toBe(404);
    const restCode = restDetail.json().code;
    const ids = [aliceOrder, 'gq-order-1', 'gq-order-50', `${aliceOrder}x`];
    for (const id of ids) {
      const one = await gql(bob, 'query($id: ID!) { order(id: $id) { id name } }', { id });
      expect([id, codes(one.body)]).toEqual([id, [restCode]]);
      expect(one.body.data).toBeNull();
      const node = await gql(bob, 'query($id: ID!) { node(id: $id) { id } }', { id });
      expect(codes(node.body)).toEqual([restCode]);
    }
    const list = await gql(
      bob,
      '{ orders(limit: 200) { totalCount nodes { id } } events(orderId: "' +
        aliceOrder +
        '") { totalCount } }',
    );
    expect(list.body.data).toMatchObject({ orders: { totalCount: 0, nodes: [] }, events: { totalCount: 0 } });
    const before = (await rest(alice, 'GET', `/api/v3/orders/${aliceOrder}`)).json();
    const cancel = await gql(bob, 'mutation($id: ID!) { cancelOrder(orderId: $id) { id } }', {
      id: aliceOrder,
    });
    const restCancel = await rest(bob, 'POST', `/api/v2/order/${aliceOrder}/cancel`, {});
    expect(codes(cancel.body)).toEqual([restCancel.json().code]);
    expect((await rest(alice, 'GET', `/api/v3/orders/${aliceOrder}`)).json()).toEqual(before);
  });

  it("a hostile query is refused before anything runs: too deep, too costly (clear messages, code bad_request); GraphiQL's introspection passes", async () => {
    // 21 levels: __schema, types, fields, type, 16 ofType, name.
    const deep = `{ __schema { types { fields { type { ${'ofType { '.repeat(16)} name ${'} '.repeat(16)} } } } } }`;
    const d = await gql(alice, deep);
    expect(d.status).toBe(400);
    expect(codes(d.body)).toEqual(['bad_request']);
    expect(d.body.errors![0]!.message).toBe('The query is too deep: 21 levels of fields, the limit is 20.');
    const syntax = await gql(alice, '{ orders { ');
    expect([syntax.status, codes(syntax.body)]).toEqual([400, ['bad_request']]);
    const aliases = Array.from(
      { length: 8 },
      (_, i) => `o${i}: orders(limit: 200) { nodes { id events { name } items { status } } }`,
    );
    const before = t.db.statements();
    const c = await gql(alice, `{ ${aliases.join(' ')} }`);
    expect(c.status).toBe(400);
    expect(codes(c.body)).toEqual(['bad_request']);
    expect(c.body.errors![0]!.message).toMatch(
      /^The query is too costly: it may ask for about \d+ objects, the limit is 10000\./,
    );
    // Only the API key's user (PostgreSQL has no local cache) and the rate limit's count: no order was read.
    expect(t.db.statements() - before).toBeLessThanOrEqual(2);
    const intro = await gql(alice, getIntrospectionQuery());
    expect(intro.body.errors).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: '/graphiql' })).statusCode).toBe(200);
  });

  it("error codes are REST's: no credentials, a bad API key, a bad limit, an unknown product, a missing permission", async () => {
    const anon = await gql(null, '{ orders { totalCount } }');
    const restAnon = await rest(null, 'GET', '/api/v3/orders');
    expect([anon.status, codes(anon.body)]).toEqual([restAnon.statusCode, [restAnon.json().code]]);
    const badKey = { authorization: `Basic ${Buffer.from(':not-a-key').toString('base64')}` };
    const bk = await gql(null, '{ orders { totalCount } }', undefined, badKey);
    const restBk = await t.app.inject({ method: 'GET', url: '/api/v3/orders', headers: badKey });
    expect([bk.status, codes(bk.body)]).toEqual([restBk.statusCode, [restBk.json().code]]);
    const lim = await gql(alice, '{ orders(limit: 500) { totalCount } }');
    const restLim = await rest(alice, 'GET', '/api/v3/orders?limit=500');
    expect(codes(lim.body)).toEqual([restLim.json().code]);
    expect(lim.body.errors![0]!.message).toBe('Invalid request: limit: limit is at most 200.');
    const prod = await gql(null, '{ product(id: "no-such-product") { name } }');
    const restProd = await rest(null, 'GET', '/api/v3/products/no-such-product');
    expect(codes(prod.body)).toEqual([restProd.json().code]);
    // The public catalogue needs no credentials, as REST's.
    const cats = await gql(
      null,
      '{ categories { categoryId name } products(limit: 2) { totalCount nodes { productId } } }',
    );
    expect(cats.body.errors).toBeUndefined();
  });

  it("a team member without the order permission gets forbidden (REST's 403) and changes nothing", async () => {
    const email = `gq-billing-${Date.now()}@example.com`;
    const invited = await t.app.inject({
      method: 'POST',
      url: '/auth/addSubUsers',
      headers: alice.headers(),
      payload: { users: [{ email, permissions: { billing: true } }] },
    });
    expect(invited.statusCode).toBe(201);
    const row = await t.db.query<{ body: string }>(
      'SELECT private_body AS body FROM email_outbox WHERE to_address = $1',
      [email],
    );
    const token = /\/auth\/invite\?token=([A-Za-z0-9_-]+)/.exec(row.rows[0]!.body)![1]!;
    const joined = await t.app.inject({
      method: 'POST',
      url: '/auth/registerSubUser',
      payload: { token, name: 'Billing Member', password: 'a team member passphrase' },
    });
    const jar = cookieJar(joined);
    const cookie = `platen_session=${jar.platen_session}; XSRF-TOKEN=${jar['XSRF-TOKEN']}`;
    const session = { cookie, 'x-xsrf-token': jar['XSRF-TOKEN']! };
    const orders = await gql(null, '{ orders { totalCount } }', undefined, session);
    const restOrders = await t.app.inject({ method: 'GET', url: '/api/v3/orders', headers: session });
    expect(restOrders.statusCode).toBe(403);
    expect([orders.status, codes(orders.body)]).toEqual([403, ['forbidden']]);
    const before = (await rest(alice, 'GET', `/api/v3/orders/${aliceOrder}`)).json();
    const rename = await gql(
      null,
      `mutation { changeName(orderId: "${aliceOrder}", name: "Taken") { name } }`,
      undefined,
      session,
    );
    expect(codes(rename.body)).toEqual(['forbidden']);
    expect((await rest(alice, 'GET', `/api/v3/orders/${aliceOrder}`)).json()).toEqual(before);
    // Their billing permission still reads the account's invoices.
    const inv = await gql(null, '{ invoices { totalCount } }', undefined, session);
    expect(inv.body.errors).toBeUndefined();
  });

  it("mutations change the order as REST does: renaming, cancelling (the same ledger totals), a stale sequence is REST's conflict", async () => {
    const buyer = await newClient(t.app, 'Graph Mutator');
    const [viaGql, viaRest] = [await placedOrder(t.app, buyer, t.db), await placedOrder(t.app, buyer, t.db)];
    const renamed = await gql(
      buyer,
      'mutation($id: ID!) { changeName(orderId: $id, name: "Team shirts") { id name sequence } }',
      { id: viaGql },
    );
    expect(renamed.body.data!.changeName).toMatchObject({ id: viaGql, name: 'Team shirts' });
    const moved = await gql(
      buyer,
      'mutation($id: ID!, $a: JSON!) { changeAddress(orderId: $id, address: $a) { sequence shipments { address } } }',
      { id: viaGql, a: { ...ADDRESS, name: 'Moved Here' } },
    );
    expect(moved.body.errors).toBeUndefined();
    expect(JSON.stringify(moved.body.data)).toContain('Moved Here');
    const badAddress = await gql(
      buyer,
      `mutation { changeAddress(orderId: "${viaGql}", address: {zip: 5}) { id } }`,
    );
    const restBad = await rest(buyer, 'POST', `/api/v2/order/${viaGql}/changeAddress`, {
      address: { zip: 5 },
    });
    expect([badAddress.status, codes(badAddress.body)]).toEqual([restBad.statusCode, [restBad.json().code]]);
    const seq = (moved.body.data!.changeAddress as { sequence: number }).sequence;
    const stale = await gql(
      buyer,
      'mutation($id: ID!) { cancelOrder(orderId: $id, expectedSequence: 1) { id } }',
      { id: viaGql },
    );
    const restStale = await t.app.inject({
      method: 'POST',
      url: `/api/v2/order/${viaGql}/cancel`,
      headers: { ...buyer.basic(), 'if-match': '"1"' },
      payload: {},
    });
    expect(codes(stale.body)).toEqual([restStale.json().code]);
    const cancelled = await gql(
      buyer,
      'mutation($id: ID!, $s: Int) { cancelOrder(orderId: $id, expectedSequence: $s) { status } }',
      { id: viaGql, s: seq },
    );
    expect(cancelled.body.errors).toBeUndefined();
    // The same changes through REST on the twin order.
    expect(
      (await rest(buyer, 'POST', `/api/v2/order/${viaRest}/changeName`, { name: 'Team shirts' })).statusCode,
    ).toBe(200);
    const restMove = await rest(buyer, 'POST', `/api/v2/order/${viaRest}/changeAddress`, {
      address: { ...ADDRESS, name: 'Moved Here' },
    });
    expect(restMove.statusCode).toBe(200);
    expect((await rest(buyer, 'POST', `/api/v2/order/${viaRest}/cancel`, {})).statusCode).toBe(200);
    const a = (await rest(buyer, 'GET', `/api/v3/orders/${viaGql}`)).json();
    const b = (await rest(buyer, 'GET', `/api/v3/orders/${viaRest}`)).json();
    expect([a.status, a.money]).toEqual([
      b.status,
      { ...b.money, invoice: { ...b.money.invoice, id: a.money.invoice.id, number: a.money.invoice.number } },
    ]);
    const tx = await gql(buyer, '{ transactions(limit: 200) { nodes { type amount orderId } } }');
    const ledger = (
      tx.body.data!.transactions as { nodes: { type: string; amount: number; orderId: string }[] }
    ).nodes;
    const of = (id: string) =>
      ledger
        .filter((x) => x.orderId === id)
        .map((x) => [x.type, x.amount])
        .sort();
    expect(of(viaGql)).toEqual(of(viaRest));
    expect(of(viaGql).length).toBeGreaterThanOrEqual(2);
    const again = await gql(buyer, 'mutation($id: ID!) { cancelOrder(orderId: $id) { id } }', { id: viaGql });
    const restAgain = await rest(buyer, 'POST', `/api/v2/order/${viaRest}/cancel`, {});
    expect(codes(again.body)).toEqual([restAgain.json().code]);
  });

  it("a malformed request is a 400 with REST's code, never a 5xx: bad bodies, a mutation over GET, an XSRF-less session POST", async () => {
    const bodies: [string, string][] = [
      ['application/json', '[{"query":"{ __typename }"}]'],
      ['application/json', '{"query": 5}'],
      ['application/json', '{"query": "{ __typename }", "variables": [1]}'],
      ['application/json', '{"query": "{ __typename }", "operationName": 7}'],
      ['application/json', '{"nope": true}'],
      ['application/json', JSON.stringify({ query: '{ orders(limit: "x") { totalCount } }' })],
      ['application/json', 'not json'],
      ['text/plain', 'hello'],
    ];
    for (const [type, payload] of bodies) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { ...alice.basic(), 'content-type': type },
        payload,
      });
      expect([payload, r.statusCode < 500 && r.statusCode >= 400]).toEqual([payload, true]);
    }
    const viaGet = await t.app.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent(`mutation { cancelOrder(orderId: "${aliceOrder}") { id } }`)}`,
      headers: alice.basic(),
    });
    expect(viaGet.statusCode).toBe(400);
    const noXsrf = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { cookie: alice.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({
        query: `mutation { changeName(orderId: "${aliceOrder}", name: "X") { id } }`,
      }),
    });
    // Refused before any GraphQL runs: REST's own answer, as every route gives it.
    expect([noXsrf.statusCode, noXsrf.json().code]).toEqual([403, 'xsrf']);
    expect(t.reporter.reports.map((x) => String(x.error))).toEqual([]);
  });

  it("one order reads as REST's detail: money, shipments with (no) parcels yet, events, item designs", async () => {
    const r = await gql(
      alice,
      `{ order(id: "${aliceOrder}") { id status totalCents money { paidCents amountDueCents invoice { id number revision totalCents } }
      shipments { shipmentIndex tracking { carrier } parcels { tracking } } events { name sequence } items { designId design { designId } } } }`,
    );
    expect(r.body.errors).toBeUndefined();
    const o = r.body.data!.order as Record<string, unknown> & {
      items: { designId: string; design: { designId: string } }[];
    };
    const detail = (await rest(alice, 'GET', `/api/v3/orders/${aliceOrder}`)).json();
    expect(o.money).toEqual(detail.money);
    expect(o.shipments).toEqual(
      detail.shipments.map((s: { shipmentIndex: number }) => ({
        shipmentIndex: s.shipmentIndex,
        tracking: null,
        parcels: [],
      })),
    );
    const events = (
      await rest(alice, 'GET', `/api/v3/events?orderId=${aliceOrder}&sort=asc&limit=200`)
    ).json();
    expect(o.events).toEqual(
      events.map((e: { name: string; sequence: number }) => ({ name: e.name, sequence: e.sequence })),
    );
    expect(o.items.length).toBeGreaterThan(0);
    expect(o.items.every((i) => i.design?.designId === i.designId)).toBe(true);
  });

  it('GraphiQL is served outside production only; /graphql itself answers in production', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/graphiql' })).statusCode).toBe(200);
    const prod = await openApp(target, { env: 'production' });
    try {
      expect((await prod.app.inject({ method: 'GET', url: '/graphiql' })).statusCode).not.toBe(200);
      const r = await prod.app.inject({ method: 'GET', url: '/graphql?query=%7B__typename%7D' });
      expect(r.json()).toEqual({ data: { __typename: 'Query' } });
    } finally {
      await prod.close();
    }
  });

  it("past the rate limit a caller gets REST's rate_limited with Retry-After", async () => {
    const c = await newClient(t.app, 'Graph Flood');
    let last: Awaited<ReturnType<typeof gql>> | null = null;
    for (let i = 0; i < 301; i++) last = await gql(c, '{ __typename }');
    expect(last!.status).toBe(429);
    expect(codes(last!.body)).toEqual(['rate_limited']);
    expect(last!.headers['retry-after']).toBeDefined();
  });
});
