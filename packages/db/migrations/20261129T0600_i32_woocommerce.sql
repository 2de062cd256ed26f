-- WooCommerce stores (docs/decisions/woocommerce.md). shop_domain holds the site URL; access_token_enc holds the
-- consumer key and secret sealed together (AES-256-GCM, like the Shopify token).
-- 'legacy': the /wc-api/v3 REST API of WooCommerce 2.2-2.5; 'current': /wp-json/wc/v3. NULL for Shopify.
ALTER TABLE store_connections ADD COLUMN api_version text
  CHECK (api_version IS NULL OR api_version IN ('legacy', 'current'));
-- The per-store secret WooCommerce signs its webhooks with (X-WC-Webhook-Signature), sealed like the token.
ALTER TABLE store_connections ADD COLUMN webhook_secret_enc text;

-- A push back to the store: 'ship' (tracking; the existing rows) or 'cancel' (Platen cancelled the order; one
-- per order: shipment_index -1, empty tracking, so the UNIQUE key makes it once).
ALTER TABLE store_fulfillments ADD COLUMN kind text NOT NULL DEFAULT 'ship' CHECK (kind IN ('ship', 'cancel'));
