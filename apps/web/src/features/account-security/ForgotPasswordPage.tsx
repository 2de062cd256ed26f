import { type FormEvent, useId } from 'react';
import { Link } from 'react-router';
import { useForgotPasswordMutation } from './api/password.ts';

/** /auth/forgot: ask for a reset link. The answer is the same whether or not the e-mail has an account. */
export default function ForgotPasswordPage() {
  const [forgot, { data, error, isLoading }] = useForgotPasswordMutation();
  const errorId = useId();
  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const email = String(new FormData(e.currentTarget).get('email') ?? '');
    void forgot({ email });
  }
  const message = error && 'message' in error ? String(error.message) : null;
  return (
    <section aria-labelledby="forgot-title" className="narrow">
      <h1 id="forgot-title">Reset your password</h1>
      {data ? (
        <p role="status">{data.message}</p>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <p>Enter the e-mail you sign in with. We send a link to choose a new password.</p>
          <label>
            Email{' '}
            <input
              name="email"
              type="email"
              autoComplete="email"
              required
              aria-describedby={message ? errorId : undefined}
            />
          </label>
          {message && (
            <p role="alert" id={errorId} className="error">
              {message}
            </p>
          )}
          <button type="submit" disabled={isLoading}>
            Send the link
          </button>
        </form>
      )}
      <p>
        <Link to="/auth/login">Back to sign in</Link>
      </p>
    </section>
  );
}
