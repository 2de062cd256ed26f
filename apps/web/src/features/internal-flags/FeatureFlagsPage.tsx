import { useFeatureFlagsQuery, useSetFeatureFlagMutation } from './api/flags.ts';
import { ActionOutcome, useActionMessage } from '@/components/ui/ActionOutcome.tsx';

/**
 * /internal/dashboard/feature-flags: every feature flag with its state (featureFlags.view, MANAGE and up); only
 * who holds featureFlags.manage (ADMIN) may switch one, the others see it read-only.
 */
export default function FeatureFlagsPage(props: { canChange: boolean }) {
  const flags = useFeatureFlagsQuery();
  const [setFlag] = useSetFeatureFlagMutation();
  const { message, run } = useActionMessage('The change failed.');
  const toggle = (name: string, enabled: boolean) =>
    run(`${name} is now ${enabled ? 'on' : 'off'}.`, setFlag({ name, enabled }).unwrap());
  return (
    <section aria-labelledby="flags-title">
      <h1 id="flags-title">Feature flags</h1>
      <p>
        {props.canChange
          ? 'A change applies to every new request at once.'
          : 'You can see the flags; an administrator changes them.'}
      </p>
      <ActionOutcome message={message} />
      {flags.isLoading && <p aria-busy="true">Loading the flags…</p>}
      {flags.error && <p role="alert">{flags.error.message}</p>}
      {flags.data && (
        <ul className="order-cards">
          {flags.data.flags.map((f) => {
            const id = `flag-${f.name}`;
            return (
              <li key={f.name} className="order-card">
                <p className="check-row">
                  <input
                    id={id}
                    type="checkbox"
                    role="switch"
                    aria-checked={f.enabled}
                    checked={f.enabled}
                    disabled={!props.canChange}
                    aria-describedby={`${id}-desc`}
                    onChange={(e) => toggle(f.name, e.target.checked)}
                  />{' '}
                  <label htmlFor={id}>
                    <strong>{f.name}</strong>
                  </label>{' '}
                  <span>{f.enabled ? 'On' : 'Off'}</span>
                </p>
                <p id={`${id}-desc`}>{f.description}</p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
