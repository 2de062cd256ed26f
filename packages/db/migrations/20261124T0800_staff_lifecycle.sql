-- Issue 15: staff roles, assuming a user, and the order lifecycle with its append-only event log.

-- R-6: role level is users.role_level; staff also carry a group (admin, production, sales, cs) and a position.
ALTER TABLE users ADD COLUMN role_group text CHECK (role_group IN ('admin', 'production', 'sales', 'cs'));
ALTER TABLE users ADD COLUMN position text;

-- R-6-20: while a staff member assumes a customer the session acts as the customer (user_id) and remembers
-- the staff member (assumed_by) so /auth/unassume can return and every change records both.
ALTER TABLE sessions ADD COLUMN assumed_by text REFERENCES users(id) ON DELETE CASCADE;

-- The order as its event log makes it (packages/domain production/order-lifecycle.ts): status is the CAS key
-- together with last_sequence; lifecycle holds the rest of the replayed state (items, shipments, artwork stage).
ALTER TABLE orders ADD COLUMN name text;
ALTER TABLE orders ADD COLUMN lifecycle jsonb;
-- The state before the first event: replaying order_events from it must give `lifecycle` (checked by tests).
ALTER TABLE orders ADD COLUMN lifecycle_start jsonb;
ALTER TABLE orders ADD COLUMN last_sequence integer NOT NULL DEFAULT 0;
-- The staff approval queue: orders whose artwork waits for review, oldest first.
CREATE INDEX orders_artwork_queue_idx ON orders (created_at) WHERE status = 'paid' AND (lifecycle ->> 'artwork') = 'queued';
-- GET /api/v3/orders pages by (created_at, id) newest first: one index range, read backwards.
CREATE INDEX orders_user_page_idx ON orders (user_id, created_at, id);

-- Append-only: one row per change, numbered per order without gaps, written in the transaction of the change.
CREATE TABLE order_events (
  order_id text NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  sequence integer NOT NULL CHECK (sequence > 0),
  -- The order's owner, so a customer's events list is one index range.
  user_id text NOT NULL,
  item_index integer,
  name text NOT NULL,
  actor_id text,
  assumed_by text,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (order_id, sequence)
);
-- GET /api/v3/events sorts by (created_at, order_id, sequence) either way: one index read forwards or back.
CREATE INDEX order_events_user_idx ON order_events (user_id, created_at, order_id, sequence);
CREATE INDEX order_events_user_name_idx ON order_events (user_id, name, created_at);

-- X-Count of a customer's orders and events without counting 200,000 rows per request: kept in the
-- statements that add orders and events (order-events-repository.ts).
CREATE TABLE order_totals (
  user_id text PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  orders integer NOT NULL DEFAULT 0,
  events integer NOT NULL DEFAULT 0
);
INSERT INTO order_totals (user_id, orders) SELECT user_id, count(*) FROM orders GROUP BY user_id;

CREATE FUNCTION order_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'order_events is append-only';
END;
$$;
CREATE TRIGGER order_events_no_update BEFORE UPDATE ON order_events
  FOR EACH ROW EXECUTE FUNCTION order_events_append_only();

-- R-6-10: the role manager's changes to the default role permissions (packages/domain access/role-manager.ts).
CREATE TABLE role_permissions (
  identifier text NOT NULL,
  permission text NOT NULL,
  accessible boolean NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text,
  PRIMARY KEY (identifier, permission)
);

-- Feature flags (view: MANAGE, change: ADMIN).
CREATE TABLE feature_flags (
  name text PRIMARY KEY,
  enabled boolean NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text
);
