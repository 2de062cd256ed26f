-- Coupons (reference-data.md 3, entity coupon; docs/decisions/coupons.md): a code giving a percent or an amount
-- off the goods of the products/print types it names, with a minimum order, an expiry and use limits. used_count
-- is raised in the placement's transaction under the coupon's row lock, so a 1-use coupon is redeemed once.
CREATE TABLE coupons (
  id text PRIMARY KEY,
  code text NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('percent', 'amount')),
  value integer NOT NULL CHECK (value > 0),
  products jsonb NOT NULL DEFAULT '[]'::jsonb,
  print_types jsonb NOT NULL DEFAULT '[]'::jsonb,
  minimum_cents integer NOT NULL DEFAULT 0 CHECK (minimum_cents >= 0),
  expires_at timestamptz,
  uses_per_account integer CHECK (uses_per_account IS NULL OR uses_per_account > 0),
  uses_total integer CHECK (uses_total IS NULL OR uses_total > 0),
  used_count integer NOT NULL DEFAULT 0,
  expired_at timestamptz,
  created_by text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (uses_total IS NULL OR used_count <= uses_total)
);

-- One row per order that used a coupon, with the terms as redeemed (a re-price after a cancel reads these).
CREATE TABLE coupon_redemptions (
  id text PRIMARY KEY,
  coupon_id text NOT NULL REFERENCES coupons(id),
  order_id text NOT NULL UNIQUE REFERENCES orders(id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  discount_cents integer NOT NULL CHECK (discount_cents >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX coupon_redemptions_by_user ON coupon_redemptions (coupon_id, user_id);

-- The coupon a cart carries to its review and placement (one per cart).
CREATE TABLE cart_coupons (
  cart_id text PRIMARY KEY REFERENCES carts(id) ON DELETE CASCADE,
  coupon_id text NOT NULL REFERENCES coupons(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Credit line applications (reference-data.md 3; docs/decisions/credit-applications.md): a customer asks for a
-- credit line up to $100,000; cs/admin approve with an amount (which becomes the credit line) or decline with a
-- reason. One open application per account.
CREATE TABLE credit_applications (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  company jsonb NOT NULL,
  trade_references jsonb NOT NULL,
  requested_cents bigint NOT NULL CHECK (requested_cents > 0 AND requested_cents <= 10000000),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'declined')),
  approved_cents bigint,
  decline_reason text,
  reviewed_by text,
  reviewed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX credit_applications_one_open ON credit_applications (user_id) WHERE status = 'pending';
CREATE INDEX credit_applications_by_status ON credit_applications (status, created_at);
