import { orderEventsRepository, type Queryable } from '@platen/db';
import {
  applyEvent,
  type LifecycleEvent,
  type LifecycleState,
} from '@platen/domain/production/order-lifecycle';
import { AppError, notFound } from '../../errors/app-error.ts';

/**
 * One try at appending the events `build` derives from the order's current state, in the caller's transaction,
 * through the lifecycle's compare-and-set on (status, sequence): the new state, or null when a concurrent change
 * made the statement miss. `build` returns [] when there is nothing to record (the state is returned as is).
 */
export async function tryAppendEvents(
  tx: Queryable,
  orderId: string,
  build: (s: LifecycleState) => LifecycleEvent[],
  actorId: string | null,
  at: string,
): Promise<LifecycleState | null> {
  const repo = orderEventsRepository(tx);
  const row = await repo.lifecycle(orderId);
  if (!row?.lifecycle) throw notFound('Order');
  const state = row.lifecycle as unknown as LifecycleState;
  const events = build(state);
  if (events.length === 0) return state;
  const next = events.reduce((s, e) => applyEvent(s, e, at), state);
  const won = await repo.commit({
    orderId,
    expectedStatus: row.status,
    expectedSequence: row.lastSequence,
    status: next.status,
    name: next.name,
    dueDate: next.dueDate,
    lifecycle: next,
    events,
    actorId,
    assumedBy: null,
    at,
  });
  return won ? next : null;
}

/**
 * Appends floor events to an order's log in the caller's transaction, after the caller locked the order row
 * (unitsRepository.lockOrder): the compare-and-set on (status, sequence) then always wins, and the log stays
 * gap-free. `build` sees the current state (e.g. to add the artwork-created -> printing move).
 */
export async function appendFloorEvents(
  tx: Queryable,
  orderId: string,
  build: (s: LifecycleState) => LifecycleEvent[],
  actorId: string | null,
  at: string,
): Promise<LifecycleState> {
  const next = await tryAppendEvents(tx, orderId, build, actorId, at);
  if (!next) throw new AppError('conflict', 'The order changed meanwhile. Scan again.');
  return next;
}
