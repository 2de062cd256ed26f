/** One delivery lane: an endpoint and an order ('' = the endpoint's test events). */
export interface WebhookLane {
  endpointId: string;
  orderId: string;
}

type Listener = (lanes: WebhookLane[]) => void;
const listeners = new Set<Listener>();

/**
 * Calls fn after each commit that wrote webhook deliveries in this process (the job system sends the lanes to
 * the queue). The rows are the outbox; this is only the nudge: a sweep finds any lane whose nudge was lost.
 */
export function onWebhookLanes(fn: Listener): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** Tells the listeners that these lanes have new deliveries (called after commit). */
export function signalWebhookLanes(lanes: WebhookLane[]): void {
  if (!lanes.length) return;
  for (const fn of listeners) {
    try {
      fn(lanes);
    } catch {
      // A listener's failure must not fail the committed change; the sweep catches up.
    }
  }
}
