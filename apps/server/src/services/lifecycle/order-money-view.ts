import type { OrderView } from '@platen/contracts';
import { billingRepository, invoicesRepository, type Queryable } from '@platen/db';
import { invoiceNumberLabel } from '@platen/domain/billing/invoice';
import { amountDueCents, ORDER_MONEY_TYPES } from '@platen/domain/billing/order-changes';

/**
 * An order's money as the order page shows it: what its order-money ledger rows hold (paid), what is
 * still due (its total less that), and its invoice with the current revision. One total everywhere: the order's
 * `total_cents`, which every re-pricing keeps equal to the invoice and, once paid, to the ledger.
 */
export async function orderMoney(q: Queryable, orderId: string, totalCents: number) {
  const paidCents = await billingRepository(q).orderNetCents(orderId, ORDER_MONEY_TYPES);
  const inv = await invoicesRepository(q).forOrder(orderId);
  return {
    paidCents,
    amountDueCents: amountDueCents(totalCents, paidCents),
    invoice: inv
      ? { id: inv.id, number: invoiceNumberLabel(inv.number), revision: inv.revision, totalCents: inv.total }
      : null,
  };
}

/** The order view with its money (the single order answer). */
export async function withMoney(q: Queryable, view: OrderView): Promise<OrderView> {
  return { ...view, money: await orderMoney(q, view.orderId, view.totalCents) };
}
