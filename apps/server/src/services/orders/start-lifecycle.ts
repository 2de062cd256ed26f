import { accessRepository, orderEventsRepository, type Queryable } from '@platen/db';
import { type InitialOrder, initialState, type OrderAction } from '@platen/domain/production/order-lifecycle';
import type { FundsNotice } from './order-money.ts';
import { type Actor, runOrderAction } from './run-order-action.ts';

/** The automatic steps after placement: the order event and the address/IP check; payment follows. */
const AFTER_PLACEMENT = (ip: string | null): OrderAction[] => [{ type: 'place' }, { type: 'validate', ip }];

/**
 * Inside the placement transaction: stores the order's first lifecycle state and runs the automatic steps, so
 * a placed order is already validated and paid (waiting for its artwork review) or unpaid when the answer goes out
 * (pay or hold is the effect of `validate`, order-effects.ts).
 */
export async function startLifecycle(
  tx: Queryable,
  orderId: string,
  start: InitialOrder,
  actor: Actor,
  ip: string | null,
  notice?: FundsNotice,
) {
  const events = orderEventsRepository(tx);
  // Feature flag approvals.autoApprove: every new order skips the staff review, as bypassApproval does per order.
  const autoApprove = (await accessRepository(tx).featureFlags())['approvals.autoApprove'] === true;
  const first = initialState(autoApprove ? { ...start, bypassArtworkCreation: true } : start);
  await events.startLifecycle(orderId, first, start.name);
  if (actor.id) await events.countOrder(actor.id);
  // The placement itself is the customer's; the checks that follow are the system's.
  let who: Actor = actor;
  for (const action of AFTER_PLACEMENT(ip)) {
    await runOrderAction(tx, { orderId, action, actor: who }, tx, { notice });
    who = { id: null, assumedBy: null };
  }
  return orderEventsRepository(tx).lifecycle(orderId);
}
