import type { CreateWebhookRequest, WebhookEndpoint } from '@platen/contracts';
import { Input } from '@/components/ui/Input.tsx';
import { type FormEvent, useState } from 'react';
import {
  useCreateWebhookMutation,
  useDeleteWebhookMutation,
  useEnableWebhookMutation,
  useRotateSecretMutation,
  useSendTestMutation,
  useWebhooksQuery,
} from './api/webhooks.ts';
import { DeliveryLog } from './DeliveryLog.tsx';
import { type ActionMessage, ActionOutcome } from '@/components/ui/ActionOutcome.tsx';

type Message = ActionMessage;
const failed = (e: { message?: string }) => e.message ?? 'The request failed.';

/**
 * /manager/v2/settings/api/webhooks: register endpoints, see each one's delivery log (redeliver), send a test
 * event, rotate the secret (shown once), enable a disabled endpoint, delete. Lazy; the settings page links here.
 */
export default function WebhooksPage() {
  const list = useWebhooksQuery();
  const [create, creating] = useCreateWebhookMutation();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState('*');
  const [secret, setSecret] = useState<{ id: string; secret: string } | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const [open, setOpen] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const names = events
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    // The server checks the names (a 400 names the unknown one).
    const wanted = (names.length ? names : ['*']) as CreateWebhookRequest['events'];
    create({ url: url.trim(), events: wanted })
      .unwrap()
      .then(
        (r) => {
          setSecret({ id: r.id, secret: r.secret });
          setMessage({ kind: 'ok', text: `Registered ${r.url}.` });
          setUrl('');
        },
        (err: { message?: string }) => setMessage({ kind: 'error', text: failed(err) }),
      );
  };

  return (
    <section aria-labelledby="webhooks-title" className="webhooks">
      <h1 id="webhooks-title">Webhooks</h1>
      <p>
        Platen posts every order event to your endpoints, signed with <code>Platen-Signature</code>. How to
        verify it, retries and ordering: <a href="/docs/">API reference</a>.
      </p>
      <ActionOutcome message={message} />
      {secret && (
        <div role="status" className="notice">
          <p>
            Signing secret of {secret.id} (shown only now; store it in your receiver):{' '}
            <code data-testid="webhook-secret">{secret.secret}</code>
          </p>
          <button type="button" className="secondary" onClick={() => setSecret(null)}>
            I have stored it
          </button>
        </div>
      )}
      <form onSubmit={submit} aria-labelledby="webhook-new">
        <h2 id="webhook-new">Register an endpoint</h2>
        <Input
          label="Endpoint URL"
          id="webhook-url"
          type="url"
          required
          value={url}
          placeholder="https://example.com/hooks/platen"
          onChange={(e) => setUrl(e.target.value)}
        />
        <Input
          label="Events (comma-separated names, or * for all)"
          id="webhook-events"
          value={events}
          onChange={(e) => setEvents(e.target.value)}
        />
        <button type="submit" disabled={creating.isLoading}>
          Register endpoint
        </button>
      </form>
      <h2>Your endpoints</h2>
      {list.isLoading && <p aria-busy="true">Loading…</p>}
      {list.error && <p role="alert">{'message' in list.error ? list.error.message : 'Could not load.'}</p>}
      {list.data?.length === 0 && <p>No endpoints yet.</p>}
      <ul className="webhook-list">
        {list.data?.map((w) => (
          <EndpointItem
            key={w.id}
            endpoint={w}
            open={open === w.id}
            onToggle={() => setOpen(open === w.id ? null : w.id)}
            onSecret={(s) => setSecret({ id: w.id, secret: s })}
            onMessage={setMessage}
          />
        ))}
      </ul>
    </section>
  );
}

function EndpointItem(p: {
  endpoint: WebhookEndpoint;
  open: boolean;
  onToggle: () => void;
  onSecret: (secret: string) => void;
  onMessage: (m: Message) => void;
}) {
  const w = p.endpoint;
  const [sendTest] = useSendTestMutation();
  const [rotate] = useRotateSecretMutation();
  const [remove] = useDeleteWebhookMutation();
  const [enable] = useEnableWebhookMutation();
  const run = (label: string, job: Promise<unknown>) =>
    job.then(
      () => p.onMessage({ kind: 'ok', text: label }),
      (e: { message?: string }) => p.onMessage({ kind: 'error', text: failed(e) }),
    );
  return (
    <li>
      <h3>{w.url}</h3>
      <p>
        Events: {w.events.join(', ')} ·{' '}
        {w.enabled ? 'active' : `disabled (${w.disabledReason ?? 'by Platen'})`}
        {w.failingSince ? ` · failing since ${new Date(w.failingSince).toLocaleString()}` : ''}
      </p>
      <button type="button" onClick={() => run('Test event queued.', sendTest(w.id).unwrap())}>
        Send test event
      </button>{' '}
      <button
        type="button"
        className="secondary"
        onClick={() =>
          rotate(w.id)
            .unwrap()
            .then(
              (r) => p.onSecret(r.secret),
              (e) => p.onMessage({ kind: 'error', text: failed(e) }),
            )
        }
      >
        Rotate secret
      </button>{' '}
      {!w.enabled && (
        <button
          type="button"
          className="secondary"
          onClick={() => run('Endpoint enabled.', enable(w.id).unwrap())}
        >
          Enable
        </button>
      )}{' '}
      <button type="button" className="secondary" aria-expanded={p.open} onClick={p.onToggle}>
        {p.open ? 'Hide deliveries' : 'Show deliveries'}
      </button>{' '}
      <button
        type="button"
        className="danger"
        onClick={() => run('Endpoint deleted.', remove(w.id).unwrap())}
      >
        Delete <span className="visually-hidden">{w.url}</span>
      </button>
      {p.open && <DeliveryLog endpointId={w.id} onMessage={(text) => p.onMessage({ kind: 'ok', text })} />}
    </li>
  );
}
