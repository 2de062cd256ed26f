import { LifecycleOrderParamsSchema } from '@platen/contracts';
import { z } from 'zod';
import { orderView } from '../../services/lifecycle/order-state.ts';
import { runOrderAction } from '../../services/orders/run-order-action.ts';
import { V2_ORDER_ACTIONS, type V2OrderAction } from '../lifecycle/order-actions.ts';
import { fundsNotice } from '../orders/placement-context.ts';
import { actorOf, allow, caller, type GqlContext, parseArgs } from './graphql-access.ts';
type Args = Record<string, unknown> & { orderId?: unknown; expectedSequence?: unknown };
const Sequence = z.object({ expectedSequence: z.number().int().min(0).max(999_999_999).nullish() });

/**
 * One v2 order action as a mutation: the REST route's permission, its body schema (the same messages), and
 * the same runOrderAction call (transition table, guards, event log, money, compare-and-set on the sequence).
 */
function orderAction({ name, body, toAction }: V2OrderAction) {
  return async (_: unknown, a: Args, ctx: GqlContext) => {
    await allow(ctx, 'POST', `/api/v2/order/:orderId/${name}`);
    const { orderId } = parseArgs(LifecycleOrderParamsSchema, { orderId: a.orderId });
    const { expectedSequence } = parseArgs(Sequence, { expectedSequence: a.expectedSequence });
    const { orderId: _o, expectedSequence: _e, ...rest } = a;
    const input = parseArgs(body, Object.keys(rest).length ? withoutNulls(rest) : undefined);
    const row = await runOrderAction(
      ctx.deps.db,
      {
        orderId,
        ownerId: caller(ctx).id,
        action: toAction(input),
        actor: actorOf(ctx),
        expectedSequence: expectedSequence ?? undefined,
      },
      undefined,
      { notice: fundsNotice(ctx.deps, ctx.req) },
    );
    return orderView(row);
  };
}

const withoutNulls = (a: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(a).filter(([, v]) => v !== null && v !== undefined));

/** The mutations, one per POST /api/v2/order/{orderId}/<action> (the same table as the REST routes). */
const A = V2_ORDER_ACTIONS;
export const mutationResolvers = {
  cancelOrder: orderAction(A.cancel),
  cancelItem: orderAction(A.cancelItem),
  changeAddress: orderAction(A.changeAddress),
  changeName: orderAction(A.changeName),
  changeShippingMethod: orderAction(A.changeShippingMethod),
  changeDesign: orderAction(A.changeDesign),
  approveProof: orderAction(A.approveProof),
  requestChange: orderAction(A.requestChange),
};
