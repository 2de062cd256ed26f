import { Link } from 'react-router';
import { errorText, useApiSettingsQuery, useRotateKeyMutation } from './api/settings.ts';
import { SettingsNav } from './SettingsNav.tsx';

/** /manager/v2/settings/api: rotate the API key (the previous one works 24 h, or stops at once). */
export default function ApiSettingsPage() {
  const { data } = useApiSettingsQuery();
  const [rotate, r] = useRotateKeyMutation();
  const until = r.data?.previousKeyUntil ?? data?.previousKeyUntil ?? null;
  return (
    <section aria-labelledby="api-title">
      <h1 id="api-title">Settings</h1>
      <SettingsNav />
      <h2>API key</h2>
      <p>
        Send the key as the password of HTTP Basic authentication (empty user name). We show a key only once,
        when it is made.
      </p>
      {r.data && (
        <div role="status">
          <p>Your new API key (copy it now):</p>
          <p>
            <code className="api-key">{r.data.apiKey}</code>
          </p>
        </div>
      )}
      {until && <p>Your previous key keeps working until {new Date(until).toLocaleString()}.</p>}
      {r.error && (
        <p role="alert" className="error">
          {errorText(r.error)}
        </p>
      )}
      <p>
        <button type="button" onClick={() => void rotate({})} disabled={r.isLoading}>
          Make a new API key
        </button>{' '}
        <button type="button" onClick={() => void rotate({ expirePrevious: true })} disabled={r.isLoading}>
          Make a new key and stop the old one now
        </button>
      </p>
      <h2>Webhooks</h2>
      <p>
        <Link to="/manager/v2/settings/api/webhooks">Manage webhooks</Link>
      </p>
    </section>
  );
}
