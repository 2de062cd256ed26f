import { type FormEvent, useId } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useAppDispatch } from '@/hooks/store.ts';
import { setUser } from '@/stores/user-slice.ts';
import { useProvidersQuery, useSignInMutation } from './api/auth.ts';
import { safeNext } from './auth-redirect.ts';

const messageOf = (e: unknown) =>
  e && typeof e === 'object' && 'message' in e ? String((e as { message: unknown }).message) : null;

/** Sign-in screen: password (two-factor accounts go on to /auth/totp/user); buttons for configured providers. */
export default function LoginPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const errorId = useId();
  const [signIn, pw] = useSignInMutation();
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
      if ('totpRequired' in r.data)
        navigate(
          `/auth/totp/user?ticket=${encodeURIComponent(r.data.ticket)}&next=${encodeURIComponent(safeNext(location.search))}`,
        );
      else done(r.data.user);
    }
  }
  const error = messageOf(pw.error);
  const described = error ? errorId : undefined;
  const alert = error && (
    <p role="alert" id={errorId} className="error">
      {error}
    </p>
  );
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
