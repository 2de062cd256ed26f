/**
 * Tracking: where a parcel stands, in the order a parcel moves. Carriers' updates arrive late, twice and out of
 * order; a shipment's status only ever moves forward. An update that would move it back (a late "in transit"
 * after "delivered") is kept in the parcel's history but does not change the status.
 * `exception` (delay, damage, address problem) ranks with in-transit: it can be followed by delivery, and a
 * delivered parcel never goes back to an exception. `returned` (back to sender) is final like delivered.
 */
export const TRACKING_STATUSES = [
  'label-created',
  'in-transit',
  'exception',
  'out-for-delivery',
  'delivered',
  'returned',
] as const;
export type TrackingStatus = (typeof TRACKING_STATUSES)[number];

/** How the customer's order page names each status. */
export const TRACKING_STATUS_LABELS: Record<TrackingStatus, string> = {
  'label-created': 'Label created, waiting for the carrier',
  'in-transit': 'In transit',
  exception: 'Delayed (carrier exception)',
  'out-for-delivery': 'Out for delivery',
  delivered: 'Delivered',
  returned: 'Returned to sender',
};

const RANK: Record<TrackingStatus, number> = {
  'label-created': 0,
  'in-transit': 1,
  exception: 1,
  'out-for-delivery': 2,
  delivered: 3,
  returned: 3,
};

export const isTrackingStatus = (s: unknown): s is TrackingStatus =>
  typeof s === 'string' && (TRACKING_STATUSES as readonly string[]).includes(s);

/**
 * The status after an update: the update's status when it moves the parcel forward (or sideways between
 * in-transit and exception, when it is newer), else the current one. `at` are ISO times of the carrier's scan.
 */
export function nextTrackingStatus(
  current: { status: TrackingStatus; at: string | null },
  update: { status: TrackingStatus; at: string },
): { status: TrackingStatus; changed: boolean } {
  const from = RANK[current.status];
  const to = RANK[update.status];
  if (from === 3) return { status: current.status, changed: false };
  if (to > from) return { status: update.status, changed: true };
  if (to === from && update.status !== current.status && (current.at === null || update.at > current.at))
    return { status: update.status, changed: true };
  return { status: current.status, changed: false };
}

/** The order event a status change records (the spec's event names: R-4-03). */
export function trackingEventName(status: TrackingStatus): 'delivered' | 'returned' | 'in-transit' | null {
  if (status === 'delivered') return 'delivered';
  if (status === 'returned') return 'returned';
  if (status === 'in-transit' || status === 'out-for-delivery' || status === 'exception') return 'in-transit';
  return null;
}
