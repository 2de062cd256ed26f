import { randomUUID } from 'node:crypto';
import { designsRepository, orderEventsRepository, ordersRepository } from '@platen/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { floorStaff } from '../lifecycle/support.ts';
import { TEST_DESIGN_WARNINGS, DRAFT_SIDES } from '../ordering/support.ts';
import { scanAt, walkToQc } from '../shipping/floor-helpers.ts';
import { type FakeWooCommerce, startFakeWooCommerce, type WooWebhook } from '../support/fake-woocommerce.ts';
import { type Client, callAs, newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';

const targets = await testTargets();
const cases = targets.flatMap((target) =>
  (['legacy', 'current'] as const).map((version) => ({ target, kind: target.kind, version })),
);

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

const SHIPPING = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  address_1: '1 Main St',
  city: 'Oakland',
  state: 'CA',
  postcode: '94607',
  country: 'US',
};

describe.each(cases)('#32 WooCommerce ($version API) store integration on $kind', ({ target, version }) => {
  let t: TestApp;
  let fake: FakeWooCommerce;
  let reseller: Client;
  let printableId: string;
  let storeId: string;
  let skus: { sku: string; size: string }[];
  const saved: Record<string, string | undefined> = {};
  const call = callAs(() => t.app);

  beforeAll(async () => {
    fake = await startFakeWooCommerce(version);
    saved.STORE_RETRY_DELAY_SECONDS = process.env.STORE_RETRY_DELAY_SECONDS;
    process.env.STORE_RETRY_DELAY_SECONDS = '1';
    t = await openApp(target);
    reseller = await newClient(t.app, 'Woo Reseller');
    const designId = `design-${randomUUID()}`;
    await designsRepository(t.db).insert({
      id: designId,
      userId: reseller.userId,
      printType: 'dtg',
      name: 'Woo tee',
      doc: { type: 'Garment', printType: 'dtg', sides: DRAFT_SIDES, variation: null },
    });
    const p = await call(reseller, 'POST', '/api/v3/printable', {
      name: 'Woo tee',
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
    if (saved.STORE_RETRY_DELAY_SECONDS === undefined) delete process.env.STORE_RETRY_DELAY_SECONDS;
    else process.env.STORE_RETRY_DELAY_SECONDS = saved.STORE_RETRY_DELAY_SECONDS;
  });

  const send = (w: WooWebhook) =>
    t.app.inject({
      method: 'POST',
      url: `/ecommerce/woocommerce/${storeId}/webhooks`,
      headers: w.headers,
      payload: w.payload,
    });
  const orderWebhook = (id: number, lines: { sku: string; quantity: number }[], status = 'processing') =>
    send(fake.webhook('order.updated', fake.order({ id, status, lines, shipping: SHIPPING })));
  const imports = async () =>
    (await call(reseller, 'GET', `/api/v3/stores/${storeId}/imports`)).json() as {
      externalOrderId: string;
      externalOrderName: string;
      status: string;
      orderId: string | null;
      unmappedSkus: string[];
    }[];
  const importOf =
    (externalId: string, status = 'imported') =>
    async () =>
      (await imports()).find((i) => i.externalOrderId === externalId && i.status === status);
  const statusOf = async (orderId: string) => (await orderEventsRepository(t.db).lifecycle(orderId))?.status;

  it('#32 connect: wrong keys are refused; the right keys connect (sealed at rest) and register signed order webhooks; the ping is answered', async () => {
    const body = {
      platform: 'woocommerce',
      url: `${fake.url}/`,
      key: fake.key,
      secret: fake.secret,
      version,
    };
    const wrong = await call(reseller, 'POST', '/api/v3/stores', { ...body, secret: 'cs_wrong' });
    expect(wrong.statusCode, wrong.body).toBe(422);
    expect(fake.calls.at(-1)?.status).toBe(401);
    expect((await call(reseller, 'GET', '/api/v3/stores')).json()).toEqual([]);

    const created = await call(reseller, 'POST', '/api/v3/stores', body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      platform: 'woocommerce',
      shopDomain: fake.url,
      apiVersion: version,
      status: 'connected',
      token: 'present',
      installUrl: null,
    });
    storeId = created.json().id;
    const row = await t.db.query<{ access_token_enc: string; webhook_secret_enc: string }>(
      'SELECT access_token_enc, webhook_secret_enc FROM store_connections WHERE id = $1',
      [storeId],
    );
    expect(row.rows[0]!.access_token_enc).not.toContain(fake.secret);
    expect(row.rows[0]!.access_token_enc).not.toContain(fake.key);
    expect(fake.webhooks.map((w) => w.topic).sort()).toEqual(['order.created', 'order.updated']);
    for (const w of fake.webhooks) {
      expect(w.deliveryUrl).toMatch(new RegExp(`/ecommerce/woocommerce/${storeId}/webhooks$`));
      expect(row.rows[0]!.webhook_secret_enc).not.toContain(w.secret);
    }
    const ping = await send(fake.ping());
    expect(ping.statusCode, ping.body).toBe(200);
    expect(ping.json().outcome).toBe('ignored');
  }, 60_000);

  it.runIf(version === 'legacy')(
    'R-5-27 a legacy-API store must run WooCommerce 2.2 to 2.5: a 2.1 or 3.0 store is refused, nothing kept',
    async () => {
      for (const wcVersion of ['2.1.12', '3.0.0']) {
        const other = await startFakeWooCommerce('legacy', { wcVersion });
        try {
          const r = await call(reseller, 'POST', '/api/v3/stores', {
            platform: 'woocommerce',
            url: other.url,
            key: other.key,
            secret: other.secret,
            version: 'legacy',
          });
          expect(r.statusCode, r.body).toBe(422);
          expect(r.json().message).toContain(wcVersion);
          expect(other.webhooks).toEqual([]);
        } finally {
          await other.close();
        }
      }
      expect((await call(reseller, 'GET', '/api/v3/stores')).json()).toHaveLength(1);
    },
  );

  it('#32 publish: a variable product with Color and Size, a variation per size with its Platen SKU at the price', async () => {
    const r = await call(reseller, 'POST', `/api/v3/stores/${storeId}/products`, {
      printableId,
      price: 2500,
    });
    expect(r.statusCode, r.body).toBe(201);
    skus = r.json().skus;
    const product = fake.products.find((p) => String(p.id) === r.json().productId)!;
    expect(product).toMatchObject({ title: 'Woo tee', type: 'variable' });
    expect(product.attributes).toEqual([
      { name: 'Color', options: ['Black'] },
      { name: 'Size', options: ['MED', 'LRG'] },
    ]);
    expect(product.variations).toEqual(
      skus.map((s) => ({
        sku: s.sku,
        price: '25.00',
        attributes: [
          { name: 'Color', option: 'Black' },
          { name: 'Size', option: s.size.toUpperCase() },
        ],
      })),
    );
  }, 60_000);

  it('#32 a signed paid-order webhook becomes a Platen order (printable, sizes, address); twice imports once; a wrong signature is refused and imports nothing', async () => {
    const lines = [
      { sku: skus[0]!.sku, quantity: 2 },
      { sku: skus[1]!.sku, quantity: 1 },
    ];
    const forged = fake.webhook(
      'order.updated',
      fake.order({ id: 501, lines, shipping: SHIPPING }),
      'not-it',
    );
    expect((await send(forged)).statusCode).toBe(401);
    const unsigned = { ...forged, headers: { ...forged.headers, 'x-wc-webhook-signature': '' } };
    expect((await send(unsigned)).statusCode).toBe(401);
    expect(await imports()).toEqual([]);

    const pending = await orderWebhook(501, lines, 'pending');
    expect(pending.json().outcome).toBe('ignored');
    const first = await orderWebhook(501, lines);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().outcome).toBe('queued');
    expect((await orderWebhook(501, lines)).json().outcome).toBe('duplicate');
    const imp = await waitFor('import', importOf('501'));
    expect(imp.externalOrderName).toBe('#501');
    expect((await imports()).filter((i) => i.externalOrderId === '501')).toHaveLength(1);
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
      name: 'Ada Lovelace',
      address1: '1 Main St',
      city: 'Oakland',
      state: 'CA',
      zip: '94607',
    });
  }, 60_000);

  it('#32 an unmapped SKU waits for a mapping, then imports', async () => {
    await orderWebhook(502, [{ sku: 'WOO-OWN-1', quantity: 1 }]);
    const waiting = await waitFor('waiting import', importOf('502', 'waiting-for-mapping'));
    expect(waiting.unmappedSkus).toEqual(['WOO-OWN-1']);
    const map = await call(reseller, 'POST', `/api/v3/stores/${storeId}/mappings`, {
      sku: 'WOO-OWN-1',
      printableId,
      color: 'Black',
      size: 'med',
    });
    expect(map.statusCode, map.body).toBe(200);
    expect((await waitFor('mapped import', importOf('502'))).orderId).toBeTruthy();
  }, 60_000);

  it('#32 Platen ships it through the floor: the store order gets a note with carrier, tracking and URL and is completed, retried while the store is down', async () => {
    const { cs, operator: op } = await floorStaff(t.app);
    const orderId = (await importOf('501')())!.orderId!;
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
    await waitFor('refused pushes', async () => fake.calls.filter((c) => c.status === 503).length >= 2);
    expect(fake.orders.get('501')!.notes).toEqual([]);
    fake.down = false;
    // The store shows the order completed as soon as it answers the PUT; Platen settles its row only once the
    // answer is back. Wait on Platen's own state, not on the store's.
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
    const order = fake.orders.get('501')!;
    expect(order.status).toBe('completed');
    const parcels = await t.db.query<{ tracking: string; carrier: string; tracking_url: string | null }>(
      'SELECT tracking, carrier, tracking_url FROM parcels WHERE order_id = $1',
      [orderId],
    );
    expect(order.notes).toHaveLength(1);
    expect(order.notes[0]!.customerNote).toBe(true);
    for (const p of parcels.rows) expect(order.notes[0]!.note).toContain(p.tracking);
    expect(order.notes[0]!.note).toMatch(/^Shipped with \S+/);
    if (parcels.rows[0]!.tracking_url) expect(order.notes[0]!.note).toContain(parcels.rows[0]!.tracking_url);
    expect(row.attempts).toBeGreaterThan(1);
  }, 240_000);

  it('#32 cancellations both ways: the store cancels -> the Platen order is cancelled; Platen cancels -> the store order is cancelled', async () => {
    const sku = skus[0]!.sku;
    await orderWebhook(503, [{ sku, quantity: 1 }]);
    const fromStore = (await waitFor('import 503', importOf('503'))).orderId!;
    const cancelled = await orderWebhook(503, [{ sku, quantity: 1 }], 'cancelled');
    expect(cancelled.json().outcome).toBe('acknowledged');
    expect(await statusOf(fromStore)).toBe('cancelled');

    await orderWebhook(504, [{ sku, quantity: 1 }]);
    const fromPlaten = (await waitFor('import 504', importOf('504'))).orderId!;
    const r = await call(reseller, 'POST', `/api/v2/order/${fromPlaten}/cancel`, {});
    expect(r.statusCode, r.body).toBe(200);
    await waitFor('store cancel', async () => fake.orders.get('504')?.status === 'cancelled');
    // The store's own cancel was not pushed back to it.
    expect(fake.calls.filter((c) => c.method === 'PUT' && c.path === '/orders/503')).toEqual([]);
  }, 60_000);

  it('#32 staff see every store health and its failed imports with their reason; a reseller may not', async () => {
    const { cs } = await floorStaff(t.app);
    await send(
      fake.webhook(
        'order.updated',
        fake.order({
          id: 505,
          lines: [{ sku: skus[0]!.sku, quantity: 1 }],
          shipping: { ...SHIPPING, address_1: '', city: '', postcode: '' },
        }),
      ),
    );
    const failed = await waitFor('failed import', importOf('505', 'failed'));
    expect((await call(reseller, 'GET', '/api/internal/stores')).statusCode).toBe(403);
    const r = await call(cs, 'GET', '/api/internal/stores');
    expect(r.statusCode, r.body).toBe(200);
    const body = r.json() as {
      stores: { id: string; platform: string; ownerEmail: string; failedImports: number; failures: number }[];
      failedImports: { storeId: string; externalOrderName: string; reason: string; status: string }[];
    };
    const store = body.stores.find((x) => x.id === storeId)!;
    expect(store).toMatchObject({ platform: 'woocommerce', failedImports: 1 });
    expect(store.failures).toBeGreaterThan(0);
    expect(store.ownerEmail).toContain('@');
    expect(JSON.stringify(body)).not.toContain(fake.secret);
    expect(body.failedImports).toContainEqual(
      expect.objectContaining({
        storeId,
        externalOrderName: '#505',
        status: 'failed',
        reason: expect.any(String),
      }),
    );
    expect(failed.status).toBe('failed');
  }, 60_000);

  it("disconnect deletes at the store exactly the webhooks Platen registered (the merchant's own stay); later deliveries import nothing", async () => {
    const platens = fake.webhooks.map((w) => String(w.id)).sort();
    const kept = await t.db.query<{ webhook_ids: string[] }>(
      'SELECT webhook_ids FROM store_connections WHERE id = $1',
      [storeId],
    );
    expect([...kept.rows[0]!.webhook_ids].sort()).toEqual(platens);
    const merchants = {
      id: 9001,
      topic: 'order.updated',
      deliveryUrl: 'https://erp.example/hook',
      secret: 's',
    };
    fake.webhooks.push(merchants);
    const paid = fake.webhook(
      'order.updated',
      fake.order({ id: 506, lines: [{ sku: 'ANY-SKU', quantity: 1 }], shipping: SHIPPING }),
    );

    const r = await call(reseller, 'DELETE', `/api/v3/stores/${storeId}`);
    expect(r.statusCode, r.body).toBe(204);
    expect(fake.webhooks).toEqual([merchants]);
    const deletes = fake.calls.filter((c) => c.method === 'DELETE');
    expect(deletes.map((c) => c.path.replace(/^\/webhooks\//, '')).sort()).toEqual(platens);
    expect(deletes.every((c) => c.status === 200)).toBe(true);
    const row = await t.db.query<{ webhook_ids: string[]; status: string }>(
      'SELECT webhook_ids, status FROM store_connections WHERE id = $1',
      [storeId],
    );
    expect(row.rows[0]).toMatchObject({ webhook_ids: [], status: 'disconnected' });
    expect((await call(reseller, 'GET', '/api/v3/stores')).json()).toEqual([]);
    // A delivery signed before the disconnect (in flight) imports nothing.
    expect((await send(paid)).json().outcome).toBe('disconnected');
    const n = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM store_imports WHERE store_id = $1 AND external_order_id = $2',
      [storeId, '506'],
    );
    expect(n.rows[0]!.n).toBe(0);
  }, 60_000);
});
