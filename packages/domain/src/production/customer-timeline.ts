/** The milestones a customer follows an order by (the floor log stays with staff). */
export const CUSTOMER_MILESTONES = [
  'placed',
  'paid',
  'approved',
  'in-production',
  'printed',
  'quality-checked',
  'shipped',
  'delivered',
] as const;
export type CustomerMilestone = (typeof CUSTOMER_MILESTONES)[number];

/** One line of the customer's timeline. A change request is `prominent` and carries its reason. */
export interface CustomerTimelineEntry {
  kind: CustomerMilestone | 'change-requested' | 'cancelled' | 'waiting-for-funds' | 'claim-reship';
  label: string;
  at: string;
  reason: string | null;
  prominent: boolean;
}

/** A logged order event as the rule reads it. */
export interface TimelineEvent {
  name: string;
  itemIndex: number | null;
  data: Record<string, unknown>;
  createdAt: string;
}

const LABELS: Record<CustomerMilestone, string> = {
  placed: 'Order placed',
  paid: 'Payment received',
  approved: 'Artwork approved',
  'in-production': 'In production',
  printed: 'Printed',
  'quality-checked': 'Quality checked',
  shipped: 'Shipped',
  delivered: 'Delivered',
};

/**
 * Which events mark each milestone. Everything else (floor scans, QC defects and their reprints, blank orders,
 * e-mails, address checks) is internal and never reaches the customer.
 */
const MARKS: Record<string, CustomerMilestone[]> = {
  order: ['placed'],
  paid: ['paid'],
  'artwork-qc-approve': ['approved'],
  'user-approved': ['approved'],
  'cs-approved': ['approved'],
  // An order whose approval was bypassed is approved when it enters production.
  'artwork-created': ['approved', 'in-production'],
  printed: ['printed'],
  'qc-complete': ['quality-checked'],
  shipped: ['shipped'],
  delivered: ['delivered'],
};

const reasonOf = (e: TimelineEvent) => {
  const text = typeof e.data.reason === 'string' ? e.data.reason.trim() : '';
  const label = typeof e.data.reasonLabel === 'string' ? e.data.reasonLabel : '';
  return [label, text].filter(Boolean).join(': ') || null;
};

/**
 * What the customer must know besides the milestones: a change asked by our team (artwork review) or by the
 * customer (on the proof), an order waiting for funds, a reprint for the customer's own claim (a reprint after an
 * internal QC fail carries no claim and stays internal), an order or item cancelled.
 */
function exceptionOf(e: TimelineEvent): CustomerTimelineEntry | null {
  const at = e.createdAt;
  const item = e.itemIndex === null ? '' : ` (item ${e.itemIndex + 1})`;
  if (e.name === 'unpaid' && e.itemIndex === null)
    return {
      kind: 'waiting-for-funds',
      label: 'Waiting for funds: add funds to release the order',
      at,
      reason: null,
      prominent: true,
    };
  if (e.name === 'reprint' && typeof e.data.claimId === 'string')
    return {
      kind: 'claim-reship',
      label: `Reship approved: reprinting for your claim${item}`,
      at,
      reason: null,
      prominent: false,
    };
  if (e.name === 'cancelled' && e.itemIndex !== null)
    return { kind: 'cancelled', label: `Cancelled${item}`, at, reason: null, prominent: true };
  if (e.name === 'artwork-qc-reject')
    return {
      kind: 'change-requested',
      label: 'We need a change to your design',
      at,
      reason: reasonOf(e),
      prominent: true,
    };
  if (e.name === 'change-request')
    return {
      kind: 'change-requested',
      label: 'You asked for a change to the proof',
      at,
      reason: reasonOf(e),
      prominent: true,
    };
  if (e.name === 'cancelled' && e.itemIndex === null)
    return { kind: 'cancelled', label: 'Order cancelled', at, reason: null, prominent: true };
  return null;
}

/**
 * The customer's timeline from the order's event log: each milestone once, when it is first reached (a QC reprint
 * prints and checks again, but the customer saw "Printed" already), and every change request with its reason.
 * Item-level floor events mark a milestone for the order when the first item reaches it.
 */
export function customerTimeline(events: readonly TimelineEvent[]): CustomerTimelineEntry[] {
  const reached = new Set<CustomerMilestone>();
  const out: CustomerTimelineEntry[] = [];
  for (const e of events) {
    const exception = exceptionOf(e);
    if (exception) {
      out.push(exception);
      continue;
    }
    for (const m of MARKS[e.name] ?? []) {
      if (reached.has(m)) continue;
      reached.add(m);
      out.push({ kind: m, label: LABELS[m], at: e.createdAt, reason: null, prominent: false });
    }
  }
  return out;
}
