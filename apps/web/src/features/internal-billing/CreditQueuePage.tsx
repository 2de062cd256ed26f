import { formatDate } from '@platen/domain/format/format-date';
import { parseDollars } from '@platen/domain/money/cents';
import { formatDollars } from '@platen/domain/money/format-dollars';
import { useState } from 'react';
import { Badge } from '@/components/ui/Badge.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { Card } from '@/components/ui/Card.tsx';
import { EmptyState } from '@/components/ui/EmptyState.tsx';
import { Input } from '@/components/ui/Input.tsx';
import {
  type CreditApplication,
  useCreditApplicationQueueQuery,
  useDecideCreditApplicationMutation,
} from './api/credit-queue.ts';
import './internal-billing.css';

const TONE = { pending: 'info', approved: 'success', declined: 'danger' } as const;

/** One application: the company, its references, and approve (an amount) or decline (a reason). */
function ApplicationCard({ a }: { a: CreditApplication }) {
  const [decide, state] = useDecideCreditApplicationMutation();
  const [amount, setAmount] = useState((a.requestedCents / 100).toFixed(2));
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const run = async (
    body: { decision: 'approve'; amountCents: number } | { decision: 'decline'; reason: string },
  ) => {
    setError(null);
    try {
      const r = await decide({ applicationId: a.id, ...body }).unwrap();
      setOutcome(
        body.decision === 'approve'
          ? `Approved. ${r.released.length} held order${r.released.length === 1 ? '' : 's'} released.`
          : 'Declined. The customer was e-mailed the reason.',
      );
    } catch (err) {
      setError((err as { message?: string }).message ?? 'The decision was refused.');
    }
  };
  const cents = parseDollars(amount);
  return (
    <Card
      as="li"
      title={a.company.name}
      headingLevel={2}
      actions={<Badge tone={TONE[a.status]}>{a.status}</Badge>}
    >
      <p>
        {a.email} · asked for <strong>{formatDollars(a.requestedCents)}</strong> on {formatDate(a.createdAt)}
      </p>
      <p>
        {a.company.address} · {a.company.phone}
        {a.company.taxId ? ` · tax id ${a.company.taxId}` : ''} · {a.company.yearsInBusiness} years in
        business
      </p>
      <ul>
        {a.references.map((r) => (
          <li key={`${r.name}-${r.phone}`}>
            {r.name}: {r.contact}, {r.phone}
          </li>
        ))}
      </ul>
      {a.status === 'approved' && <p>Approved: {formatDollars(a.approvedCents ?? 0)}</p>}
      {a.status === 'declined' && <p>Declined: {a.declineReason}</p>}
      {outcome && <p role="status">{outcome}</p>}
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {a.status === 'pending' && !outcome && (
        <div className="credit-decide">
          <Input
            label={`Credit line for ${a.company.name} ($)`}
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
          <Button
            loading={state.isLoading}
            onClick={() =>
              cents === null
                ? setError('Enter the amount as dollars.')
                : void run({ decision: 'approve', amountCents: cents })
            }
          >
            Approve {a.company.name}
          </Button>
          <Input
            label={`Reason to decline ${a.company.name}`}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <Button variant="destructive" onClick={() => void run({ decision: 'decline', reason })}>
            Decline {a.company.name}
          </Button>
        </div>
      )}
    </Card>
  );
}

/** /internal/dashboard/credit-applications (billing.manage): pending applications oldest first, then decided. */
export default function CreditQueuePage() {
  const queue = useCreditApplicationQueueQuery();
  const apps = queue.data?.applications ?? [];
  return (
    <section aria-labelledby="cq-title">
      <h1 id="cq-title">Credit applications</h1>
      {queue.error && <p role="alert">The applications could not be loaded.</p>}
      {queue.data && apps.length === 0 && <EmptyState title="No applications">Nothing to review.</EmptyState>}
      <ul className="credit-queue">
        {apps.map((a) => (
          <ApplicationCard key={a.id} a={a} />
        ))}
      </ul>
    </section>
  );
}
