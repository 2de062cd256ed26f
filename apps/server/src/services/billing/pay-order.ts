import type { Queryable } from '@platen/db';
import { releaseHeld as releaseHeldOrders } from '../orders/order-money.ts';
import { runOrderAction } from '../orders/run-order-action.ts';

/**
 * After money arrives (the account lock held): pays the held orders oldest first while they fit, each through the
 * order chain (orders/run-order-action.ts). Returns the ids released.
 */
export function releaseHeld(tx: Queryable, userId: string): Promise<string[]> {
  return releaseHeldOrders(tx, userId, (q, req) => runOrderAction(q, req, q));
}
