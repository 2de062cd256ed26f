import type { Queryable } from '@platen/db';
import type { LifecycleEvent, LifecycleState } from '@platen/domain/production/order-lifecycle';
import { AppError } from '../../errors/app-error.ts';
import { tryAppendEvents } from '../events/append-order-events.ts';

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
