import type { ClaimReview } from '@platen/contracts';
import { Input } from '@/components/ui/Input.tsx';
import { FieldRow } from '@/components/ui/FieldRow.tsx';
import { STATION_PHOTO_TITLES } from '@platen/domain/floor/station-photos';
import { useState } from 'react';
import { useClaimQueueQuery, useDecideClaimMutation } from './api/internal-billing.ts';

const stationPhotoUrl = (claimId: string, photoId: string) =>
  `/api/internal/claims/${encodeURIComponent(claimId)}/station-photos/${encodeURIComponent(photoId)}`;
const takenWhen = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The station cameras' photos of the claimed units: the photo at QC (per unit) and the packed box, each with
 * the unit, who took it and when, opening full size.
 */
function StationPhotos({ claim, label }: { claim: ClaimReview; label: string }) {
  if (claim.stationPhotos.length === 0)
    return <p className="muted">No station photos of the claimed units.</p>;
  return (
    <ul className="claim-station-photos" aria-label={`Station photos of the claimed units of ${label}`}>
      {claim.stationPhotos.map((p) => {
        const title = STATION_PHOTO_TITLES[p.kind];
        const what = p.kind === 'qc' ? `unit ${p.barcode}` : `the box with unit ${p.barcode}`;
        return (
          <li key={p.id}>
            <figure>
              <a href={stationPhotoUrl(claim.id, p.id)} target="_blank" rel="noreferrer">
                <img
                  src={stationPhotoUrl(claim.id, p.id)}
                  alt={`${title}: ${what}, opens full size`}
                  width={192}
                  height={144}
                  loading="lazy"
                />
              </a>
              <figcaption>
                <strong>{title}</strong> ·{' '}
                {p.kind === 'qc' ? `unit ${p.barcode}` : `${p.barcodes.length} unit(s)`}
                <br />
                {takenWhen(p.takenAt)}
                {p.takenByName ? ` · by ${p.takenByName}` : ''}
              </figcaption>
            </figure>
          </li>
        );
      })}
    </ul>
  );
}

/** A claim's photo as its reviewers see it: the thumbnail in the list, the file as uploaded behind it. */
const photoUrl = (claimId: string, photoId: string, variant: 'file' | 'thumbnail') =>
  `/api/internal/claims/${encodeURIComponent(claimId)}/photos/${encodeURIComponent(photoId)}/${variant}`;

/**
 * /internal/dashboard/claims (claims.review): open claims oldest first, with the customer's photos; reship, credit
 * or reject with a reason. A decided reship shows its progress on the floor and, once shipped, its tracking.
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
              {c.reship && (
                // The reship on the floor: pieces printed, then shipped with the second shipment's tracking.
                <p className="reship-progress" data-testid="reship-progress">
                  {c.reship.summary}{' '}
                  {c.reship.tracking
                    .filter((t) => t.url)
                    .map((t) => (
                      <a key={t.tracking} href={t.url ?? undefined} target="_blank" rel="noreferrer">
                        Track {t.carrier} {t.tracking}
                      </a>
                    ))}
                </p>
              )}
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
              <StationPhotos claim={c} label={label} />
              {c.status === 'open' && (
                <>
                  <p className="actions">
                    <button
                      type="button"
                      onClick={() => run(c.id, 'reship', `Reship approved for ${label}.`)}
                    >
                      Reship {label}
                    </button>
                    <button
                      type="button"
                      className="secondary"
                      onClick={() => run(c.id, 'credit', `Credit given for ${label}.`)}
                    >
                      Credit {label}
                    </button>
                  </p>
                  <FieldRow>
                    <Input
                      label="Reason"
                      id={`cr-reason-${c.id}`}
                      value={reasons[c.id] ?? ''}
                      onChange={(e) => setReasons((r) => ({ ...r, [c.id]: e.target.value }))}
                    />
                    <button
                      type="button"
                      className="secondary"
                      onClick={() => run(c.id, 'reject', `Rejected the claim on ${label}.`)}
                    >
                      Reject {label}
                    </button>
                  </FieldRow>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
