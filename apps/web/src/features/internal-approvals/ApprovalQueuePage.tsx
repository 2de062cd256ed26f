import { useState } from 'react';
import { Link } from 'react-router';
import { useAppSelector } from '@/hooks/store.ts';
import { ApprovalItems } from './ApprovalItems.tsx';
import { useApprovalQueueQuery, useAssumeUserMutation, useDecideMutation } from './api/approvals.ts';

/**
 * /internal/dashboard: the staff approval queue (approvals.review). Lazy: customers never download it; the
 * server answers its calls 403 to anyone without the permission.
 */
export default function ApprovalQueuePage() {
  const user = useAppSelector((s) => s.user);
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const queue = useApprovalQueueQuery();
  const [decideOn] = useDecideMutation();
  const [assume] = useAssumeUserMutation();
  const decide = (orderId: string, decision: 'approve' | 'reject', reason?: string) =>
    decideOn({ orderId, decision, ...(reason ? { reason } : {}) }).unwrap();
  const assumeUser = (userId: string) => assume(userId).unwrap();
  const run = (label: string, p: Promise<unknown>, after: () => void = () => {}) =>
    p.then(
      () => {
        setMessage({ kind: 'ok', text: label });
        after();
      },
      (e: { message?: string }) => setMessage({ kind: 'error', text: e.message ?? 'The request failed.' }),
    );
  return (
    <section aria-labelledby="queue-title">
      <h1 id="queue-title">Artwork approvals</h1>
      {user && <p>Signed in as {user.email}</p>}
      {message && (
        <p
          role={message.kind === 'error' ? 'alert' : 'status'}
          className={message.kind === 'error' ? 'error' : ''}
        >
          {message.text}
        </p>
      )}
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
              <li key={o.orderId}>
                <h2>
                  <Link to={`/internal/dashboard/orders/${encodeURIComponent(o.orderId)}`}>{label}</Link>
                </h2>
                <p>
                  {o.items.length} item(s) · placed {new Date(o.createdAt).toLocaleString()}
                </p>
                <ApprovalItems items={o.items} />
                <button type="button" onClick={() => run(`Approved ${label}.`, decide(o.orderId, 'approve'))}>
                  Approve {label}
                </button>{' '}
                <label htmlFor={`reason-${o.orderId}`}>Reason</label>{' '}
                <input
                  id={`reason-${o.orderId}`}
                  value={reasons[o.orderId] ?? ''}
                  onChange={(e) => setReasons((r) => ({ ...r, [o.orderId]: e.target.value }))}
                />{' '}
                <button
                  type="button"
                  className="secondary"
                  onClick={() => run(`Rejected ${label}.`, decide(o.orderId, 'reject', reasons[o.orderId]))}
                >
                  Reject {label}
                </button>{' '}
                <button
                  type="button"
                  className="secondary"
                  onClick={() =>
                    run('Acting as the customer.', assumeUser(o.userId), () =>
                      window.location.assign('/manager/v2/orders'),
                    )
                  }
                >
                  Act as the customer of {label}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
