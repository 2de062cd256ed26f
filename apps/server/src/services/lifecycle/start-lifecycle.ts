import { accessRepository, orderEventsRepository, type Queryable } from '@platen/db';
import { type InitialOrder, initialState, type OrderAction } from '@platen/domain/production/order-lifecycle';
import { type Actor, runOrderAction } from './run-order-action.ts';

/** The automatic steps after placement: the order event, address/IP check, payment on terms, artwork queue. */
const AFTER_PLACEMENT = (ip: string | null): OrderAction[] => [
  { type: 'place' },
  { type: 'validate', ip },
  // docs/decisions/payment-on-terms.md
  { type: 'pay-on-terms' },
  { type: 'start-artwork' },
];

/**
 * Inside the placement transaction: stores the order's first lifecycle state and runs the automatic steps, so
 * a placed order is already validated, paid and waiting for its artwork review when the answer goes out.
 */
export async function startLifecycle(
  tx: Queryable,
  orderId: string,
  start: InitialOrder,
  actor: Actor,
  ip: string | null,
) {
  await tx.query(
    "UPDATE orders SET status = 'quote', lifecycle = $2::jsonb, lifecycle_start = $2::jsonb, name = $3 WHERE id = $1",
    [orderId, JSON.stringify(initialState(start)), start.name],
  );
  if (actor.id) await orderEventsRepository(tx).countOrder(actor.id);
  // Feature flag approvals.autoApprove: every new order skips the staff review, as bypassApproval does per order.
  if ((await accessRepository(tx).featureFlags())['approvals.autoApprove']) {
    const s = initialState({ ...start, bypassArtworkCreation: true });
    await tx.query('UPDATE orders SET lifecycle = $2::jsonb, lifecycle_start = $2::jsonb WHERE id = $1', [
      orderId,
      JSON.stringify(s),
    ]);
  }
  // The placement itself is the customer's; the checks that follow are the system's.
  let who: Actor = actor;
  for (const action of AFTER_PLACEMENT(ip)) {
    await runOrderAction(tx, { orderId, action, actor: who }, tx);
    who = { id: null, assumedBy: null };
  }
  return orderEventsRepository(tx).lifecycle(orderId);
}
