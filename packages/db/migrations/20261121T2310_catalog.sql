-- Catalogue (categories, products, mockup templates) and the user's print assets: artwork, designs, printables.
CREATE TABLE catalog_categories (
  category_id text PRIMARY KEY,
  name text NOT NULL,
  position integer NOT NULL DEFAULT 0
);

-- One row per blank product; the document holds colours, sizes, stock, tags, print areas and templates.
CREATE TABLE catalog_products (
  product_id text PRIMARY KEY,
  identifier text NOT NULL UNIQUE,
  name text NOT NULL,
  brand text NOT NULL,
  family text NOT NULL,
  type text NOT NULL,
  categories text[] NOT NULL DEFAULT '{}',
  designable boolean NOT NULL DEFAULT true,
  doc jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX catalog_products_categories_idx ON catalog_products USING gin (categories);

CREATE TABLE catalog_templates (
  name text PRIMARY KEY,
  svg text NOT NULL
);

CREATE TABLE artworks (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL,
  format text NOT NULL,
  width integer NOT NULL,
  height integer NOT NULL,
  bytes integer NOT NULL,
  sha256 text NOT NULL,
  file_name text NOT NULL,
  thumb_name text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX artworks_user_idx ON artworks (user_id, created_at DESC);

CREATE TABLE designs (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  print_type text NOT NULL,
  name text,
  doc jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX designs_user_idx ON designs (user_id, created_at DESC);

CREATE TABLE printables (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  design_id text NOT NULL REFERENCES designs(id) ON DELETE CASCADE,
  product_id text NOT NULL REFERENCES catalog_products(product_id),
  color text NOT NULL,
  name text NOT NULL,
  size_prices jsonb NOT NULL,
  min_quantity integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX printables_user_idx ON printables (user_id, created_at DESC);
