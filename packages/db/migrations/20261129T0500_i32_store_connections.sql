-- Issue 32: store integrations. A reseller's store (Shopify; WooCommerce later) sends its paid orders here; they
-- become Platen orders; tracking goes back when Platen ships. docs/decisions/shopify.md.

CREATE TABLE store_connections (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  platform text NOT NULL CHECK (platform IN ('shopify', 'woocommerce')),
  -- The shop's own domain (Shopify: name.myshopify.com), as the platform names it in webhooks.
  shop_domain text NOT NULL,
  -- The offline access token, AES-256-GCM under STORE_TOKEN_KEY (iv.tag.ciphertext, base64url); NULL before
  -- the install finished and after an uninstall.
  access_token_enc text,
  scopes text,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'connected', 'disconnected')),
  -- true: an imported order is placed at once (paid from balance/credit or held unpaid); false: it waits as a cart.
  auto_submit boolean NOT NULL DEFAULT true,
  last_import_at timestamptz,
  -- Imports that failed since the last one that worked.
  failures integer NOT NULL DEFAULT 0,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  disconnected_at timestamptz
);
CREATE INDEX store_connections_user_idx ON store_connections (user_id, created_at);
-- One live connection per shop: its webhooks name the shop, never the account.
CREATE UNIQUE INDEX store_connections_live_shop_idx ON store_connections (platform, shop_domain)
  WHERE status <> 'disconnected';

-- What a store SKU is in Platen: a saved printable, a colour and a size.
CREATE TABLE store_sku_mappings (
  store_id text NOT NULL REFERENCES store_connections(id) ON DELETE CASCADE,
  sku text NOT NULL,
  printable_id text NOT NULL,
  color text NOT NULL,
  size text NOT NULL,
  -- Set when Platen published the product to the store (POST /api/v3/stores/{id}/products).
  external_product_id text,
  price_cents integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (store_id, sku)
);

-- One row per store order: the UNIQUE key makes a webhook delivered twice import once.
CREATE TABLE store_imports (
  id text PRIMARY KEY,
  store_id text NOT NULL REFERENCES store_connections(id) ON DELETE CASCADE,
  external_order_id text NOT NULL,
  external_order_name text NOT NULL DEFAULT '',
  payload jsonb NOT NULL,
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'imported', 'held', 'failed', 'waiting-for-mapping')),
  reason text,
  attempts integer NOT NULL DEFAULT 0,
  order_id text,
  cart_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (store_id, external_order_id)
);
CREATE INDEX store_imports_order_idx ON store_imports (order_id) WHERE order_id IS NOT NULL;
CREATE INDEX store_imports_status_idx ON store_imports (store_id, status, created_at);

-- Tracking to push back: written in the packing transaction (the outbox), pushed by a job, retried with backoff.
CREATE TABLE store_fulfillments (
  id text PRIMARY KEY,
  store_id text NOT NULL REFERENCES store_connections(id) ON DELETE CASCADE,
  import_id text NOT NULL REFERENCES store_imports(id) ON DELETE CASCADE,
  order_id text NOT NULL,
  shipment_index integer NOT NULL,
  carrier text NOT NULL,
  tracking text NOT NULL,
  tracking_url text,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'pushed', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  external_fulfillment_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  pushed_at timestamptz,
  UNIQUE (order_id, shipment_index, tracking)
);
CREATE INDEX store_fulfillments_pending_idx ON store_fulfillments (created_at) WHERE status = 'pending';
