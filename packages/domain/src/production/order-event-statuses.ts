import { ITEM_STATUSES } from './order-statuses.ts';

/** R-4-03: event statuses the order log adds to the order statuses (verbatim). */
export const PRODUCTION_EVENT_STATUSES = [
  'garment-substitution',
  'address-changed',
  'returned',
  'delivered',
  'artwork-preparation',
  'artwork-on-hold',
  'artwork-complete',
  'order-approved',
  'blanks-placed',
  'blanks-received',
  'pretreat',
  'printed',
  'taped',
  'baked',
  'qc',
  'stored',
  'rejection',
  'ripped',
  'stitch',
] as const;

/**
 * R-4-04 (open): outcomes of the address-and-IP fraud screen, automatic or by customer service. The spec names
 * the outcomes but not the identifiers; see docs/decisions/order-event-statuses.md.
 */
export const ADDRESS_IP_CHECK_EVENT_STATUSES = [
  'address-ip-auto-approved',
  'address-ip-cs-approved',
  'address-ip-rejected',
  'address-ip-unresolved',
] as const;

/** R-4-04 (open): "various email events", one per customer email the order can trigger. */
export const EMAIL_EVENT_STATUSES = [
  'email-order-confirmation',
  'email-proof-sent',
  'email-approval-reminder',
  'email-order-on-hold',
  'email-address-issue',
  'email-payment-due',
  'email-order-shipped',
  'email-order-delivered',
  'email-order-cancelled',
] as const;

/** R-4-05: artwork, approval, blanks, press, QC and change events (verbatim). */
export const WORKFLOW_EVENT_STATUSES = [
  'artwork-draft',
  'artwork-qc-approve',
  'artwork-qc-reject',
  'user-approved',
  'user-rejected',
  'change-request',
  'cs-approved',
  'user-cs-request',
  'order-released',
  'blanks-arrived',
  'blanks-shipped',
  'screens-made',
  'on-press',
  'personalization-complete',
  'qc-defects',
  'qc-complete',
  'order-name-changed',
  'shipping-method-changed',
  'design-change',
  'partial-receipt',
  'reassigned',
  'reassigned-facility',
] as const;

/**
 * The carrier's scans between the label and delivery: one event when a parcel is first seen moving
 * (in transit, out for delivery, or an exception). docs/decisions/shipping-labels.md.
 */
export const TRACKING_EVENT_STATUSES = ['in-transit'] as const;

/** R-4-03..05: every status an order event may carry: the order statuses plus the additions above. */
export const ORDER_EVENT_STATUSES = [
  // Item status changes are events too: the item-only `reprint` (an approved claim, a QC defect) included.
  ...ITEM_STATUSES,
  ...PRODUCTION_EVENT_STATUSES,
  ...ADDRESS_IP_CHECK_EVENT_STATUSES,
  ...EMAIL_EVENT_STATUSES,
  ...WORKFLOW_EVENT_STATUSES,
  ...TRACKING_EVENT_STATUSES,
] as const;
export type OrderEventStatus = (typeof ORDER_EVENT_STATUSES)[number];

/** Whether a string is an order event status. */
export const isOrderEventStatus = (s: string): s is OrderEventStatus =>
  (ORDER_EVENT_STATUSES as readonly string[]).includes(s);
