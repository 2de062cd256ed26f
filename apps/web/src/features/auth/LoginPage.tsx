import type { FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { AuthForm, Field, FormPage, PasswordField, useFormError } from '@/components/ui/AuthForm.tsx';
import { useAppDispatch } from '@/hooks/store.ts';
import { setUser } from '@/stores/user-slice.ts';
import { useProvidersQuery, useSignInMutation } from './api/auth.ts';
import { askedNext, safeNext } from './auth-redirect.ts';

/** Sign-in screen: password (two-factor accounts go on to /auth/totp/user); buttons for configured providers. */
export default function LoginPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [signIn, pw] = useSignInMutation();
  const { data: providers } = useProvidersQuery();
  const f = useFormError(pw.error);
  // Without ?next= the server's home for the user (staff: their area, never the customer catalogue).
  const done = (user: { id: string; email: string; name: string; company: string | null }, home?: string) => {
    dispatch(setUser(user));
    navigate(safeNext(location.search, home));
  };
  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const r = await signIn({ email: String(form.get('email')), password: String(form.get('password')) });
    if ('data' in r && r.data) {
      if ('totpRequired' in r.data)
        navigate(
          `/auth/totp/user?ticket=${encodeURIComponent(r.data.ticket)}&next=${encodeURIComponent(askedNext(location.search) ?? '')}`,
        );
      else done(r.data.user, r.data.home);
    }
  }
  return (
    <FormPage id="login-title" title="Sign in">
      <AuthForm onSubmit={onSubmit} error={f.error} errorId={f.errorId} busy={pw.isLoading} submit="Sign in">
        <Field label="Email" name="email" type="email" autoComplete="email" />
        <PasswordField label="Password" autoComplete="current-password" />
      </AuthForm>
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
    </FormPage>
  );
}
