import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStripe, startFakeStripe } from '../support/fake-stripe.ts';
import { type Client, newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';

const targets = await testTargets();
const WEBHOOK_SECRET = 'whsec_test_platen_failures';

/** A local port nothing listens on: Stripe "unreachable". */
async function closedPort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const { port } = srv.address() as AddressInfo;
  await new Promise<void>((resolve) => srv.close(() => resolve()));
  return port;
}

describe.each(targets)('Stripe failures answer 4xx, never 500, on $kind (probe L6)', (target) => {
  let fake: FakeStripe;
  let up: TestApp;
  let down: TestApp;
  let buyer: Client;
  const signer = new Stripe('sk_test_signer');
  beforeAll(async () => {
    fake = await startFakeStripe(WEBHOOK_SECRET);
    const stripe = (apiUrl: string) => ({
      secretKey: 'sk_test_platen',
      webhookSecret: WEBHOOK_SECRET,
      apiUrl,
    });
    [up, down] = await Promise.all([
      openApp(target, { stripe: stripe(fake.url) }),
      openApp(target, { stripe: stripe(`http://127.0.0.1:${await closedPort()}`) }),
    ]);
    buyer = await newClient(up.app, 'Webhook Buyer', { funded: false });
  });
  afterAll(async () => {
    await up?.close();
    await down?.close();
    await fake?.close();
  });

  const ledger = async (t: TestApp, userId: string) =>
    (await t.db.query('SELECT id FROM ledger_transactions WHERE user_id = $1', [userId])).rows.length;

  it('#L6 POST /api/v2/billing/payment-methods with Stripe unreachable -> 422 with a clear message and Retry-After, nothing saved', async () => {
    const c = await newClient(down.app, 'Offline Buyer', { funded: false });
    const r = await down.app.inject({
      method: 'POST',
      url: '/api/v2/billing/payment-methods',
      headers: c.headers(),
      payload: { paymentMethodId: 'pm_card_visa' },
    });
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toBe(
      'Card payments cannot be reached right now. Nothing was charged or saved; try again in a minute.',
    );
    expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    const list = await down.app.inject({
      method: 'GET',
      url: '/api/v2/billing/balance',
      headers: c.headers(),
    });
    expect(list.statusCode).toBe(200);
    expect(down.reporter.reports).toEqual([]);
  }, 60_000);

  const deliver = (object: Record<string, unknown>, type = 'payment_intent.succeeded') => {
    const payload = JSON.stringify({ id: `evt_${Date.now()}${Math.random()}`, type, data: { object } });
    return up.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
      payload,
    });
  };

  it('#L6 a signed Stripe event with a negative amount or a malformed object -> 400, nothing changes', async () => {
    const pi = (over: Record<string, unknown>) => ({
      id: `pi_${Date.now()}`,
      object: 'payment_intent',
      status: 'succeeded',
      amount: 2500,
      amount_received: 2500,
      metadata: { userId: buyer.userId },
      ...over,
    });
    for (const object of [
      pi({ amount: -100_000, amount_received: -100_000 }),
      pi({ amount: 12.5, amount_received: 12.5 }),
      pi({ amount: '2500' }),
      pi({ id: 42 }),
      pi({ metadata: { userId: 'no-such-user' } }),
      pi({ metadata: 'nope' }),
    ]) {
      const r = await deliver(object);
      expect(r.statusCode, JSON.stringify(object)).toBe(400);
    }
    const setup = await deliver({ id: 7, metadata: { userId: buyer.userId } }, 'setup_intent.succeeded');
    expect(setup.statusCode).toBe(400);
    expect(await ledger(up, buyer.userId)).toBe(0);
    const events = await up.db.query('SELECT 1 FROM payment_events');
    expect(events.rows).toHaveLength(0);
    // A well-formed one still credits.
    expect((await deliver(pi({}))).statusCode).toBe(200);
    expect(await ledger(up, buyer.userId)).toBe(1);
  });
});
