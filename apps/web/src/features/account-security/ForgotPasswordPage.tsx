import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { AuthForm, Field, FormPage, useFormError } from '@/components/ui/AuthForm.tsx';
import { useForgotPasswordMutation } from './api/password.ts';

/** /auth/forgot: ask for a reset link. The answer is the same whether or not the e-mail has an account. */
export default function ForgotPasswordPage() {
  const [forgot, { data, error, isLoading }] = useForgotPasswordMutation();
  const f = useFormError(error);
  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const email = String(new FormData(e.currentTarget).get('email') ?? '');
    void forgot({ email });
  }
  return (
    <FormPage id="forgot-title" title="Reset your password">
      {data ? (
        <p role="status">{data.message}</p>
      ) : (
        <AuthForm
          onSubmit={onSubmit}
          error={f.error}
          errorId={f.errorId}
          busy={isLoading}
          submit="Send the link"
        >
          <p>Enter the e-mail you sign in with. We send a link to choose a new password.</p>
          <Field label="Email" name="email" type="email" autoComplete="email" />
        </AuthForm>
      )}
      <p>
        <Link to="/auth/login">Back to sign in</Link>
      </p>
    </FormPage>
  );
}
