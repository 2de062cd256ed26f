import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the parts of Shopify Platen's store integration uses (docs/decisions/shopify.md), following
 * Shopify's documented shapes. The server reaches it through SHOPIFY_SHOP_ORIGIN: https://{shop}/… becomes
 * {origin}/shops/{shop}/…. It answers the OAuth consent (at once, as an approving merchant: a redirect to the
 * app's callback with code, shop, state, timestamp and the query HMAC), the token exchange, and the Admin GraphQL
 * calls (webhookSubscriptionCreate, productCreate, productVariantsBulkCreate, order.fulfillmentOrders,
 * fulfillmentCreate, orderCancel), recording products, subscriptions and fulfillments. It signs webhooks like Shopify
 * (X-Shopify-Hmac-Sha256: base64 HMAC-SHA256 of the raw body under the app secret). `down` makes it answer 503.
 */
/** The variables the app's GraphQL calls send (each operation uses a few). */
interface GqlVariables {
  topic?: string;
  sub?: { callbackUrl: string };
  product?: { title: string };
  productId?: string;
  variants?: { inventoryItem: { sku: string }; price: string; optionValues: { name: string }[] }[];
  id?: string;
  fulfillment?: {
    lineItemsByFulfillmentOrder: { fulfillmentOrderId: string }[];
    trackingInfo: { company: string; numbers: string[]; urls?: string[] };
  };
  orderId?: string;
  refundMethod?: { originalPaymentMethodsRefund?: boolean };
  restock?: boolean;
  reason?: string;
  notifyCustomer?: boolean;
}

export interface FakeShopify {
  origin: string;
  apiKey: string;
  apiSecret: string;
  /** Access tokens handed out per shop. */
  tokens: Map<string, string>;
  subscriptions: { shop: string; topic: string; callbackUrl: string }[];
  products: {
    shop: string;
    id: string;
    title: string;
    variants: { sku: string; price: string; size: string }[];
  }[];
  fulfillments: {
    shop: string;
    id: string;
    orderId: string;
    company: string;
    numbers: string[];
    urls: string[];
  }[];
  /** Orders cancelled through orderCancel, with the options the app chose. */
  cancellations: {
    shop: string;
    orderId: string;
    refund: boolean;
    restock: boolean;
    reason: string;
    notifyCustomer: boolean;
  }[];
  /** Every Admin API call: the shop and the GraphQL operation's first field. */
  calls: { shop: string; op: string; status: number }[];
  /** While true every Admin API call answers 503 (the store is down). */
  down: boolean;
  /** A webhook as Shopify sends it: headers (signed with `secret`, default the app's) and the raw body. */
  webhook(
    shop: string,
    topic: string,
    body: object,
    secret?: string,
  ): { headers: Record<string, string>; payload: string };
  /** Sends a signed webhook over HTTP (e2e). */
  deliver(url: string, shop: string, topic: string, body: object): Promise<number>;
  close(): Promise<void>;
}

const sign = (secret: string, text: string, enc: 'hex' | 'base64') =>
  createHmac('sha256', secret).update(text).digest(enc);

/** The query HMAC of Shopify's OAuth redirects: sorted key=value pairs (URL-encoded, %20 for spaces), hex. */
export function oauthQueryHmac(secret: string, params: Record<string, string>): string {
  const q = new URLSearchParams();
  for (const k of Object.keys(params).sort()) if (k !== 'hmac' && k !== 'signature') q.append(k, params[k]!);
  return sign(secret, q.toString().replace(/\+/g, '%20'), 'hex');
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

export async function startFakeShopify(
  apiKey = 'platen-dev-app',
  apiSecret = 'platen-dev-app-secret',
): Promise<FakeShopify> {
  const codes = new Map<string, string>();
  const fake: Omit<FakeShopify, 'origin' | 'close'> = {
    apiKey,
    apiSecret,
    tokens: new Map(),
    subscriptions: [],
    products: [],
    fulfillments: [],
    cancellations: [],
    calls: [],
    down: false,
    webhook(shop, topic, body, secret = apiSecret) {
      const payload = JSON.stringify(body);
      return {
        payload,
        headers: {
          'content-type': 'application/json',
          'x-shopify-topic': topic,
          'x-shopify-hmac-sha256': sign(secret, payload, 'base64'),
          'x-shopify-shop-domain': shop,
          'x-shopify-api-version': '2025-10',
          'x-shopify-webhook-id': randomUUID(),
          'x-shopify-triggered-at': new Date().toISOString(),
        },
      };
    },
    async deliver(url, shop, topic, body) {
      const w = fake.webhook(shop, topic, body);
      const r = await fetch(url, { method: 'POST', headers: w.headers, body: w.payload });
      return r.status;
    },
  };

  const authorize = (shop: string, url: URL, res: ServerResponse) => {
    if (url.searchParams.get('client_id') !== apiKey) return json(res, 400, { error: 'unknown client' });
    const code = randomBytes(12).toString('hex');
    codes.set(code, shop);
    const params: Record<string, string> = {
      code,
      host: Buffer.from(`${shop}/admin`).toString('base64url'),
      shop,
      state: url.searchParams.get('state') ?? '',
      timestamp: String(Math.floor(Date.now() / 1000)),
    };
    const back = new URL(url.searchParams.get('redirect_uri') ?? '');
    for (const [k, v] of Object.entries(params)) back.searchParams.set(k, v);
    back.searchParams.set('hmac', oauthQueryHmac(apiSecret, params));
    res.writeHead(302, { location: back.toString() });
    res.end();
  };

  const token = (shop: string, body: string, res: ServerResponse) => {
    const b = JSON.parse(body) as { client_id?: string; client_secret?: string; code?: string };
    if (b.client_id !== apiKey || b.client_secret !== apiSecret || codes.get(b.code ?? '') !== shop)
      return json(res, 400, { error: 'invalid_request' });
    codes.delete(b.code!);
    const accessToken = `shpat_${randomBytes(16).toString('hex')}`;
    fake.tokens.set(shop, accessToken);
    json(res, 200, { access_token: accessToken, scope: 'write_orders,write_products' });
  };

  const graphql = (shop: string, req: IncomingMessage, body: string, res: ServerResponse) => {
    const { query, variables = {} } = JSON.parse(body) as { query: string; variables?: GqlVariables };
    const op = /\{\s*(\w+)/.exec(query.replace(/^[^{]*/, ''))?.[1] ?? '?';
    if (fake.down) {
      fake.calls.push({ shop, op, status: 503 });
      return json(res, 503, { errors: 'Service unavailable' });
    }
    if (req.headers['x-shopify-access-token'] !== fake.tokens.get(shop)) {
      fake.calls.push({ shop, op, status: 401 });
      return json(res, 401, { errors: '[API] Invalid API key or access token' });
    }
    fake.calls.push({ shop, op, status: 200 });
    const ok = (data: unknown) => json(res, 200, { data });
    switch (op) {
      case 'webhookSubscriptionCreate':
        fake.subscriptions.push({ shop, topic: variables.topic!, callbackUrl: variables.sub!.callbackUrl });
        return ok({
          webhookSubscriptionCreate: {
            webhookSubscription: { id: `gid://shopify/WebhookSubscription/${fake.subscriptions.length}` },
            userErrors: [],
          },
        });
      case 'productCreate': {
        const id = `gid://shopify/Product/${1000 + fake.products.length}`;
        fake.products.push({ shop, id, title: variables.product!.title, variants: [] });
        return ok({ productCreate: { product: { id }, userErrors: [] } });
      }
      case 'productVariantsBulkCreate': {
        const p = fake.products.find((x) => x.id === variables.productId);
        if (!p)
          return ok({
            productVariantsBulkCreate: {
              productVariants: [],
              userErrors: [{ field: ['productId'], message: 'Product does not exist' }],
            },
          });
        p.variants = (variables.variants ?? []).map((v) => ({
          sku: v.inventoryItem.sku,
          price: v.price,
          size: v.optionValues[0]!.name,
        }));
        return ok({
          productVariantsBulkCreate: {
            productVariants: p.variants.map((v, i) => ({
              id: `gid://shopify/ProductVariant/${i}`,
              sku: v.sku,
            })),
            userErrors: [],
          },
        });
      }
      case 'order': {
        const orderId = String(variables.id).split('/').pop()!;
        const done = fake.fulfillments.some((f) => f.shop === shop && f.orderId === orderId);
        return ok({
          order: {
            fulfillmentOrders: {
              nodes: [{ id: `gid://shopify/FulfillmentOrder/${orderId}1`, status: done ? 'CLOSED' : 'OPEN' }],
            },
          },
        });
      }
      case 'fulfillmentCreate': {
        const f = variables.fulfillment!;
        const orderId = String(f.lineItemsByFulfillmentOrder[0]!.fulfillmentOrderId)
          .split('/')
          .pop()!
          .slice(0, -1);
        const id = `gid://shopify/Fulfillment/${fake.fulfillments.length + 1}`;
        fake.fulfillments.push({
          shop,
          id,
          orderId,
          company: f.trackingInfo.company,
          numbers: f.trackingInfo.numbers,
          urls: f.trackingInfo.urls ?? [],
        });
        return ok({ fulfillmentCreate: { fulfillment: { id, status: 'SUCCESS' }, userErrors: [] } });
      }
      case 'orderCancel': {
        const orderId = String(variables.orderId).split('/').pop()!;
        if (fake.cancellations.some((c) => c.shop === shop && c.orderId === orderId))
          return ok({
            orderCancel: {
              job: null,
              orderCancelUserErrors: [
                {
                  field: ['orderId'],
                  message: 'Order has already been cancelled',
                  code: 'ORDER_ALREADY_CANCELLED',
                },
              ],
            },
          });
        fake.cancellations.push({
          shop,
          orderId,
          refund: Boolean(variables.refundMethod?.originalPaymentMethodsRefund),
          restock: Boolean(variables.restock),
          reason: String(variables.reason),
          notifyCustomer: Boolean(variables.notifyCustomer),
        });
        return ok({
          orderCancel: {
            job: { id: `gid://shopify/Job/${randomUUID()}`, done: false },
            orderCancelUserErrors: [],
          },
        });
      }
      default:
        return json(res, 200, { errors: [{ message: `The fake does not know ${op}` }] });
    }
  };

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const m = /^\/shops\/([^/]+)(\/.*)$/.exec(url.pathname);
      if (!m) return json(res, 404, { errors: 'Not Found' });
      const [, shop, path] = m as unknown as [string, string, string];
      const body = await readBody(req);
      if (req.method === 'GET' && path === '/admin/oauth/authorize') return authorize(shop, url, res);
      if (req.method === 'POST' && path === '/admin/oauth/access_token') return token(shop, body, res);
      if (req.method === 'POST' && /^\/admin\/api\/[\w-]+\/graphql\.json$/.test(path))
        return graphql(shop, req, body, res);
      json(res, 404, { errors: 'Not Found' });
    })().catch((err) => json(res, 500, { errors: String(err) }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    ...fake,
    origin,
    get down() {
      return fake.down;
    },
    set down(v: boolean) {
      fake.down = v;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  } as FakeShopify;
}
