import {
  billingRepository,
  type Db,
  invoicesRepository,
  type LedgerRow,
  type Queryable,
  usersRepository,
} from '@platen/db';
import {
  availableOf,
  creditLineAllowed,
  debitAllowed,
  fundsNeeded,
  isLedgerCreditType,
} from '@platen/domain/billing/ledger';
import { invoiceNumberLabel } from '@platen/domain/billing/invoice';
import { validateCreditLine } from '@platen/domain/operations/credit-line';
import { isDebitType, isStoreCreditType } from '@platen/domain/operations/store-credit-types';
import { cents } from '@platen/domain/units/units';
import { AppError, notFound } from '../../errors/app-error.ts';
import { payInvoiceFromBalance } from './invoices.ts';
import { releaseHeld } from './pay-order.ts';

/** GET /api/v2/billing/balance (cents), read with `q` (the pool or a transaction). */
export async function balanceOf(q: Queryable, userId: string) {
  const f = await billingRepository(q).funds(userId);
  return {
    balance: f.balance,
    creditLine: f.creditLine,
    available: availableOf(f.balance, f.creditLine),
    currency: 'USD' as const,
  };
}

/** The orders waiting for funds and what it takes to release them all (the manager banner). */
export async function heldOrders(db: Db, userId: string) {
  const repo = billingRepository(db);
  const [f, held] = await Promise.all([repo.funds(userId), repo.held(userId)]);
  return {
    count: held.length,
    needed: fundsNeeded(
      held.map((h) => h.total),
      availableOf(f.balance, f.creditLine),
    ),
    orders: held.map((h) => ({
      orderId: h.orderId,
      total: h.total,
      createdAt: h.createdAt,
      invoiceId: h.invoiceId,
      invoiceNumber: h.invoiceNumber == null ? null : invoiceNumberLabel(h.invoiceNumber),
    })),
  };
}

/** The contract's view of one ledger row. */
export const transactionView = (t: LedgerRow) => ({
  id: t.id,
  direction: t.direction,
  type: t.type,
  amount: t.amount,
  orderId: t.orderId,
  claimId: t.claimId,
  note: t.note,
  createdAt: t.createdAt,
});

/** The ledger query's dates (YYYY-MM-DD, both days included) as the instants the repository compares. */
export function ledgerRange<Q extends { from?: string | undefined; to?: string | undefined }>(q: Q) {
  return {
    ...q,
    from: q.from ? `${q.from}T00:00:00Z` : undefined,
    to: q.to ? new Date(Date.parse(`${q.to}T00:00:00Z`) + 86_400_000).toISOString() : undefined,
  };
}

/** GET /api/v2/billing/transactions: newest first, filtered by type and dates. */
export async function listTransactions(
  db: Db,
  userId: string,
  q: {
    page: number;
    limit: number;
    type?: string | undefined;
    from?: string | undefined;
    to?: string | undefined;
  },
) {
  const r = await billingRepository(db).page(userId, q, q.limit, (q.page - 1) * q.limit);
  return {
    rows: r.rows.map(transactionView),
    count: r.count,
    pages: Math.max(1, Math.ceil(r.count / q.limit)),
  };
}

export interface Movement {
  userId: string;
  direction: 'credit' | 'debit';
  type: string;
  amount: number;
  note?: string | null;
  actorId?: string | null;
  claimId?: string | null;
  orderId?: string | null;
  externalRef?: string | null;
}

/**
 * One money movement under the account lock: a debit must leave available >= 0; a credit releases held orders
 * oldest first. Pass `tx` to join an open transaction. Returns null when `externalRef` was already credited.
 */
export async function moveMoney(db: Db | Queryable, m: Movement, tx?: Queryable) {
  const work = async (q: Queryable) => {
    const repo = billingRepository(q);
    const funds = await repo.lock(m.userId);
    if (m.direction === 'debit' && !debitAllowed(availableOf(funds.balance, funds.creditLine), m.amount))
      throw new AppError('unprocessable', 'The account does not have the funds for this debit.');
    const row = await repo.append(m);
    if (!row) return null;
    const released = m.direction === 'credit' ? await releaseHeld(q, m.userId) : [];
    return { transaction: transactionView(row), released };
  };
  if (tx) return work(tx);
  return (db as Db).transaction(work);
}

/** Pays `invoiceId` from the funds when its order still waits and they cover it; null otherwise. */
async function payIfWaiting(tx: Queryable, userId: string, invoiceId: string): Promise<string | null> {
  const inv = await invoicesRepository(tx).get(invoiceId, userId);
  if (!inv || inv.paid || !inv.orderId) return null;
  try {
    await payInvoiceFromBalance(tx as Db, userId, invoiceId, tx);
    return inv.orderId;
  } catch (err) {
    // Refused before anything was written (not waiting, or not covered): the release below decides.
    if (err instanceof AppError) return null;
    throw err;
  }
}

/**
 * A payment that arrived (card, PayPal, wire, check), credited once by its external ref; the invoice it
 * was for is paid first when its order still waits and the funds cover it, then held orders are released oldest
 * first, all in one transaction under the account lock. Null when the ref was already credited.
 */
export async function receivePayment(
  db: Db,
  m: Movement & { direction: 'credit'; externalRef: string },
  invoiceId?: string | null,
) {
  return db.transaction(async (tx) => {
    const repo = billingRepository(tx);
    await repo.lock(m.userId);
    const row = await repo.append(m);
    if (!row) return null;
    const first = invoiceId ? await payIfWaiting(tx, m.userId, invoiceId) : null;
    const released = await releaseHeld(tx, m.userId);
    return { transaction: transactionView(row), released: first ? [first, ...released] : released };
  });
}

async function existingUser(db: Db, userId: string) {
  if (!(await usersRepository(db).byId(userId))) throw notFound('User');
}

/** POST /api/internal/accounts/{userId}/credit: a positive amount credits, a negative one debits. */
export async function staffAdjust(
  db: Db,
  userId: string,
  body: { amount: number; type: string; note: string },
  actorId: string,
) {
  await existingUser(db, userId);
  const direction = body.amount > 0 ? 'credit' : 'debit';
  const known =
    direction === 'credit' ? isStoreCreditType(body.type) : isDebitType(body.type) && body.type !== 'order';
  if (body.amount === 0) throw new AppError('unprocessable', 'Enter an amount other than zero.');
  if (!known || (direction === 'credit' && !isLedgerCreditType(body.type)))
    throw new AppError('unprocessable', `"${body.type}" is not a ${direction} type staff can use.`);
  return moveMoney(db, {
    userId,
    direction,
    type: body.type,
    amount: Math.abs(body.amount),
    note: body.note,
    actorId,
  });
}

/** PUT /api/internal/accounts/{userId}/credit-line: 0..$100,000, never below the account's debt. */
export async function setCreditLine(db: Db, userId: string, amount: number) {
  await existingUser(db, userId);
  if (amount !== 0) {
    const v = validateCreditLine(cents(amount));
    if (!v.ok) throw new AppError('unprocessable', v.issues[0]!.message, { issues: v.issues });
  }
  return db.transaction((tx) => setCreditLineIn(tx, userId, amount));
}

/**
 * The credit line set inside the caller's transaction (account lock first): never below what the account owes;
 * held orders it now covers are released, oldest first (billing-ledger.md). Answers the funds and the released ids.
 */
export async function setCreditLineIn(tx: Queryable, userId: string, amount: number) {
  const repo = billingRepository(tx);
  const funds = await repo.lock(userId);
  if (!creditLineAllowed(funds.balance, amount))
    throw new AppError('unprocessable', 'The credit line cannot be lower than what the account owes.');
  await repo.setCreditLine(userId, amount);
  const released = await releaseHeld(tx, userId);
  return { ...(await balanceOf(tx, userId)), released };
}
