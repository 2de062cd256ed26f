import { useDeliveriesQuery, useRedeliverMutation } from './api/webhooks.ts';

/** One endpoint's delivery log with a redeliver button per line; refreshes every 5 s while shown. */
export function DeliveryLog({
  endpointId,
  onMessage,
}: {
  endpointId: string;
  onMessage: (m: string) => void;
}) {
  const log = useDeliveriesQuery(endpointId, { pollingInterval: 5000 });
  const [redeliver] = useRedeliverMutation();
  if (log.isLoading) return <p aria-busy="true">Loading deliveries…</p>;
  if (log.error)
    return <p role="alert">{'message' in log.error ? log.error.message : 'The log could not be loaded.'}</p>;
  if (!log.data?.length) return <p>No deliveries yet. Send a test event to see one.</p>;
  return (
    <table className="webhook-log">
      <caption>Deliveries (newest first)</caption>
      <thead>
        <tr>
          <th scope="col">Event</th>
          <th scope="col">Status</th>
          <th scope="col">Attempts</th>
          <th scope="col">Answer</th>
          <th scope="col">When</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {log.data.map((d) => (
          <tr key={d.id}>
            <td>
              {d.type}
              {d.orderId ? ` · order ${d.orderId} #${d.sequence}` : ''}
            </td>
            <td>{d.status}</td>
            <td>{d.attempts}</td>
            <td>{d.lastStatusCode ?? d.lastError ?? '—'}</td>
            <td>{new Date(d.deliveredAt ?? d.lastAttemptAt ?? d.createdAt).toLocaleString()}</td>
            <td>
              <button
                type="button"
                className="secondary"
                onClick={() =>
                  redeliver({ id: endpointId, deliveryId: d.id })
                    .unwrap()
                    .then(
                      () => onMessage(`Redelivering ${d.type}.`),
                      (e: { message?: string }) => onMessage(e.message ?? 'Redelivery failed.'),
                    )
                }
              >
                Redeliver <span className="visually-hidden">{d.eventId}</span>
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
