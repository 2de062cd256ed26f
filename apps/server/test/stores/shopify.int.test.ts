import { randomUUID } from 'node:crypto';
import { designsRepository, orderEventsRepository, ordersRepository } from '@platen/db';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { floorStaff } from '../lifecycle/support.ts';
import { DRAFT_SIDES, TEST_DESIGN_WARNINGS } from '../ordering/support.ts';
import { scanAt, walkToQc } from '../shipping/floor-helpers.ts';
import { type FakeShopify, oauthQueryHmac, startFakeShopify } from '../support/fake-shopify.ts';
import {
  type Client,
  callAs,
  cookieJar,
  newClient,
  openApp,
  type TestApp,
  testTargets,
} from '../support/harness.ts';

const targets = await testTargets();
const SHOP = 'platen-test.myshopify.com';

async function waitFor<T>(
  what: string,
  fn: () => Promise<T | null | undefined | false>,
  ms = 30_000,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const ADDRESS = {
  first_name: 'Grace',
  last_name: 'Hopper',
  address1: '1 Main St',
  city: 'Oakland',
  province_code: 'CA',
  zip: '94607',
  country_code: 'US',
};

describe.each(targets)('#32 Shopify store integration on $kind', (target) => {
  let t: TestApp;
  let fake: FakeShopify;
  let reseller: Client;
  let other: Client;
  let printableId: string;
  let storeId: string;
  let skus: { sku: string; size: string }[];
  const saved: Record<string, string | undefined> = {};
  const call = callAs(() => t.app);

  beforeAll(async () => {
    fake = await startFakeShopify();
    for (const k of ['SHOPIFY_SHOP_ORIGIN', 'STORE_RETRY_DELAY_SECONDS']) saved[k] = process.env[k];
    process.env.SHOPIFY_SHOP_ORIGIN = fake.origin;
    process.env.STORE_RETRY_DELAY_SECONDS = '1';
    t = await openApp(target);
    reseller = await newClient(t.app, 'Store Reseller');
    other = await newClient(t.app, 'Other Customer');
    const designId = `design-${randomUUID()}`;
    await designsRepository(t.db).insert({
      id: designId,
      userId: reseller.userId,
      printType: 'dtg',
      name: 'Store tee',
      doc: { type: 'Garment', printType: 'dtg', sides: DRAFT_SIDES, variation: null },
    });
    const p = await call(reseller, 'POST', '/api/v3/printable', {
      name: 'Store tee',
      designId,
      product: { identifier: 'gildan-5000', color: 'Black' },
      sizePrices: [
        { size: 'med', price: 1500 },
        { size: 'lrg', price: 1500 },
      ],
      minQuantity: 1,
    });
    expect(p.statusCode, p.body).toBe(201);
    printableId = p.json().printableId;
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    await fake?.close();
    for (const [k, v] of Object.entries(saved))
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
  });

  const webhook = (topic: string, body: object, secret?: string) => {
    const w = fake.webhook(SHOP, topic, body, secret);
    return t.app.inject({
      method: 'POST',
      url: '/ecommerce/shopify/webhooks',
      headers: w.headers,
      payload: w.payload,
    });
  };
  const imports = async (status?: string) =>
    (
      await call(reseller, 'GET', `/api/v3/stores/${storeId}/imports${status ? `?status=${status}` : ''}`)
    ).json() as {
      id: string;
      externalOrderId: string;
      status: string;
      reason: string | null;
      orderId: string | null;
      unmappedSkus: string[];
    }[];
  const importOf = (externalId: string) => async () =>
    (await imports()).find((i) => i.externalOrderId === externalId && i.status !== 'pending');

  it('#32 install via OAuth: a bad HMAC or a bad state is refused; the good callback connects with a sealed token and subscribes webhooks', async () => {
    const created = await call(reseller, 'POST', '/api/v3/stores', {
      platform: 'shopify',
      shopDomain: 'platen-test',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ shopDomain: SHOP, status: 'pending', token: 'missing' });
    storeId = created.json().id;
    expect((await call(reseller, 'GET', '/ecommerce/shopify/install?shop=not a shop')).statusCode).toBe(400);

    const begin = await call(reseller, 'GET', created.json().installUrl);
    expect(begin.statusCode, begin.body).toBe(302);
    const consent = String(begin.headers.location);
    expect(consent.startsWith(`${fake.origin}/shops/${SHOP}/admin/oauth/authorize?`)).toBe(true);
    const jar = cookieJar(begin as LightMyRequestResponse);
    const cookie = `${reseller.cookie}; ${Object.entries(jar)
      .map(([k, v]) => `${k}=${v}`)
      .join('; ')}`;
    const approved = await fetch(consent, { redirect: 'manual' });
    const back = new URL(String(approved.headers.get('location')));
    const callback = (q: URLSearchParams) =>
      t.app.inject({ method: 'GET', url: `/ecommerce/shopify/callback?${q}`, headers: { cookie } });

    const badHmac = new URLSearchParams(back.search);
    badHmac.set('hmac', '0'.repeat(64));
    expect((await callback(badHmac)).statusCode).toBe(400);
    const badState = Object.fromEntries(back.searchParams);
    badState.state = 'forged-state';
    badState.hmac = oauthQueryHmac(fake.apiSecret, badState);
    expect((await callback(new URLSearchParams(badState))).statusCode).toBe(400);
    expect(fake.tokens.size).toBe(0);

    const done = await callback(back.searchParams);
    expect(done.statusCode, done.body).toBe(302);
    expect(done.headers.location).toBe(`/manager/v2/ecommerce?connected=${storeId}`);
    const [store] = (await call(reseller, 'GET', '/api/v3/stores')).json();
    expect(store).toMatchObject({ id: storeId, status: 'connected', token: 'present', autoSubmit: true });
    const row = await t.db.query<{ access_token_enc: string }>(
      'SELECT access_token_enc FROM store_connections WHERE id = $1',
      [storeId],
    );
    expect(row.rows[0]!.access_token_enc).not.toContain(fake.tokens.get(SHOP)!);
    expect(fake.subscriptions.map((s) => s.topic).sort()).toEqual([
      'APP_UNINSTALLED',
      'ORDERS_CANCELLED',
      'ORDERS_PAID',
    ]);
    expect(fake.subscriptions[0]!.callbackUrl).toMatch(/\/ecommerce\/shopify\/webhooks$/);
  }, 60_000);

  it('#32 publish a printable: a product with a variant per size, Platen SKUs and the price; margin against the cost at 25', async () => {
    const r = await call(reseller, 'POST', `/api/v3/stores/${storeId}/products`, {
      printableId,
      price: 2500,
    });
    expect(r.statusCode, r.body).toBe(201);
    const body = r.json();
    expect(body).toMatchObject({ priceCents: 2500, quantity: 25 });
    expect(body.costCents).toBeGreaterThan(0);
    expect(body.margin.cents).toBe(2500 - body.costCents);
    skus = body.skus;
    expect(skus.map((s) => s.size)).toEqual(['med', 'lrg']);
    const product = fake.products.find((p) => p.id === body.productId)!;
    expect(product.variants).toEqual(
      skus.map((s) => ({ sku: s.sku, price: '25.00', size: s.size.toUpperCase() })),
    );
  }, 60_000);

  it('#32 a paid store order becomes a Platen order with the printable, sizes and address; delivered twice it imports once; a wrong HMAC imports nothing', async () => {
    const order = {
      id: 9001,
      name: '#1001',
      line_items: [
        { sku: skus[0]!.sku, quantity: 2, title: 'Store tee M' },
        { sku: skus[1]!.sku, quantity: 1, title: 'Store tee L' },
      ],
      shipping_address: ADDRESS,
      shipping_lines: [{ title: 'Standard' }],
    };
    const forged = await webhook('orders/paid', order, 'not-the-secret');
    expect(forged.statusCode).toBe(401);
    expect(await imports()).toEqual([]);

    const first = await webhook('orders/paid', order);
    expect(first.statusCode, first.body).toBe(200);
    expect((await webhook('orders/paid', order)).json().outcome).toBe('duplicate');
    const imp = await waitFor('import', importOf('9001'));
    expect(imp.status).toBe('imported');
    expect((await imports()).filter((i) => i.externalOrderId === '9001')).toHaveLength(1);
    const placed = await ordersRepository(t.db).get(imp.orderId!, reseller.userId);
    const cart = placed!.cart as {
      shipments: { address: Record<string, string>; items: { quantities: Record<string, number> }[] }[];
      printables: { productIdentifier: string; color: string }[];
    };
    expect(cart.printables).toEqual([
      expect.objectContaining({ productIdentifier: 'gildan-5000', color: 'Black' }),
    ]);
    expect(cart.shipments[0]!.items[0]!.quantities).toEqual({ med: 2, lrg: 1 });
    expect(cart.shipments[0]!.address).toMatchObject({
      name: 'Grace Hopper',
      city: 'Oakland',
      state: 'CA',
      zip: '94607',
    });
    expect(placed!.po).toContain('#1001');
  }, 60_000);

  it('#32 an unmapped SKU waits for a mapping, then imports', async () => {
    await webhook('orders/paid', {
      id: 9002,
      name: '#1002',
      line_items: [{ sku: 'HAND-MADE-1', quantity: 3, title: 'Their own tee' }],
      shipping_address: ADDRESS,
    });
    const waiting = await waitFor('waiting import', importOf('9002'));
    expect(waiting).toMatchObject({ status: 'waiting-for-mapping', unmappedSkus: ['HAND-MADE-1'] });
    expect((await imports('failed,waiting-for-mapping')).map((i) => i.externalOrderId)).toContain('9002');
    const map = await call(reseller, 'POST', `/api/v3/stores/${storeId}/mappings`, {
      sku: 'HAND-MADE-1',
      printableId,
      color: 'Black',
      size: 'lrg',
    });
    expect(map.statusCode, map.body).toBe(200);
    const imported = await waitFor('mapped import', async () => {
      const i = await importOf('9002')();
      return i?.status === 'imported' ? i : null;
    });
    expect(imported.orderId).toBeTruthy();
  }, 60_000);

  it('#32 Platen ships an imported order: the store gets the fulfilment with carrier and tracking, retried while the store is down', async () => {
    const { cs, operator: op } = await floorStaff(t.app);
    const imp = (await importOf('9001')())!;
    const orderId = imp.orderId!;
    const approve = await call(cs, 'POST', `/api/internal/approvals/${orderId}`, {
      decision: 'approve',
      acknowledged: TEST_DESIGN_WARNINGS,
    });
    expect(approve.statusCode, approve.body).toBe(200);
    const units = async () =>
      (await call(op, 'GET', `/api/internal/orders/${orderId}`)).json().units as {
        barcode: string;
        station: string;
        facility: string;
      }[];
    for (const u of await units()) await walkToQc(call, op, u.barcode, u.station, u.facility);
    for (const u of await units()) {
      let r = await scanAt(call, op, u.barcode, 'qc', u.facility, { result: 'accept' });
      if (r.body.station === 'store') r = await scanAt(call, op, u.barcode, 'store', u.facility);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    }
    fake.down = true;
    for (const u of await units()) {
      const r = await scanAt(call, op, u.barcode, 'shipping', u.facility);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    }
    // Each job run tries twice (the library's own retry of a 503); three refusals span two runs of the job.
    await waitFor('refused pushes', async () => fake.calls.filter((c) => c.status === 503).length >= 3);
    expect(fake.fulfillments).toEqual([]);
    fake.down = false;
    // The stand-in records the fulfilment before Platen has its answer: wait on Platen's row, then read the store.
    const row = await waitFor(
      'push settled',
      async () =>
        (
          await t.db.query<{ status: string; attempts: number }>(
            'SELECT status, attempts FROM store_fulfillments WHERE order_id = $1',
            [orderId],
          )
        ).rows.find((x) => x.status === 'pushed'),
      90_000,
    );
    const f = fake.fulfillments.find((x) => x.orderId === '9001')!;
    const parcels = await t.db.query<{ tracking: string; carrier: string }>(
      'SELECT tracking, carrier FROM parcels WHERE order_id = $1',
      [orderId],
    );
    expect(f.numbers).toEqual(parcels.rows.map((p) => p.tracking));
    expect(f.company).not.toBe('');
    expect(row.attempts).toBeGreaterThan(1);
  }, 240_000);

  const paidOrder = (id: number) => ({
    id,
    name: `#${id}`,
    line_items: [{ sku: skus[0]!.sku, quantity: 1, title: 'Store tee M' }],
    shipping_address: ADDRESS,
    shipping_lines: [{ title: 'Standard' }],
  });
  const importedOrder = async (id: number) => {
    expect((await webhook('orders/paid', paidOrder(id))).json().outcome).toBe('queued');
    const imp = await waitFor(`import ${id}`, importOf(String(id)));
    expect(imp.status).toBe('imported');
    return imp;
  };
  const statusOf = async (orderId: string) => (await orderEventsRepository(t.db).lifecycle(orderId))?.status;
  const balance = async () =>
    (await call(reseller, 'GET', '/api/v2/billing/balance')).json().balance as number;

  it('a store cancel (orders/cancelled) cancels the Platen order as a customer cancel does: refunded in the ledger, its released units stop, nothing pushed back; twice is a duplicate', async () => {
    const { cs, operator: op } = await floorStaff(t.app);
    const before = await balance();
    const orderId = (await importedOrder(9010)).orderId!;
    expect(await balance()).toBeLessThan(before);
    const approve = await call(cs, 'POST', `/api/internal/approvals/${orderId}`, {
      decision: 'approve',
      acknowledged: TEST_DESIGN_WARNINGS,
    });
    expect(approve.statusCode, approve.body).toBe(200);
    const units = (await call(op, 'GET', `/api/internal/orders/${orderId}`)).json().units as {
      barcode: string;
      station: string;
      facility: string;
    }[];
    expect(units.length).toBeGreaterThan(0);

    const r = await webhook('orders/cancelled', {
      ...paidOrder(9010),
      cancelled_at: new Date().toISOString(),
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().outcome).toBe('acknowledged');
    expect(await statusOf(orderId)).toBe('cancelled');
    expect(await balance()).toBe(before);
    for (const u of units)
      expect((await scanAt(call, op, u.barcode, u.station, u.facility)).status).not.toBe(200);
    expect((await webhook('orders/cancelled', paidOrder(9010))).json().outcome).toBe('duplicate');
    expect(fake.calls.filter((c) => c.op === 'orderCancel')).toEqual([]);
  }, 90_000);

  it('once printing started a store cancel is refused: the order goes on, the import and the store health tell the reseller why', async () => {
    const { cs, operator: op } = await floorStaff(t.app);
    const orderId = (await importedOrder(9011)).orderId!;
    await call(cs, 'POST', `/api/internal/approvals/${orderId}`, {
      decision: 'approve',
      acknowledged: TEST_DESIGN_WARNINGS,
    });
    const units = (await call(op, 'GET', `/api/internal/orders/${orderId}`)).json().units as {
      barcode: string;
      station: string;
      facility: string;
    }[];
    for (const u of units) await walkToQc(call, op, u.barcode, u.station, u.facility);
    const printing = await statusOf(orderId);
    const r = await webhook('orders/cancelled', paidOrder(9011));
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().outcome).toBe('refused');
    expect(await statusOf(orderId)).toBe(printing);
    const imp = (await imports()).find((i) => i.externalOrderId === '9011')!;
    expect(imp.reason).toMatch(/^The store cancelled #9011, but Platen could not cancel it: /);
    const store = (await call(reseller, 'GET', '/api/v3/stores')).json()[0] as { lastError: string };
    expect(store.lastError).toBe(imp.reason);
    expect(fake.calls.filter((c) => c.op === 'orderCancel')).toEqual([]);
  }, 90_000);

  it('a Platen cancel of a store order cancels it at Shopify (refunded to the original payment, not restocked), retried with backoff while the store is down', async () => {
    const orderId = (await importedOrder(9012)).orderId!;
    fake.down = true;
    const r = await call(reseller, 'POST', `/api/v2/order/${orderId}/cancel`, {});
    expect(r.statusCode, r.body).toBe(200);
    expect(await statusOf(orderId)).toBe('cancelled');
    // Each job run tries twice (the library's own retry of a 503): three refusals span two runs of the job.
    await waitFor(
      'refused cancels',
      async () => fake.calls.filter((c) => c.op === 'orderCancel' && c.status === 503).length >= 3,
    );
    expect(fake.cancellations).toEqual([]);
    fake.down = false;
    const pushed = async () =>
      (
        await t.db.query<{ status: string; attempts: number }>(
          `SELECT status, attempts FROM store_fulfillments WHERE order_id = $1 AND kind = 'cancel'`,
          [orderId],
        )
      ).rows.find((x) => x.status === 'pushed');
    const row = await waitFor('cancel pushed', pushed);
    expect(row.attempts).toBeGreaterThan(1);
    expect(fake.cancellations).toEqual([
      { shop: SHOP, orderId: '9012', refund: true, restock: false, reason: 'OTHER', notifyCustomer: true },
    ]);
  }, 90_000);

  it('#32 another customer can neither see nor delete the store nor read its imports', async () => {
    expect((await call(other, 'GET', '/api/v3/stores')).json()).toEqual([]);
    expect((await call(other, 'GET', `/api/v3/stores/${storeId}/imports`)).statusCode).toBe(404);
    expect((await call(other, 'DELETE', `/api/v3/stores/${storeId}`)).statusCode).toBe(404);
    expect(
      (await call(other, 'POST', `/api/v3/stores`, { platform: 'shopify', shopDomain: SHOP })).statusCode,
    ).toBe(409);
  });

  it('#32 privacy webhooks are answered; uninstall disconnects and stops imports', async () => {
    expect(
      (await webhook('customers/data_request', { shop_domain: SHOP, customer: { id: 1 } })).statusCode,
    ).toBe(200);
    expect(
      (await webhook('customers/redact', { shop_domain: SHOP, orders_to_redact: [9002] })).statusCode,
    ).toBe(200);
    expect((await webhook('app/uninstalled', { id: 1, domain: SHOP })).statusCode).toBe(200);
    expect((await call(reseller, 'GET', '/api/v3/stores')).json()).toEqual([]);
    const late = await webhook('orders/paid', {
      id: 9003,
      name: '#1003',
      line_items: [],
      shipping_address: ADDRESS,
    });
    expect(late.json().outcome).toBe('disconnected');
    const n = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM store_imports WHERE external_order_id = $1',
      ['9003'],
    );
    expect(n.rows[0]!.n).toBe(0);
    expect((await webhook('shop/redact', { shop_domain: SHOP })).statusCode).toBe(200);
  });
});
