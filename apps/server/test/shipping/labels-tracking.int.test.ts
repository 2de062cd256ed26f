import { parcelsRepository } from '@platen/db';
import { isValidTrackingNumber } from '@platen/domain/shipping/tracking-numbers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryReporter } from '../../src/reporter.ts';
import { createMailer } from '../../src/services/mail/mailer.ts';
import { sendOrderMails } from '../../src/services/mail/order-mail.ts';
import { packShipment } from '../../src/services/shipping/pack-shipment.ts';
import { platenLabelAdapter } from '../../src/services/shipping/platen-label-adapter.ts';
import { createFileStore } from '../../src/storage/create-file-store.ts';
import { eventsOf, floorStaff, placedOrder } from '../lifecycle/support.ts';
import {
  type Client,
  newClient,
  openApp,
  type TestApp,
  testConfig,
  testTargets,
} from '../support/harness.ts';
import { getAs, postTracking, readPdf, startPrinting } from './support.ts';
import { TEST_DESIGN_WARNINGS } from '../ordering/support.ts';

const targets = await testTargets();
const SECRET = 'test-tracking-secret';

describe.each(targets)('labels and tracking on $kind', (target) => {
  let t: TestApp;
  let buyer: Client;
  let other: Client;
  let cs: Client;
  let operator: Client;
  let orderId: string;
  let tracking: string;
  beforeAll(async () => {
    t = await openApp(target, { trackingWebhookSecret: SECRET });
    buyer = await newClient(t.app, 'Label Buyer');
    other = await newClient(t.app, 'Someone Else');
    ({ cs, operator } = await floorStaff(t.app));
    orderId = await placedOrder(t.app, buyer, t.db);
    const ok = await t.app.inject({
      method: 'POST',
      url: `/api/internal/approvals/${orderId}`,
      headers: cs.headers(),
      payload: { decision: 'approve', acknowledged: TEST_DESIGN_WARNINGS },
    });
    expect(ok.statusCode).toBe(200);
    await startPrinting(t.db, orderId);
  });
  afterAll(async () => t?.close());

  it('#18 packing a shipment makes a 4x6 label PDF whose UPS tracking number passes its check digit, and a packing slip', async () => {
    const files = await createFileStore(testConfig());
    const units = ['1000-1-1', '1000-1-2', '1000-1-3'].map((barcode) => ({
      barcode,
      itemIndex: 0,
      printType: 'screenprint',
      productIdentifier: 'gildan-5000',
      size: 'med',
    }));
    const parcels = await t.db.transaction((tx) =>
      packShipment(tx, files, platenLabelAdapter, {
        orderId,
        shipmentIndex: 0,
        facility: 'INDY',
        units,
        shippedItems: [0],
        actorId: cs.userId,
      }),
    );
    expect(parcels).toHaveLength(1);
    const p = parcels[0]!;
    tracking = p.tracking;
    expect(p).toMatchObject({ carrier: 'UPS', service: 'ups-ground', box: 'Box 1' });
    expect(isValidTrackingNumber('UPS', p.tracking)).toBe(true);
    const o = (await getAs(t.app, buyer, `/api/v3/orders/${orderId}`)).json();
    expect(o.status).toBe('shipped');
    expect(o.shipments[0].tracking).toMatchObject({
      carrier: 'UPS',
      service: 'ups-ground',
      tracking: p.tracking,
      url: `https://www.ups.com/track?tracknum=${p.tracking}`,
      status: 'label-created',
    });
    const label = await getAs(t.app, buyer, o.shipments[0].tracking.labelUrl);
    expect(label.statusCode).toBe(200);
    expect(label.headers['content-type']).toBe('application/pdf');
    const pdf = readPdf(label.rawPayload);
    expect([pdf.width, pdf.height, pdf.pages]).toEqual([288, 432, 1]);
    expect(pdf.text).toContain(p.tracking);
    expect(pdf.text).toContain('UPS GROUND');
    const slip = readPdf(
      (await getAs(t.app, buyer, o.shipments[0].tracking.labelUrl.replace(/label$/, 'slip'))).rawPayload,
    );
    for (const u of units) expect(slip.text).toContain(u.barcode);
    expect((await getAs(t.app, other, o.shipments[0].tracking.labelUrl)).statusCode).toBe(404);
    expect(
      (await getAs(t.app, operator, `/api/internal/orders/${orderId}/parcels/${p.id}/label`)).statusCode,
    ).toBe(200);
    expect((await getAs(t.app, cs, `/api/internal/orders/${orderId}/parcels/${p.id}/label`)).statusCode).toBe(
      403,
    );
    // Packing the same shipment again answers the same parcel, no second label.
    const again = await t.db.transaction((tx) =>
      packShipment(tx, files, platenLabelAdapter, {
        orderId,
        shipmentIndex: 0,
        facility: 'INDY',
        units,
        shippedItems: [0],
        actorId: null,
      }),
    );
    expect(again.map((x) => x.id)).toEqual([p.id]);
    // The customer is mailed once that the shipment left: carrier, tracking number and the carrier's link.
    const mailer = await createMailer(t.db, { reporter: memoryReporter() });
    await sendOrderMails(t.db, mailer, 'https://print.example');
    await sendOrderMails(t.db, mailer, 'https://print.example');
    mailer.close();
    const mails = (
      await t.db.query<{ subject: string; body: string }>(
        "SELECT subject, body FROM email_outbox WHERE to_address = $1 AND kind = 'order-shipped'",
        [buyer.email],
      )
    ).rows;
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/has shipped$/);
    expect(mails[0]!.body).toContain(`UPS, tracking number ${p.tracking}`);
    expect(mails[0]!.body).toContain(`https://www.ups.com/track?tracknum=${p.tracking}`);
  });

  it('#18.3 tracking updates need the HMAC signature; bad bodies are 400 and change nothing', async () => {
    const body = { tracking, status: 'in-transit', at: '2026-11-25T10:00:00Z' };
    expect((await postTracking(t.app, SECRET, 'ups', body, 'nonsense')).statusCode).toBe(401);
    expect((await postTracking(t.app, 'wrong-secret', 'ups', body)).statusCode).toBe(401);
    const stale = `t=${Math.floor(Date.now() / 1000) - 3600},v1=${'0'.repeat(64)}`;
    expect((await postTracking(t.app, SECRET, 'ups', body, stale)).statusCode).toBe(401);
    expect((await postTracking(t.app, SECRET, 'ups', { ...body, status: 'lost' })).statusCode).toBe(400);
    expect((await postTracking(t.app, SECRET, 'ups', { ...body, at: 'yesterday' })).statusCode).toBe(400);
    expect((await postTracking(t.app, SECRET, 'acme', body)).statusCode).toBe(400);
    const p = (await parcelsRepository(t.db).ofOrder(orderId))[0]!;
    expect(p.status).toBe('label-created');
    expect(await parcelsRepository(t.db).updatesOf(p.id)).toEqual([]);
  });

  it('#18.3 in transit then delivered are order events; a late "in transit" after delivery is stored and changes nothing', async () => {
    const send = (status: string, at: string) =>
      postTracking(t.app, SECRET, 'ups', { tracking: tracking.toLowerCase(), status, at });
    let r = await send('in-transit', '2026-11-25T10:00:00Z');
    expect(r.json()).toEqual({ matched: true, applied: true, status: 'in-transit' });
    r = await send('out-for-delivery', '2026-11-26T08:00:00Z');
    expect(r.json()).toEqual({ matched: true, applied: true, status: 'out-for-delivery' });
    r = await send('delivered', '2026-11-26T15:00:00Z');
    expect(r.json()).toEqual({ matched: true, applied: true, status: 'delivered' });
    r = await send('in-transit', '2026-11-25T12:00:00Z');
    expect(r.json()).toEqual({ matched: true, applied: false, status: 'delivered' });
    const o = (await getAs(t.app, buyer, `/api/v3/orders/${orderId}`)).json();
    expect(o.shipments[0].tracking).toMatchObject({
      status: 'delivered',
      statusAt: '2026-11-26T15:00:00.000Z',
    });
    const names = (await eventsOf(t.db, orderId)).map((e) => e.name);
    expect(names.filter((n) => n === 'in-transit' || n === 'delivered')).toEqual(['in-transit', 'delivered']);
    const p = (await parcelsRepository(t.db).ofOrder(orderId))[0]!;
    const updates = await parcelsRepository(t.db).updatesOf(p.id);
    expect(updates.map((u) => [u.status, u.applied])).toEqual([
      ['in-transit', true],
      ['out-for-delivery', true],
      ['delivered', true],
      ['in-transit', false],
    ]);
    const unknown = await postTracking(t.app, SECRET, 'ups', {
      tracking: '1Z999',
      status: 'delivered',
      at: '2026-11-26T15:00:00Z',
    });
    expect(unknown.json()).toEqual({ matched: false, applied: false, status: null });
  });
});
