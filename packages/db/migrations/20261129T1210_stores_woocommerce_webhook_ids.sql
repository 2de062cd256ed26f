-- WooCommerce: the ids of the webhooks Platen registered on the store when it connected, so a disconnect deletes
-- exactly those at the store (and none the merchant made). Empty for Shopify (its uninstall removes the app's).
ALTER TABLE store_connections ADD COLUMN webhook_ids text[] NOT NULL DEFAULT '{}';
