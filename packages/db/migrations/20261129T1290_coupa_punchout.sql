-- Coupa punchout (cXML 1.2): buyer organisations with their shared secret, punchout sessions (a one-time StartPage
-- token, the BrowserFormPost URL and BuyerCookie to return the cart to), carts returned to Coupa, and purchase
-- orders received (by payloadID: a resent OrderRequest answers the same and places nothing twice).
CREATE TABLE coupa_buyers (
  identity text PRIMARY KEY,
  name text NOT NULL,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  secret_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX coupa_buyers_user_idx ON coupa_buyers (user_id);

CREATE TABLE punchout_sessions (
  id text PRIMARY KEY,
  start_token_hash text NOT NULL UNIQUE,
  buyer_identity text NOT NULL REFERENCES coupa_buyers(identity) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  buyer_cookie text NOT NULL,
  form_post_url text NOT NULL,
  operation text NOT NULL,
  contact_email text,
  start_expires_at timestamptz NOT NULL,
  started_at timestamptz,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX punchout_sessions_user_idx ON punchout_sessions (user_id, started_at DESC);

CREATE TABLE punchout_carts (
  cart_id text PRIMARY KEY REFERENCES carts(id) ON DELETE CASCADE,
  session_id text NOT NULL REFERENCES punchout_sessions(id) ON DELETE CASCADE,
  total_cents bigint NOT NULL,
  returned_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE coupa_order_requests (
  payload_id text PRIMARY KEY,
  buyer_identity text NOT NULL REFERENCES coupa_buyers(identity) ON DELETE CASCADE,
  po_number text NOT NULL,
  cart_id text,
  order_id text REFERENCES orders(id) ON DELETE SET NULL,
  status_code integer NOT NULL,
  status_text text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
