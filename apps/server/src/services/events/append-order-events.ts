import {
  coupaNoticesRepository,
  type OrderLifecycleRow,
  orderEventsRepository,
  type Queryable,
} from '@platen/db';
import { coupaNoticesOf } from '@platen/domain/procurement/coupa-notices';
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
  if (won && row.fromCoupa) await queueCoupaNotices(q, row.id, events, at);
  return won ? next : null;
}

/**
 * The notices these events make due for an order placed from a Coupa OrderRequest (status changes, packed
 * shipments), queued in the same transaction; nothing when the buyer has no notices URL. Called only for an
 * order whose row says it came from Coupa (orders.from_coupa): no statement for any other order.
 */
async function queueCoupaNotices(q: Queryable, orderId: string, events: LifecycleEvent[], at: string) {
  const due = coupaNoticesOf(events);
  if (due.length === 0) return;
  await coupaNoticesRepository(q).queue(
    orderId,
    due.map((n) => ({ key: n.key, kind: n.kind, data: { ...n, at } })),
  );
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
  return tryAppendEventsAfter(tx, await readLifecycle(tx, orderId), build, actorId, at);
}

/**
 * tryAppendEvents after the lifecycle row the caller read itself, under the order's lock in this transaction
 * (a floor scan's first read): nothing read twice.
 */
export async function tryAppendEventsAfter(
  tx: Queryable,
  read: { row: OrderLifecycleRow; state: LifecycleState },
  build: (s: LifecycleState) => LifecycleEvent[],
  actorId: string | null,
  at: string,
): Promise<LifecycleState | null> {
  const events = build(read.state);
  if (events.length === 0) return read.state;
  return commitEvents(tx, read.row, read.state, events, { id: actorId, assumedBy: null }, at);
}
