import { type FormEvent, useId } from 'react';
import { Input } from '@/components/ui/Input.tsx';
import {
  errorText,
  useAccountSettingsQuery,
  useChangePasswordMutation,
  useUpdateAccountMutation,
} from './api/settings.ts';
import { SettingsNav } from './SettingsNav.tsx';
import { TwoFactorPanel } from './TwoFactorPanel.tsx';
import { EmailPreferencesPanel } from './EmailPreferencesPanel.tsx';

/**
 * /manager/v2/settings/account: name, company, e-mail (confirmed by mail, and only with the current password or
 * a two-factor code), password, two-factor sign-in.
 */
export default function AccountSettingsPage() {
  const { data, error } = useAccountSettingsQuery();
  const [update, updated] = useUpdateAccountMutation();
  const [change, changed] = useChangePasswordMutation();
  const profileError = useId();
  const passwordError = useId();
  function onProfile(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const f = new FormData(form);
    const proof = (name: string) => String(f.get(name) ?? '') || undefined;
    void update({
      name: String(f.get('name') ?? ''),
      company: String(f.get('company') ?? '') || null,
      email: String(f.get('email') ?? ''),
      currentPassword: proof('currentPassword'),
      code: proof('code'),
    })
      .unwrap()
      .then(() => {
        // The proof is asked for each change; it is never kept in the form.
        for (const input of form.querySelectorAll<HTMLInputElement>('[data-proof]')) input.value = '';
      })
      .catch(() => null);
  }
  function onPassword(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const f = new FormData(form);
    void change({ currentPassword: String(f.get('currentPassword')), password: String(f.get('password')) })
      .unwrap()
      .then(() => form.reset())
      .catch(() => null);
  }
  const pErr = errorText(updated.error);
  const cErr = errorText(changed.error);
  return (
    <section aria-labelledby="account-title">
      <h1 id="account-title">Settings</h1>
      <SettingsNav />
      {error && <p role="alert">{errorText(error)}</p>}
      {data && (
        <>
          <h2>Your account</h2>
          {data.parent && (
            <p>
              You work in the account of {data.parent.name} ({data.parent.email}).
            </p>
          )}
          <form onSubmit={onProfile} className="stack narrow" noValidate>
            <Input
              label="Name"
              id="acc-name"
              name="name"
              defaultValue={data.name}
              autoComplete="name"
              required
            />
            <Input
              label="Company"
              id="acc-company"
              name="company"
              defaultValue={data.company ?? ''}
              autoComplete="organization"
            />
            <Input
              label="E-mail"
              id="acc-email"
              name="email"
              type="email"
              defaultValue={data.email}
              autoComplete="email"
              aria-describedby={pErr ? profileError : undefined}
            />
            <Input
              label="Your password, to change the e-mail"
              id="acc-proof"
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              data-proof
            />
            {data.twoFactor && (
              <Input
                label="Or a code from your app, to change the e-mail"
                id="acc-proof-code"
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                data-proof
              />
            )}
            {data.pendingEmail && (
              <p role="status">
                We sent a link to {data.pendingEmail}. Your e-mail changes once you follow it.
              </p>
            )}
            {pErr && (
              <p role="alert" id={profileError} className="error">
                {pErr}
              </p>
            )}
            {updated.isSuccess && !pErr && <p role="status">Saved.</p>}
            <button type="submit" disabled={updated.isLoading}>
              Save
            </button>
          </form>

          <h2>Password</h2>
          <form onSubmit={onPassword} className="stack narrow" noValidate>
            <Input
              label="Current password"
              id="pw-current"
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              required
            />
            <Input
              label="New password"
              id="pw-new"
              name="password"
              type="password"
              autoComplete="new-password"
              required
              aria-describedby={cErr ? passwordError : undefined}
            />
            {cErr && (
              <p role="alert" id={passwordError} className="error">
                {cErr}
              </p>
            )}
            {changed.isSuccess && <p role="status">{changed.data?.message}</p>}
            <button type="submit" disabled={changed.isLoading}>
              Change password
            </button>
          </form>

          <TwoFactorPanel enabled={data.twoFactor} />
          <EmailPreferencesPanel />
        </>
      )}
    </section>
  );
}
