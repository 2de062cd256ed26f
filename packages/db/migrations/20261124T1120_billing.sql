-- Issue 19: billing. The balance is the sum of ledger_transactions (never a stored number); the account row
-- carries the credit line and is the per-account lock every money movement takes first (SELECT ... FOR UPDATE).

CREATE TABLE billing_accounts (
  user_id text PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  -- R-5-20: at most $100,000 (10,000,000 cents), docs/decisions/credit-line-unit.md.
  credit_line_cents bigint NOT NULL DEFAULT 0 CHECK (credit_line_cents BETWEEN 0 AND 10000000),
  stripe_customer_id text,
  default_payment_method text,
  -- Auto-recharge: top up `amount` by the default card when available falls below `below` (null = off).
  auto_recharge jsonb,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Immutable money movements in cents (UPDATE and DELETE refused by a trigger).
CREATE TABLE ledger_transactions (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  direction text NOT NULL CHECK (direction IN ('credit', 'debit')),
  type text NOT NULL,
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  order_id text REFERENCES orders(id) ON DELETE SET NULL,
  claim_id text,
  note text,
  -- A payment provider's id (Stripe PaymentIntent): the same payment confirmed twice credits once.
  external_ref text UNIQUE,
  actor_id text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_user_idx ON ledger_transactions (user_id, created_at, id);
-- No order is paid twice, nor refunded twice.
CREATE UNIQUE INDEX ledger_order_paid_once ON ledger_transactions (order_id) WHERE type = 'order' AND direction = 'debit';
CREATE UNIQUE INDEX ledger_order_refunded_once ON ledger_transactions (order_id)
  WHERE type = 'order-cancelled' AND direction = 'credit';

CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_transactions is append-only';
END;
$$;
CREATE TRIGGER ledger_no_change BEFORE UPDATE OR DELETE ON ledger_transactions
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();

-- Orders waiting for funds, oldest first.
CREATE INDEX orders_unpaid_idx ON orders (user_id, created_at, id) WHERE status = 'unpaid';

-- Invoices: one per paid order, numbered in sequence.
CREATE SEQUENCE invoice_number_seq START 1001;
CREATE TABLE invoices (
  id text PRIMARY KEY,
  number integer NOT NULL UNIQUE DEFAULT nextval('invoice_number_seq'),
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  order_id text UNIQUE REFERENCES orders(id) ON DELETE SET NULL,
  -- Lines, tax and totals fixed when issued (cents).
  lines jsonb NOT NULL,
  subtotal_cents bigint NOT NULL,
  tax_cents bigint NOT NULL DEFAULT 0,
  total_cents bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX invoices_user_idx ON invoices (user_id, created_at DESC);

-- Stripe webhooks seen (event id): a delivery repeated is acknowledged without a second effect.
CREATE TABLE payment_events (
  id text PRIMARY KEY,
  type text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);

-- Claims (R-3-59..61) and their decision.
CREATE TABLE claims (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  order_id text NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  reason text NOT NULL,
  printer_problem text,
  severity text NOT NULL,
  items jsonb NOT NULL,
  note text,
  photos jsonb NOT NULL DEFAULT '[]'::jsonb,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'reship', 'credit', 'rejected')),
  decision_reason text,
  decided_by text,
  decided_at timestamptz,
  -- The reship order (decision reship) or the claim credit (decision credit).
  reship_order_id text,
  credit_cents bigint,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX claims_user_idx ON claims (user_id, created_at DESC);
CREATE INDEX claims_open_idx ON claims (created_at) WHERE status = 'open';
