import { useState } from 'react';

/** The outcome line of the last action: a status on success, an alert with the server's sentence on refusal. */
export interface ActionMessage {
  kind: 'ok' | 'error';
  text: string;
}

/**
 * Runs an action (an RTK mutation's `unwrap()`) and keeps what to tell the user about it; `fallback` is the
 * alert when the refusal carries no sentence. `tell` sets the line directly.
 */
export function useActionMessage(fallback = 'The request failed. Try again.') {
  const [message, setMessage] = useState<ActionMessage | null>(null);
  const run = (label: string, p: Promise<unknown>): Promise<boolean> =>
    p.then(
      () => {
        setMessage({ kind: 'ok', text: label });
        return true;
      },
      (e: { message?: string }) => {
        setMessage({ kind: 'error', text: e.message ?? fallback });
        return false;
      },
    );
  return { message, run, tell: setMessage };
}

/** The outcome line itself. */
export function ActionOutcome({ message }: { message: ActionMessage | null }) {
  if (!message) return null;
  return message.kind === 'error' ? (
    <p role="alert" className="error">
      {message.text}
    </p>
  ) : (
    <p role="status">{message.text}</p>
  );
}
