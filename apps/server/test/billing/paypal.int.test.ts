import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakePaypal, startFakePaypal } from '../support/fake-paypal.ts';
import { type Client, newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';
import { orderOf, statuses } from './support.ts';

const [pglite] = await testTargets();
const CREDS = { clientId: 'paypal-client-test', secret: 'paypal-secret-test', webhookId: 'WH-TEST-1' };

describe('PayPal Orders v2 against a local PayPal-compatible server (issue 28)', () => {
  let fake: FakePaypal;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakePaypal(CREDS);
    t = await openApp(pglite!, {
      paypal: {
        clientId: CREDS.clientId,
        clientSecret: CREDS.secret,
        webhookId: CREDS.webhookId,
        apiUrl: fake.url,
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    fake.webhookUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/paypal/webhook`;
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });
  const call = (c: Client, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: c.headers(), ...(payload ? { payload } : {}) });
  const paypalRows = async (userId: string) =>
    (
      await t.db.query("SELECT 1 FROM ledger_transactions WHERE user_id = $1 AND type = 'paypal-payment'", [
        userId,
      ])
    ).rows.length;

  it('#28 PayPal is offered with a client id; a held order is paid: create, approve, capture, credited once, released', async () => {
    const buyer = await newClient(t.app, 'PayPal Buyer', { funded: false });
    expect((await call(buyer, 'GET', '/api/v2/billing/payment-options')).json().paypal).toEqual({
      clientId: CREDS.clientId,
    });
    const orderId = await orderOf(t.db, buyer.userId, 2599);
    const start = await call(buyer, 'POST', `/api/v2/order/${orderId}/pay`, { method: 'paypal' });
    expect(start.statusCode).toBe(200);
    const p = start.json().payment;
    expect(p).toMatchObject({ method: 'paypal', amount: 2599, status: 'CREATED' });
    expect(p.approveUrl).toContain(p.paypalOrderId);
    // Not approved yet: nothing is captured or credited.
    const early = await call(buyer, 'POST', '/api/v2/billing/pay/confirm', {
      paypalOrderId: p.paypalOrderId,
    });
    expect(early.json()).toMatchObject({ credited: false });
    fake.approve(p.paypalOrderId);
    const done = await call(buyer, 'POST', '/api/v2/billing/pay/confirm', { paypalOrderId: p.paypalOrderId });
    expect(done.json()).toMatchObject({ status: 'succeeded', credited: true, released: [orderId] });
    expect((await statuses(t.db, [orderId])).get(orderId)).toBe('paid');
    // The confirmation again and PayPal's webhook for the same capture: credited once.
    expect(
      (await call(buyer, 'POST', '/api/v2/billing/pay/confirm', { paypalOrderId: p.paypalOrderId })).json(),
    ).toMatchObject({ credited: false });
    expect(await fake.sendWebhook(p.paypalOrderId)).toBe(200);
    expect(await paypalRows(buyer.userId)).toBe(1);
    // Another account cannot confirm it.
    const other = await newClient(t.app, 'PayPal Other', { funded: false });
    expect(
      (await call(other, 'POST', '/api/v2/billing/pay/confirm', { paypalOrderId: p.paypalOrderId }))
        .statusCode,
    ).toBe(404);
  });

  it('#28 the PayPal webhook credits a capture the page never confirmed; a tampered or unsigned event is 400', async () => {
    const buyer = await newClient(t.app, 'PayPal Hook', { funded: false });
    const orderId = await orderOf(t.db, buyer.userId, 1500);
    const p = (await call(buyer, 'POST', `/api/v2/order/${orderId}/pay`, { method: 'paypal' })).json()
      .payment;
    fake.approve(p.paypalOrderId);
    // Captured (e.g. the buyer closed the tab after approving, and a later confirmation captured it) …
    await call(buyer, 'POST', '/api/v2/billing/pay/confirm', { paypalOrderId: p.paypalOrderId });
    expect(await fake.sendWebhook(p.paypalOrderId, { tamper: true })).toBe(400);
    const bare = await t.app.inject({
      method: 'POST',
      url: '/api/paypal/webhook',
      payload: { event_type: 'X' },
    });
    expect(bare.statusCode).toBe(400);
    expect(await fake.sendWebhook(p.paypalOrderId)).toBe(200);
    expect(await paypalRows(buyer.userId)).toBe(1);
  });

  it('#28 without PAYPAL_CLIENT_ID PayPal is hidden and refused', async () => {
    const bare = await openApp(pglite!);
    try {
      const c = await newClient(bare.app, 'No PayPal', { funded: false });
      const r = await bare.app.inject({
        method: 'GET',
        url: '/api/v2/billing/payment-options',
        headers: c.headers(),
      });
      expect(r.json().paypal).toBeNull();
      const pay = await bare.app.inject({
        method: 'POST',
        url: '/api/v2/billing/pay',
        headers: c.headers(),
        payload: { amount: 500, method: 'paypal' },
      });
      expect(pay.statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
