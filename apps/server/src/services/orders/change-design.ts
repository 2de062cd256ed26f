import { randomUUID } from 'node:crypto';
import { designsRepository, type OrderLifecycleRow, ordersRepository, type Queryable } from '@platen/db';
import type { Cart } from '@platen/domain/entities/entities';
import { cartWithItemDesign } from '@platen/domain/ordering/change-item-design';
import { AppError, notFound } from '../../errors/app-error.ts';
import type { FundsNotice, RunAction } from './order-money.ts';
import { type OrderChange, repriceOrder } from './reprice-order.ts';

/** The order's cart with the item on the new design: only a ready design of the order's own account (else 422). */
async function redesignedCart(q: Queryable, order: OrderLifecycleRow, itemIndex: number, designId: string) {
  const found = await ordersRepository(q).get(order.id, order.userId);
  if (!found) throw notFound('Order');
  const design = await designsRepository(q).byId(order.userId, designId);
  const r = cartWithItemDesign(found.cart as unknown as Cart, itemIndex, design, `draft-${randomUUID()}`);
  if (!r.ok) throw new AppError('unprocessable', r.issues[0]!.message, { issues: r.issues });
  return r.cart;
}

/**
 * After the lifecycle accepted a design change (same transaction, account lock held): the new design is checked
 * (the customer's, ready, same print type), then the order is re-priced like every change (reprice-order.ts:
 * the quote engine as at placement, the difference through the ledger, the invoice revised). Any refusal rolls the
 * whole change back.
 */
export async function repriceDesignChange(
  q: Queryable,
  to: OrderLifecycleRow,
  change: { itemIndex: number; designId: string; by?: OrderChange['by'] },
  run: RunAction,
  notice?: FundsNotice,
) {
  const cart = await redesignedCart(q, to, change.itemIndex, change.designId);
  return repriceOrder(
    q,
    to,
    {
      kind: 'change-design',
      edit: () => cart,
      reason: `Design of item ${change.itemIndex + 1} changed`,
      key: `design-change:${to.id}:${to.lastSequence}`,
      by: change.by,
    },
    run,
    notice,
  );
}
