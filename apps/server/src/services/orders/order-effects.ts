import { randomUUID } from 'node:crypto';
import {
  billingRepository,
  type OrderLifecycleRow,
  orderEventsRepository,
  type Queryable,
  storesRepository,
} from '@platen/db';
import type { LifecycleState, OrderAction } from '@platen/domain/production/order-lifecycle';
import type { OrderStatus } from '@platen/domain/production/order-statuses';
import { releaseToFloor } from '../floor/release-to-floor.ts';
import { reprintReshipped } from '../floor/reship-units.ts';
import { repriceDesignChange } from './change-design.ts';
import type { ActionRequest, OrderTransition } from '../lifecycle/apply-order-action.ts';
import { cartWithShipmentChange } from '@platen/domain/ordering/charged-cart';
import { type FundsNotice, payOrHold, type RunAction } from './order-money.ts';
import { type OrderChange, repriceOrder } from './reprice-order.ts';

/** What the request that started the chain brings along for its effects. */
export interface EffectContext {
  /** Who tells the customer an order waits for funds (placement) or that a held order's amount changed. */
  notice?: FundsNotice;
  /** The action came from the order's own store (a store cancel): nothing is pushed back to it. */
  fromStore?: boolean;
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

/** The change an action makes to the order's price (cancels and shipment changes). */
function changeOf(req: ActionRequest, to: OrderLifecycleRow): OrderChange | null {
  const a = req.action;
  const seq = `${to.id}:${to.lastSequence}`;
  if (a.type === 'cancel')
    return { kind: 'cancel', reason: 'Order cancelled', key: `order-cancelled:${to.id}` };
  if (a.type === 'cancel-item')
    return {
      kind: 'cancel-item',
      reason: `Item ${a.itemIndex + 1} cancelled`,
      // One refund per item, whatever retries or races happen.
      key: `item-cancelled:${to.id}:${a.itemIndex}`,
    };
  if (a.type === 'change-shipping-method')
    return {
      kind: 'change-shipping-method',
      edit: (cart) => cartWithShipmentChange(cart, a.shipmentIndex, { shippingMethod: a.shippingMethod }),
      reason: `Shipping method of shipment ${a.shipmentIndex + 1} changed to ${a.shippingMethod}`,
      key: `order-change:${seq}`,
    };
  if (a.type === 'change-address')
    return {
      kind: 'change-address',
      edit: (cart) => cartWithShipmentChange(cart, a.shipmentIndex, { address: a.address }),
      reason: `Address of shipment ${a.shipmentIndex + 1} changed`,
      key: `order-change:${seq}`,
    };
  return null;
}

/**
 * A cancel or a shipment change re-prices the order through the quote engine: the difference refunded (or
 * debited), the amount due and the invoice revised (reprice-order.ts).
 */
const reprice: AfterEffect = async ({ tx, req, to, run, context }) => {
  const change = changeOf(req, to);
  return change ? repriceOrder(tx, to, { ...change, by: req.actor }, run, context.notice) : undefined;
};

/** A design change re-prices the order through the quote engine and settles the difference in the ledger. */
const repriceDesign: AfterEffect = async ({ tx, req, to, run, context }) =>
  req.action.type === 'change-design'
    ? repriceDesignChange(tx, to, { ...req.action, by: req.actor }, run, context.notice)
    : undefined;

/** An approved reship puts the claimed pieces back on the floor, in the reship's own shipment. */
const reprintClaimed: AfterEffect = async ({ tx, req, to, at }) => {
  if (req.action.type === 'reship') {
    const state = to.lifecycle as unknown as LifecycleState;
    await reprintReshipped(tx, to.id, state, req.action.items, at);
  }
  return undefined;
};

/**
 * A cancelled order imported from a connected store (Shopify, WooCommerce) cancels the store order too: a push queued in
 * this transaction (once per order), sent by the store job after commit. Not when the store cancelled it.
 */
const cancelInStore: AfterEffect = async ({ tx, to, context }) => {
  if (!context.fromStore) await storesRepository(tx).queueStoreCancel(`sf_${randomUUID()}`, to.id);
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
  before: {
    cancel: [lockAccount],
    'cancel-item': [lockAccount],
    'change-design': [lockAccount],
    'change-address': [lockAccount],
    'change-shipping-method': [lockAccount],
  },
  entering: { 'artwork-created': [releaseOrderToFloor] },
  after: {
    validate: [payOrHoldOrder],
    cancel: [reprice, cancelInStore],
    'cancel-item': [reprice],
    'change-design': [repriceDesign],
    reship: [reprintClaimed],
    'change-address': [reprice],
    'change-shipping-method': [reprice],
  },
};

/** The effects one transition triggers, in the order they run. */
export function effectsAfter(t: OrderTransition, action: ActionType): AfterEffect[] {
  const entered =
    t.to.status !== t.from.status ? ORDER_EFFECTS.entering[t.to.status as OrderStatus] : undefined;
  return [...(entered ?? []), ...(ORDER_EFFECTS.after[action] ?? [])];
}
