import { type OrderLifecycleRow, orderEventsRepository, type Queryable } from '@platen/db';
import {
  applyEvent,
  type LifecycleEvent,
  type LifecycleState,
} from '@platen/domain/production/order-lifecycle';
import { notFound } from '../../errors/app-error.ts';

/** Who acts: the (possibly assumed) user, and the staff member behind them while assuming. */
export interface Actor {
  id: string | null;
  assumedBy: string | null;
}

/** The order's lifecycle row and its state; `ownerId` scopes it to its owner. 404 when there is none. */
export async function readLifecycle(
  q: Queryable,
  orderId: string,
  ownerId?: string,
): Promise<{ row: OrderLifecycleRow; state: LifecycleState }> {
  const row = await orderEventsRepository(q).lifecycle(orderId, ownerId);
  if (!row?.lifecycle) throw notFound('Order');
  return { row, state: row.lifecycle as unknown as LifecycleState };
}

/**
 * Appends `events` after the state read as `row`, through the lifecycle's compare-and-set on (status, sequence)
 * in one statement: the new state, or null when a concurrent change made the statement miss (nothing written).
 */
export async function commitEvents(
  q: Queryable,
  row: OrderLifecycleRow,
  state: LifecycleState,
  events: LifecycleEvent[],
  actor: Actor,
  at: string,
): Promise<LifecycleState | null> {
  const next = events.reduce((s, e) => applyEvent(s, e, at), state);
  const won = await orderEventsRepository(q).commit({
    orderId: row.id,
    expectedStatus: row.status,
    expectedSequence: row.lastSequence,
    status: next.status,
    name: next.name,
    dueDate: next.dueDate,
    lifecycle: next,
    events,
    actorId: actor.id,
    assumedBy: actor.assumedBy,
    at,
  });
  return won ? next : null;
}

/**
 * One try at appending the events `build` derives from the order's current state, in the caller's transaction
 * (floor scans, shipping facts): the new state, or null when a concurrent change made the statement miss.
 * `build` returns [] when there is nothing to record (the state is returned as is).
 */
export async function tryAppendEvents(
  tx: Queryable,
  orderId: string,
  build: (s: LifecycleState) => LifecycleEvent[],
  actorId: string | null,
  at: string,
): Promise<LifecycleState | null> {
  const { row, state } = await readLifecycle(tx, orderId);
  const events = build(state);
  if (events.length === 0) return state;
  return commitEvents(tx, row, state, events, { id: actorId, assumedBy: null }, at);
}
