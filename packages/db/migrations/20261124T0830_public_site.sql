-- Public site (issue 22): the status page's heartbeat, and what the contact form leaves behind.
-- One heartbeat row per five-minute slot: what the server saw of its parts then.
CREATE TABLE site_heartbeats (
  slot timestamptz PRIMARY KEY,
  web boolean NOT NULL,
  db boolean NOT NULL,
  storage boolean NOT NULL
);

-- A CRM activity (operations/crm: type email or phone) a contact message becomes.
CREATE TABLE crm_activities (
  id text PRIMARY KEY,
  type text NOT NULL CHECK (type IN ('email', 'phone')),
  source text NOT NULL,
  name text NOT NULL,
  email text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- E-mails waiting to be sent (a sender drains it; until one exists the rows stay queued).
CREATE TABLE email_outbox (
  id text PRIMARY KEY,
  to_address text NOT NULL,
  reply_to text,
  subject text NOT NULL,
  body text NOT NULL,
  status text NOT NULL DEFAULT 'queued',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX email_outbox_status_idx ON email_outbox(status, created_at);
