import { type FormEvent, useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useResetPasswordMutation } from './api/password.ts';

/** /auth/reset?token=…: choose a new password with the mailed link (single use, one hour). */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [reset, { data, error, isLoading }] = useResetPasswordMutation();
  const errorId = useId();
  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const password = String(new FormData(e.currentTarget).get('password') ?? '');
    void reset({ token, password });
  }
  const message = error && 'message' in error ? String(error.message) : null;
  return (
    <section aria-labelledby="reset-title" className="narrow">
      <h1 id="reset-title">Choose a new password</h1>
      {data ? (
        <>
          <p role="status">{data.message}</p>
          <p>
            <Link to="/auth/login">Sign in</Link>
          </p>
        </>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <label>
            New password{' '}
            <input
              name="password"
              type="password"
              autoComplete="new-password"
              required
              aria-describedby={message ? errorId : undefined}
            />
          </label>
          {message && (
            <p role="alert" id={errorId} className="error">
              {message} {/link|Ask/.test(message) && <Link to="/auth/forgot">Ask for a new link</Link>}
            </p>
          )}
          <button type="submit" disabled={isLoading || !token}>
            Save the new password
          </button>
        </form>
      )}
    </section>
  );
}
