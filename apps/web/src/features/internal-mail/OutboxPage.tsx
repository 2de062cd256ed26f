import { Badge } from '@/components/ui/Badge.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { Card } from '@/components/ui/Card.tsx';
import { EmptyState } from '@/components/ui/EmptyState.tsx';
import { useOutboxQuery } from './api/outbox.ts';

/** /internal/dashboard/mail (staff): every e-mail the server wrote, newest first; without SMTP_URL they stay here. */
export default function OutboxPage() {
  const { data, error, refetch } = useOutboxQuery();
  return (
    <section aria-labelledby="outbox-title">
      <h1 id="outbox-title">Outgoing e-mail</h1>
      <p>
        <Button variant="secondary" onClick={() => void refetch()}>
          Refresh
        </Button>
      </p>
      {error && <p role="alert">Could not load the outbox.</p>}
      {data && data.mails.length === 0 && (
        <EmptyState title="No e-mail yet." icon="info">
          Messages the server writes (order updates, invitations, password resets) show here, newest first.
        </EmptyState>
      )}
      {data?.mails.map((m) => (
        <Card key={m.id} as="article" aria-label={m.subject} title={m.subject} headingLevel={2}>
          <p>
            To {m.to} · {m.kind} ·{' '}
            <Badge tone={m.status === 'sent' ? 'success' : 'neutral'}>{m.status}</Badge> ·{' '}
            {new Date(m.createdAt).toLocaleString()}
          </p>
          <pre className="mail-text">{m.text}</pre>
        </Card>
      ))}
    </section>
  );
}
