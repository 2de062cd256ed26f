-- Issue 20: stored quotes of the public API (POST /api/v3/quotes). A quote prices a cart built from the request
-- (carts row, never shown as a saved cart) and keeps the answer; POST /api/v3/orders {quoteToken} places that cart
-- through the cart's own order placement and records the order here in the same transaction.
CREATE TABLE api_quotes (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- The token an order names; with the owner's credentials only (a token alone orders nothing).
  token text NOT NULL UNIQUE,
  cart_id text NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
  -- The answer as the API shows it (totals in cents, shipments, due date, warnings).
  quote jsonb NOT NULL,
  total_cents bigint NOT NULL,
  expires_at timestamptz NOT NULL,
  order_id text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX api_quotes_user_idx ON api_quotes (user_id, created_at);
