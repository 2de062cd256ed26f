import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { memoryReporter } from '../../src/reporter.ts';
import { type FakeStripe, startFakeStripe } from '../support/fake-stripe.ts';
import {
  type Client,
  newClient,
  openApp,
  type TestApp,
  testConfig,
  testTargets,
} from '../support/harness.ts';
import { orderableCart } from '../ordering/support.ts';
import { orderOf } from './support.ts';

const [pglite] = await testTargets();
const WEBHOOK_SECRET = 'whsec_test_platen';

describe('card payments through the Stripe SDK against a local Stripe-compatible server', () => {
  let fake: FakeStripe;
  let t: TestApp;
  let buyer: Client;
  const stripe = () => ({ secretKey: 'sk_test_platen', webhookSecret: WEBHOOK_SECRET, apiUrl: fake.url });
  beforeAll(async () => {
    fake = await startFakeStripe(WEBHOOK_SECRET);
    t = await openApp(pglite!, { stripe: stripe() });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    fake.webhookUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/stripe/webhook`;
    buyer = await newClient(t.app, 'Card Buyer', { funded: false });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: { ...buyer.headers(), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const cardRows = async () =>
    (
      await t.db.query<{ external_ref: string; amount_cents: number }>(
        "SELECT external_ref, amount_cents FROM ledger_transactions WHERE user_id = $1 AND type = 'card-payment'",
        [buyer.userId],
      )
    ).rows;

  it('#19.3 a top-up by card credits the balance and releases the held order; the duplicated webhook credits once', async () => {
    const orderId = await orderOf(t.db, buyer.userId, 3000);
    expect((await call('GET', `/api/v3/orders/${orderId}`)).json().status).toBe('unpaid');
    const r = await call(
      'POST',
      '/api/v2/billing/top-up',
      { amount: 5000, paymentMethodId: 'pm_card_visa' },
      { 'idempotency-key': 'topup-00000001' },
    );
    expect(r.statusCode).toBe(200);
    expect(r.json().payment.status).toBe('succeeded');
    await expect.poll(() => fake.pending().length).toBe(0);
    expect(await cardRows()).toHaveLength(1);
    const evt = fake.events.find((e) => e.type === 'payment_intent.succeeded')!;
    expect(await fake.resend(evt.id)).toBe(200);
    expect(await cardRows()).toHaveLength(1);
    expect((await call('GET', '/api/v2/billing/balance')).json()).toMatchObject({ balance: 2000 });
    expect((await call('GET', `/api/v3/orders/${orderId}`)).json().status).toBe('paid');
    // The same Idempotency-Key again: the same payment, no second charge.
    const again = await call(
      'POST',
      '/api/v2/billing/top-up',
      { amount: 5000, paymentMethodId: 'pm_card_visa' },
      { 'idempotency-key': 'topup-00000001' },
    );
    expect(again.json().payment.paymentIntentId).toBe(r.json().payment.paymentIntentId);
    expect(await cardRows()).toHaveLength(1);
  });

  it('#19.3 a declined card answers a clear message and changes nothing; an unsigned webhook is refused', async () => {
    const before = (await call('GET', '/api/v2/billing/balance')).json();
    const r = await call(
      'POST',
      '/api/v2/billing/top-up',
      { amount: 2500, paymentMethodId: 'pm_card_chargeDeclined' },
      { 'idempotency-key': 'topup-declined-1' },
    );
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toBe('The card was declined: Your card was declined.');
    expect((await call('GET', '/api/v2/billing/balance')).json()).toEqual(before);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: JSON.stringify({
        id: 'evt_x',
        type: 'payment_intent.succeeded',
        data: {
          object: { id: 'pi_x', status: 'succeeded', amount: 99999, metadata: { userId: buyer.userId } },
        },
      }),
    });
    expect(forged.statusCode).toBe(400);
    expect((await call('GET', '/api/v2/billing/balance')).json()).toEqual(before);
  });

  it('#19.3 a saved card (SetupIntent) becomes the default and pays a top-up without choosing it again', async () => {
    const saved = await call('POST', '/api/v2/billing/payment-methods', { paymentMethodId: 'pm_card_visa' });
    expect(saved.json().status).toBe('succeeded');
    const cards = (await call('GET', '/api/v2/billing/payment-methods')).json();
    expect(cards).toMatchObject({
      defaultMethod: 'pm_card_visa',
      methods: [{ id: 'pm_card_visa', last4: '4242' }],
    });
    const r = await call(
      'POST',
      '/api/v2/billing/top-up',
      { amount: 1000 },
      { 'idempotency-key': 'topup-default-1' },
    );
    expect(r.json().payment.status).toBe('succeeded');
    expect(await cardRows()).toHaveLength(2);
  });

  it('#19.3 auto-recharge: with a default card and a threshold, an order placed without funds charges the card and is released', async () => {
    const set = await call('PUT', '/api/v2/billing/payment-methods/default', {
      paymentMethodId: 'pm_card_visa',
      autoRecharge: { below: 0, amount: 2000 },
    });
    expect(set.statusCode).toBe(200);
    const before = (await cardRows()).length;
    const cartId = await orderableCart(t.app, buyer, t.db);
    const placed = await call(
      'POST',
      `/api/order2/cart/${cartId}/order`,
      {},
      { 'idempotency-key': 'auto-recharge-1' },
    );
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json().orderId as string;
    await expect
      .poll(async () => (await call('GET', `/api/v3/orders/${orderId}`)).json().status)
      .toBe('paid');
    expect((await cardRows()).length).toBe(before + 1);
    await call('PUT', '/api/v2/billing/payment-methods/default', {
      paymentMethodId: 'pm_card_visa',
      autoRecharge: null,
    });
  });

  it('#19.3 a payment that succeeds at Stripe while our server is down is credited after the restart (webhook retry)', async () => {
    await expect.poll(() => fake.pending().length).toBe(0);
    const before = (await call('GET', '/api/v2/billing/balance')).json().balance;
    // The server goes away: Stripe's delivery fails.
    await t.app.close();
    const client = new Stripe('sk_test_platen', {
      host: '127.0.0.1',
      port: new URL(fake.url).port,
      protocol: 'http',
    });
    const customer = await client.customers.create({ metadata: { userId: buyer.userId } });
    const pi = await client.paymentIntents.create({
      amount: 4200,
      currency: 'usd',
      customer: customer.id,
      payment_method: 'pm_card_visa',
      confirm: true,
      metadata: { userId: buyer.userId },
    });
    expect(pi.status).toBe('succeeded');
    await expect.poll(() => fake.pending().length).toBe(1);
    // Restart on the same database; Stripe retries.
    const app2 = await buildApp({
      db: t.db,
      config: testConfig({ stripe: stripe() }),
      reporter: memoryReporter(),
    });
    await app2.listen({ port: 0, host: '127.0.0.1' });
    fake.webhookUrl = `http://127.0.0.1:${(app2.server.address() as AddressInfo).port}/api/stripe/webhook`;
    await fake.redeliver();
    expect(fake.pending()).toEqual([]);
    const after = await app2.inject({
      method: 'GET',
      url: '/api/v2/billing/balance',
      headers: buyer.headers(),
    });
    expect(after.json().balance).toBe(before + 4200);
    await app2.close();
  });
});
