import { billingRepository, type OrderLifecycleRow, orderEventsRepository, type Queryable } from '@platen/db';
import type { LifecycleState, OrderAction } from '@platen/domain/production/order-lifecycle';
import type { OrderStatus } from '@platen/domain/production/order-statuses';
import { releaseToFloor } from '../floor/release-to-floor.ts';
import { reprintReshipped } from '../floor/reship-units.ts';
import { repriceDesignChange } from './change-design.ts';
import type { ActionRequest, OrderTransition } from '../lifecycle/apply-order-action.ts';
import { type FundsNotice, payOrHold, refundCancelled, type RunAction } from './order-money.ts';

/** What the request that started the chain brings along for its effects. */
export interface EffectContext {
  /** Who tells the customer an order waits for funds (placement). */
  notice?: FundsNotice;
}

/** One transition as its effects see it, in the transaction that made it. */
export interface AfterTransition extends OrderTransition {
  tx: Queryable;
  req: ActionRequest;
  context: EffectContext;
  /** Runs a follow-up action through the same chain (kernel, then its effects). */
  run: RunAction;
}

/** Runs once the order is read, before it changes (locks: the lock order is always account, then order). */
export type BeforeEffect = (tx: Queryable, order: OrderLifecycleRow) => Promise<unknown>;
/** Runs after the transition; a row it returns is the order as the effect left it (the chain's answer). */
export type AfterEffect = (t: AfterTransition) => Promise<OrderLifecycleRow | undefined>;

type ActionType = OrderAction['type'];

const lockAccount: BeforeEffect = (tx, order) => billingRepository(tx).lock(order.userId);

/** An order whose artwork is approved is released into production (units, blanks), then read again. */
const releaseOrderToFloor: AfterEffect = async ({ tx, to, at }) => {
  if (!(await releaseToFloor(tx, to.id, at))) return undefined;
  return (await orderEventsRepository(tx).lifecycle(to.id)) ?? undefined;
};

/** Validated at placement: paid from balance + credit line (then the artwork queue), or held for funds. */
const payOrHoldOrder: AfterEffect = async ({ tx, to, run, context }) => {
  await payOrHold(tx, to.id, to.userId, run, context.notice);
  return (await orderEventsRepository(tx).lifecycle(to.id)) ?? undefined;
};

/** A cancel gives back what the order paid (whole order), or the cancelled item's share of it. */
const refund: AfterEffect = async ({ tx, req, to, run }) => {
  const { action } = req;
  if (to.status === 'cancelled') await refundCancelled(tx, to.userId, to.id, { wholeOrder: true }, run);
  else if (action.type === 'cancel-item')
    await refundCancelled(tx, to.userId, to.id, { wholeOrder: false, itemIndex: action.itemIndex }, run);
  return undefined;
};

/** A design change re-prices the order through the quote engine and settles the difference in the ledger. */
const repriceDesign: AfterEffect = async ({ tx, req, to, run }) => {
  if (req.action.type === 'change-design') await repriceDesignChange(tx, to, req.action, run);
  return undefined;
};

/** An approved reship puts the claimed pieces back on the floor, in the reship's own shipment. */
const reprintClaimed: AfterEffect = async ({ tx, req, to, at }) => {
  if (req.action.type === 'reship') {
    const state = to.lifecycle as unknown as LifecycleState;
    await reprintReshipped(tx, to.id, state, req.action.items, at);
  }
  return undefined;
};

/**
 * Every effect of an order transition, in one table (Vendure's onTransitionEnd): `before` an action changes the
 * order, on `entering` a status, and `after` an action. The chain (run-order-action.ts) runs them in the
 * transaction of the transition, entering effects first. The kernel (services/lifecycle) knows none of them.
 */
export const ORDER_EFFECTS: {
  before: Partial<Record<ActionType, BeforeEffect[]>>;
  entering: Partial<Record<OrderStatus, AfterEffect[]>>;
  after: Partial<Record<ActionType, AfterEffect[]>>;
} = {
  before: { cancel: [lockAccount], 'cancel-item': [lockAccount], 'change-design': [lockAccount] },
  entering: { 'artwork-created': [releaseOrderToFloor] },
  after: {
    validate: [payOrHoldOrder],
    cancel: [refund],
    'cancel-item': [refund],
    'change-design': [repriceDesign],
    reship: [reprintClaimed],
  },
};

/** The effects one transition triggers, in the order they run. */
export function effectsAfter(t: OrderTransition, action: ActionType): AfterEffect[] {
  const entered =
    t.to.status !== t.from.status ? ORDER_EFFECTS.entering[t.to.status as OrderStatus] : undefined;
  return [...(entered ?? []), ...(ORDER_EFFECTS.after[action] ?? [])];
}
