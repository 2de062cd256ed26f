import { type FormEvent, useId, useState } from 'react';
import { useAppDispatch } from '@/hooks/store.ts';
import { Link, useLocation, useNavigate } from 'react-router';
import { setUser } from '@/stores/user-slice.ts';
import { useLoginMutation } from './api/auth.ts';
import { safeNext } from './auth-redirect.ts';

/** Sign-in screen. */
export default function LoginPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const errorId = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [login] = useLoginMutation();
  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const res = await login({
        email: String(form.get('email') ?? ''),
        password: String(form.get('password') ?? ''),
      }).unwrap();
      dispatch(setUser(res.user));
      navigate(safeNext(location.search));
    } catch (err) {
      setError((err as { message?: string }).message || 'Sign in failed.');
    } finally {
      setBusy(false);
    }
  }
  const described = error ? errorId : undefined;
  return (
    <section aria-labelledby="login-title" className="narrow">
      <h1 id="login-title">Sign in</h1>
      <form onSubmit={onSubmit} noValidate>
        <label>
          Email <input name="email" type="email" autoComplete="email" required aria-describedby={described} />
        </label>
        <label>
          Password{' '}
          <input
            name="password"
            type="password"
            autoComplete="current-password"
            required
            aria-describedby={described}
          />
        </label>
        {error && (
          <p role="alert" id={errorId} className="error">
            {error}
          </p>
        )}
        <button type="submit" disabled={busy}>
          Sign in
        </button>
      </form>
      <p>
        <Link to="/auth/forgot">Forgot your password?</Link>
      </p>
      <p>
        New to Platen? <Link to={`/auth/register${location.search}`}>Create an account</Link>
      </p>
    </section>
  );
}
