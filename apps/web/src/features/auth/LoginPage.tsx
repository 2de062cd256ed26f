import { type FormEvent, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { setUser } from '@/app/store.ts';
import { HttpError, http } from '@/lib/http.ts';
import { serviceUrl } from '@/lib/service-url.ts';

/** Sign-in screen. */
export default function LoginPage() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const res = await http.post<{
        user: { id: string; email: string; name: string; company: string | null };
      }>(serviceUrl('auth', '/login'), { email: form.get('email'), password: form.get('password') });
      dispatch(setUser(res.user));
      navigate('/order/v2');
    } catch (err) {
      setError(err instanceof HttpError || err instanceof Error ? err.message : 'Sign in failed.');
    } finally {
      setBusy(false);
    }
  }
  return (
    <section aria-labelledby="login-title">
      <h1 id="login-title">Sign in</h1>
      <form onSubmit={onSubmit} noValidate>
        <label>
          Email <input name="email" type="email" autoComplete="email" required />
        </label>
        <label>
          Password <input name="password" type="password" autoComplete="current-password" required />
        </label>
        {error && (
          <p role="alert" className="error">
            {error}
          </p>
        )}
        <button type="submit" disabled={busy}>
          Sign in
        </button>
      </form>
    </section>
  );
}
