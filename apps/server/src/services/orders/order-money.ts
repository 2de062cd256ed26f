import { billingRepository, invoicesRepository, type Queryable, usersRepository } from '@platen/db';
import { availableOf, decidePayment, ordersToRelease } from '@platen/domain/billing/ledger';
import { invoiceFromTotals, invoiceNumberLabel, type OrderTotals } from '@platen/domain/billing/invoice';
import { type TransferInstructions, transferLines } from '@platen/domain/billing/payments';
import type { ActionRequest, Actor } from '../lifecycle/apply-order-action.ts';
import type { Mailer } from '../mail/mailer.ts';

/**
 * Runs one follow-up action through the order chain (kernel, then its effects) in the caller's transaction. Passed
 * in by the chain (orders/run-order-action.ts), so this file does not import its caller.
 */
export type RunAction = (tx: Queryable, req: ActionRequest) => Promise<unknown>;

/** Who tells the customer an order waits for funds: the mailer and the origin its links point at. */
export interface FundsNotice {
  mailer: Mailer;
  origin: string;
  /** Runs after the placement commits when an order was held (auto-recharge by the default card). */
  afterHeld?: (userId: string) => void;
  /** Bank transfer / check instructions (TRANSFER_*), shown in the e-mail with the invoice number. */
  transfer?: TransferInstructions | null;
}

const SYSTEM: Actor = { id: null, assumedBy: null };

/** Debits the order and moves it to paid, then queues its artwork. The account lock is already held. */
async function payHeldOrder(tx: Queryable, userId: string, orderId: string, total: number, run: RunAction) {
  const debit = await billingRepository(tx).append({
    userId,
    direction: 'debit',
    type: 'order',
    amount: total,
    orderId,
  });
  await run(tx, {
    orderId,
    action: { type: 'pay', transactionId: debit!.id, amount: total },
    actor: SYSTEM,
  });
  await run(tx, { orderId, action: { type: 'start-artwork' }, actor: SYSTEM });
}

/**
 * At validation, inside the placement transaction: takes the account lock (so concurrent placements of one account
 * queue here), issues the order's invoice, and pays the order when balance + credit line covers its total (an
 * `order` debit in the same transaction as the `paid` event); otherwise the order waits `unpaid` with a
 * payment-due notice. docs/decisions/billing-ledger.md.
 */
export async function payOrHold(
  tx: Queryable,
  orderId: string,
  userId: string,
  run: RunAction,
  notice?: FundsNotice,
) {
  const funds = await billingRepository(tx).lock(userId);
  const o = await billingRepository(tx).orderPricing(orderId);
  const total = o?.total ?? 0;
  const stored = o?.quote as { totals?: OrderTotals; coupon?: OrderTotals['coupon'] } | null;
  const totals = stored?.totals;
  const inv = invoiceFromTotals(
    totals
      ? { ...totals, total, coupon: stored?.coupon ?? null }
      : { printing: total, blanks: 0, shipping: 0, fees: 0, tax: 0, total },
  );
  const invoiceId = await invoicesRepository(tx).issue({ userId, orderId, ...inv });
  // Older held orders come first: a new order never jumps the queue of orders waiting for funds.
  const waiting = (await billingRepository(tx).held(userId)).length > 0;
  const d = decidePayment(waiting ? -1 : availableOf(funds.balance, funds.creditLine), total);
  if (d.paid) return payHeldOrder(tx, userId, orderId, total, run);
  const shortBy = waiting ? total : d.shortBy;
  await run(tx, { orderId, action: { type: 'await-funds', shortBy }, actor: SYSTEM });
  const after = notice?.afterHeld;
  if (after) tx.afterCommit(() => after(userId));
  // The e-mail goes to the outbox in this transaction: it is sent only if the order is stored.
  if (notice) await mailAmountDue(tx, notice, { userId, orderId, invoiceId, amountDueCents: shortBy });
}

/** The "Pay now" e-mail of a held order (in the caller's transaction: the outbox row commits with it). */
async function mailAmountDue(
  tx: Queryable,
  notice: FundsNotice,
  o: {
    userId: string;
    orderId: string;
    invoiceId: string;
    amountDueCents: number;
    revised?: { previousCents: number; reason: string; revision: number };
  },
) {
  const user = await usersRepository(tx).byId(o.userId);
  if (!user) return;
  const number = (await invoicesRepository(tx).get(o.invoiceId))?.number;
  const invoiceNumber = number ? invoiceNumberLabel(number) : null;
  await notice.mailer.send(
    user.email,
    'order-held-for-funds',
    {
      name: user.name,
      orderId: o.orderId,
      amountDueCents: o.amountDueCents,
      // The invoice page pays it by card and shows the transfer details.
      link: `${notice.origin}/manager/v2/billing/invoice/${o.invoiceId}`,
      invoiceNumber,
      transfer: notice.transfer ? transferLines(notice.transfer, invoiceNumber) : null,
      revised: o.revised ?? null,
    },
    { db: tx },
  );
}

/**
 * After a change re-priced an order that still waits for funds: the "Pay now" e-mail again, with the new amount
 * due (its total), the old one, why, and the invoice's revision, so the one the customer holds is never stale.
 */
export async function mailRevisedAmountDue(
  tx: Queryable,
  notice: FundsNotice | undefined,
  o: { userId: string; orderId: string; previousCents: number; reason: string },
) {
  if (!notice) return;
  const held = (await billingRepository(tx).held(o.userId)).find((h) => h.orderId === o.orderId);
  if (!held?.invoiceId || held.total === o.previousCents) return;
  const revision = (await invoicesRepository(tx).get(held.invoiceId))?.revision ?? 1;
  await mailAmountDue(tx, notice, {
    userId: o.userId,
    orderId: o.orderId,
    invoiceId: held.invoiceId,
    amountDueCents: held.total,
    revised: { previousCents: o.previousCents, reason: o.reason, revision },
  });
}

/**
 * After money arrives (the account lock held): pays the held orders oldest first while they fit. Returns the ids
 * released.
 */
export async function releaseHeld(tx: Queryable, userId: string, run: RunAction): Promise<string[]> {
  const repo = billingRepository(tx);
  const funds = await repo.funds(userId);
  const release = ordersToRelease(
    (await repo.held(userId)).map((h) => ({ ...h })),
    availableOf(funds.balance, funds.creditLine),
  );
  for (const h of release) await payHeldOrder(tx, userId, h.orderId, h.total, run);
  return release.map((h) => h.orderId);
}
