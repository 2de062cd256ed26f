import { type FormEvent, useState } from 'react';
import { Input } from '@/components/ui/Input.tsx';
import {
  errorText,
  useTotpDisableMutation,
  useTotpEnableMutation,
  useTotpSetupMutation,
} from './api/settings.ts';

/** Two-factor sign-in: confirm the current password, scan the QR code, confirm a code, keep the recovery codes. */
export function TwoFactorPanel({ enabled }: { enabled: boolean }) {
  const [setup, s] = useTotpSetupMutation();
  const [enable, en] = useTotpEnableMutation();
  const [disable, dis] = useTotpDisableMutation();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const err = errorText(en.error) ?? errorText(dis.error) ?? errorText(s.error);
  function onSetup(e: FormEvent) {
    e.preventDefault();
    void setup({ currentPassword: password })
      .unwrap()
      .then(() => setPassword(''))
      .catch(() => null);
  }
  function onEnable(e: FormEvent) {
    e.preventDefault();
    void enable({ code });
  }
  function onDisable(e: FormEvent) {
    e.preventDefault();
    void disable({ code });
  }
  return (
    <section aria-labelledby="tfa-title">
      <h2 id="tfa-title">Two-factor sign-in</h2>
      {en.data ? (
        <>
          <p role="status">
            Two-factor sign-in is on. Keep these recovery codes somewhere safe: each works once.
          </p>
          <ul aria-label="Recovery codes" className="recovery-codes">
            {en.data.recoveryCodes.map((c) => (
              <li key={c}>
                <code>{c}</code>
              </li>
            ))}
          </ul>
        </>
      ) : enabled ? (
        <form onSubmit={onDisable} className="stack narrow">
          <p>Two-factor sign-in is on.</p>
          <Input
            label="Code from your app (or a recovery code)"
            id="tfa-off-code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="one-time-code"
          />
          {err && (
            <p role="alert" className="error">
              {err}
            </p>
          )}
          <button type="submit">Turn off</button>
        </form>
      ) : s.data ? (
        <form onSubmit={onEnable} className="stack narrow">
          <p>Scan this code with your authenticator app, then enter the 6 digits it shows.</p>
          <img src={s.data.qrCode} alt="QR code for your authenticator app" width={200} height={200} />
          <p>
            Or type the key: <code>{s.data.secret}</code>
          </p>
          <Input
            label="6-digit code"
            id="tfa-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          {err && (
            <p role="alert" className="error">
              {err}
            </p>
          )}
          <button type="submit" disabled={en.isLoading}>
            Turn on
          </button>
        </form>
      ) : (
        <form onSubmit={onSetup} className="stack narrow">
          <p>Ask for a code from an authenticator app each time you sign in.</p>
          <Input
            label="Your password, to confirm it is you"
            id="tfa-password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          {err && (
            <p role="alert" className="error">
              {err}
            </p>
          )}
          <button type="submit" disabled={s.isLoading}>
            Set up two-factor sign-in
          </button>
        </form>
      )}
    </section>
  );
}
