import { useId, useState } from 'react';
import { Input } from '@/components/ui/Input.tsx';
import { useRotateApiKeyMutation } from './api/api-key.ts';

/**
 * The API key section of the account page. The server keeps only a hash of the key, so a key can be
 * shown once, right after it is made: this panel makes a new one on request and shows it until the page is left.
 */
export function ApiKeyPanel() {
  const [state, setState] = useState<
    { kind: 'idle' } | { kind: 'busy' } | { kind: 'shown'; key: string } | { kind: 'error'; message: string }
  >({ kind: 'idle' });
  const noteId = useId();
  const [rotateApiKey] = useRotateApiKeyMutation();

  async function onRotate() {
    setState({ kind: 'busy' });
    try {
      setState({ kind: 'shown', key: (await rotateApiKey().unwrap()).apiKey });
    } catch (err) {
      setState({
        kind: 'error',
        message: (err as { message?: string }).message || 'The key could not be made.',
      });
    }
  }

  return (
    <section aria-labelledby={`${noteId}-title`}>
      <h2 id={`${noteId}-title`}>API key</h2>
      <p>
        Print-service calls sign in with your API key (HTTP Basic, empty user name, the key as password). We
        keep only a fingerprint of it, so it is shown once: make a new one if you need it. The previous key
        stops working at once.
      </p>
      {state.kind === 'shown' ? (
        <div>
          <p id={noteId}>Your new API key. Copy it now: it will not be shown again.</p>
          <Input
            label="New API key"
            hideLabel
            readOnly
            aria-describedby={noteId}
            value={state.key}
            size={50}
          />
        </div>
      ) : null}
      {state.kind === 'error' ? <p role="alert">{state.message}</p> : null}
      <button type="button" onClick={onRotate} disabled={state.kind === 'busy'}>
        Make a new API key
      </button>
    </section>
  );
}
