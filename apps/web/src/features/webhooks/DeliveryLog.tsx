import type { WebhookDelivery } from '@platen/contracts';
import { actionsColumn, DataTable } from '@/components/ui/DataTable.tsx';
import { LoadError } from '@/components/ui/LoadError.tsx';
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
  if (log.error) return <LoadError error={log.error} fallback="The log could not be loaded." />;
  if (!log.data?.length) return <p>No deliveries yet. Send a test event to see one.</p>;
  return (
    <DataTable
      className="webhook-log"
      caption="Deliveries (newest first)"
      columns={[
        {
          header: 'Event',
          cell: (d) => `${d.type}${d.orderId ? ` · order ${d.orderId} #${d.sequence}` : ''}`,
        },
        { header: 'Status', cell: (d) => d.status },
        { header: 'Attempts', cell: (d) => d.attempts },
        { header: 'Answer', cell: (d) => d.lastStatusCode ?? d.lastError ?? '—' },
        {
          header: 'When',
          cell: (d) => new Date(d.deliveredAt ?? d.lastAttemptAt ?? d.createdAt).toLocaleString(),
        },
        actionsColumn<WebhookDelivery>((d) => (
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
        )),
      ]}
      rows={log.data}
      rowKey={(d) => d.id}
    />
  );
}
