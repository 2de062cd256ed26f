import { billingRepository, type Db, orderEventsRepository, type Queryable } from '@platen/db';
import {
  applyEvent,
  decide,
  type LifecycleState,
  type OrderAction,
} from '@platen/domain/production/order-lifecycle';
import { AppError, notFound } from '../../errors/app-error.ts';
import { refundCancelled } from '../billing/pay-order.ts';

/** Who acts: the (possibly assumed) user, and the staff member behind them while assuming. */
export interface Actor {
  id: string | null;
  assumedBy: string | null;
}

export interface ActionRequest {
  orderId: string;
  /** Scope to this owner (customers); omit for staff working a queue. */
  ownerId?: string;
  action: OrderAction;
  actor: Actor;
  /** The sequence the caller saw (If-Match): another change since then is a 409. */
  expectedSequence?: number | undefined;
}

/**
 * Runs one action through the domain's transition table and appends its events, in one transaction whose
 * compare-and-set on (status, sequence) lets exactly one of two concurrent changes win; a refusal is a 409
 * carrying the guard's sentence. Pass `tx` to join an open transaction (order placement).
 */
export async function runOrderAction(db: Db | Queryable, req: ActionRequest, tx?: Queryable) {
  const work = async (q: Queryable) => {
    const repo = orderEventsRepository(q);
    const row = await repo.lifecycle(req.orderId, req.ownerId);
    if (!row?.lifecycle) throw notFound('Order');
    // A cancel may refund: the account lock comes first (the lock order is always account, then order).
    const cancels = req.action.type === 'cancel' || req.action.type === 'cancel-item';
    if (cancels) await billingRepository(q).lock(row.userId);
    if (req.expectedSequence !== undefined && req.expectedSequence !== row.lastSequence)
      throw new AppError('conflict', 'The order changed since you loaded it. Reload it and try again.');
    const state = row.lifecycle as unknown as LifecycleState;
    const at = new Date().toISOString();
    const d = decide(state, req.action, at);
    if (!d.ok) throw new AppError('conflict', d.reason);
    const next = d.events.reduce((s, e) => applyEvent(s, e, at), state);
    const won = await repo.commit({
      orderId: row.id,
      expectedStatus: row.status,
      expectedSequence: row.lastSequence,
      status: next.status,
      name: next.name,
      dueDate: next.dueDate,
      lifecycle: next,
      events: d.events,
      actorId: req.actor.id,
      assumedBy: req.actor.assumedBy,
      at,
    });
    if (!won) throw new AppError('conflict', 'The order changed meanwhile. Reload it and try again.');
    if (cancels && next.status === 'cancelled') await refundCancelled(q, row.userId, row.id);
    return { ...row, status: next.status, lastSequence: next.sequence, lifecycle: next as never };
  };
  if (tx) return work(tx);
  return (db as Db).transaction(work);
}
