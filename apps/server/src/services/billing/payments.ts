import { billingRepository, type Db, invoicesRepository, ordersRepository, type UserRow } from '@platen/db';
import { invoiceNumberLabel } from '@platen/domain/billing/invoice';
import { availableOf } from '@platen/domain/billing/ledger';
import {
  fundingSentence,
  heldOrderNeeds,
  orderFunding,
  paymentCreditType,
  type ReceivedPaymentMethod,
  receivedPaymentRef,
  startsWhenSentence,
} from '@platen/domain/billing/payments';
import { formatDollars } from '@platen/domain/money/format-dollars';
import type Stripe from 'stripe';
import type { Config } from '../../config.ts';
import { AppError, notFound } from '../../errors/app-error.ts';
import { receivePayment } from './account.ts';
import { askStripe, creditPaymentIntent, customerOf, need } from './card-payments.ts';
import { payInvoiceFromBalance } from './invoices.ts';
import { refuseOwnAccount } from './staff-account.ts';
import type { Payments } from './stripe-gateway.ts';
import {
  capturePaypalOrder,
  createPaypalOrder,
  type PaypalCapture,
  type PaypalConfig,
  paypalCustom,
  readCustom,
  verifyPaypalWebhook,
} from './paypal.ts';

/** Every way a buyer can pay. docs/decisions/card-payments.md. */

/** GET /api/v2/billing/payment-options: card (publishable key), PayPal, bank transfer / check (null = hidden). */
export function paymentOptions(config: Config, payments: Payments | null) {
  return {
    card: payments && config.cardPaymentPublicKey ? { publishableKey: config.cardPaymentPublicKey } : null,
    paypal: config.paypal ? { clientId: config.paypal.clientId } : null,
    transfer: config.transfer ? { instructions: config.transfer } : null,
  };
}

const PAYPAL_OFF = () => new AppError('not_found', 'PayPal payments are not available.');

/** The open invoice of the account, or a 404 / 409. */
async function openInvoice(db: Db, userId: string, invoiceId: string) {
  const inv = await invoicesRepository(db).get(invoiceId, userId);
  if (!inv) throw notFound('Invoice');
  if (inv.paid) throw new AppError('conflict', 'This invoice is already paid.');
  return inv;
}

/**
 * POST /api/v2/billing/pay: a card payment the page confirms with Stripe.js (the Payment Element): a PaymentIntent
 * for `amount`, for an invoice or a top-up. Nothing is credited until it succeeded (confirmCardPayment, webhook).
 */
export async function startOnlinePayment(
  db: Db,
  payments: Payments | null,
  user: { id: string; email: string },
  body: { invoiceId?: string | undefined; amount: number; method: 'card' | 'paypal' },
  paypal?: { cfg: PaypalConfig | null | undefined; returnUrl: string },
) {
  if (body.invoiceId) await openInvoice(db, user.id, body.invoiceId);
  if (body.method === 'paypal') return startPaypal(user.id, body, paypal);
  const p = need(payments);
  const customer = await customerOf(db, p, user.id, user.email);
  const pi = await askStripe(() =>
    p.stripe.paymentIntents.create({
      amount: body.amount,
      currency: 'usd',
      customer,
      automatic_payment_methods: { enabled: true },
      metadata: { userId: user.id, ...(body.invoiceId ? { invoiceId: body.invoiceId } : {}) },
    }),
  );
  return {
    method: 'card' as const,
    amount: body.amount,
    totalCents: body.amount,
    paymentIntentId: pi.id,
    clientSecret: pi.client_secret ?? null,
    paypalOrderId: null,
    status: pi.status,
  };
}

/** PayPal Orders v2: an order the buyer approves at PayPal, then the page confirms (captures) it. */
async function startPaypal(
  userId: string,
  body: { invoiceId?: string | undefined; amount: number },
  paypal: { cfg: PaypalConfig | null | undefined; returnUrl: string } | undefined,
) {
  if (!paypal?.cfg) throw PAYPAL_OFF();
  const o = await createPaypalOrder(paypal.cfg, {
    amount: body.amount,
    custom: paypalCustom(userId, body.invoiceId),
    returnUrl: paypal.returnUrl,
    requestId: crypto.randomUUID(),
  });
  return {
    method: 'paypal' as const,
    amount: body.amount,
    totalCents: body.amount,
    paymentIntentId: null,
    clientSecret: null,
    paypalOrderId: o.id,
    approveUrl: o.approveUrl,
    status: o.status,
  };
}

/** Credits a completed PayPal capture once (its id is the ledger row's external ref), invoice first. */
async function creditCapture(db: Db, c: PaypalCapture) {
  const { userId, invoiceId } = readCustom(c.custom);
  if (!userId || c.amount <= 0) return null;
  return receivePayment(
    db,
    {
      userId,
      direction: 'credit',
      type: paymentCreditType('paypal'),
      amount: c.amount,
      externalRef: `paypal:${c.captureId}`,
      note: invoiceId ? `PayPal payment for invoice ${invoiceId}` : 'PayPal top-up',
    },
    invoiceId,
  );
}

/** POST /api/v2/billing/pay/confirm with a PayPal order the buyer approved: captured, checked, credited once. */
export async function confirmPaypalPayment(
  db: Db,
  cfg: PaypalConfig | null | undefined,
  userId: string,
  orderId: string,
) {
  if (!cfg) throw PAYPAL_OFF();
  const c = await capturePaypalOrder(cfg, orderId);
  if (c && readCustom(c.custom).userId !== userId) throw notFound('Payment');
  const r = c ? await creditCapture(db, c) : null;
  return {
    status: c ? 'succeeded' : 'not_approved',
    credited: r !== null,
    released: r?.released ?? [],
    balance: await billingRepository(db).balance(userId),
  };
}

/**
 * POST /api/paypal/webhook: PayPal verifies its own signature (verify-webhook-signature); a completed capture is
 * credited once, as the page's confirmation would. Anything unverified is a 400 and changes nothing.
 */
export async function handlePaypalWebhook(
  db: Db,
  cfg: PaypalConfig | null | undefined,
  headers: Record<string, string | string[] | undefined>,
  event: { event_type?: string; resource?: Record<string, unknown> },
) {
  if (!cfg) throw PAYPAL_OFF();
  if (!(await verifyPaypalWebhook(cfg, headers, event)))
    throw new AppError('bad_request', 'The PayPal webhook signature does not verify.');
  const r = event.resource as {
    id?: unknown;
    status?: unknown;
    custom_id?: unknown;
    amount?: { value?: unknown };
  };
  if (event.event_type === 'PAYMENT.CAPTURE.COMPLETED' && typeof r?.id === 'string') {
    const amount = Math.round(Number(r.amount?.value) * 100);
    if (!Number.isInteger(amount) || amount <= 0 || amount > 99_999_999)
      throw new AppError('bad_request', 'The PayPal capture amount is malformed.');
    await creditCapture(db, {
      captureId: r.id,
      amount,
      custom: typeof r.custom_id === 'string' ? r.custom_id : undefined,
      status: String(r.status),
    });
  }
  return { received: true };
}

/**
 * POST /api/v2/billing/pay/confirm: after Stripe.js confirmed, the server asks Stripe for the PaymentIntent (never
 * trusting the page) and credits it once when it succeeded; the webhook does the same, whichever comes first.
 */
export async function confirmCardPayment(
  db: Db,
  payments: Payments | null,
  userId: string,
  id: string,
  saved?: { paymentMethodId: string; returnUrl: string },
) {
  const p = need(payments);
  let pi: Stripe.PaymentIntent = await askStripe(() => p.stripe.paymentIntents.retrieve(id));
  if (pi.metadata?.userId !== userId) throw notFound('Payment');
  if (saved) pi = await confirmWithSavedCard(db, p, userId, pi, saved);
  const r = pi.status === 'succeeded' ? await creditPaymentIntent(db, pi) : null;
  return {
    status: pi.status,
    credited: r !== null,
    released: r?.released ?? [],
    balance: await billingRepository(db).balance(userId),
  };
}

/**
 * A saved card pays the page's PaymentIntent: only a card saved on the account's own Stripe customer, only while
 * the intent still waits for a payment method. Its bank may ask for 3-D Secure (`requires_action`): the page then
 * runs Stripe.js's handleNextAction and confirms again. A decline is a 422 with Stripe's words.
 */
async function confirmWithSavedCard(
  db: Db,
  p: Payments,
  userId: string,
  pi: Stripe.PaymentIntent,
  saved: { paymentMethodId: string; returnUrl: string },
): Promise<Stripe.PaymentIntent> {
  if (pi.status !== 'requires_payment_method' && pi.status !== 'requires_confirmation') return pi;
  const customer = (await billingRepository(db).funds(userId)).stripeCustomerId;
  const pm = await askStripe(() => p.stripe.paymentMethods.retrieve(saved.paymentMethodId));
  const owner = typeof pm.customer === 'string' ? pm.customer : pm.customer?.id;
  if (!customer || owner !== customer) throw notFound('Saved card');
  return askStripe(() =>
    p.stripe.paymentIntents.confirm(pi.id, {
      payment_method: saved.paymentMethodId,
      return_url: saved.returnUrl,
    }),
  );
}

/**
 * POST /api/v2/order/{orderId}/pay: pays one held order: from the balance, or a card payment of what the funds
 * miss for it (its invoice is paid first when the payment arrives).
 */
export async function payOrder(
  db: Db,
  payments: Payments | null,
  user: { id: string; email: string },
  orderId: string,
  method: 'balance' | 'card' | 'paypal',
  paypal?: { cfg: PaypalConfig | null | undefined; returnUrl: string },
) {
  const order = await ordersRepository(db).get(orderId, user.id);
  if (!order) throw notFound('Order');
  const inv = await invoicesRepository(db).forOrder(orderId);
  if (order.status !== 'unpaid' || !inv || inv.paid)
    throw new AppError('conflict', 'This order is not waiting for funds.');
  const base = { orderId, totalCents: order.totalCents };
  const funds = await billingRepository(db).funds(user.id);
  const missing = inv.total - Math.max(availableOf(funds.balance, funds.creditLine), 0);
  if (method === 'balance' || missing <= 0) {
    await payInvoiceFromBalance(db, user.id, inv.id);
    return { ...base, status: 'paid', payment: null };
  }
  const payment = await startOnlinePayment(
    db,
    payments,
    user,
    {
      invoiceId: inv.id,
      // Stripe's smallest charge is $0.50; ours $1.00.
      amount: Math.max(missing, 100),
      method,
    },
    paypal,
  );
  return { ...base, status: order.status, payment };
}

/** GET /api/v2/billing/funding: how an order of `total` would be funded, or what a placed order waits for. */
export async function fundingFor(
  db: Db,
  userId: string,
  q: { total?: number | undefined; orderId?: string },
) {
  const repo = billingRepository(db);
  const [funds, held] = await Promise.all([repo.funds(userId), repo.held(userId)]);
  if (q.orderId === undefined) {
    const f = orderFunding({ ...funds, heldTotals: held.map((h) => h.total) }, q.total ?? 0);
    return {
      kind: f.kind,
      totalCents: f.total,
      amount: f.kind === 'needs-payment' ? f.amount : 0,
      sentence: fundingSentence(f),
      invoiceId: null,
      invoiceNumber: null,
    };
  }
  const order = await ordersRepository(db).get(q.orderId, userId);
  if (!order) throw notFound('Order');
  const inv = await invoicesRepository(db).forOrder(order.id);
  const invoice = { invoiceId: inv?.id ?? null, invoiceNumber: inv ? invoiceNumberLabel(inv.number) : null };
  if (order.status !== 'unpaid')
    return {
      kind: 'paid' as const,
      totalCents: order.totalCents,
      amount: 0,
      sentence: `Paid ${formatDollars(order.totalCents)}: production starts now.`,
      ...invoice,
    };
  const amount = heldOrderNeeds(funds, held, order.id);
  return {
    kind: 'needs-payment' as const,
    totalCents: order.totalCents,
    amount,
    sentence: startsWhenSentence(amount),
    ...invoice,
  };
}

/**
 * Staff: POST /api/internal/accounts/{userId}/payments: a wire or check that arrived, credited once per reference
 * (a second record of it is a 409); its invoice is paid first when given, then held orders are released oldest
 * first. Never on the staff member's own account.
 */
export async function recordReceivedPayment(
  db: Db,
  actor: UserRow,
  userId: string,
  body: { amount: number; method: ReceivedPaymentMethod; reference: string; invoiceId?: string | undefined },
) {
  await refuseOwnAccount(db, actor, userId, 'credit');
  if (body.invoiceId && !(await invoicesRepository(db).get(body.invoiceId, userId)))
    throw notFound('Invoice');
  const word = body.method === 'wire' ? 'Wire' : 'Check';
  const r = await receivePayment(
    db,
    {
      userId,
      direction: 'credit',
      type: paymentCreditType(body.method),
      amount: body.amount,
      externalRef: receivedPaymentRef(body.method, body.reference),
      note: `${word} received, reference ${body.reference.trim()}`,
      actorId: actor.id,
    },
    body.invoiceId,
  );
  if (!r)
    throw new AppError(
      'conflict',
      `${word} ${body.reference.trim()} is already recorded; nothing was credited.`,
    );
  return {
    transactionId: r.transaction.id,
    released: r.released,
    balance: await billingRepository(db).balance(userId),
  };
}
