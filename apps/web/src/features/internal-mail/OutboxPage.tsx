import { useOutboxQuery } from './api/outbox.ts';

/** /internal/dashboard/mail (staff): every e-mail the server wrote, newest first; without SMTP_URL they stay here. */
export default function OutboxPage() {
  const { data, error, refetch } = useOutboxQuery();
  return (
    <section aria-labelledby="outbox-title">
      <h1 id="outbox-title">Outgoing e-mail</h1>
      <p>
        <button type="button" onClick={() => void refetch()}>
          Refresh
        </button>
      </p>
      {error && <p role="alert">Could not load the outbox.</p>}
      {data && data.mails.length === 0 && <p>No e-mail yet.</p>}
      {data?.mails.map((m) => (
        <article key={m.id} className="card" aria-label={m.subject}>
          <h2>{m.subject}</h2>
          <p>
            To {m.to} · {m.kind} · {m.status} · {new Date(m.createdAt).toLocaleString()}
          </p>
          <pre className="mail-text">{m.text}</pre>
        </article>
      ))}
    </section>
  );
}
