import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AuthForm, FormPage, PasswordField, useFormError } from '@/components/ui/AuthForm.tsx';
import { useResetPasswordMutation } from './api/password.ts';

/** /auth/reset?token=…: choose a new password with the mailed link (single use, one hour). */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [reset, { data, error, isLoading }] = useResetPasswordMutation();
  const f = useFormError(error);
  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const password = String(new FormData(e.currentTarget).get('password') ?? '');
    void reset({ token, password });
  }
  return (
    <FormPage id="reset-title" title="Choose a new password">
      {data ? (
        <>
          <p role="status">{data.message}</p>
          <p>
            <Link to="/auth/login">Sign in</Link>
          </p>
        </>
      ) : (
        <AuthForm
          onSubmit={onSubmit}
          error={f.error}
          errorId={f.errorId}
          errorExtra={/link|Ask/.test(f.error ?? '') && <Link to="/auth/forgot">Ask for a new link</Link>}
          busy={isLoading || !token}
          submit="Save the new password"
        >
          <PasswordField label="New password" autoComplete="new-password" />
        </AuthForm>
      )}
    </FormPage>
  );
}
