/** Store integration settings, from the environment (docs/decisions/shopify.md). */
export interface StoreSettings {
  /** SHOPIFY_API_KEY / SHOPIFY_API_SECRET: the Platen app's credentials; null = Shopify is not offered. */
  shopify: { apiKey: string; apiSecret: string } | null;
  /**
   * SHOPIFY_SHOP_ORIGIN (tests and local development only): every https://{shop}.myshopify.com call goes to
   * this origin instead (a local Shopify stand-in). Refused when NODE_ENV=production.
   */
  shopOrigin: string | null;
  /** STORE_TOKEN_KEY: the AES-256-GCM key of access tokens at rest; null = a random key kept in the database. */
  tokenKey: string | null;
  /** STORE_RETRY_DELAY_SECONDS: the first retry delay of imports and fulfillment pushes (doubles each retry). */
  retryDelaySeconds: number;
}

/** Dev-only app credentials, so a local start can connect the local fake shop; never used in production. */
const DEV_APP = { apiKey: 'platen-dev-app', apiSecret: 'platen-dev-app-secret' };

/**
 * Reads the settings. In production a configured Shopify app needs STORE_TOKEN_KEY (the start stops
 * otherwise) and SHOPIFY_SHOP_ORIGIN is refused.
 */
export function storeSettings(env: NodeJS.ProcessEnv = process.env): StoreSettings {
  const production = env.NODE_ENV === 'production';
  const apiKey = env.SHOPIFY_API_KEY?.trim();
  const apiSecret = env.SHOPIFY_API_SECRET?.trim();
  const shopOrigin = env.SHOPIFY_SHOP_ORIGIN?.trim().replace(/\/$/, '') || null;
  const tokenKey = env.STORE_TOKEN_KEY?.trim() || null;
  if (production && shopOrigin)
    throw new Error('SHOPIFY_SHOP_ORIGIN is for tests only; unset it in production.');
  if (production && apiKey && !tokenKey)
    throw new Error(
      'STORE_TOKEN_KEY must be set in production when SHOPIFY_API_KEY is (store tokens at rest).',
    );
  const shopify = apiKey && apiSecret ? { apiKey, apiSecret } : production ? null : DEV_APP;
  const delay = Number(env.STORE_RETRY_DELAY_SECONDS);
  return {
    shopify,
    shopOrigin,
    tokenKey,
    retryDelaySeconds: Number.isFinite(delay) && delay > 0 ? delay : 30,
  };
}
