import { createHash } from 'node:crypto';
import { billingRepository, type Db, invoicesRepository, usersRepository } from '@platen/db';
import type Stripe from 'stripe';
import { z } from 'zod';
import { AppError, notFound } from '../../errors/app-error.ts';
import { receivePayment } from './account.ts';
import { invoiceView } from './invoices.ts';
import type { Payments } from './stripe-gateway.ts';

export const need = (p: Payments | null): Payments => {
  if (!p) throw new AppError('not_found', 'Card payments are not available.');
  return p;
};

/** The account's Stripe customer, created on first use. */
export async function customerOf(db: Db, p: Payments, userId: string, email: string | null): Promise<string> {
  const funds = await billingRepository(db).funds(userId);
  if (funds.stripeCustomerId) return funds.stripeCustomerId;
  const c = await askStripe(() =>
    p.stripe.customers.create(
      { email: email ?? undefined, metadata: { userId } },
      { idempotencyKey: `customer-${userId}` },
    ),
  );
  await db.transaction(async (tx) => {
    await billingRepository(tx).lock(userId);
    await billingRepository(tx).setStripeCustomer(userId, c.id);
  });
  return c.id;
}

/** Stripe errors that mean the provider could not be asked (down, unreachable, refusing our key), not the card. */
const PROVIDER_TROUBLE = new Set([
  'StripeConnectionError',
  'StripeAPIError',
  'StripeRateLimitError',
  'StripeAuthenticationError',
  'StripePermissionError',
]);
/** How long the client is asked to wait before trying again when Stripe cannot be reached. */
const PROVIDER_RETRY_SECONDS = 60;

/**
 * Stripe's failures as clear 4xx answers (docs/decisions/card-provider-errors.md): a declined card or a
 * refused request 422 with the reason; Stripe unreachable or failing 422 with Retry-After (the API's error codes
 * have no 5xx for a dependency, and a 500 would say our server broke). Anything else propagates.
 */
function cardRefusal(err: unknown): never {
  const e = err as { type?: string; message?: string; code?: string };
  if (e?.type === 'StripeCardError')
    throw new AppError('unprocessable', `The card was declined: ${e.message ?? 'try another card.'}`);
  if (e?.type === 'StripeInvalidRequestError')
    throw new AppError(
      'unprocessable',
      'The card payment could not be started. Check the card and try again.',
    );
  if (e?.type && PROVIDER_TROUBLE.has(e.type))
    throw new AppError(
      'unprocessable',
      'Card payments cannot be reached right now. Nothing was charged or saved; try again in a minute.',
      {
        internal: `${e.type}: ${e.message ?? ''}`,
        headers: { 'retry-after': String(PROVIDER_RETRY_SECONDS) },
      },
    );
  throw err;
}

/** Runs one Stripe call; its failures answer as cardRefusal says. */
export async function askStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    cardRefusal(err);
  }
}

const paymentView = (pi: Stripe.PaymentIntent) => ({
  paymentIntentId: pi.id,
  clientSecret: pi.client_secret ?? null,
  status: pi.status,
});

/**
 * Credits a succeeded PaymentIntent once (its id is the ledger row's external ref), pays the invoice it was for
 * when it still waits, then releases held orders oldest first. Safe to call from the API answer and the webhook.
 */
export async function creditPaymentIntent(db: Db, pi: Stripe.PaymentIntent) {
  const userId = pi.metadata?.userId;
  if (!userId || pi.status !== 'succeeded') return null;
  const invoiceId = pi.metadata?.invoiceId;
  return receivePayment(
    db,
    {
      userId,
      direction: 'credit',
      type: 'card-payment',
      amount: pi.amount_received || pi.amount,
      externalRef: pi.id,
      note: invoiceId ? `Card payment for invoice ${invoiceId}` : 'Card top-up',
    },
    invoiceId,
  );
}

/** POST /api/v2/billing/top-up: charges the card (the given or the default method) and credits on success. */
export async function topUp(
  db: Db,
  payments: Payments | null,
  user: { id: string; email: string },
  body: { amount: number; paymentMethodId?: string | undefined; idempotencyKey: string; invoiceId?: string },
) {
  const p = need(payments);
  const customer = await customerOf(db, p, user.id, user.email);
  const pm =
    body.paymentMethodId ?? (await billingRepository(db).funds(user.id)).defaultPaymentMethod ?? undefined;
  let pi: Stripe.PaymentIntent;
  try {
    pi = await p.stripe.paymentIntents.create(
      {
        amount: body.amount,
        currency: 'usd',
        customer,
        ...(pm ? { payment_method: pm, confirm: true, off_session: false } : {}),
        metadata: { userId: user.id, ...(body.invoiceId ? { invoiceId: body.invoiceId } : {}) },
      },
      { idempotencyKey: body.idempotencyKey },
    );
  } catch (err) {
    cardRefusal(err);
  }
  if (pi.status === 'succeeded') await creditPaymentIntent(db, pi);
  if (pi.status === 'requires_payment_method' && pi.last_payment_error)
    throw new AppError(
      'unprocessable',
      `The card was declined: ${pi.last_payment_error.message ?? ''}`.trim(),
    );
  return { payment: paymentView(pi), balance: await billingRepository(db).balance(user.id) };
}

/** POST /api/v2/billing/invoice/{id}/pay by card: a PaymentIntent for the invoice total. */
export async function payInvoiceByCard(
  db: Db,
  payments: Payments | null,
  userId: string,
  invoiceId: string,
  paymentMethodId?: string,
) {
  const inv = await invoicesRepository(db).get(invoiceId, userId);
  if (!inv) throw notFound('Invoice');
  if (inv.paid) throw new AppError('conflict', 'This invoice is already paid.');
  const r = await topUp(
    db,
    payments,
    { id: userId, email: '' },
    {
      amount: inv.total,
      paymentMethodId,
      idempotencyKey: `invoice-${invoiceId}-${paymentMethodId ?? 'default'}`,
      invoiceId,
    },
  );
  const after = await invoicesRepository(db).get(invoiceId, userId);
  return { invoice: invoiceView(after!), payment: r.payment };
}

/**
 * POST /api/v2/billing/payment-methods: a SetupIntent to save a card. Without a payment method the page confirms
 * it with Stripe.js (client secret); with one (made by Stripe.js, or a test card) it is confirmed here, and the
 * first saved card becomes the default.
 */
export async function startSetup(
  db: Db,
  payments: Payments | null,
  user: { id: string; email: string },
  paymentMethodId?: string,
) {
  const p = need(payments);
  const customer = await customerOf(db, p, user.id, user.email);
  let si: Stripe.SetupIntent;
  try {
    si = await p.stripe.setupIntents.create({
      customer,
      usage: 'off_session',
      metadata: { userId: user.id },
      ...(paymentMethodId ? { payment_method: paymentMethodId, confirm: true } : {}),
    });
  } catch (err) {
    cardRefusal(err);
  }
  if (si.status === 'succeeded' && paymentMethodId) {
    await db.transaction(async (tx) => {
      const repo = billingRepository(tx);
      const f = await repo.lock(user.id);
      if (!f.defaultPaymentMethod) await repo.setDefaultPaymentMethod(user.id, paymentMethodId);
    });
  }
  return { setupIntentId: si.id, clientSecret: si.client_secret ?? null, status: si.status };
}

/** GET /api/v2/billing/payment-methods: saved cards and which is the default. */
export async function listCards(db: Db, payments: Payments | null, userId: string) {
  const p = need(payments);
  const funds = await billingRepository(db).funds(userId);
  if (!funds.stripeCustomerId) return { methods: [], defaultMethod: null, autoRecharge: funds.autoRecharge };
  const list = await askStripe(() =>
    p.stripe.paymentMethods.list({ customer: funds.stripeCustomerId!, type: 'card' }),
  );
  return {
    methods: list.data.map((m) => ({
      id: m.id,
      brand: m.card?.brand ?? 'card',
      last4: m.card?.last4 ?? '',
      expMonth: m.card?.exp_month ?? 0,
      expYear: m.card?.exp_year ?? 0,
    })),
    defaultMethod: funds.defaultPaymentMethod,
    autoRecharge: funds.autoRecharge,
  };
}

/** PUT /api/v2/billing/payment-methods/default: the card used for top-ups and auto-recharge. */
export async function setDefaultCard(
  db: Db,
  payments: Payments | null,
  userId: string,
  body: { paymentMethodId: string; autoRecharge?: { below: number; amount: number } | null | undefined },
) {
  const cards = await listCards(db, payments, userId);
  if (!cards.methods.some((m) => m.id === body.paymentMethodId))
    throw new AppError('unprocessable', 'Save the card first.');
  await db.transaction(async (tx) => {
    const repo = billingRepository(tx);
    await repo.lock(userId);
    await repo.setDefaultPaymentMethod(userId, body.paymentMethodId);
    if (body.autoRecharge !== undefined) await repo.setAutoRecharge(userId, body.autoRecharge);
  });
  return listCards(db, payments, userId);
}

/** Stripe's largest amount in cents ($999,999.99). */
const MAX_STRIPE_AMOUNT = 99_999_999;
const stripeId = z.string().min(1).max(255);
const metadata = z.record(z.string(), z.string()).nullish();
/** The parts of a signed event billing reads; a signature proves the sender, not that the object is sane. */
const StripeEventSchema = z.object({
  id: stripeId,
  type: z.string().min(1).max(100),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});
const PaidIntentSchema = z.object({
  id: stripeId,
  status: z.string().max(100),
  amount: z.number().int().positive().max(MAX_STRIPE_AMOUNT),
  amount_received: z.number().int().min(0).max(MAX_STRIPE_AMOUNT).nullish(),
  metadata,
});
const SavedSetupSchema = z.object({
  id: stripeId,
  metadata,
  payment_method: z.union([stripeId, z.object({ id: stripeId })]).nullish(),
});

/** The event Stripe signed, checked: 400 for a bad signature, a malformed object, or an account of nobody. */
async function verifiedEvent(db: Db, p: Payments, raw: Buffer, signature: string | undefined) {
  let event: Stripe.Event;
  try {
    event = p.stripe.webhooks.constructEvent(raw, signature ?? '', p.webhookSecret);
  } catch {
    throw new AppError('bad_request', 'The webhook signature does not match.');
  }
  const malformed = () => new AppError('bad_request', `The ${event.type} event's object is malformed.`);
  if (!StripeEventSchema.safeParse(event).success) throw malformed();
  const shape = { 'payment_intent.succeeded': PaidIntentSchema, 'setup_intent.succeeded': SavedSetupSchema }[
    event.type as string
  ];
  const parsed = shape?.safeParse(event.data.object);
  if (parsed && !parsed.success) throw malformed();
  const userId = parsed?.data.metadata?.userId;
  if (userId && !(await usersRepository(db).byId(userId)))
    throw new AppError('bad_request', `The ${event.type} event names no account.`);
  return event;
}

/**
 * POST /api/stripe/webhook: verified with the SDK against the raw body and checked (verifiedEvent); each event id
 * acts once; a succeeded PaymentIntent credits (once, by its id). A delivery we could not process answers 500 so
 * Stripe retries; a malformed one 400, changing nothing.
 */
export async function handleWebhook(
  db: Db,
  payments: Payments | null,
  raw: Buffer,
  signature: string | undefined,
) {
  const p = need(payments);
  const event = await verifiedEvent(db, p, raw, signature);
  if (event.type === 'payment_intent.succeeded') {
    await creditPaymentIntent(db, event.data.object as Stripe.PaymentIntent);
  } else if (event.type === 'setup_intent.succeeded') {
    const si = event.data.object as Stripe.SetupIntent;
    const userId = si.metadata?.userId;
    const pm = typeof si.payment_method === 'string' ? si.payment_method : si.payment_method?.id;
    if (userId && pm) {
      await db.transaction(async (tx) => {
        const repo = billingRepository(tx);
        const f = await repo.lock(userId);
        if (!f.defaultPaymentMethod) await repo.setDefaultPaymentMethod(userId, pm);
      });
    }
  }
  // Recorded after the effect: a crash in between makes Stripe retry, and the effect itself is idempotent.
  await billingRepository(db).firstDelivery(event.id, event.type);
  return { received: true };
}

/**
 * Auto-recharge: when the account has a default card and an auto-recharge setting, and orders wait for funds or
 * available fell below the threshold, charges the card for the setting's amount (at least what the held orders
 * need). The same held orders never charge twice (the idempotency key is made of their ids).
 */
export async function autoRecharge(db: Db, payments: Payments | null, userId: string) {
  if (!payments) return null;
  const repo = billingRepository(db);
  const funds = await repo.funds(userId);
  const cfg = funds.autoRecharge;
  if (!cfg || !funds.defaultPaymentMethod) return null;
  const held = await repo.held(userId);
  const available = funds.balance + funds.creditLine;
  if (held.length === 0 && available >= cfg.below) return null;
  const needed = held.reduce((s, h) => s + h.total, 0) - Math.max(available, 0);
  const key = createHash('sha256')
    .update(held.length ? held.map((h) => h.orderId).join(',') : `${available}`)
    .digest('hex');
  return topUp(
    db,
    payments,
    { id: userId, email: '' },
    {
      amount: Math.max(cfg.amount, needed),
      paymentMethodId: funds.defaultPaymentMethod,
      idempotencyKey: `auto-${userId}-${key}`,
    },
  );
}
