import { type ItemStatus, isItemStatus, isOrderStatus, type OrderStatus } from './order-statuses.ts';

/** The outcome of a status change request: allowed, or refused with a reason a person can act on. */
export type TransitionResult = { ok: true } | { ok: false; reason: string };

/** Facts the guards need; callers pass what they know, a missing fact counts as not established. */
export interface TransitionContext {
  /** The status the order or item was in when it was put on hold; releasing returns there only. */
  heldFrom?: ItemStatus | null;
  /** Payment (card, invoice settlement or credit line) has been captured. */
  paymentCaptured?: boolean;
  /** Order only: every item that is not cancelled has shipped. */
  allItemsShipped?: boolean;
}

/**
 * R-4-06 (open): allowed order status transitions. The lifecycle runs quote -> order -> validated ->
 * (unpaid ->) paid -> artwork-created -> printing -> shipped; on-hold can interrupt any live status and returns
 * to it; cancelling is possible until printing starts; shipped and cancelled are final.
 * See docs/decisions/order-transitions.md.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  quote: ['order', 'cancelled'],
  order: ['validated', 'on-hold', 'cancelled'],
  validated: ['unpaid', 'paid', 'on-hold', 'cancelled'],
  unpaid: ['paid', 'on-hold', 'cancelled'],
  paid: ['artwork-created', 'on-hold', 'cancelled'],
  'artwork-created': ['printing', 'on-hold', 'cancelled'],
  printing: ['shipped', 'on-hold'],
  'on-hold': ['order', 'validated', 'unpaid', 'paid', 'artwork-created', 'printing', 'cancelled'],
  shipped: [],
  cancelled: [],
};

/**
 * R-4-06 (open): allowed item status transitions: the order lifecycle, plus reprint from printing (QC found a
 * defect) or shipped (an approved claim), and a reprint goes back to printing.
 */
export const ITEM_TRANSITIONS: Readonly<Record<ItemStatus, readonly ItemStatus[]>> = {
  ...ORDER_TRANSITIONS,
  printing: ['shipped', 'on-hold', 'reprint'],
  'on-hold': [...ORDER_TRANSITIONS['on-hold'], 'reprint'],
  shipped: ['reprint'],
  reprint: ['printing', 'on-hold', 'cancelled'],
};

const refuse = (reason: string): TransitionResult => ({ ok: false, reason });
const allow: TransitionResult = { ok: true };

function check(
  kind: 'order' | 'item',
  table: Readonly<Record<string, readonly string[]>>,
  from: string,
  to: string,
  ctx: TransitionContext,
): TransitionResult {
  const known = kind === 'order' ? isOrderStatus : isItemStatus;
  if (!known(from)) return refuse(`"${from}" is not an ${kind} status.`);
  if (!known(to)) return refuse(`"${to}" is not an ${kind} status.`);
  if (from === to) return refuse(`The ${kind} is already "${to}".`);
  const next = table[from] ?? [];
  if (next.length === 0) return refuse(`A ${from} ${kind} cannot change status.`);
  if (!next.includes(to)) {
    if (to === 'cancelled') return refuse(`An ${kind} that is "${from}" can no longer be cancelled.`);
    return refuse(`An ${kind} cannot go from "${from}" to "${to}".`);
  }
  // Guards: the table says the move exists; these say whether this order may make it now.
  if (from === 'on-hold' && to !== 'cancelled' && ctx.heldFrom !== to) {
    return refuse(
      ctx.heldFrom
        ? `The ${kind} was put on hold while "${ctx.heldFrom}" and can only be released back to it.`
        : `The status the ${kind} was held from is unknown.`,
    );
  }
  if (to === 'paid' && ctx.paymentCaptured !== true) return refuse('Payment has not been captured.');
  if (kind === 'order' && to === 'shipped' && ctx.allItemsShipped !== true) {
    return refuse('Not every item of the order has shipped.');
  }
  return allow;
}

/** R-4-06: whether an order may move from one status to another, with the reason when it may not. */
export function canTransitionOrder(from: string, to: string, ctx: TransitionContext = {}): TransitionResult {
  return check('order', ORDER_TRANSITIONS, from, to, ctx);
}

/** R-4-06: whether an item may move from one status to another, with the reason when it may not. */
export function canTransitionItem(from: string, to: string, ctx: TransitionContext = {}): TransitionResult {
  return check('item', ITEM_TRANSITIONS, from, to, ctx);
}

/** The statuses an order may move to next (before guards). */
export const nextOrderStatuses = (from: OrderStatus): readonly OrderStatus[] => ORDER_TRANSITIONS[from];

/** The statuses an item may move to next (before guards). */
export const nextItemStatuses = (from: ItemStatus): readonly ItemStatus[] => ITEM_TRANSITIONS[from];
