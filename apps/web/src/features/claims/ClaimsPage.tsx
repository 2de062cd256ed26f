import { Link } from 'react-router';
import { useMyClaimsQuery } from './api/claims.ts';

/** /manager/v2/claims: the account's claims and their decisions. */
export default function ClaimsPage() {
  const claims = useMyClaimsQuery();
  return (
    <section aria-labelledby="claims-title">
      <h1 id="claims-title">Claims</h1>
      {claims.error && <p role="alert">{'message' in claims.error ? claims.error.message : 'Not loaded.'}</p>}
      {claims.data && claims.data.length === 0 && <p>No claims. Open a shipped order to file one.</p>}
      {claims.data && claims.data.length > 0 && (
        <ul>
          {claims.data.map((c) => (
            <li key={c.id}>
              <Link to={`/manager/v2/orders/${c.orderId}`}>{c.orderName ?? c.orderId}</Link>: {c.reason} (
              {c.severity}) — <strong>{c.status === 'open' ? 'under review' : c.status}</strong>
              {c.decisionReason ? `: ${c.decisionReason}` : ''}
              {c.photos.length ? ` · ${c.photos.length} photo${c.photos.length > 1 ? 's' : ''}` : ''} · filed{' '}
              {new Date(c.createdAt).toLocaleDateString()}
              {c.reship && (
                <p className="reship-progress">
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
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
