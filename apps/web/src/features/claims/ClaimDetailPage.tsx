import { formatDate } from '@platen/domain/format/format-date';
import { Link, useParams } from 'react-router';
import { useMyClaimsQuery } from './api/claims.ts';
import { Card } from '@/components/ui/Card.tsx';
import { StatusPill } from '@/components/ui/Badge.tsx';

const TONE = { open: 'warning', reship: 'success', credit: 'success', rejected: 'danger' } as const;

/** /manager/v2/claims/{claimId} (and the older /manager/claim and /manager/reship ids): one claim and its decision. */
export default function ClaimDetailPage() {
  const { claimId = '' } = useParams();
  const claims = useMyClaimsQuery();
  if (claims.isLoading) return <p aria-busy="true">Loading the claim…</p>;
  const c = claims.data?.find((x) => x.id === claimId);
  if (!c)
    return (
      <section aria-labelledby="claim-title">
        <h1 id="claim-title">Claim</h1>
        <p role="alert">
          {claims.error ? 'Your claims could not be loaded.' : 'This claim is not one of your claims.'}
        </p>
        <Link to="/manager/v2/claims">All claims</Link>
      </section>
    );
  return (
    <section aria-labelledby="claim-title">
      <p>
        <Link to="/manager/v2/claims">All claims</Link>
      </p>
      <h1 id="claim-title">Claim on {c.orderName ?? c.orderId}</h1>
      <p>
        <StatusPill tone={TONE[c.status]}>{c.status === 'open' ? 'Under review' : c.status}</StatusPill> filed{' '}
        {formatDate(c.createdAt)}
      </p>
      <Card title="What you reported">
        <dl>
          <dt>Reason</dt>
          <dd>{c.reason}</dd>
          <dt>Severity</dt>
          <dd>{c.severity}</dd>
          {c.printerProblem && (
            <>
              <dt>Printer problem</dt>
              <dd>{c.printerProblem}</dd>
            </>
          )}
          <dt>Items</dt>
          <dd>{c.items.map((i) => `item ${i.itemIndex + 1} × ${i.quantity}`).join(', ')}</dd>
          {c.note && (
            <>
              <dt>Note</dt>
              <dd>{c.note}</dd>
            </>
          )}
          <dt>Photos</dt>
          <dd>{c.photos.length}</dd>
        </dl>
      </Card>
      <Card title="Decision">
        <p>{c.status === 'open' ? 'Our team is reviewing the claim.' : (c.decisionReason ?? c.status)}</p>
        {c.reship && <p>{c.reship.summary}</p>}
      </Card>
      <p>
        <Link to={`/manager/v2/orders/${encodeURIComponent(c.orderId)}`}>Open the order</Link>
      </p>
    </section>
  );
}
