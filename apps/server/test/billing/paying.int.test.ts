import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { staffClient } from '../lifecycle/support.ts';
import { type FakeStripe, startFakeStripe } from '../support/fake-stripe.ts';
import { type Client, newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';
import { orderOf, statuses } from './support.ts';

const [pglite] = await testTargets();
const WEBHOOK_SECRET = 'whsec_test_paying';
const TRANSFER = {
  beneficiary: 'Platen Inc.',
  bank: 'First Test Bank',
  account: '000123456789',
  routing: '021000021',
  iban: null,
  swift: 'FTBKUS33',
  mailingAddress: 'Platen Inc., 1 Print Way, Oakland CA 94607',
};

describe('paying (issue 28): options, card through the Payment Element flow, wire and check by staff', () => {
  let fake: FakeStripe;
  let t: TestApp;
  let bare: TestApp;
  let cs: Client;
  let operator: Client;
  beforeAll(async () => {
    fake = await startFakeStripe(WEBHOOK_SECRET);
    t = await openApp(pglite!, {
      stripe: { secretKey: 'sk_test_paying', webhookSecret: WEBHOOK_SECRET, apiUrl: fake.url },
      cardPaymentPublicKey: 'pk_test_paying',
      transfer: TRANSFER,
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    fake.webhookUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/stripe/webhook`;
    bare = await openApp(pglite!);
    cs = await staffClient(t.app, 'cs@platen.test');
    operator = await staffClient(t.app, 'operator@platen.test');
  });
  afterAll(async () => {
    await t?.close();
    await bare?.close();
    await fake?.close();
  });

  const call = (app: TestApp, c: Client, method: 'GET' | 'POST', url: string, payload?: object) =>
    app.app.inject({ method, url, headers: c.headers(), ...(payload ? { payload } : {}) });

  it('#28 payment options: card key and transfer instructions when configured, all null when not', async () => {
    const buyer = await newClient(t.app, 'Options Buyer', { funded: false });
    const r = await call(t, buyer, 'GET', '/api/v2/billing/payment-options');
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({
      card: { publishableKey: 'pk_test_paying' },
      paypal: null,
      transfer: { instructions: TRANSFER },
    });
    const other = await newClient(bare.app, 'Bare Buyer', { funded: false });
    expect((await call(bare, other, 'GET', '/api/v2/billing/payment-options')).json()).toEqual({
      card: null,
      paypal: null,
      transfer: null,
    });
    expect(
      (await call(bare, other, 'POST', '/api/v2/billing/pay', { amount: 500, method: 'card' })).statusCode,
    ).toBe(404);
    expect(
      (await call(t, buyer, 'POST', '/api/v2/billing/pay', { amount: 500, method: 'paypal' })).statusCode,
    ).toBe(404);
  });

  it('#28 before placing, the funding says balance, credit line or a payment of what is missing', async () => {
    const buyer = await newClient(t.app, 'Funding Buyer', { funded: false });
    const f = (await call(t, buyer, 'GET', '/api/v2/billing/funding?total=145618')).json();
    expect(f).toMatchObject({ kind: 'needs-payment', totalCents: 145618, amount: 145618 });
    const orderId = await orderOf(t.db, buyer.userId, 145618);
    const placed = (await call(t, buyer, 'GET', `/api/v2/billing/funding?orderId=${orderId}`)).json();
    expect(placed).toMatchObject({ kind: 'needs-payment', amount: 145618 });
    expect(placed.sentence).toBe('Your order starts when $1,456.18 arrives.');
    expect(placed.invoiceNumber).toMatch(/^INV-\d+$/);
    const funded = await newClient(t.app, 'Funded Buyer');
    const paid = (await call(t, funded, 'GET', '/api/v2/billing/funding?total=100')).json();
    expect(['balance', 'credit-line']).toContain(paid.kind);
    expect(paid.amount).toBe(0);
    expect((await call(t, buyer, 'GET', '/api/v2/billing/funding')).statusCode).toBe(400);
  });

  it('#28 a held order is paid by card: PaymentIntent for what is missing, confirmed by Stripe.js, checked with Stripe, credited once, released', async () => {
    const buyer = await newClient(t.app, 'Card Payer', { funded: false });
    const orderId = await orderOf(t.db, buyer.userId, 4321);
    const start = await call(t, buyer, 'POST', `/api/v2/order/${orderId}/pay`, { method: 'card' });
    expect(start.statusCode).toBe(200);
    const { payment } = start.json();
    expect(payment).toMatchObject({ method: 'card', amount: 4321, totalCents: 4321 });
    expect(payment.clientSecret).toMatch(/^pi_.+_secret_/);
    // Not paid yet: the page has not confirmed; confirming now changes nothing.
    const early = await call(t, buyer, 'POST', '/api/v2/billing/pay/confirm', {
      paymentIntentId: payment.paymentIntentId,
    });
    expect(early.json()).toMatchObject({ status: 'requires_payment_method', credited: false });
    // What Stripe.js does in the browser: confirm the PaymentIntent with the card the Payment Element holds.
    const confirmed = await fetch(`${fake.url}/v1/payment_intents/${payment.paymentIntentId}/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'payment_method=pm_card_visa',
    });
    expect(confirmed.status).toBe(200);
    const done = await call(t, buyer, 'POST', '/api/v2/billing/pay/confirm', {
      paymentIntentId: payment.paymentIntentId,
    });
    expect(done.statusCode).toBe(200);
    expect((await statuses(t.db, [orderId])).get(orderId)).toBe('paid');
    await expect.poll(() => fake.pending().length).toBe(0);
    const rows = await t.db.query(
      "SELECT 1 FROM ledger_transactions WHERE user_id = $1 AND type = 'card-payment'",
      [buyer.userId],
    );
    expect(rows.rows).toHaveLength(1);
    // Another account cannot confirm (or learn about) this payment.
    const other = await newClient(t.app, 'Other Payer', { funded: false });
    expect(
      (
        await call(t, other, 'POST', '/api/v2/billing/pay/confirm', {
          paymentIntentId: payment.paymentIntentId,
        })
      ).statusCode,
    ).toBe(404);
    // Paid already: paying it again is a 409.
    expect(
      (await call(t, buyer, 'POST', `/api/v2/order/${orderId}/pay`, { method: 'card' })).statusCode,
    ).toBe(409);
  });

  it("#28 a saved card pays a held order: only the account's own card; 3-D Secure asked, then completed, credited once", async () => {
    const buyer = await newClient(t.app, 'Saved Card Payer', { funded: false });
    const saved = await call(t, buyer, 'POST', '/api/v2/billing/payment-methods', {
      paymentMethodId: 'pm_card_threeDSecure2Required',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const orderId = await orderOf(t.db, buyer.userId, 2468);
    const { payment } = (
      await call(t, buyer, 'POST', `/api/v2/order/${orderId}/pay`, { method: 'card' })
    ).json();
    // Another account's saved card is not found, and nothing is charged with it.
    const other = await newClient(t.app, 'Saved Card Other', { funded: false });
    await call(t, other, 'POST', '/api/v2/billing/payment-methods', { paymentMethodId: 'pm_card_visa' });
    const theirs = await call(t, buyer, 'POST', '/api/v2/billing/pay/confirm', {
      paymentIntentId: payment.paymentIntentId,
      paymentMethodId: 'pm_card_visa',
    });
    expect(theirs.statusCode).toBe(404);
    // The buyer's own card: its bank asks for 3-D Secure; nothing is credited yet.
    const asked = await call(t, buyer, 'POST', '/api/v2/billing/pay/confirm', {
      paymentIntentId: payment.paymentIntentId,
      paymentMethodId: 'pm_card_threeDSecure2Required',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({ status: 'requires_action', credited: false });
    expect((await statuses(t.db, [orderId])).get(orderId)).toBe('unpaid');
    // What Stripe.js's handleNextAction does in the browser: the bank's challenge, completed.
    const challenge = await fetch(`${fake.url}/v1/payment_intents/${payment.paymentIntentId}/3ds`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=complete',
    });
    expect(challenge.status).toBe(200);
    const done = await call(t, buyer, 'POST', '/api/v2/billing/pay/confirm', {
      paymentIntentId: payment.paymentIntentId,
    });
    expect(done.json()).toMatchObject({ status: 'succeeded' });
    expect((await statuses(t.db, [orderId])).get(orderId)).toBe('paid');
    await expect.poll(() => fake.pending().length).toBe(0);
    const rows = await t.db.query(
      "SELECT amount_cents FROM ledger_transactions WHERE user_id = $1 AND type = 'card-payment'",
      [buyer.userId],
    );
    expect(rows.rows.map((r) => Number(r.amount_cents))).toEqual([2468]);
  });

  it('#28 a top-up and an invoice payment by card start a PaymentIntent with the amount asked', async () => {
    const buyer = await newClient(t.app, 'Top-up Payer', { funded: false });
    const r = await call(t, buyer, 'POST', '/api/v2/billing/pay', { amount: 2500, method: 'card' });
    expect(r.json()).toMatchObject({ method: 'card', amount: 2500, status: 'requires_payment_method' });
    const orderId = await orderOf(t.db, buyer.userId, 1999);
    const inv = (await t.db.query<{ id: string }>('SELECT id FROM invoices WHERE order_id = $1', [orderId]))
      .rows[0]!.id;
    const p = await call(t, buyer, 'POST', '/api/v2/billing/pay', {
      amount: 1999,
      method: 'card',
      invoiceId: inv,
    });
    expect(p.statusCode).toBe(200);
    const other = await newClient(t.app, 'Not The Owner', { funded: false });
    expect(
      (await call(t, other, 'POST', '/api/v2/billing/pay', { amount: 1999, method: 'card', invoiceId: inv }))
        .statusCode,
    ).toBe(404);
  });

  it('#28 staff record a wire: credited once, held orders released oldest first; the same reference again is a 409', async () => {
    const buyer = await newClient(t.app, 'Wire Payer', { funded: false });
    const first = await orderOf(t.db, buyer.userId, 3000);
    const second = await orderOf(t.db, buyer.userId, 2000);
    const third = await orderOf(t.db, buyer.userId, 1000);
    const url = `/api/internal/accounts/${buyer.userId}/payments`;
    const r = await call(t, cs, 'POST', url, { amount: 5500, method: 'wire', reference: 'FED 2026-0001' });
    expect(r.statusCode).toBe(200);
    expect(r.json().released).toEqual([first, second]);
    expect(r.json().balance).toBe(500);
    const s = await statuses(t.db, [first, second, third]);
    expect([s.get(first), s.get(second), s.get(third)]).toEqual(['paid', 'paid', 'unpaid']);
    const again = await call(t, cs, 'POST', url, { amount: 5500, method: 'wire', reference: 'fed2026-0001' });
    expect(again.statusCode).toBe(409);
    const rows = await t.db.query(
      "SELECT 1 FROM ledger_transactions WHERE user_id = $1 AND type = 'wire-payment'",
      [buyer.userId],
    );
    expect(rows.rows).toHaveLength(1);
    // A check naming an invoice pays that invoice's order.
    const inv = (await t.db.query<{ id: string }>('SELECT id FROM invoices WHERE order_id = $1', [third]))
      .rows[0]!.id;
    const check = await call(t, cs, 'POST', url, {
      amount: 500,
      method: 'check',
      reference: '1042',
      invoiceId: inv,
    });
    expect(check.statusCode).toBe(200);
    expect(check.json().released).toEqual([third]);
  });

  it('#28 a wire for a named invoice pays that order before older held ones', async () => {
    const buyer = await newClient(t.app, 'Invoice Wire', { funded: false });
    const older = await orderOf(t.db, buyer.userId, 3000);
    const newer = await orderOf(t.db, buyer.userId, 1000);
    const inv = (await t.db.query<{ id: string }>('SELECT id FROM invoices WHERE order_id = $1', [newer]))
      .rows[0]!.id;
    const r = await call(t, cs, 'POST', `/api/internal/accounts/${buyer.userId}/payments`, {
      amount: 1000,
      method: 'wire',
      reference: 'WIRE-NEWER',
      invoiceId: inv,
    });
    expect(r.json().released).toEqual([newer]);
    const s = await statuses(t.db, [older, newer]);
    expect([s.get(older), s.get(newer)]).toEqual(['unpaid', 'paid']);
  });

  it('#28 a customer cannot record a payment, nor an operator without billing.manage', async () => {
    const buyer = await newClient(t.app, 'Sneaky Buyer', { funded: false });
    const url = `/api/internal/accounts/${buyer.userId}/payments`;
    const body = { amount: 100000, method: 'wire', reference: 'SELF-1' };
    expect((await call(t, buyer, 'POST', url, body)).statusCode).toBe(403);
    expect((await call(t, operator, 'POST', url, body)).statusCode).toBe(403);
    const bal = (await call(t, buyer, 'GET', '/api/v2/billing/balance')).json();
    expect(bal.balance).toBe(0);
    expect((await call(t, cs, 'POST', url, { amount: 100, method: 'cash', reference: 'X' })).statusCode).toBe(
      400,
    );
  });

  it("#28 the page's CSP allows Stripe's origins only when a card key is set; STRIPE_JS_URL is refused in production", async () => {
    const csp = async (app: TestApp) =>
      String(
        (await app.app.inject({ method: 'GET', url: '/auth/login' })).headers['content-security-policy'],
      );
    const keyed = await csp(t);
    expect(keyed).toContain("script-src 'self' https://js.stripe.com");
    expect(keyed).toContain("connect-src 'self' https://api.stripe.com https://m.stripe.network");
    expect(keyed).toContain(
      'frame-src https://js.stripe.com https://hooks.stripe.com https://m.stripe.network',
    );
    const plain = await csp(bare);
    expect(plain).not.toContain('stripe');
    expect(plain).toContain("connect-src 'self';");
    expect(() => loadConfig({ NODE_ENV: 'production', STRIPE_JS_URL: 'http://127.0.0.1:1/v3/x.js' })).toThrow(
      /STRIPE_JS_URL is for tests only/,
    );
    expect(loadConfig({ STRIPE_JS_URL: 'http://127.0.0.1:1/v3/x.js' }).stripeJsUrl).toBe(
      'http://127.0.0.1:1/v3/x.js',
    );
    expect(loadConfig({ TRANSFER_ACCOUNT: '42' }).transfer).toMatchObject({ account: '42', bank: null });
    expect(loadConfig({}).transfer).toBeNull();
  });
});
