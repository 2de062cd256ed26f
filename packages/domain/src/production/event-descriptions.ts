/** Plain words for the staff order view's event log (the customer reads production/customer-timeline.ts), by event name; unknown names fall back to the name itself. */
const WORDS: Record<string, string> = {
  order: 'Order placed',
  'address-ip-auto-approved': 'Address and payment location checked',
  'address-ip-cs-approved': 'Address checked by customer service',
  'address-ip-rejected': 'Address check failed',
  'address-ip-unresolved': 'Address check needs a person',
  validated: 'Order validated',
  unpaid: 'Waiting for payment',
  paid: 'Payment recorded',
  'email-payment-due': 'Waiting for funds: add funds to release the order',
  'order-released': 'Funds received: order released',
  reprint: 'Reship approved: reprinting for your claim',
  'artwork-preparation': 'Artwork in preparation',
  'artwork-qc-approve': 'Artwork approved by our team',
  'artwork-qc-reject': 'Artwork needs changes',
  'email-proof-sent': 'Proof ready for your approval',
  'user-approved': 'You approved the proof',
  'change-request': 'You asked for a change to the proof',
  'artwork-created': 'Artwork ready: in production',
  'on-hold': 'Order on hold',
  printing: 'Printing',
  shipped: 'Shipped',
  cancelled: 'Cancelled',
  'email-order-cancelled': 'Cancellation email sent',
  'order-name-changed': 'Order renamed',
  'address-changed': 'Shipping address changed',
  'shipping-method-changed': 'Shipping method changed',
  'design-change': 'Design changed',
};

/** One timeline line: the event in plain words, with the item and the reason when there is one. */
export function describeEvent(e: {
  name: string;
  itemIndex?: number | null;
  data?: Record<string, unknown>;
}): string {
  // The release to the floor logs order-released too (with its facilities): not the funds arriving.
  const floor = e.name === 'order-released' && e.data?.facilities !== undefined;
  const base = floor ? 'Released to the production floor' : (WORDS[e.name] ?? e.name);
  const item = e.itemIndex === undefined || e.itemIndex === null ? '' : ` (item ${e.itemIndex + 1})`;
  const reason = typeof e.data?.reason === 'string' && e.data.reason ? `: ${e.data.reason}` : '';
  return `${base}${item}${reason}`;
}
