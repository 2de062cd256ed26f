import type { OrderLifecycleRow, Queryable } from '@platen/db';
import type { LifecycleEvent, LifecycleState } from '@platen/domain/production/order-lifecycle';
import { AppError } from '../../errors/app-error.ts';
import { tryAppendEvents, tryAppendEventsAfter } from '../events/append-order-events.ts';

/**
 * Appends floor events to an order's log in the caller's transaction, after the caller locked the order row
 * (unitsRepository.lockOrder): the compare-and-set on (status, sequence) then always wins, and the log stays
 * gap-free. `build` sees the current state (e.g. to add the artwork-created -> printing move). `order` is the
 * order's id (its lifecycle is read now) or the lifecycle row the caller read under that lock.
 */
export async function appendFloorEvents(
  tx: Queryable,
  order: string | { row: OrderLifecycleRow; state: LifecycleState },
  build: (s: LifecycleState) => LifecycleEvent[],
  actorId: string | null,
  at: string,
): Promise<LifecycleState> {
  const next =
    typeof order === 'string'
      ? await tryAppendEvents(tx, order, build, actorId, at)
      : await tryAppendEventsAfter(tx, order, build, actorId, at);
  if (!next) throw new AppError('conflict', 'The order changed meanwhile. Scan again.');
  return next;
}
