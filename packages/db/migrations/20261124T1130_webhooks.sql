-- Issue 20: webhook endpoints and their delivery outbox. Deliveries are written in the same statement that
-- appends the order events (order-events-repository.ts commit), so an event never exists without its deliveries.

CREATE TABLE webhook_endpoints (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  url text NOT NULL,
  -- Event names wanted; '*' = every event.
  events text[] NOT NULL,
  -- The signing secret (needed in clear to sign; shown only in the create and rotate answers).
  secret text NOT NULL,
  -- After a rotation the old secret still signs (a second v1) until previous_secret_expires_at.
  previous_secret text,
  previous_secret_expires_at timestamptz,
  enabled boolean NOT NULL DEFAULT true,
  disabled_at timestamptz,
  disabled_reason text,
  -- The first failure since the last success: 3 days of failures disable the endpoint.
  failing_since timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_endpoints_user_idx ON webhook_endpoints (user_id, created_at);

-- One row per (endpoint, event): the outbox and the delivery log at once. A lane is (endpoint_id, order_id):
-- within a lane only the lowest pending row (by sequence) may be sent, so each order's events arrive in order.
CREATE TABLE webhook_deliveries (
  id text PRIMARY KEY,
  endpoint_id text NOT NULL REFERENCES webhook_endpoints(id) ON DELETE CASCADE,
  user_id text NOT NULL,
  -- '' for test events (their own lane per endpoint).
  order_id text NOT NULL,
  sequence integer NOT NULL,
  -- The event's id as the receiver sees it (deduplication key): evt_<order>_<sequence>.
  event_id text NOT NULL,
  type text NOT NULL,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  event_created_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  -- A worker holds the lane's head until then (a worker killed mid-send lets go when it passes).
  locked_until timestamptz,
  last_status_code integer,
  last_error text,
  last_attempt_at timestamptz,
  delivered_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE UNIQUE INDEX webhook_deliveries_event_idx ON webhook_deliveries (endpoint_id, event_id) WHERE type <> 'webhook.test';
CREATE INDEX webhook_deliveries_lane_idx ON webhook_deliveries (endpoint_id, order_id, sequence, created_at) WHERE status = 'pending';
CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at) WHERE status = 'pending';
CREATE INDEX webhook_deliveries_log_idx ON webhook_deliveries (endpoint_id, created_at);
