import {
  billingRepository,
  type Db,
  type InvoiceRevisionRow,
  type InvoiceRow,
  invoicesRepository,
  ordersRepository,
  type Queryable,
} from '@platen/db';
import { invoiceNumberLabel } from '@platen/domain/billing/invoice';
import { availableOf } from '@platen/domain/billing/ledger';
import { AppError, notFound } from '../../errors/app-error.ts';
import { runOrderAction } from '../orders/run-order-action.ts';

/** The contract's view of an invoice (with its revisions when read alone and revised). */
export const invoiceView = (i: InvoiceRow & { revisions?: InvoiceRevisionRow[] }) => ({
  id: i.id,
  number: invoiceNumberLabel(i.number),
  orderId: i.orderId,
  orderName: i.orderName,
  status: i.paid ? ('paid' as const) : ('open' as const),
  lines: i.lines,
  subtotal: i.subtotal,
  tax: i.tax,
  total: i.total,
  totalCents: i.total,
  createdAt: i.createdAt,
  revision: i.revision,
  ...(i.revisions?.length
    ? {
        revisions: i.revisions.map(({ revision, total, reason, createdAt }) => ({
          revision,
          total,
          reason,
          createdAt,
        })),
      }
    : {}),
});

/** GET /api/v2/billing/invoice: the account's invoices, newest first. */
export async function listInvoices(db: Db, userId: string, page: number, limit: number) {
  const r = await invoicesRepository(db).page(userId, limit, (page - 1) * limit);
  return { rows: r.rows.map(invoiceView), count: r.count, pages: Math.max(1, Math.ceil(r.count / limit)) };
}

/** GET /api/v2/billing/invoice/{id}: the owner's invoice (another account's is a 404). */
export async function getInvoice(db: Db, userId: string, invoiceId: string) {
  const i = await invoicesRepository(db).get(invoiceId, userId);
  if (!i) throw notFound('Invoice');
  // A revised invoice says so, with every revision and why.
  return { ...i, revisions: await invoicesRepository(db).revisions(i.id) };
}

/**
 * POST /api/v2/billing/invoice/{id}/pay from the balance: pays this invoice's held order now if balance + credit
 * line covers it (the customer chooses which held order goes first).
 */
export async function payInvoiceFromBalance(db: Db, userId: string, invoiceId: string, inTx?: Queryable) {
  // A payment that arrived pays its invoice inside its own transaction (account.ts receivePayment).
  const within = <T>(fn: (tx: Queryable) => Promise<T>) => (inTx ? fn(inTx) : db.transaction(fn));
  return within(async (tx) => {
    const funds = await billingRepository(tx).lock(userId);
    const inv = await invoicesRepository(tx).get(invoiceId, userId);
    if (!inv) throw notFound('Invoice');
    if (inv.paid) throw new AppError('conflict', 'This invoice is already paid.');
    const order = inv.orderId ? await ordersRepository(tx).get(inv.orderId, userId) : null;
    if (order?.status !== 'unpaid') throw new AppError('conflict', 'This invoice cannot be paid now.');
    const available = availableOf(funds.balance, funds.creditLine);
    if (inv.total > available)
      throw new AppError(
        'unprocessable',
        'The balance and credit line do not cover this invoice. Add funds first.',
      );
    const debit = await billingRepository(tx).append({
      userId,
      direction: 'debit',
      type: 'order',
      amount: inv.total,
      orderId: order.id,
    });
    const system = { id: null, assumedBy: null };
    await runOrderAction(
      tx,
      {
        orderId: order.id,
        action: { type: 'pay', transactionId: debit!.id, amount: inv.total },
        actor: system,
      },
      tx,
    );
    await runOrderAction(tx, { orderId: order.id, action: { type: 'start-artwork' }, actor: system }, tx);
    return invoiceView((await invoicesRepository(tx).get(invoiceId, userId))!);
  });
}
