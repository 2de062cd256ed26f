import type { Db, OrderLifecycleRow, Queryable } from '@platen/db';
import { type ActionRequest, applyOrderAction, inTransaction } from '../lifecycle/apply-order-action.ts';
import { type EffectContext, effectsAfter, ORDER_EFFECTS } from './order-effects.ts';

export type { ActionRequest, Actor } from '../lifecycle/apply-order-action.ts';

/**
 * The order chain: one action through the transition kernel (services/lifecycle), then the effects the table
 * ORDER_EFFECTS registers for it, all in one transaction (docs/decisions/order-effects.md). The only way an order
 * changes after placement. Pass `tx` to join an open transaction (order placement).
 */
export async function runOrderAction(
  db: Db | Queryable,
  req: ActionRequest,
  tx?: Queryable,
  context: EffectContext = {},
): Promise<OrderLifecycleRow> {
  return inTransaction(db, tx, (q) => transitionWithEffects(q, req, context));
}

async function transitionWithEffects(
  tx: Queryable,
  req: ActionRequest,
  context: EffectContext,
): Promise<OrderLifecycleRow> {
  const before = ORDER_EFFECTS.before[req.action.type] ?? [];
  const t = await applyOrderAction(tx, req, async (order) => {
    for (const effect of before) await effect(tx, order);
  });
  const run = (q: Queryable, next: ActionRequest) => transitionWithEffects(q, next, context);
  let answer = t.to;
  for (const effect of effectsAfter(t, req.action.type))
    answer = (await effect({ ...t, tx, req, context, run })) ?? answer;
  return answer;
}
