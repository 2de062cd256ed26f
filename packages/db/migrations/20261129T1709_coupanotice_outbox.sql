-- Coupa status and ship notices (cXML StatusUpdateRequest / ShipNoticeRequest): a buyer organisation's optional
-- notices URL with its shared secret sealed (AES-GCM; the inbound check keeps only the hash), and the outbox of
-- notices, one row per notice (unique key: an order's status or shipment), claimed once, retried with backoff.
ALTER TABLE coupa_buyers ADD COLUMN notices_url text;
ALTER TABLE coupa_buyers ADD COLUMN notices_secret_sealed text;

CREATE TABLE coupa_notices (
  id text PRIMARY KEY,
  -- Queue order (an order's notices are offered in the order its events made them).
  seq bigint GENERATED ALWAYS AS IDENTITY,
  order_id text NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  buyer_identity text NOT NULL REFERENCES coupa_buyers(identity) ON DELETE CASCADE,
  payload_id text NOT NULL,
  po_number text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('status', 'ship')),
  data jsonb NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz,
  last_error text,
  delivered_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX coupa_notices_due_idx ON coupa_notices (next_attempt_at) WHERE status = 'pending';
CREATE INDEX coupa_notices_order_idx ON coupa_notices (order_id);
CREATE INDEX coupa_order_requests_order_idx ON coupa_order_requests (order_id);
