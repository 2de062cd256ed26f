import { orderEventsRepository, type Queryable } from '@platen/db';
import {
  applyEvent,
  type LifecycleEvent,
  type LifecycleState,
} from '@platen/domain/production/order-lifecycle';
import { AppError, notFound } from '../../errors/app-error.ts';

/**
 * Appends the events `build` derives from the order's current state (QC, packing, tracking facts) through the
 * lifecycle's compare-and-set, inside the caller's transaction. `build` returns [] when nothing is to record.
 * A concurrent change to the order makes the statement miss: it is read again and rebuilt (a few tries).
 */
export async function appendOrderFacts(
  tx: Queryable,
  orderId: string,
  build: (s: LifecycleState) => LifecycleEvent[],
  actorId: string | null,
): Promise<LifecycleState> {
  const repo = orderEventsRepository(tx);
  for (let attempt = 0; attempt < 5; attempt++) {
    const row = await repo.lifecycle(orderId);
    if (!row?.lifecycle) throw notFound('Order');
    const state = row.lifecycle as unknown as LifecycleState;
    const events = build(state);
    if (events.length === 0) return state;
    const at = new Date().toISOString();
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
    if (won) return next;
  }
  throw new AppError('conflict', 'The order is changing right now: scan again.');
}
