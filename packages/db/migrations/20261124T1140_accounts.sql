-- Issue 21: accounts. Mail (HTML part, kind, delivery state), one-time tokens, sub-users (teams), two-factor
-- sign-in, the API key's 24-hour overlap after rotation, sign-in identities of OpenID providers, settings.

ALTER TABLE email_outbox ADD COLUMN html text;
ALTER TABLE email_outbox ADD COLUMN kind text NOT NULL DEFAULT 'contact';
ALTER TABLE email_outbox ADD COLUMN sent_at timestamptz;
ALTER TABLE email_outbox ADD COLUMN error text;

-- Reset, invite and e-mail-change links: only the SHA-256 of the token is kept; single use (used_at).
CREATE TABLE auth_tokens (
  token_hash text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('reset', 'invite', 'email-change')),
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX auth_tokens_user_idx ON auth_tokens(user_id, kind);

-- R-1-04 / R-6-13..19: a sub-user works under its parent's account with grants or an agent type.
ALTER TABLE users ADD COLUMN parent_user_id text REFERENCES users(id) ON DELETE CASCADE;
ALTER TABLE users ADD COLUMN sub_user_permissions jsonb;
ALTER TABLE users ADD COLUMN agent_type text CHECK (agent_type IN ('Sales', 'Purchase'));
CREATE INDEX users_parent_idx ON users(parent_user_id) WHERE parent_user_id IS NOT NULL;

-- Two-factor sign-in: the TOTP secret once confirmed, and hashes of unused recovery codes.
ALTER TABLE users ADD COLUMN totp_secret text;
ALTER TABLE users ADD COLUMN totp_pending_secret text;
ALTER TABLE users ADD COLUMN totp_recovery_hashes jsonb;
ALTER TABLE users ADD COLUMN totp_last_step bigint;

-- After a rotation the previous key keeps working until previous_api_key_until (24 hours).
ALTER TABLE users ADD COLUMN previous_api_key_hash text;
ALTER TABLE users ADD COLUMN previous_api_key_until timestamptz;
CREATE INDEX users_previous_api_key_idx ON users(previous_api_key_hash) WHERE previous_api_key_hash IS NOT NULL;

-- The general settings screen's defaults (shipping mode, pack-by, fold poly, notification e-mails).
ALTER TABLE users ADD COLUMN settings jsonb NOT NULL DEFAULT '{}'::jsonb;

-- Sign-in with an OpenID Connect provider: the provider's subject, linked to one user.
CREATE TABLE user_identities (
  provider text NOT NULL,
  subject text NOT NULL,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, subject)
);
