import type { FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthForm, Field, FormPage, useFormError } from '@/components/ui/AuthForm.tsx';
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
  const f = useFormError(code.error);
  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const r = await sendCode({ ticket: params.get('ticket') ?? '', code: String(f.get('code') ?? '') });
    if ('data' in r && r.data) {
      dispatch(setUser(r.data.user));
      navigate(safeNext(`?next=${encodeURIComponent(params.get('next') ?? '')}`, r.data.home));
    }
  }
  return (
    <FormPage id="totp-title" title="Enter your code">
      <AuthForm
        onSubmit={onSubmit}
        error={f.error}
        errorId={f.errorId}
        errorExtra={
          /too long|password again/.test(f.error ?? '') && <Link to="/auth/login">Sign in again</Link>
        }
        busy={code.isLoading}
        submit="Sign in"
      >
        <Field
          label="Code from your authenticator app (or a recovery code)"
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
        />
      </AuthForm>
    </FormPage>
  );
}
