import type { OrderEventStatus } from './order-event-statuses.ts';

/**
 * Plain words for every event status (the type makes a new status name its words): the staff order view's event
 * log. The customer reads production/customer-timeline.ts. A name outside the list falls back to itself.
 */
const WORDS: Record<OrderEventStatus, string> = {
  quote: 'Quote saved',
  order: 'Order placed',
  validated: 'Order validated',
  unpaid: 'Waiting for payment',
  paid: 'Payment recorded',
  'on-hold': 'Order on hold',
  'artwork-created': 'Artwork ready: in production',
  printing: 'Printing',
  shipped: 'Shipped',
  cancelled: 'Cancelled',
  reprint: 'Reship approved: reprinting for your claim',
  'garment-substitution': 'Garment substituted',
  'address-changed': 'Shipping address changed',
  returned: 'Returned to us by the carrier',
  delivered: 'Delivered',
  'artwork-preparation': 'Artwork in preparation',
  'artwork-on-hold': 'Artwork on hold',
  'artwork-complete': 'Artwork complete',
  'order-approved': 'Order approved',
  'blanks-placed': 'Blanks ordered from the supplier',
  'blanks-received': 'Blanks received',
  pretreat: 'Pretreated',
  printed: 'Printed',
  taped: 'Taped',
  baked: 'Cured',
  qc: 'Quality check',
  stored: 'Stored for packing',
  rejection: 'Rejected at quality check',
  ripped: 'Print file ripped',
  stitch: 'Stitched',
  'address-ip-auto-approved': 'Address and payment location checked',
  'address-ip-cs-approved': 'Address checked by customer service',
  'address-ip-rejected': 'Address check failed',
  'address-ip-unresolved': 'Address check needs a person',
  'email-order-confirmation': 'Order confirmation email sent',
  'email-proof-sent': 'Proof ready for your approval',
  'email-approval-reminder': 'Proof approval reminder sent',
  'email-order-on-hold': 'On-hold email sent',
  'email-address-issue': 'Address problem email sent',
  'email-payment-due': 'Waiting for funds: add funds to release the order',
  'email-order-shipped': 'Shipping email sent',
  'email-order-delivered': 'Delivery email sent',
  'email-order-cancelled': 'Cancellation email sent',
  'artwork-draft': 'Artwork draft saved',
  'artwork-qc-approve': 'Artwork approved by our team',
  'artwork-qc-reject': 'Artwork needs changes',
  'user-approved': 'You approved the proof',
  'user-rejected': 'You rejected the proof',
  'change-request': 'You asked for a change to the proof',
  'cs-approved': 'Approved by customer service',
  'user-cs-request': 'Customer asked customer service for help',
  'order-released': 'Funds received: order released',
  'blanks-arrived': 'Blanks arrived',
  'blanks-shipped': 'Blanks shipped by the supplier',
  'screens-made': 'Screens made',
  'on-press': 'On press',
  'personalization-complete': 'Personalization complete',
  'qc-defects': 'Defects found at quality check',
  'qc-complete': 'Quality check passed',
  'order-name-changed': 'Order renamed',
  'shipping-method-changed': 'Shipping method changed',
  'design-change': 'Design changed',
  'partial-receipt': 'Blanks partly received',
  reassigned: 'Reassigned',
  'reassigned-facility': 'Moved to another facility',
  'in-transit': 'In transit',
};

/** One timeline line: the event in plain words, with the item and the reason when there is one. */
export function describeEvent(e: {
  name: string;
  itemIndex?: number | null;
  data?: Record<string, unknown>;
}): string {
  // The release to the floor logs order-released too (with its facilities): not the funds arriving.
  const floor = e.name === 'order-released' && e.data?.facilities !== undefined;
  const base = floor
    ? 'Released to the production floor'
    : ((WORDS as Record<string, string>)[e.name] ?? e.name);
  const item = e.itemIndex === undefined || e.itemIndex === null ? '' : ` (item ${e.itemIndex + 1})`;
  const reason = typeof e.data?.reason === 'string' && e.data.reason ? `: ${e.data.reason}` : '';
  return `${base}${item}${reason}`;
}
