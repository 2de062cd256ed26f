-- Issue 30: staff administration. Employees are invited (a row with no usable password until the link is
-- used), carry a facility, may be deactivated (sessions and keys revoked, sign-in refused) and, at MANAGE and
-- ADMIN, must turn two-factor sign-in on before the staff area opens. Every change is an audit event.
ALTER TABLE users ADD COLUMN facility text;
ALTER TABLE users ADD COLUMN staff_status text NOT NULL DEFAULT 'active'
  CHECK (staff_status IN ('invited', 'active', 'deactivated'));
ALTER TABLE users ADD COLUMN two_factor_required boolean NOT NULL DEFAULT false;
ALTER TABLE users ADD COLUMN last_sign_in_at timestamptz;
CREATE INDEX users_staff_idx ON users (role_level) WHERE role_level >= 1;

-- A staff invitation's link sets the invited employee's password (user_id: the employee).
ALTER TABLE auth_tokens DROP CONSTRAINT auth_tokens_kind_check;
ALTER TABLE auth_tokens ADD CONSTRAINT auth_tokens_kind_check
  CHECK (kind IN ('reset', 'invite', 'email-change', 'staff-invite'));

-- Append-only: who changed which employee how, and when.
CREATE TABLE staff_audit_events (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  actor_id text REFERENCES users(id) ON DELETE SET NULL,
  actor_email text NOT NULL,
  target_id text REFERENCES users(id) ON DELETE SET NULL,
  target_email text NOT NULL,
  action text NOT NULL,
  detail jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX staff_audit_events_at_idx ON staff_audit_events (at DESC, id DESC);
