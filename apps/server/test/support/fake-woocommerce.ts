import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for one WooCommerce store (docs/decisions/woocommerce.md), answering the REST calls Platen
 * makes as the official clients send them: the legacy API /wc-api/v3 (WooCommerce 2.2-2.5, woocommerce-api
 * 1.5.0) or the current /wp-json/wc/v3 (@woocommerce/woocommerce-rest-api 1.0.2). Over plain HTTP both clients
 * sign each call with OAuth 1.0a one-legged (HMAC-SHA256, the parameters in the query): the stand-in checks the
 * consumer key, the signature (RFC 5849 base string, key `secret&`), the timestamp and a fresh nonce, and
 * answers 401 otherwise. It records webhooks (and deletes them), products (with variations), order notes and statuses, and builds
 * webhooks as WooCommerce sends them (X-WC-Webhook-* headers, the base64 HMAC-SHA256 signature under the
 * webhook's secret; legacy bodies wrapped in `{order: …}`). `down` makes every API call answer 503.
 */
export interface FakeWooCommerce {
  /** The site address to connect (no trailing slash). */
  url: string;
  version: 'legacy' | 'current';
  key: string;
  secret: string;
  webhooks: { id: number; topic: string; deliveryUrl: string; secret: string }[];
  products: {
    id: number;
    title: string;
    type: string;
    attributes: { name: string; options: string[] }[];
    variations: { sku: string; price: string; attributes: { name: string; option: string }[] }[];
  }[];
  orders: Map<string, { status: string; notes: { note: string; customerNote: boolean }[] }>;
  /** Every API call: method, path below the API root, status answered. */
  calls: { method: string; path: string; status: number }[];
  down: boolean;
  /** A store order (status processing unless given) in the version's webhook shape. */
  order(o: WooOrderInput): Record<string, unknown>;
  /** A webhook as the store sends it for `order` (signed with the registered secret unless `secret`). */
  webhook(topic: string, order: Record<string, unknown>, secret?: string): WooWebhook;
  /** WooCommerce's ping when a webhook is made: unsigned, form-encoded webhook_id. */
  ping(): WooWebhook;
  /** Sends a webhook over HTTP; answers the status. */
  deliver(url: string, w: WooWebhook): Promise<number>;
  close(): Promise<void>;
}

export interface WooOrderInput {
  id: number;
  status?: string;
  lines: { sku: string; quantity: number; name?: string }[];
  shipping: {
    first_name: string;
    last_name: string;
    address_1: string;
    city: string;
    state: string;
    postcode: string;
    country: string;
  };
  shippingMethod?: string;
}

export interface WooWebhook {
  headers: Record<string, string>;
  payload: string;
}

/** RFC 3986 percent-encoding, as OAuth 1.0a wants it. */
const pct = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The OAuth 1.0a signature of a request (one-legged: no token, so the key is `secret&`). */
export function oauthSignature(method: string, baseUrl: string, params: [string, string][], secret: string) {
  const normalized = params
    .filter(([k]) => k !== 'oauth_signature')
    .map(([k, v]) => [pct(k), pct(v)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const base = `${method.toUpperCase()}&${pct(baseUrl)}&${pct(normalized)}`;
  return createHmac('sha256', `${pct(secret)}&`)
    .update(base)
    .digest('base64');
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

export async function startFakeWooCommerce(
  version: 'legacy' | 'current',
  opts: { key?: string; secret?: string; wcVersion?: string } = {},
): Promise<FakeWooCommerce> {
  const key = opts.key ?? `ck_${randomUUID().replace(/-/g, '')}`;
  const secret = opts.secret ?? `cs_${randomUUID().replace(/-/g, '')}`;
  const root = version === 'legacy' ? '/wc-api/v3' : '/wp-json/wc/v3';
  const nonces = new Set<string>();
  let nextId = 100;
  const state = {
    webhooks: [] as FakeWooCommerce['webhooks'],
    products: [] as FakeWooCommerce['products'],
    orders: new Map() as FakeWooCommerce['orders'],
    calls: [] as FakeWooCommerce['calls'],
    down: false,
  };
  const wrap = (name: string, v: unknown) => (version === 'legacy' ? { [name]: v } : v);
  const unwrap = (name: string, b: Record<string, unknown>) =>
    (version === 'legacy' ? (b[name] as Record<string, unknown>) : b) ?? {};

  /** OAuth 1.0a over HTTP: the consumer key, a fresh nonce, a recent timestamp and the signature. */
  function authorized(req: IncomingMessage, url: URL): boolean {
    const q = url.searchParams;
    if (q.get('oauth_consumer_key') !== key || q.get('oauth_signature_method') !== 'HMAC-SHA256')
      return false;
    const nonce = q.get('oauth_nonce') ?? '';
    const ts = Number(q.get('oauth_timestamp'));
    if (!nonce || nonces.has(nonce) || !Number.isFinite(ts) || Math.abs(Date.now() / 1000 - ts) > 900)
      return false;
    const want = Buffer.from(
      oauthSignature(
        req.method ?? 'GET',
        `http://${req.headers.host}${url.pathname}`,
        // As PHP reads a query: a key given twice counts once, the last value (the current client sends a
        // param such as force=true both in the URL it signed and in its params).
        [...new Map(q.entries())],
        secret,
      ),
    );
    const given = Buffer.from(q.get('oauth_signature') ?? '');
    if (want.length !== given.length || !timingSafeEqual(want, given)) return false;
    nonces.add(nonce);
    return true;
  }

  function route(
    method: string,
    path: string,
    body: Record<string, unknown>,
    query: URLSearchParams,
  ): [number, unknown] {
    if (method === 'GET' && version === 'legacy' && (path === '' || path === '/'))
      return [200, { store: { name: 'Fake shop', meta: { wc_version: opts.wcVersion ?? '2.5.5' } } }];
    if (method === 'GET' && version === 'current' && path === '/system_status')
      return [200, { environment: { version: opts.wcVersion ?? '9.4.0' } }];
    if (method === 'POST' && path === '/webhooks') {
      const w = unwrap('webhook', body);
      const hook = {
        id: nextId++,
        topic: String(w.topic),
        deliveryUrl: String(w.delivery_url),
        secret: String(w.secret),
      };
      state.webhooks.push(hook);
      return [201, wrap('webhook', { id: hook.id, topic: hook.topic, delivery_url: hook.deliveryUrl })];
    }
    const webhook = /^\/webhooks\/(\d+)$/.exec(path);
    if (method === 'DELETE' && webhook) return deleteWebhook(Number(webhook[1]), query);
    if (method === 'POST' && path === '/products') return createProduct(unwrap('product', body));
    const variations = /^\/products\/(\d+)\/variations\/batch$/.exec(path);
    if (method === 'POST' && variations && version === 'current') {
      const p = state.products.find((x) => x.id === Number(variations[1]));
      if (!p) return [404, { code: 'woocommerce_rest_product_invalid_id', message: 'Invalid ID.' }];
      const created = ((body.create as Record<string, unknown>[]) ?? []).map(variation);
      p.variations.push(...created);
      return [200, { create: created.map((v) => ({ id: nextId++, sku: v.sku })) }];
    }
    const notes = /^\/orders\/(\d+)\/notes$/.exec(path);
    if (notes) return orderNotes(method, notes[1]!, body);
    const order = /^\/orders\/(\d+)$/.exec(path);
    if (method === 'PUT' && order) {
      const o = state.orders.get(order[1]!);
      if (!o) return [404, { message: 'Invalid order ID.' }];
      o.status = String(unwrap('order', body).status ?? o.status);
      return [200, wrap('order', { id: Number(order[1]), status: o.status })];
    }
    return [404, { code: 'rest_no_route', message: `No route ${method} ${path}` }];
  }

  /** Legacy: deleted for good; current: webhooks have no trash, so force=true is required (501 otherwise). */
  function deleteWebhook(id: number, query: URLSearchParams): [number, unknown] {
    const i = state.webhooks.findIndex((w) => w.id === id);
    if (i < 0) return [404, { code: 'woocommerce_rest_webhook_invalid_id', message: 'Invalid ID.' }];
    if (version === 'current' && query.get('force') !== 'true')
      return [
        501,
        { code: 'woocommerce_rest_trash_not_supported', message: 'Webhooks do not support trashing.' },
      ];
    const [gone] = state.webhooks.splice(i, 1);
    return [200, version === 'legacy' ? { message: 'Permanently deleted webhook' } : { id: gone!.id }];
  }

  function variation(v: Record<string, unknown>) {
    return {
      sku: String(v.sku),
      price: String(v.regular_price),
      attributes: ((v.attributes as { name: string; option: string }[]) ?? []).map((a) => ({
        name: a.name,
        option: a.option,
      })),
    };
  }

  function createProduct(p: Record<string, unknown>): [number, unknown] {
    const product = {
      id: nextId++,
      title: String(p.title ?? p.name),
      type: String(p.type),
      attributes: ((p.attributes as { name: string; options: string[] }[]) ?? []).map((a) => ({
        name: a.name,
        options: a.options,
      })),
      variations:
        version === 'legacy' ? ((p.variations as Record<string, unknown>[]) ?? []).map(variation) : [],
    };
    state.products.push(product);
    return [201, wrap('product', { id: product.id, title: product.title })];
  }

  function orderNotes(method: string, id: string, body: Record<string, unknown>): [number, unknown] {
    const o = state.orders.get(id);
    if (!o) return [404, { message: 'Invalid order ID.' }];
    if (method === 'GET') {
      const list = o.notes.map((n, i) => ({ id: i + 1, note: n.note, customer_note: n.customerNote }));
      return [200, version === 'legacy' ? { order_notes: list } : list];
    }
    const n = unwrap('order_note', body);
    o.notes.push({ note: String(n.note), customerNote: Boolean(n.customer_note) });
    return [201, wrap('order_note', { id: o.notes.length, note: n.note })];
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
    const raw = await readBody(req);
    if (!url.pathname.startsWith(root)) return json(res, 404, { message: 'Not a WooCommerce API path.' });
    const path = url.pathname.slice(root.length);
    const record = (status: number) => state.calls.push({ method: req.method ?? 'GET', path, status });
    if (state.down) {
      record(503);
      return json(res, 503, { message: 'Service Unavailable' });
    }
    if (!authorized(req, url)) {
      record(401);
      return json(res, 401, { code: 'woocommerce_rest_authentication_error', message: 'Invalid signature.' });
    }
    const [status, body] = route(
      req.method ?? 'GET',
      path,
      raw ? (JSON.parse(raw) as Record<string, unknown>) : {},
      url.searchParams,
    );
    record(status);
    json(res, status, body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const siteUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const sign = (payload: string, s: string) => createHmac('sha256', s).update(payload).digest('base64');
  return Object.assign(state, {
    url: siteUrl,
    version,
    key,
    secret,
    order(o: WooOrderInput) {
      const status = o.status ?? 'processing';
      if (!state.orders.has(String(o.id))) state.orders.set(String(o.id), { status, notes: [] });
      else state.orders.get(String(o.id))!.status = status;
      const lines = o.lines.map((l, i) => ({
        id: i + 1,
        sku: l.sku,
        quantity: l.quantity,
        name: l.name ?? l.sku,
      }));
      const ship = [{ method_id: 'flat_rate', method_title: o.shippingMethod ?? 'Flat rate' }];
      if (version === 'legacy')
        return {
          order: {
            id: o.id,
            order_number: o.id,
            status,
            line_items: lines,
            shipping_address: { ...o.shipping, company: '', address_2: '' },
            billing_address: { phone: '555-0100' },
            shipping_lines: ship,
          },
        };
      return {
        id: o.id,
        number: String(o.id),
        status,
        line_items: lines,
        shipping: { ...o.shipping, company: '', address_2: '', phone: '' },
        billing: { phone: '555-0100' },
        shipping_lines: ship,
      };
    },
    webhook(topic: string, order: Record<string, unknown>, secretOverride?: string): WooWebhook {
      const hook = state.webhooks.find((w) => w.topic === topic);
      const payload = JSON.stringify(order);
      return {
        payload,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'WooCommerce/2.5.5 Hookshot (WordPress/4.4)',
          'x-wc-webhook-source': `${siteUrl}/`,
          'x-wc-webhook-topic': topic,
          'x-wc-webhook-resource': topic.split('.')[0]!,
          'x-wc-webhook-event': topic.split('.')[1]!,
          'x-wc-webhook-signature': sign(payload, secretOverride ?? hook?.secret ?? 'no-webhook'),
          'x-wc-webhook-id': String(hook?.id ?? 0),
          'x-wc-webhook-delivery-id': String(nextId++),
        },
      };
    },
    ping(): WooWebhook {
      return {
        payload: `webhook_id=${state.webhooks[0]?.id ?? 1}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      };
    },
    async deliver(url: string, w: WooWebhook) {
      const r = await fetch(url, { method: 'POST', headers: w.headers, body: w.payload });
      await r.arrayBuffer();
      return r.status;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  });
}
