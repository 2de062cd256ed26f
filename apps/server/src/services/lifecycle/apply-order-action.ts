import { type Db, orderEventsRepository, type Queryable } from '@platen/db';
import { decide, type OrderAction } from '@platen/domain/production/order-lifecycle';
import { AppError } from '../../errors/app-error.ts';
import { type Actor, commitEvents, readLifecycle } from '../events/append-order-events.ts';
import { releaseToFloor } from '../floor/release-to-floor.ts';

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

/**
 * Applies one action inside an open transaction: the domain's transition table decides, the events are appended
 * with a compare-and-set on (status, sequence) so exactly one of two concurrent changes wins; a refusal is a 409
 * carrying the guard's sentence. `beforeChange` runs once the order is read (e.g. to take the account lock).
 * Money side effects (refunds) belong to runOrderAction, which builds on this.
 */
export async function applyOrderAction(
  q: Queryable,
  req: ActionRequest,
  beforeChange?: (row: { id: string; userId: string }) => Promise<unknown>,
) {
  const { row, state } = await readLifecycle(q, req.orderId, req.ownerId);
  if (beforeChange) await beforeChange(row);
  if (req.expectedSequence !== undefined && req.expectedSequence !== row.lastSequence)
    throw new AppError('conflict', 'The order changed since you loaded it. Reload it and try again.');
  const at = new Date().toISOString();
  const d = decide(state, req.action, at);
  if (!d.ok) throw new AppError('conflict', d.reason);
  const next = await commitEvents(q, row, state, d.events, req.actor, at);
  if (!next) throw new AppError('conflict', 'The order changed meanwhile. Reload it and try again.');
  // Issue 17: an order whose artwork is approved is released into production in the same transaction.
  if (next.status === 'artwork-created' && row.status !== 'artwork-created') {
    if (await releaseToFloor(q, row.id, at)) {
      const released = await orderEventsRepository(q).lifecycle(row.id);
      if (released) return released;
    }
  }
  return { ...row, status: next.status, lastSequence: next.sequence, lifecycle: next as never };
}

/** Runs applyOrderAction in its own transaction, or in `tx` when given. */
export function inTransaction<T>(
  db: Db | Queryable,
  tx: Queryable | undefined,
  work: (q: Queryable) => Promise<T>,
) {
  return tx ? work(tx) : (db as Db).transaction(work);
}
