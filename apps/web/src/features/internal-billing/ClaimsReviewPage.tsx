import { useState } from 'react';
import { useClaimQueueQuery, useDecideClaimMutation } from './api/internal-billing.ts';

/** A claim's photo as its reviewers see it: the thumbnail in the list, the file as uploaded behind it. */
const photoUrl = (claimId: string, photoId: string, variant: 'file' | 'thumbnail') =>
  `/api/internal/claims/${encodeURIComponent(claimId)}/photos/${encodeURIComponent(photoId)}/${variant}`;

/**
 * /internal/dashboard/claims (claims.review): open claims oldest first, with the customer's photos; reship, credit
 * or reject with a reason.
 */
export default function ClaimsReviewPage() {
  const queue = useClaimQueueQuery();
  const [decide] = useDecideClaimMutation();
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const run = (claimId: string, decision: 'reship' | 'credit' | 'reject', label: string) => {
    const reason = reasons[claimId]?.trim();
    decide({ claimId, decision, ...(reason ? { reason } : {}) })
      .unwrap()
      .then(
        () => setMessage({ kind: 'ok', text: label }),
        (e: { message?: string }) => setMessage({ kind: 'error', text: e.message ?? 'Refused.' }),
      );
  };
  return (
    <section aria-labelledby="cr-title">
      <h1 id="cr-title">Claims review</h1>
      {message && (
        <p
          role={message.kind === 'error' ? 'alert' : 'status'}
          className={message.kind === 'error' ? 'error' : ''}
        >
          {message.text}
        </p>
      )}
      {queue.error && <p role="alert">{'message' in queue.error ? queue.error.message : 'Not loaded.'}</p>}
      {queue.data && queue.data.length === 0 && <p>No claims.</p>}
      <ul className="approval-queue">
        {queue.data?.map((c) => {
          const label = c.orderName ?? c.orderId;
          return (
            <li key={c.id}>
              <h2>
                {label}: {c.reason}
              </h2>
              <p>
                {c.severity}
                {c.printerProblem ? ` · ${c.printerProblem}` : ''} ·{' '}
                {c.items.map((i) => `item ${i.itemIndex + 1} × ${i.quantity}`).join(', ')}
                {c.note ? ` · “${c.note}”` : ''}
                {c.photos.length ? ` · ${c.photos.length} photo${c.photos.length > 1 ? 's' : ''}` : ''} ·{' '}
                <strong>{c.status}</strong>
              </p>
              {c.photos.length > 0 && (
                <ul className="claim-photos" aria-label={`Photos of the claim on ${label}`}>
                  {c.photos.map((photoId, i) => (
                    <li key={photoId}>
                      <a href={photoUrl(c.id, photoId, 'file')} target="_blank" rel="noreferrer">
                        <img
                          src={photoUrl(c.id, photoId, 'thumbnail')}
                          alt={`Claim evidence ${i + 1} for ${label}, opens full size`}
                          width={96}
                          height={96}
                          loading="lazy"
                        />
                      </a>
                    </li>
                  ))}
                </ul>
              )}
              {c.status === 'open' && (
                <p>
                  <button type="button" onClick={() => run(c.id, 'reship', `Reship approved for ${label}.`)}>
                    Reship {label}
                  </button>{' '}
                  <button
                    type="button"
                    className="secondary"
                    onClick={() => run(c.id, 'credit', `Credit given for ${label}.`)}
                  >
                    Credit {label}
                  </button>{' '}
                  <label htmlFor={`cr-reason-${c.id}`}>Reason</label>{' '}
                  <input
                    id={`cr-reason-${c.id}`}
                    value={reasons[c.id] ?? ''}
                    onChange={(e) => setReasons((r) => ({ ...r, [c.id]: e.target.value }))}
                  />{' '}
                  <button
                    type="button"
                    className="secondary"
                    onClick={() => run(c.id, 'reject', `Rejected the claim on ${label}.`)}
                  >
                    Reject {label}
                  </button>
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
