import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffClient } from '../lifecycle/support.ts';
import { orderableCart } from '../ordering/support.ts';
import { cxmlParser, cxmlRequest } from '../support/procurement.ts';
import { type Client, newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';

const parser = cxmlParser;
const SECRET = 'coupa-shared-secret-0123456789';

const cxml = cxmlRequest;

const setupRequest = (identity: string, secret: string) =>
  cxml(identity, secret, `setup-${Date.now()}@coupa.test`, (r) => {
    const s = r.ele('PunchOutSetupRequest', { operation: 'create' });
    s.ele('BuyerCookie').txt('cookie-123');
    s.ele('Extrinsic', { name: 'UserEmail' }).txt('buyer@acme.test');
    s.ele('BrowserFormPost').ele('URL').txt('http://127.0.0.1:9/coupa/return');
  });

const orderRequest = (payloadId: string, po: string, cartId: string, total: string, secret = SECRET) =>
  cxml('acme-coupa', secret, payloadId, (r) => {
    const o = r.ele('OrderRequest');
    o.ele('OrderRequestHeader', { orderID: po, orderDate: new Date().toISOString(), type: 'new' })
      .ele('Total')
      .ele('Money', { currency: 'USD' })
      .txt(total);
    o.ele('ItemOut', { quantity: '1', lineNumber: '1' })
      .ele('ItemID')
      .ele('SupplierPartID')
      .txt('x')
      .up()
      .ele('SupplierPartAuxiliaryID')
      .txt(cartId);
  });

const post = (t: TestApp, url: string, payload: string) =>
  t.app.inject({ method: 'POST', url, headers: { 'content-type': 'text/xml' }, payload });
const statusOf = (body: string) => parser.parse(body).cXML.Response.Status;

const targets = await testTargets();

describe.each(targets)('Coupa punchout on $kind', (target) => {
  let t: TestApp;
  let buyer: Client;
  beforeAll(async () => {
    t = await openApp(target);
    buyer = await newClient(t.app, 'Acme Procurement', { funded: false });
    const admin = await staffClient(t.app, 'admin@platen.test');
    const r = await t.app.inject({
      method: 'PUT',
      url: '/api/internal/coupa/buyers/acme-coupa',
      headers: admin.headers(),
      payload: {
        name: 'Acme Corp',
        accountEmail: buyer.email,
        sharedSecret: SECRET,
        creditLineCents: 5_000_000,
      },
    });
    expect(r.statusCode, r.body).toBe(200);
  }, 60_000);
  afterAll(() => t?.close());

  it('O-6-02 a setup request with a wrong secret answers cXML 401 and opens nothing', async () => {
    const r = await post(t, '/coupa/punchout', setupRequest('acme-coupa', 'wrong-secret-wrong-secret'));
    expect(r.statusCode).toBe(401);
    expect(statusOf(r.body)['@code']).toBe('401');
    const unknown = await post(t, '/coupa/punchout', setupRequest('nobody', SECRET));
    expect(statusOf(unknown.body)['@code']).toBe('401');
    const junk = await post(t, '/coupa/punchout', '<cXML><Header>');
    expect(junk.statusCode).toBe(400);
  });

  it('O-1-06 O-6-02 the StartPage signs the buyer in once; their cart carries features.coupa and cannot be placed directly', async () => {
    const r = await post(t, '/coupa/punchout', setupRequest('acme-coupa', SECRET));
    expect(r.statusCode, r.body).toBe(200);
    const doc = parser.parse(r.body).cXML.Response;
    expect(doc.Status['@code']).toBe('200');
    const start = new URL(doc.PunchOutSetupResponse.StartPage.URL);
    const signIn = await t.app.inject({ method: 'GET', url: `${start.pathname}${start.search}` });
    expect(signIn.statusCode).toBe(302);
    const again = await t.app.inject({ method: 'GET', url: `${start.pathname}${start.search}` });
    expect(again.statusCode).toBe(401);
    const cookies = Object.fromEntries(signIn.cookies.map((c) => [c.name, c.value]));
    const session = {
      cookie: `platen_session=${cookies.platen_session}; XSRF-TOKEN=${cookies['XSRF-TOKEN']}`,
      'x-xsrf-token': cookies['XSRF-TOKEN']!,
    };
    const me = await t.app.inject({ method: 'GET', url: '/auth/me', headers: session });
    expect(me.json().user?.email ?? me.json().email).toBe(buyer.email);

    const cartId = await orderableCart(t.app, { ...buyer, headers: () => session }, t.db);
    const cart = await t.app.inject({ method: 'GET', url: `/api/order2/cart/${cartId}`, headers: session });
    expect(cart.json()._full.features.coupa).toBe(true);
    const coupon = await t.app.inject({
      method: 'PUT',
      url: `/api/order2/cart/${cartId}/coupon`,
      headers: session,
      payload: { code: 'ANYCODE' },
    });
    expect(coupon.statusCode).toBe(422);
    expect(coupon.json().message).toContain('Coupons do not apply to Coupa purchase orders');
    const direct = await t.app.inject({
      method: 'POST',
      url: `/api/order2/cart/${cartId}/order`,
      headers: { ...session, 'idempotency-key': 'direct-1' },
    });
    expect(direct.statusCode).toBe(409);
    expect(direct.json().message).toContain('return it to Coupa');

    // Checkout returns the cart: a PunchOutOrderMessage that adds up to the quote, with UNSPSC and the cart id.
    const back = await t.app.inject({
      method: 'POST',
      url: `/api/order2/cart/${cartId}/punchout`,
      headers: session,
    });
    expect(back.statusCode, back.body).toBe(200);
    const { formPostUrl, cxml: message, totalCents } = back.json();
    expect(formPostUrl).toBe('http://127.0.0.1:9/coupa/return');
    const msg = parser.parse(message).cXML.Message.PunchOutOrderMessage;
    expect(msg.BuyerCookie).toBe('cookie-123');
    const items = [msg.ItemIn].flat();
    const cents = (v: unknown) => Math.round(Number(v) * 100);
    const goods = items.reduce(
      (s, i) => s + Number(i['@quantity']) * cents(i.ItemDetail.UnitPrice.Money['#text']),
      0,
    );
    const extra =
      cents(msg.PunchOutOrderMessageHeader.Shipping?.Money['#text'] ?? 0) +
      cents(msg.PunchOutOrderMessageHeader.Tax?.Money['#text'] ?? 0);
    expect(goods + extra).toBe(totalCents);
    expect(cents(msg.PunchOutOrderMessageHeader.Total.Money['#text'])).toBe(totalCents);
    for (const i of items) {
      expect(i.ItemID.SupplierPartAuxiliaryID).toBe(cartId);
      expect(i.ItemDetail.Classification['@domain']).toBe('UNSPSC');
    }
    const total = (totalCents / 100).toFixed(2);

    // The browser's hand-off page posts the same message to the BrowserFormPost URL, its CSP allowing only that origin.
    const page = await t.app.inject({
      method: 'GET',
      url: `/coupa/punchout/cart/${cartId}`,
      headers: session,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain('form-action http://127.0.0.1:9');
    expect(page.body).toContain('action="http://127.0.0.1:9/coupa/return"');
    expect(page.body).toContain('name="cxml-urlencoded"');

    // The purchase order: a wrong total is refused and places nothing; the right one places once, twice sent.
    const wrong = await post(t, '/coupa/order', orderRequest('po-wrong@coupa.test', 'PO-1', cartId, '1.00'));
    expect(statusOf(wrong.body)['@code']).toBe('400');
    const bad = await post(
      t,
      '/coupa/order',
      orderRequest('po-bad@coupa.test', 'PO-1', cartId, total, 'nope-nope-nope-nope'),
    );
    expect(bad.statusCode).toBe(401);
    const [a, b] = await Promise.all([
      post(t, '/coupa/order', orderRequest('po-1@coupa.test', 'PO-4711', cartId, total)),
      post(t, '/coupa/order', orderRequest('po-1@coupa.test', 'PO-4711', cartId, total)),
    ]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    expect(statusOf(a.body)['#text']).toBe(statusOf(b.body)['#text']);
    const orders = await t.app.inject({ method: 'GET', url: '/api/order2/orders', headers: session });
    const list = orders.json().orders as { po: string; totalCents: number; status: string }[];
    expect(list).toHaveLength(1);
    expect(list[0]!.po).toBe('PO-4711');
    expect(list[0]!.totalCents).toBe(totalCents);
    expect(list[0]!.status).not.toBe('unpaid');
  });

  it('only billing.manage configures a buyer organisation', async () => {
    const operator = await staffClient(t.app, 'operator@platen.test');
    const r = await t.app.inject({
      method: 'PUT',
      url: '/api/internal/coupa/buyers/evil',
      headers: operator.headers(),
      payload: { name: 'Evil', accountEmail: buyer.email, sharedSecret: SECRET, creditLineCents: 1 },
    });
    expect(r.statusCode).toBe(403);
  });
});
