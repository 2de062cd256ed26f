-- Fingerprint clock-in: employees' WebAuthn platform credentials (a supervisor's removal is kept, so a removed
-- fingerprint is refused with its own sentence) and the single-use, expiring challenges they answer.
CREATE TABLE employee_fingerprints (
  credential_id text PRIMARY KEY,
  employee_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  label text NOT NULL,
  public_key text NOT NULL,
  counter bigint NOT NULL DEFAULT 0,
  transports text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  removed_at timestamptz,
  removed_by text REFERENCES users(id) ON DELETE SET NULL
);
CREATE INDEX employee_fingerprints_employee_idx ON employee_fingerprints (employee_id);
CREATE TABLE webauthn_challenges (
  challenge text PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('enrol', 'clock')),
  user_id text REFERENCES users(id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);
CREATE INDEX webauthn_challenges_expiry_idx ON webauthn_challenges (expires_at);
