import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { coupaNoticesRepository } from '@platen/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverCoupaNotice } from '../../src/services/procurement/coupa-notices.ts';
import { parseCxml, statusResponse } from '../../src/services/procurement/cxml.ts';
import { packShipment } from '../../src/services/shipping/pack-shipment.ts';
import { platenLabelAdapter } from '../../src/services/shipping/platen-label-adapter.ts';
import { createFileStore } from '../../src/storage/create-file-store.ts';
import { floorStaff, staffClient } from '../lifecycle/support.ts';
import { orderableCart, TEST_DESIGN_WARNINGS } from '../ordering/support.ts';
import { startPrinting } from '../shipping/support.ts';
import { cxmlParser, cxmlRequest } from '../support/procurement.ts';
import {
  type Client,
  newClient,
  openApp,
  type TestApp,
  testConfig,
  testTargets,
} from '../support/harness.ts';

const SECRET = 'coupa-notice-secret-0123456789';

// biome-ignore lint/suspicious/noExplicitAny: a parsed cXML document, read by element path.
type Doc = Record<string, any>;

/** The buyer organisation's notices endpoint: reads each cXML with the server's parser, answers a cXML 200. */
function standIn() {
  const received: { payloadId: string; header: Record<string, unknown>; request: Record<string, unknown> }[] =
    [];
  let failNext = 0;
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push(parseCxml(body));
      if (failNext > 0) {
        failNext--;
        res.writeHead(500).end('down');
        return;
      }
      res.writeHead(200, { 'content-type': 'text/xml' }).end(statusResponse('coupa.test', 200, 'OK'));
    });
  });
  return {
    received,
    failNextTry: () => {
      failNext = 1;
    },
    async listen() {
      await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/cxml/notices`;
    },
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

const post = (t: TestApp, url: string, payload: string) =>
  t.app.inject({ method: 'POST', url, headers: { 'content-type': 'text/xml' }, payload });

/** A Coupa purchase order through the punchout: setup, StartPage, cart returned, OrderRequest. The order id. */
async function coupaOrder(t: TestApp, identity: string, buyer: Client, payloadId: string, po: string) {
  const setup = await post(
    t,
    '/coupa/punchout',
    cxmlRequest(identity, SECRET, `setup-${payloadId}`, (r) => {
      const s = r.ele('PunchOutSetupRequest', { operation: 'create' });
      s.ele('BuyerCookie').txt('cookie');
      s.ele('BrowserFormPost').ele('URL').txt('http://127.0.0.1:9/coupa/return');
    }),
  );
  const start = new URL(cxmlParser.parse(setup.body).cXML.Response.PunchOutSetupResponse.StartPage.URL);
  const signIn = await t.app.inject({ method: 'GET', url: `${start.pathname}${start.search}` });
  const cookies = Object.fromEntries(signIn.cookies.map((c) => [c.name, c.value]));
  const headers = {
    cookie: `platen_session=${cookies.platen_session}; XSRF-TOKEN=${cookies['XSRF-TOKEN']}`,
    'x-xsrf-token': cookies['XSRF-TOKEN']!,
  };
  const cartId = await orderableCart(t.app, { ...buyer, headers: () => headers }, t.db);
  const back = await t.app.inject({ method: 'POST', url: `/api/order2/cart/${cartId}/punchout`, headers });
  expect(back.statusCode, back.body).toBe(200);
  const total = (back.json().totalCents / 100).toFixed(2);
  const order = await post(
    t,
    '/coupa/order',
    cxmlRequest(identity, SECRET, payloadId, (r) => {
      const o = r.ele('OrderRequest');
      o.ele('OrderRequestHeader', { orderID: po, orderDate: new Date().toISOString(), type: 'new' })
        .ele('Total')
        .ele('Money', { currency: 'USD' })
        .txt(total);
      o.ele('ItemOut', { quantity: '1', lineNumber: '1' })
        .ele('ItemID')
        .ele('SupplierPartAuxiliaryID')
        .txt(cartId);
    }),
  );
  expect(order.statusCode, order.body).toBe(200);
  const r = await t.db.query<{ order_id: string }>(
    'SELECT order_id FROM coupa_order_requests WHERE payload_id = $1',
    [payloadId],
  );
  return r.rows[0]!.order_id;
}

const targets = await testTargets();

describe.each(targets)('Coupa status and ship notices on $kind', (target) => {
  let t: TestApp;
  let cs: Client;
  const coupa = standIn();
  let url: string;
  const buyers: Record<string, Client> = {};
  beforeAll(async () => {
    t = await openApp(target);
    url = await coupa.listen();
    ({ cs } = await floorStaff(t.app));
    const admin = await staffClient(t.app, 'admin@platen.test');
    for (const [identity, noticesUrl] of [
      ['notified-coupa', url],
      ['quiet-coupa', null],
    ] as const) {
      buyers[identity] = await newClient(t.app, `Buyer ${identity}`, { funded: false });
      const r = await t.app.inject({
        method: 'PUT',
        url: `/api/internal/coupa/buyers/${identity}`,
        headers: admin.headers(),
        payload: {
          name: identity,
          accountEmail: buyers[identity]!.email,
          sharedSecret: SECRET,
          creditLineCents: 5_000_000,
          ...(noticesUrl ? { noticesUrl } : {}),
        },
      });
      expect(r.statusCode, r.body).toBe(200);
    }
  }, 60_000);
  afterAll(async () => {
    await coupa.close();
    await t?.close();
  });

  /** Approves, starts printing and packs the order's one shipment: the parcel's tracking. */
  async function walkToShipped(orderId: string) {
    const ok = await t.app.inject({
      method: 'POST',
      url: `/api/internal/approvals/${orderId}`,
      headers: cs.headers(),
      payload: { decision: 'approve', acknowledged: TEST_DESIGN_WARNINGS },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    await startPrinting(t.db, orderId);
    const files = await createFileStore(testConfig());
    const units = await t.db.query<{ barcode: string; item_index: number }>(
      'SELECT barcode, item_index FROM units WHERE order_id = $1',
      [orderId],
    );
    const parcels = await t.db.transaction((tx) =>
      packShipment(tx, files, platenLabelAdapter, {
        orderId,
        shipmentIndex: 0,
        facility: 'INDY',
        units: units.rows.map((u) => ({
          barcode: u.barcode,
          itemIndex: Number(u.item_index),
          printType: 'screenprint',
          productIdentifier: 'gildan-5000',
          size: 'med',
        })),
        shippedItems: [0],
        actorId: cs.userId,
      }),
    );
    return { tracking: parcels[0]!.tracking, carrier: parcels[0]!.carrier, units: units.rows.length };
  }

  /** The documents the stand-in received about one purchase order (by OrderRequest payloadID or PO number). */
  const docsOf = (payloadId: string, po: string) =>
    coupa.received.filter((d) => {
      const ref = (d.request.StatusUpdateRequest as Doc | undefined)?.DocumentReference;
      const order = (d.request.ShipNoticeRequest as Doc | undefined)?.ShipNoticePortion?.OrderReference;
      return ref?.['@payloadID'] === payloadId || order?.['@orderID'] === po;
    });
  const statusesOf = (docs: typeof coupa.received) =>
    docs
      .map((d) => (d.request.StatusUpdateRequest as Doc | undefined)?.Status)
      .filter(Boolean)
      .map((s) => `${s['@code']} ${s['@text']}`);
  /** Waits until `done` holds (the app's own job queue delivers in the background). */
  async function until(done: () => boolean, ms = 20_000) {
    const end = Date.now() + ms;
    while (!done() && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
  }
  const settle = () => new Promise((r) => setTimeout(r, 1500));

  it('an order from a Coupa OrderRequest sends a StatusUpdateRequest per status and a ShipNoticeRequest with the PO and tracking, each once', async () => {
    const orderId = await coupaOrder(
      t,
      'notified-coupa',
      buyers['notified-coupa']!,
      'po-n1@coupa.test',
      'PO-9001',
    );
    const shipped = await walkToShipped(orderId);
    await until(() => docsOf('po-n1@coupa.test', 'PO-9001').length >= 4);
    await settle();
    const docs = docsOf('po-n1@coupa.test', 'PO-9001');
    expect(docs).toHaveLength(4);
    const rows = await coupaNoticesRepository(t.db).forOrder(orderId);
    expect(rows.map((r) => `${r.kind} ${r.status} ${r.attempts} ${r.lastError ?? ''}`).sort()).toEqual([
      'ship delivered 1 ',
      'status delivered 1 ',
      'status delivered 1 ',
      'status delivered 1 ',
    ]);
    // Sent as the existing answers are: From platen, To the buyer, Sender with the buyer's shared secret.
    for (const d of docs) {
      const h = d.header as Doc;
      expect(h.From.Credential[0].Identity).toBe('platen');
      expect(h.To.Credential[0].Identity).toBe('notified-coupa');
      expect(h.Sender.Credential[0].SharedSecret).toBe(SECRET);
    }
    expect(statusesOf(docs).sort()).toEqual(['200 In production', '200 Shipped', '201 Accepted']);
    const update = docs.find((d) => d.request.StatusUpdateRequest)!.request.StatusUpdateRequest as Doc;
    expect(update.Extrinsic[0]['#text']).toBe(orderId);
    const notice = docs.find((d) => d.request.ShipNoticeRequest)?.request.ShipNoticeRequest as Doc;
    expect(notice.ShipNoticeHeader['@shipmentID']).toBe(`${orderId}-1`);
    expect(notice.ShipNoticeHeader['@noticeDate']).toBeTruthy();
    expect(notice.ShipNoticeHeader['@shipmentDate']).toBeTruthy();
    expect(notice.ShipControl.CarrierIdentifier['#text']).toBe(shipped.carrier);
    expect(notice.ShipControl.ShipmentIdentifier).toBe(shipped.tracking);
    expect(notice.ShipNoticePortion.OrderReference['@orderID']).toBe('PO-9001');
    const items = [notice.ShipNoticePortion.ShipNoticeItem].flat();
    expect(items.reduce((s, i) => s + Number(i['@quantity']), 0)).toBe(shipped.units);
    // Delivered once: a second sender finds nothing to claim.
    await deliverCoupaNotice(t.db, rows[0]!.id, 'platen.test');
    expect(docsOf('po-n1@coupa.test', 'PO-9001')).toHaveLength(4);
  });

  it('a notice the buyer refuses once is sent again by the job after a backoff, and then not again', async () => {
    const orderId = await coupaOrder(
      t,
      'notified-coupa',
      buyers['notified-coupa']!,
      'po-n2@coupa.test',
      'PO-9002',
    );
    coupa.failNextTry();
    const ok = await t.app.inject({
      method: 'POST',
      url: `/api/internal/approvals/${orderId}`,
      headers: cs.headers(),
      payload: { decision: 'approve', acknowledged: TEST_DESIGN_WARNINGS },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    await until(() => docsOf('po-n2@coupa.test', 'PO-9002').length >= 2);
    await settle();
    expect(statusesOf(docsOf('po-n2@coupa.test', 'PO-9002'))).toEqual(['201 Accepted', '201 Accepted']);
    const [row] = await coupaNoticesRepository(t.db).forOrder(orderId);
    expect(row).toMatchObject({ kind: 'status', status: 'delivered', attempts: 2, lastError: null });
  });

  it('a buyer organisation without a notices URL gets nothing (no notice is even queued)', async () => {
    const orderId = await coupaOrder(t, 'quiet-coupa', buyers['quiet-coupa']!, 'po-q1@coupa.test', 'PO-7');
    await walkToShipped(orderId);
    await settle();
    expect(await coupaNoticesRepository(t.db).forOrder(orderId)).toEqual([]);
    expect(docsOf('po-q1@coupa.test', 'PO-7')).toEqual([]);
  });
});
