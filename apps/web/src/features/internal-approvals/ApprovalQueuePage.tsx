import { Link } from 'react-router';
import { ActionOutcome, useActionMessage } from '@/components/ui/ActionOutcome.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { useAppSelector } from '@/hooks/store.ts';
import { ApprovalItems } from './ApprovalItems.tsx';
import ApprovalReviewPanel from './ApprovalReviewPanel.tsx';
import { useApprovalQueueQuery, useAssumeUserMutation } from './api/approvals.ts';

/**
 * /internal/dashboard: the staff approval queue (approvals.review), each order with what is approved (its proof,
 * sides to scale, DPI, colours, sizes and warnings) and the decision. Lazy: customers never download it; the
 * server answers its calls 403 to anyone without the permission.
 */
export default function ApprovalQueuePage() {
  const user = useAppSelector((s) => s.user);
  const queue = useApprovalQueueQuery();
  const [assume] = useAssumeUserMutation();
  const { message, run } = useActionMessage();
  return (
    <section aria-labelledby="queue-title">
      <h1 id="queue-title">Artwork approvals</h1>
      {user && <p className="hint">Signed in as {user.email}</p>}
      <ActionOutcome message={message} />
      {queue.isLoading && <p aria-busy="true">Loading the queue…</p>}
      {queue.error && (
        <p role="alert">
          {'message' in queue.error ? queue.error.message : 'The queue could not be loaded.'}
        </p>
      )}
      {queue.data && queue.data.orders.length === 0 && <p>Nothing waits for review.</p>}
      {queue.data && queue.data.orders.length > 0 && (
        <ul className="approval-queue">
          {queue.data.orders.map((o) => {
            const label = o.name ?? o.orderId;
            return (
              <li key={o.orderId} className="order-card" aria-labelledby={`queue-${o.orderId}`}>
                <h2 id={`queue-${o.orderId}`}>
                  <Link to={`/internal/dashboard/orders/${encodeURIComponent(o.orderId)}`}>{label}</Link>
                </h2>
                <p className="hint">
                  {o.items.length} item(s) · placed {new Date(o.createdAt).toLocaleString()}
                </p>
                <ApprovalItems items={o.items} />
                <ApprovalReviewPanel orderId={o.orderId} label={label} run={run} />
                <p>
                  <Button
                    variant="quiet"
                    onClick={() =>
                      run('Acting as the customer.', assume(o.userId).unwrap()).then(
                        (ok) => ok && window.location.assign('/manager/v2/orders'),
                      )
                    }
                  >
                    Act as the customer of {label}
                  </Button>
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
