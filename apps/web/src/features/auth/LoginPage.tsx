import { type FormEvent, useId, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useAppDispatch } from '@/hooks/store.ts';
import { setUser } from '@/stores/user-slice.ts';
import { useProvidersQuery, useSignInCodeMutation, useSignInMutation } from './api/auth.ts';
import { safeNext } from './auth-redirect.ts';

const messageOf = (e: unknown) =>
  e && typeof e === 'object' && 'message' in e ? String((e as { message: unknown }).message) : null;

/** Sign-in screen: password, then (with two-factor sign-in on) the code; buttons for configured providers. */
export default function LoginPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const errorId = useId();
  const [ticket, setTicket] = useState<string | null>(params.get('totp'));
  const [signIn, pw] = useSignInMutation();
  const [sendCode, code] = useSignInCodeMutation();
  const { data: providers } = useProvidersQuery();
  const done = (user: { id: string; email: string; name: string; company: string | null }) => {
    dispatch(setUser(user));
    navigate(safeNext(location.search));
  };
  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const r = await signIn({ email: String(form.get('email')), password: String(form.get('password')) });
    if ('data' in r && r.data) {
      if ('totpRequired' in r.data) setTicket(r.data.ticket);
      else done(r.data.user);
    }
  }
  async function onCode(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const r = await sendCode({ ticket: ticket ?? '', code: String(form.get('code') ?? '') });
    if ('data' in r && r.data) done(r.data.user);
  }
  const error = ticket ? messageOf(code.error) : messageOf(pw.error);
  const described = error ? errorId : undefined;
  const alert = error && (
    <p role="alert" id={errorId} className="error">
      {error}
    </p>
  );
  if (ticket) {
    return (
      <section aria-labelledby="login-title" className="narrow">
        <h1 id="login-title">Enter your code</h1>
        <form onSubmit={onCode} noValidate>
          <label>
            Code from your authenticator app (or a recovery code){' '}
            <input
              name="code"
              autoComplete="one-time-code"
              inputMode="numeric"
              required
              aria-describedby={described}
            />
          </label>
          {alert}
          <button type="submit" disabled={code.isLoading}>
            Sign in
          </button>
        </form>
      </section>
    );
  }
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
        {alert}
        <button type="submit" disabled={pw.isLoading}>
          Sign in
        </button>
      </form>
      {providers && providers.providers.length > 0 && (
        <ul className="plain-list" aria-label="Other ways to sign in">
          {providers.providers.map((p) => (
            <li key={p.id}>
              <a className="button" href={`/auth/oidc/${p.id}/start`}>
                Sign in with {p.name}
              </a>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to="/auth/forgot">Forgot your password?</Link>
      </p>
      <p>
        New to Platen? <Link to={`/auth/register${location.search}`}>Create an account</Link>
      </p>
    </section>
  );
}
