import { useOrderTimelineQuery } from './api/orders.ts';

/**
 * The customer's timeline: milestones only (placed, paid, approved, in production, printed, quality checked,
 * shipped, delivered) from the rule in domain production/customer-timeline.ts; a change request stands out with
 * its reason. The floor log stays on the staff order view. Refreshes after every action (tag OrderEvents).
 */
export function CustomerTimeline({ orderId }: { orderId: string }) {
  const timeline = useOrderTimelineQuery(orderId);
  return (
    <section aria-labelledby="timeline-title" className="order-card">
      <h2 id="timeline-title">Timeline</h2>
      {timeline.error && <p role="alert">{timeline.error.message}</p>}
      {timeline.data ? (
        <ol aria-label="Order timeline" className="customer-timeline">
          {timeline.data.entries.map((e) => (
            <li key={`${e.kind}-${e.at}`} className={e.prominent ? 'timeline-alert' : undefined}>
              <span className="timeline-label">{e.prominent ? <strong>{e.label}</strong> : e.label}</span>{' '}
              <time dateTime={e.at}>{new Date(e.at).toLocaleString()}</time>
              {e.reason && <p className="timeline-reason">Reason: {e.reason}</p>}
            </li>
          ))}
        </ol>
      ) : (
        !timeline.error && <p aria-busy="true">Loading the timeline…</p>
      )}
    </section>
  );
}
