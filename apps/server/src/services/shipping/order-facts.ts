import type { Queryable } from '@platen/db';
import type { LifecycleEvent, LifecycleState } from '@platen/domain/production/order-lifecycle';
import { AppError } from '../../errors/app-error.ts';
import { tryAppendEvents } from '../events/append-order-events.ts';

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
  for (let attempt = 0; attempt < 5; attempt++) {
    const next = await tryAppendEvents(tx, orderId, build, actorId, new Date().toISOString());
    if (next) return next;
  }
  throw new AppError('conflict', 'The order is changing right now: scan again.');
}
