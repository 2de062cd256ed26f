import { type FormEvent, useState } from 'react';
import { Input } from '@/components/ui/Input.tsx';
import { useAppDispatch } from '@/hooks/store.ts';
import { Link, useLocation, useNavigate } from 'react-router';
import type { ApiError } from '@/api/base-api.ts';
import { setUser } from '@/stores/user-slice.ts';
import { authApi, useRegisterMutation } from './api/auth.ts';
import { safeNext } from './auth-redirect.ts';

type Field = 'email' | 'password' | 'name' | 'company';
const FIELDS: ReadonlyArray<{
  name: Field;
  label: string;
  type: string;
  autoComplete: string;
  required: boolean;
}> = [
  { name: 'name', label: 'Your name', type: 'text', autoComplete: 'name', required: true },
  {
    name: 'company',
    label: 'Company (optional)',
    type: 'text',
    autoComplete: 'organization',
    required: false,
  },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', required: true },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password', required: true },
];

/** Shown when registration answered but no account was opened (the e-mail may already have one). */
export const NOT_OPENED =
  'We could not open a new account with these details. If you already have an account with this email, sign in instead.';

/**
 * Account creation: the server decides validity (schema and password policy); its issues are shown on their
 * fields. The new account is confirmed with GET /auth/me before the user is taken on.
 */
export default function RegisterPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [errors, setErrors] = useState<Partial<Record<Field | 'form', string>>>({});
  const [busy, setBusy] = useState(false);
  const [register] = useRegisterMutation();

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const body: Record<string, string> = {};
    for (const f of FIELDS) {
      const v = String(form.get(f.name) ?? '');
      if (v || f.required) body[f.name] = v;
    }
    setBusy(true);
    setErrors({});
    try {
      await register(body).unwrap();
      // Registering a taken e-mail answers like a new account but opens no session: ask who we are.
      const me = await dispatch(
        authApi.endpoints.me.initiate(undefined, { subscribe: false, forceRefetch: true }),
      )
        .unwrap()
        .catch((err: ApiError) => {
          if (err.status === 401) return null;
          throw err;
        });
      if (!me) {
        setErrors({ form: NOT_OPENED });
        return;
      }
      dispatch(setUser(me.user));
      navigate(safeNext(location.search));
    } catch (err) {
      const e = err as Partial<ApiError>;
      const issues = (e.body as { issues?: { path?: unknown; message: string }[] } | undefined)?.issues;
      const next: Partial<Record<Field | 'form', string>> = {};
      for (const i of issues ?? []) {
        const path = (Array.isArray(i.path) ? i.path.join('.') : String(i.path ?? '')).split('.').pop();
        const key = FIELDS.find((f) => f.name === path)?.name ?? 'form';
        next[key] ??= i.message;
      }
      if (!issues?.length) next.form = e.message || 'Registration failed.';
      setErrors(next);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="register-title" className="narrow">
      <h1 id="register-title">Create an account</h1>
      <form onSubmit={onSubmit} noValidate>
        {FIELDS.map((f) => (
          <Input
            key={f.name}
            label={f.label}
            name={f.name}
            type={f.type}
            autoComplete={f.autoComplete}
            required={f.required}
            error={errors[f.name]}
          />
        ))}
        {errors.form && (
          <p role="alert" className="error">
            {errors.form}
          </p>
        )}
        <button type="submit" disabled={busy}>
          Create account
        </button>
      </form>
      <p>
        Already have an account? <Link to={`/auth/login${location.search}`}>Sign in</Link>
      </p>
    </section>
  );
}
