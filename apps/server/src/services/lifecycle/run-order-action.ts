import { billingRepository, type Db, type Queryable } from '@platen/db';
import { refundCancelled } from '../billing/pay-order.ts';
import { type ActionRequest, applyOrderAction, inTransaction } from './apply-order-action.ts';
import { repriceDesignChange } from './change-design.ts';

export type { ActionRequest, Actor } from './apply-order-action.ts';

/**
 * Runs one action through the domain's transition table and appends its events in one transaction
 * (applyOrderAction); a cancel takes the account lock first (the lock order is always account, then order) and
 * refunds what the order paid, or the cancelled item's share of it; a design change takes it too and re-prices the
 * order through the ledger (repriceDesignChange). Pass `tx` to join an open transaction (order placement).
 */
export async function runOrderAction(db: Db | Queryable, req: ActionRequest, tx?: Queryable) {
  return inTransaction(db, tx, async (q) => {
    const cancels = req.action.type === 'cancel' || req.action.type === 'cancel-item';
    const moneyMoves = cancels || req.action.type === 'change-design';
    const done = await applyOrderAction(
      q,
      req,
      moneyMoves ? (row) => billingRepository(q).lock(row.userId) : undefined,
    );
    if (req.action.type === 'change-design') await repriceDesignChange(q, done, req.action);
    if (done.status === 'cancelled' && cancels)
      await refundCancelled(q, done.userId, done.id, { wholeOrder: true });
    else if (req.action.type === 'cancel-item')
      await refundCancelled(q, done.userId, done.id, { wholeOrder: false, itemIndex: req.action.itemIndex });
    return done;
  });
}
