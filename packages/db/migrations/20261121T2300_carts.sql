-- Carts (a versioned jsonb document), the cart version log, orders with lines, idempotency keys, address book.

-- One row per cart: the whole O-3 document and its version. `version` only moves by one, in the same statement
-- that writes the matching cart_versions row, so the log has no gap (0 = created).
CREATE TABLE carts (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  doc jsonb NOT NULL,
  version integer NOT NULL DEFAULT 0,
  -- O-7-21: a cart saved under a name is a quote/draft the user can list and reopen.
  saved_name text,
  saved_at timestamptz,
  ordered_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX carts_user_idx ON carts(user_id, updated_at DESC);

CREATE TABLE cart_versions (
  cart_id text NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
  version integer NOT NULL,
  -- The RFC 6902 operations that produced this version (null for the creation), so history can be replayed.
  patch jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (cart_id, version)
);

-- An order is placed once per cart (cart_id UNIQUE) and keeps a snapshot of the cart it came from.
CREATE TABLE orders (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  cart_id text NOT NULL UNIQUE REFERENCES carts(id) ON DELETE CASCADE,
  cart_version integer NOT NULL,
  status text NOT NULL DEFAULT 'order',
  po text,
  cart jsonb NOT NULL,
  quote jsonb NOT NULL,
  total_cents bigint NOT NULL,
  due_date date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX orders_user_idx ON orders(user_id, created_at DESC);

-- One line per shipment x printable x size with a quantity above zero.
CREATE TABLE order_lines (
  order_id text NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  line_no integer NOT NULL,
  shipment_id text NOT NULL,
  printable_id text NOT NULL,
  product_identifier text,
  color text,
  size text NOT NULL,
  quantity integer NOT NULL CHECK (quantity > 0),
  unit_cents bigint NOT NULL,
  total_cents bigint NOT NULL,
  PRIMARY KEY (order_id, line_no)
);

-- Idempotency keys are per user. The row is written in the transaction that does the work, so a key exists
-- only together with its result; request_hash tells a replay from a different body under the same key.
CREATE TABLE idempotency_keys (
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  key text NOT NULL,
  request_hash text NOT NULL,
  -- Claimed first (0 / {}) and filled before the same transaction commits: no one sees the placeholder.
  status integer NOT NULL DEFAULT 0,
  response jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);

-- The address book. match_key is the normalised address without the name (O-5-71), unique per user, so two
-- concurrent saves of the same address cannot create two entries.
CREATE TABLE addresses (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  address jsonb NOT NULL,
  match_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, match_key)
);
