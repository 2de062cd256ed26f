import type { Db, OrderLifecycleRow, Queryable } from '@platen/db';
import { decide, type OrderAction } from '@platen/domain/production/order-lifecycle';
import { AppError } from '../../errors/app-error.ts';
import { type Actor, commitEvents, readLifecycle } from '../events/append-order-events.ts';

export type { Actor } from '../events/append-order-events.ts';

export interface ActionRequest {
  orderId: string;
  /** Scope to this owner (customers); omit for staff working a queue. */
  ownerId?: string;
  action: OrderAction;
  actor: Actor;
  /** The sequence the caller saw (If-Match): another change since then is a 409. */
  expectedSequence?: number | undefined;
}

/** One transition: the order as read (`from`), the order after it (`to`) and the instant of the change. */
export interface OrderTransition {
  from: OrderLifecycleRow;
  to: OrderLifecycleRow;
  at: string;
}

/**
 * The transition kernel. Applies one action inside an open transaction: the domain's transition table decides,
 * the events are appended with a compare-and-set on (status, sequence) so exactly one of two concurrent changes
 * wins; a refusal is a 409 carrying the guard's sentence. `beforeChange` runs once the order is read (e.g. to take
 * the account lock). The effects of a transition (release to the floor, pay or hold, refunds) are not run here:
 * the caller runs them from services/orders/order-effects.ts (docs/decisions/order-effects.md).
 */
export async function applyOrderAction(
  q: Queryable,
  req: ActionRequest,
  beforeChange?: (row: OrderLifecycleRow) => Promise<unknown>,
): Promise<OrderTransition> {
  const { row, state } = await readLifecycle(q, req.orderId, req.ownerId);
  if (beforeChange) await beforeChange(row);
  if (req.expectedSequence !== undefined && req.expectedSequence !== row.lastSequence)
    throw new AppError('conflict', 'The order changed since you loaded it. Reload it and try again.');
  const at = new Date().toISOString();
  const d = decide(state, req.action, at);
  if (!d.ok) throw new AppError('conflict', d.reason);
  const next = await commitEvents(q, row, state, d.events, req.actor, at);
  if (!next) throw new AppError('conflict', 'The order changed meanwhile. Reload it and try again.');
  return {
    from: row,
    to: { ...row, status: next.status, lastSequence: next.sequence, lifecycle: next as never },
    at,
  };
}

/** Runs `work` in its own transaction, or in `tx` when given. */
export function inTransaction<T>(
  db: Db | Queryable,
  tx: Queryable | undefined,
  work: (q: Queryable) => Promise<T>,
) {
  return tx ? work(tx) : (db as Db).transaction(work);
}
