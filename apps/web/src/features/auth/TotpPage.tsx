import { type FormEvent, useId } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAppDispatch } from '@/hooks/store.ts';
import { setUser } from '@/stores/user-slice.ts';
import { useSignInCodeMutation } from './api/auth.ts';
import { safeNext } from './auth-redirect.ts';

/** /auth/totp/user?ticket=…: the second step of a two-factor sign-in (a code from the app or a recovery code). */
export default function TotpPage() {
  const [params] = useSearchParams();
  const [sendCode, code] = useSignInCodeMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const errorId = useId();
  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const r = await sendCode({ ticket: params.get('ticket') ?? '', code: String(f.get('code') ?? '') });
    if ('data' in r && r.data) {
      dispatch(setUser(r.data.user));
      navigate(safeNext(`?next=${encodeURIComponent(params.get('next') ?? '')}`));
    }
  }
  const error = code.error && 'message' in code.error ? String(code.error.message) : null;
  return (
    <section aria-labelledby="totp-title" className="narrow">
      <h1 id="totp-title">Enter your code</h1>
      <form onSubmit={onSubmit} noValidate>
        <label>
          Code from your authenticator app (or a recovery code){' '}
          <input
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            required
            aria-describedby={error ? errorId : undefined}
          />
        </label>
        {error && (
          <p role="alert" id={errorId} className="error">
            {error} {/too long|password again/.test(error) && <Link to="/auth/login">Sign in again</Link>}
          </p>
        )}
        <button type="submit" disabled={code.isLoading}>
          Sign in
        </button>
      </form>
    </section>
  );
}
