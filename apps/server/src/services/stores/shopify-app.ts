import '@shopify/shopify-api/adapters/node';
import { ApiVersion, LogSeverity, type Session, shopifyApi } from '@shopify/shopify-api';
import { setAbstractFetchFunc } from '@shopify/shopify-api/runtime';
import type { StoreSettings } from './store-settings.ts';

/** The Admin API version every call uses (docs/decisions/shopify.md). */
export const SHOPIFY_API_VERSION = ApiVersion.October25;

/**
 * What the Platen app asks a shop for: its orders (write: a Platen cancel cancels the store order), products to
 * publish, fulfillments to report.
 */
export const SHOPIFY_SCOPES = [
  'write_orders',
  'write_products',
  'read_merchant_managed_fulfillment_orders',
  'write_merchant_managed_fulfillment_orders',
];

export const SHOPIFY_CALLBACK_PATH = '/ecommerce/shopify/callback';
export const SHOPIFY_WEBHOOK_PATH = '/ecommerce/shopify/webhooks';

export type ShopifyApp = ReturnType<typeof makeShopifyApp>;

let redirectedOrigin: string | null = null;
const realFetch = globalThis.fetch;

/**
 * The library's HTTP calls (token exchange, Admin API) with https://{shop}.myshopify.com sent to the local
 * stand-in when SHOPIFY_SHOP_ORIGIN is set (tests only; production refuses it in store-settings.ts).
 */
function installFetch(origin: string | null) {
  redirectedOrigin = origin;
  setAbstractFetchFunc((input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    return realFetch(redirectedOrigin ? toStandIn(url, redirectedOrigin) : url, init);
  });
}

/** https://x.myshopify.com/path -> origin/path (the shop stays known to the stand-in by a header). */
export function toStandIn(url: string, origin: string): string {
  return url.replace(/^https:\/\/([a-z0-9-]+\.myshopify\.com)/i, `${origin}/shops/$1`);
}

function makeShopifyApp(s: NonNullable<StoreSettings['shopify']>, origin: string) {
  const u = new URL(origin);
  return shopifyApi({
    apiKey: s.apiKey,
    apiSecretKey: s.apiSecret,
    scopes: SHOPIFY_SCOPES,
    hostName: u.host,
    hostScheme: u.protocol === 'http:' ? 'http' : 'https',
    apiVersion: SHOPIFY_API_VERSION,
    isEmbeddedApp: false,
    logger: { level: LogSeverity.Error, log: async () => {} },
  });
}

/** Shopify's library set up for this process (null when no Shopify app is configured). */
export function shopifyApp(settings: StoreSettings, publicOrigin: string): ShopifyApp | null {
  if (!settings.shopify) return null;
  installFetch(settings.shopOrigin);
  return makeShopifyApp(settings.shopify, publicOrigin);
}

/** An offline session for Admin API calls on a shop with its token. */
export function offlineSession(app: ShopifyApp, shop: string, accessToken: string): Session {
  const session = app.session.customAppSession(shop);
  session.accessToken = accessToken;
  session.isOnline = false;
  return session;
}

/** A response the library writes into, answered through Fastify afterwards (keeps its hooks and headers). */
export interface CapturedResponse {
  statusCode: number;
  statusMessage: string;
  headers: Record<string, string | string[]>;
  body: string;
  getHeaders(): Record<string, string | string[]>;
  setHeader(name: string, value: string | string[]): void;
  write(chunk: string): void;
  end(): void;
}

export function capturedResponse(): CapturedResponse {
  const headers: Record<string, string | string[]> = {};
  return {
    statusCode: 200,
    statusMessage: '',
    headers,
    body: '',
    getHeaders: () => headers,
    setHeader(name, value) {
      headers[name.toLowerCase()] = value;
    },
    write(chunk) {
      this.body += chunk;
    },
    end() {},
  };
}

/**
 * The request as the library reads it. The user agent is left out: the library refuses crawlers by it, and
 * headless browsers count as crawlers; these routes need a signed-in Platen user, which crawlers are not.
 */
export function libraryRequest(raw: { headers: Record<string, unknown>; method?: string; url?: string }) {
  const { 'user-agent': _ua, ...headers } = raw.headers;
  return { headers, method: raw.method ?? 'GET', url: raw.url ?? '/' };
}
