-- Pricing tables (seeded from packages/db/seed/pricing.json, editable by staff). Money in integer cents.
CREATE TABLE blank_prices (
  product_id text NOT NULL REFERENCES catalog_products(product_id) ON DELETE CASCADE,
  size text NOT NULL,
  cents integer NOT NULL CHECK (cents >= 0),
  PRIMARY KEY (product_id, size)
);

-- Per printed side, by ink colours and the smallest quantity of the tier.
CREATE TABLE pricing_screenprint (
  colors integer NOT NULL CHECK (colors BETWEEN 1 AND 8),
  min_quantity integer NOT NULL CHECK (min_quantity >= 1),
  per_side_cents integer NOT NULL CHECK (per_side_cents >= 0),
  PRIMARY KEY (colors, min_quantity)
);

CREATE TABLE pricing_dtg (
  area_tier text PRIMARY KEY,
  max_square_inches numeric NOT NULL,
  first_side_cents integer NOT NULL,
  additional_side_cents integer NOT NULL
);

CREATE TABLE pricing_embroidery (
  id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  per_side_cents integer NOT NULL,
  free_stitches integer NOT NULL,
  stitch_tier integer NOT NULL CHECK (stitch_tier > 0),
  per_tier_cents integer NOT NULL
);

-- Flat printing prices of mugs, cases and posters, by variant (mug size, poster size, "default").
CREATE TABLE pricing_flat (
  print_type text NOT NULL,
  variant text NOT NULL,
  cents integer NOT NULL,
  PRIMARY KEY (print_type, variant)
);

-- Fees: amounts in cents, or percents (rush_1, rush_3, rush_5).
CREATE TABLE pricing_fees (
  code text PRIMARY KEY,
  cents integer,
  percent integer
);

CREATE TABLE pricing_tiers (
  code text PRIMARY KEY,
  discount_percent integer NOT NULL CHECK (discount_percent BETWEEN 0 AND 100),
  description text NOT NULL
);

CREATE TABLE sales_tax_rates (
  state text PRIMARY KEY,
  basis_points integer NOT NULL CHECK (basis_points >= 0)
);

CREATE TABLE shipping_rates (
  service text PRIMARY KEY,
  base_cents integer NOT NULL,
  per_piece_cents integer NOT NULL
);

CREATE TABLE production_days (
  print_type text PRIMARY KEY,
  days integer NOT NULL CHECK (days >= 0)
);

CREATE TABLE delivery_estimates (
  state text NOT NULL,
  facility text NOT NULL,
  days numeric NOT NULL,
  PRIMARY KEY (state, facility)
);
