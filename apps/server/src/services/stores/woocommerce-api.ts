import WooCommerceRestApi from '@woocommerce/woocommerce-rest-api';
import WooCommerceAPI from 'woocommerce-api';

/** How Platen reaches one WooCommerce store: its address, REST API keys and which API it runs. */
export interface WooCommerceCredentials {
  url: string;
  key: string;
  secret: string;
  version: 'legacy' | 'current';
}

/** One JSON call on the store's REST API; a non-2xx answer throws with the status and WooCommerce's message. */
export type WooCall = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  endpoint: string,
  body?: unknown,
) => Promise<unknown>;

const TIMEOUT_MS = 15_000;

/** The client's class whichever way the CommonJS package was loaded (bundle, vitest, or tsx's interop). */
const RestApi =
  (WooCommerceRestApi as unknown as { default?: typeof WooCommerceRestApi }).default ?? WooCommerceRestApi;

export class WooCommerceError extends Error {
  constructor(
    readonly status: number,
    body: unknown,
  ) {
    const b = body as { message?: string; errors?: { message?: string }[] } | null;
    super(`WooCommerce answered ${status}: ${b?.message ?? b?.errors?.[0]?.message ?? 'no message'}`);
  }
}

/**
 * The legacy API (/wc-api/v3, WooCommerce 2.2-2.5) through woocommerce-api 1.5.0: HTTPS basic auth, or OAuth
 * 1.0a one-legged (HMAC-SHA256, in the query) over HTTP; the client picks by the URL's scheme.
 */
function legacyCall(c: WooCommerceCredentials): WooCall {
  const api = new WooCommerceAPI({
    url: c.url,
    consumerKey: c.key,
    consumerSecret: c.secret,
    version: 'v3',
    timeout: TIMEOUT_MS,
  });
  return (method, endpoint, body) =>
    new Promise((resolve, reject) => {
      const done = (err: Error | null, res: { statusCode: number; body: string } | undefined) => {
        if (err || !res) return reject(err ?? new Error('WooCommerce did not answer.'));
        let parsed: unknown = null;
        try {
          parsed = res.body ? JSON.parse(res.body) : null;
        } catch {
          parsed = null;
        }
        if (res.statusCode >= 200 && res.statusCode < 300) resolve(parsed);
        else reject(new WooCommerceError(res.statusCode, parsed));
      };
      if (method === 'GET') api.get(endpoint, done);
      else if (method === 'POST') api.post(endpoint, body, done);
      else if (method === 'PUT') api.put(endpoint, body, done);
      else api.delete(endpoint, done);
    });
}

/** The current API (/wp-json/wc/v3) through @woocommerce/woocommerce-rest-api 1.0.2 (same auth choice by scheme). */
function currentCall(c: WooCommerceCredentials): WooCall {
  const api = new RestApi({
    url: c.url,
    consumerKey: c.key,
    consumerSecret: c.secret,
    version: 'wc/v3',
    timeout: TIMEOUT_MS,
  });
  return async (method, endpointWithQuery, body) => {
    // The client signs its params, not a query written into the endpoint: pass it as params.
    const [endpoint = '', query = ''] = endpointWithQuery.split('?');
    const params = Object.fromEntries(new URLSearchParams(query));
    try {
      const r =
        method === 'GET'
          ? await api.get(endpoint, params)
          : method === 'POST'
            ? await api.post(endpoint, body, params)
            : method === 'PUT'
              ? await api.put(endpoint, body, params)
              : await api.delete(endpoint, params);
      return r.data as unknown;
    } catch (err) {
      const res = (err as { response?: { status: number; data: unknown } }).response;
      if (res) throw new WooCommerceError(res.status, res.data);
      throw err;
    }
  };
}

/** The store's REST API as one call function, whichever version it runs. */
export function wooCommerceCall(c: WooCommerceCredentials): WooCall {
  return c.version === 'legacy' ? legacyCall(c) : currentCall(c);
}
