import { CHANGE_REASONS } from '../approval/change-reasons.ts';
import { cancelRefundable } from '../billing/order-changes.ts';
import { addBusinessDays } from '../calendar/business-days.ts';
import { applyFloorFact } from '../floor/item-milestone-fact.ts';
import { isAfterCutoff } from '../calendar/cutoffs.ts';
import { BEFORE_ARTWORK, BEFORE_PRINTING } from './customer-actions.ts';
import type { MilestonePrintType } from './milestones.ts';
import { MILESTONE_PRINT_TYPES } from './milestones.ts';
import type { OrderEventStatus } from './order-event-statuses.ts';
import type { ItemStatus, OrderStatus } from './order-statuses.ts';
import { decideReship } from './reship.ts';
import type {
  Decision,
  InitialOrder,
  LifecycleEvent,
  LifecycleItem,
  LifecycleShipment,
  LifecycleState,
  OrderAction,
} from './lifecycle-types.ts';
import { canTransitionItem, canTransitionOrder } from './status-transitions.ts';

export type * from './lifecycle-types.ts';

/** The state before any event. */
export function initialState(o: InitialOrder): LifecycleState {
  return {
    status: 'quote',
    heldFrom: null,
    artwork: 'none',
    paymentCaptured: false,
    name: o.name,
    dueDate: o.dueDate,
    sendProof: o.sendProof,
    bypassArtworkCreation: o.bypassArtworkCreation,
    bypassUserApproval: o.bypassUserApproval,
    items: o.items.map((i) => ({
      status: 'quote',
      heldFrom: null,
      printType: i.printType,
      designId: i.designId,
      milestone: null,
      milestoneAt: null,
    })),
    shipments: o.shipments,
    sequence: 0,
  };
}

/** The print type's milestone timeline key, or null when it has none (embroidery). */
export function milestonePrintType(printType: string | null): MilestonePrintType | null {
  const p = printType === 'sublimation' ? 'dtg' : printType;
  return (MILESTONE_PRINT_TYPES as readonly string[]).includes(p ?? '') ? (p as MilestonePrintType) : null;
}

/**
 * O-9-13 / O-9-15: an approval after the 11:30 Los Angeles cutoff (or on a non-business day) starts production
 * on the next business day, so the due date moves one business day later. docs/decisions/order-lifecycle.md.
 */
export function dueDateAfterApproval(dueDate: string, approvedAt: string): string {
  if (!isAfterCutoff(approvedAt, 'approval')) return dueDate;
  // Noon UTC of the due date is the same calendar day in Los Angeles.
  return addBusinessDays(`${dueDate}T20:00:00Z`, 1);
}

const status = (from: string, to: string, extra: Record<string, unknown> = {}): LifecycleEvent => ({
  name: to as OrderEventStatus,
  itemIndex: null,
  data: { from, to, ...extra },
});
const fact = (
  name: OrderEventStatus,
  data: Record<string, unknown> = {},
  itemIndex: number | null = null,
) => ({
  name,
  itemIndex,
  data,
});
const refuse = (reason: string): Decision => ({ ok: false, reason });
const allow = (...events: LifecycleEvent[]): Decision => ({ ok: true, events });

/** The status the order effectively is in, looking through a hold. */
const effective = (s: LifecycleState): string =>
  s.status === 'on-hold' ? (s.heldFrom ?? 'on-hold') : s.status;

function moveOrder(s: LifecycleState, to: OrderStatus, at: string, extra: Record<string, unknown> = {}) {
  const r = canTransitionOrder(s.status, to, {
    heldFrom: s.heldFrom,
    paymentCaptured: s.paymentCaptured || extra.paymentCaptured === true,
  });
  if (!r.ok) return r;
  const data = to === 'artwork-created' ? { ...extra, dueDate: dueDateAfterApproval(s.dueDate, at) } : extra;
  return { ok: true as const, event: status(s.status, to, data) };
}

/** After the artwork is approved by staff (or skipped): a proof for the customer, or straight to production. */
function afterStaffApproval(s: LifecycleState, at: string, events: LifecycleEvent[]): Decision {
  if (s.sendProof && !s.bypassUserApproval) return allow(...events, fact('email-proof-sent'));
  const m = moveOrder(s, 'artwork-created', at);
  if (!m.ok) return refuse(m.reason);
  return allow(...events, m.event);
}

/**
 * Staff ask the customer to change the design: a reason from the list (and a note), the order held until the
 * customer's fixed design requeues it (change-design), and the e-mail that tells the customer.
 */
function requestDesignChange(
  s: LifecycleState,
  action: Extract<OrderAction, { type: 'review' }>,
  at: string,
): Decision {
  const code = action.reasonCode;
  if (!code || !Object.hasOwn(CHANGE_REASONS, code)) return refuse('Choose the reason for the change.');
  const reason = action.reason?.trim() || null;
  const m = moveOrder(s, 'on-hold', at);
  if (!m.ok) return refuse(m.reason);
  const why = { reasonCode: code, reasonLabel: CHANGE_REASONS[code], reason };
  return allow(
    fact('artwork-qc-reject', { ...why, changeRequested: true }),
    m.event,
    fact('email-order-on-hold', why),
  );
}

const SHIPMENT_CHANGES = {
  address: { label: 'address', event: 'address-changed' },
  shippingMethod: { label: 'shipping method', event: 'shipping-method-changed' },
} as const;

/**
 * A change of one shipment's address or shipping method: the shipment exists, the order is not printing yet,
 * and `objection` (the change's own rule) has nothing against it.
 */
function changeShipment<K extends keyof typeof SHIPMENT_CHANGES>(
  s: LifecycleState,
  shipmentIndex: number,
  key: K,
  to: LifecycleShipment[K],
  objection: (ship: LifecycleShipment) => string | null,
): Decision {
  const { label, event } = SHIPMENT_CHANGES[key];
  const ship = s.shipments[shipmentIndex];
  if (!ship) return refuse(`The order has no shipment ${shipmentIndex}.`);
  if (!BEFORE_PRINTING.includes(effective(s)) || s.status === 'cancelled')
    return refuse(`The ${label} of an order that is "${s.status}" can no longer change.`);
  const reason = objection(ship);
  if (reason) return refuse(reason);
  return allow(fact(event, { shipmentIndex, from: ship[key], to }));
}

/**
 * R-4-06: what `action` does to an order in state `s` at instant `at`: the events to append, or the sentence
 * saying why not. Every status change goes through the transition table and its guards.
 */
export function decide(s: LifecycleState, action: OrderAction, at: string): Decision {
  switch (action.type) {
    case 'place': {
      const m = moveOrder(s, 'order', at);
      return m.ok ? allow(m.event) : refuse(m.reason);
    }
    case 'validate': {
      if (s.status !== 'order')
        return refuse(`An order that is "${s.status}" is not waiting for validation.`);
      const m = moveOrder(s, 'validated', at);
      if (!m.ok) return refuse(m.reason);
      return allow(fact('address-ip-auto-approved', { ip: action.ip ?? null }), m.event);
    }
    case 'pay': {
      // docs/decisions/billing-ledger.md: paid at validation, or later from `unpaid` when funds arrive.
      if (s.status !== 'validated' && s.status !== 'unpaid')
        return refuse(`An order that is "${s.status}" is not waiting for payment.`);
      const m = moveOrder(s, 'paid', at, {
        paymentCaptured: true,
        transactionId: action.transactionId,
        amount: action.amount,
      });
      if (!m.ok) return refuse(m.reason);
      return s.status === 'unpaid' ? allow(m.event, fact('order-released')) : allow(m.event);
    }
    case 'await-funds': {
      if (s.status !== 'validated') return refuse(`An order that is "${s.status}" is not being paid.`);
      const m = moveOrder(s, 'unpaid', at, { shortBy: action.shortBy });
      return m.ok ? allow(m.event, fact('email-payment-due', { shortBy: action.shortBy })) : refuse(m.reason);
    }
    case 'start-artwork': {
      if (s.status !== 'paid' || s.artwork !== 'none')
        return refuse('Artwork preparation starts once, after payment.');
      const prep = fact('artwork-preparation');
      if (!s.bypassArtworkCreation) return allow(prep);
      return afterStaffApproval({ ...s, artwork: 'queued' }, at, [prep]);
    }
    case 'review': {
      if (s.status === 'cancelled') return refuse('The order was cancelled.');
      if (s.artwork !== 'queued' || s.status !== 'paid')
        return refuse('The artwork of this order is not waiting for review.');
      if (action.decision === 'approve') return afterStaffApproval(s, at, [fact('artwork-qc-approve')]);
      if (action.decision === 'change') return requestDesignChange(s, action, at);
      const reason = action.reason?.trim();
      if (!reason) return refuse('Give the customer a reason for the rejection.');
      const m = moveOrder(s, 'on-hold', at);
      if (!m.ok) return refuse(m.reason);
      return allow(fact('artwork-qc-reject', { reason }), m.event);
    }
    case 'user-approve': {
      if (s.artwork !== 'proof' || s.status !== 'paid')
        return refuse('There is no proof waiting for approval.');
      const m = moveOrder(s, 'artwork-created', at);
      if (!m.ok) return refuse(m.reason);
      return allow(fact('user-approved'), m.event);
    }
    case 'change-request': {
      if (s.artwork !== 'proof' || s.status !== 'paid')
        return refuse('There is no proof waiting for approval.');
      return allow(fact('change-request', { reason: action.reason?.trim() || null }));
    }
    case 'cancel': {
      // Whether the cancel is refunded is decided now (printing started: it is not) and kept on the event.
      const m = moveOrder(s, 'cancelled', at, { refundable: cancelRefundable(effective(s)) });
      return m.ok ? allow(m.event, fact('email-order-cancelled')) : refuse(m.reason);
    }
    case 'cancel-item': {
      const item = s.items[action.itemIndex];
      if (!item) return refuse(`The order has no item ${action.itemIndex}.`);
      const r = canTransitionItem(item.status, 'cancelled', { heldFrom: item.heldFrom });
      if (!r.ok) return refuse(r.reason);
      const from = item.status === 'on-hold' ? (item.heldFrom ?? item.status) : item.status;
      const refundable = cancelRefundable(from);
      const ev = { ...status(item.status, 'cancelled', { refundable }), itemIndex: action.itemIndex };
      const othersLive = s.items.some((x, i) => i !== action.itemIndex && x.status !== 'cancelled');
      if (othersLive) return allow(ev);
      // The last live item cancelled: the order is cancelled with it.
      const m = moveOrder(s, 'cancelled', at, { refundable: cancelRefundable(effective(s)) });
      return m.ok ? allow(ev, m.event, fact('email-order-cancelled')) : refuse(m.reason);
    }
    case 'reship':
      return decideReship(s, action);
    case 'change-name': {
      if (s.status === 'cancelled' || s.status === 'shipped')
        return refuse(`A ${s.status} order cannot be renamed.`);
      const name = action.name.trim();
      if (!name) return refuse('Enter a name for the order.');
      if (name === s.name) return refuse('The order already has this name.');
      return allow(fact('order-name-changed', { from: s.name, to: name }));
    }
    case 'change-address':
      return changeShipment(s, action.shipmentIndex, 'address', action.address, (ship) => {
        const domestic = (a: Record<string, unknown>) => String(a.country ?? 'US').toUpperCase() === 'US';
        return domestic(ship.address) === domestic(action.address)
          ? null
          : 'A shipment cannot move between domestic and international addresses.';
      });
    case 'change-shipping-method':
      return changeShipment(s, action.shipmentIndex, 'shippingMethod', action.shippingMethod, (ship) =>
        ship.shippingMethod === action.shippingMethod
          ? 'The shipment already uses this shipping method.'
          : null,
      );
    case 'change-design': {
      const item = s.items[action.itemIndex];
      if (!item) return refuse(`The order has no item ${action.itemIndex}.`);
      if (item.status === 'cancelled') return refuse('A cancelled item cannot change design.');
      if (!BEFORE_ARTWORK.includes(effective(s)) || s.status === 'cancelled')
        return refuse('The design can only change before the artwork is created.');
      const ev = fact('design-change', { from: item.designId, to: action.designId }, action.itemIndex);
      // A rejected artwork waits for a new design: the change releases the hold and requeues the artwork.
      if (s.status === 'on-hold' && s.artwork === 'rejected' && s.heldFrom) {
        const m = moveOrder(s, s.heldFrom, at);
        if (!m.ok) return refuse(m.reason);
        return allow(ev, m.event, fact('artwork-preparation'));
      }
      return allow(ev);
    }
  }
}

function moveItems(s: LifecycleState, from: string, to: OrderStatus, at: string): LifecycleItem[] {
  return s.items.map((item) => {
    if (item.status !== from) return item;
    const next: LifecycleItem = { ...item, status: to, heldFrom: to === 'on-hold' ? item.status : null };
    // Entering production: every item starts its print type's milestone timeline.
    if (to === 'artwork-created' && milestonePrintType(item.printType))
      return { ...next, milestone: 'IMPORTED', milestoneAt: at };
    return next;
  });
}

/** Applies one stored event (its creation instant `at`); pure, so replaying the log rebuilds the order. */
export function applyEvent(s: LifecycleState, e: LifecycleEvent, at: string): LifecycleState {
  const n = { ...s, sequence: s.sequence + 1 };
  const d = e.data;
  if (e.itemIndex !== null && typeof d.to === 'string' && typeof d.from === 'string' && e.name === d.to) {
    const items = n.items.map((item, i) =>
      i === e.itemIndex ? { ...item, status: d.to as ItemStatus, heldFrom: null } : item,
    );
    const shipment = d.shipment as LifecycleShipment | undefined;
    return shipment ? { ...n, items, shipments: [...n.shipments, shipment] } : { ...n, items };
  }
  if (e.itemIndex === null && typeof d.to === 'string' && e.name === d.to) {
    const to = d.to as OrderStatus;
    const from = s.status;
    const items = moveItems(s, from, to, at);
    return {
      ...n,
      status: to,
      heldFrom: to === 'on-hold' ? from : null,
      items,
      dueDate: typeof d.dueDate === 'string' ? d.dueDate : n.dueDate,
      artwork: to === 'artwork-created' ? 'approved' : n.artwork,
      paymentCaptured: n.paymentCaptured || d.paymentCaptured === true,
    };
  }
  switch (e.name) {
    case 'artwork-preparation':
      return { ...n, artwork: 'queued' };
    case 'email-proof-sent':
      return { ...n, artwork: 'proof' };
    case 'artwork-qc-reject':
      return { ...n, artwork: 'rejected' };
    case 'change-request':
      return { ...n, artwork: 'queued' };
    case 'order-name-changed':
      return { ...n, name: String(d.to) };
    case 'address-changed':
    case 'shipping-method-changed': {
      const key = e.name === 'address-changed' ? 'address' : 'shippingMethod';
      const shipments = n.shipments.map((sh, i) => (i === d.shipmentIndex ? { ...sh, [key]: d.to } : sh));
      return { ...n, shipments } as LifecycleState;
    }
    case 'design-change': {
      const items = n.items.map((item, i) =>
        i === e.itemIndex ? { ...item, designId: String(d.to) } : item,
      );
      return { ...n, items };
    }
    case 'blanks-placed':
      // A supplier's expected delivery later than the SLA allows moves the due date (floor/supplier-lead-times.ts).
      return applyFloorFact(typeof d.dueDate === 'string' ? { ...n, dueDate: d.dueDate } : n, e, at);
    default:
      // Production floor facts (floor/item-milestone-fact.ts): an item's milestone moves with its units.
      return applyFloorFact(n, e, at);
  }
}

/** Rebuilds an order from its first state and its log. */
export function replay(
  start: LifecycleState,
  events: readonly (LifecycleEvent & { createdAt: string })[],
): LifecycleState {
  return events.reduce((s, e) => applyEvent(s, e, e.createdAt), start);
}
