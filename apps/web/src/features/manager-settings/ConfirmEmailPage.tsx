import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorText, useConfirmEmailMutation } from './api/settings.ts';

/** /manager/v2/settings/account/confirm-email?token=…: the mailed link makes the new e-mail the sign-in. */
export default function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [confirm, c] = useConfirmEmailMutation();
  useEffect(() => {
    if (token) void confirm({ token });
  }, [token, confirm]);
  return (
    <section aria-labelledby="confirm-title" className="narrow">
      <h1 id="confirm-title">Confirm your e-mail</h1>
      {c.isLoading && <p aria-busy="true">Confirming…</p>}
      {c.data && <p role="status">You now sign in as {c.data.email}.</p>}
      {c.error && (
        <p role="alert" className="error">
          {errorText(c.error)}
        </p>
      )}
      <p>
        <Link to="/manager/v2/settings/account">Back to your account</Link>
      </p>
    </section>
  );
}
