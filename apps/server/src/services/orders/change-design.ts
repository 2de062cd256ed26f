import { randomUUID } from 'node:crypto';
import { billingRepository, designsRepository, ordersRepository, type Queryable } from '@platen/db';
import type { Cart } from '@platen/domain/entities/entities';
import { availableOf, debitAllowed } from '@platen/domain/billing/ledger';
import { cartWithItemDesign } from '@platen/domain/ordering/change-item-design';
import { orderLines } from '@platen/domain/ordering/order-lines';
import { AppError, notFound } from '../../errors/app-error.ts';
import { priceLines, quoteProblems } from '../quote/priced-order.ts';
import { quoteForCart } from '../quote/quote-cart.ts';
import { releaseHeld, type RunAction } from './order-money.ts';

type Order = NonNullable<Awaited<ReturnType<ReturnType<typeof ordersRepository>['get']>>> & {
  userId: string;
};

/** The order's cart with the item on the new design: only a ready design of the order's own account (else 422). */
async function redesignedCart(q: Queryable, order: Order, itemIndex: number, designId: string) {
  const design = await designsRepository(q).byId(order.userId, designId);
  const r = cartWithItemDesign(order.cart as unknown as Cart, itemIndex, design, `draft-${randomUUID()}`);
  if (!r.ok) throw new AppError('unprocessable', r.issues[0]!.message, { issues: r.issues });
  return r.cart;
}

/**
 * A paid order's new price settles through the ledger (the account lock is held): the difference debited when
 * balance + credit line cover it (else 422, nothing changes), or credited, which releases held orders.
 */
async function settleDifference(q: Queryable, order: Order, total: number, run: RunAction) {
  const diff = total - order.totalCents;
  const repo = billingRepository(q);
  if (diff === 0 || !(await repo.orderDebit(order.id))) return;
  const funds = await repo.lock(order.userId);
  if (diff > 0 && !debitAllowed(availableOf(funds.balance, funds.creditLine), diff))
    throw new AppError('unprocessable', 'The account does not have the funds for this debit.');
  await repo.append({
    userId: order.userId,
    direction: diff > 0 ? 'debit' : 'credit',
    type: 'design-change',
    amount: Math.abs(diff),
    orderId: order.id,
    note: `Design change on order ${order.po ?? order.id}`,
  });
  if (diff < 0) await releaseHeld(q, order.userId, run);
}

/**
 * After the lifecycle accepted a design change (same transaction, account lock held): the new design is checked
 * (the customer's, ready, same print type), the order is re-priced by the quote engine (quoteForCart, as at
 * placement) and stored with its new cart, quote, total and line prices, and the difference goes through the
 * ledger. Any refusal rolls the whole change back.
 */
export async function repriceDesignChange(
  q: Queryable,
  order: { id: string; userId: string },
  change: { itemIndex: number; designId: string },
  run: RunAction,
) {
  const found = await ordersRepository(q).get(order.id, order.userId);
  if (!found) throw notFound('Order');
  const row = { ...found, userId: order.userId };
  const cart = await redesignedCart(q, row, change.itemIndex, change.designId);
  const quote = await quoteForCart(q, cart, row.userId);
  const problems = quoteProblems(quote);
  if (problems.length > 0)
    throw new AppError('unprocessable', `The new design cannot be priced: ${problems[0]!.message}`, {
      issues: problems,
    });
  const lines = priceLines(orderLines(cart), quote);
  await ordersRepository(q).reprice(row.id, { cart, quote, totalCents: quote.totals.total, lines });
  await settleDifference(q, row, quote.totals.total, run);
}
