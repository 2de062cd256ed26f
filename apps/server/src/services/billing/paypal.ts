import { AppError } from '../../errors/app-error.ts';

/** PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET, PAYPAL_WEBHOOK_ID and (tests: a local fake) PAYPAL_API_URL. */
export interface PaypalConfig {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  apiUrl: string;
}

/** Reads the PayPal settings from the environment; null (PayPal hidden) without a client id and secret. */
export function paypalConfigFromEnv(env: NodeJS.ProcessEnv): PaypalConfig | null {
  const clientId = env.PAYPAL_CLIENT_ID?.trim();
  const clientSecret = env.PAYPAL_CLIENT_SECRET?.trim();
  if (!clientId || !clientSecret) return null;
  return {
    clientId,
    clientSecret,
    webhookId: env.PAYPAL_WEBHOOK_ID?.trim() ?? '',
    apiUrl: (env.PAYPAL_API_URL?.trim() || 'https://api-m.paypal.com').replace(/\/$/, ''),
  };
}

const unreachable = () =>
  new AppError(
    'unprocessable',
    'PayPal cannot be reached right now. Nothing was charged; try again in a minute.',
    {
      headers: { 'retry-after': '60' },
    },
  );

/** One call to PayPal's REST API (Orders v2, OAuth 2, webhook verification) with plain fetch. */
async function call<T>(cfg: PaypalConfig, path: string, init: RequestInit & { token?: string }): Promise<T> {
  const auth = init.token
    ? `Bearer ${init.token}`
    : `Basic ${Buffer.from(`${cfg.clientId}:${cfg.clientSecret}`).toString('base64')}`;
  let r: Response;
  try {
    r = await fetch(`${cfg.apiUrl}${path}`, {
      ...init,
      headers: { authorization: auth, ...(init.headers as Record<string, string>) },
      signal: AbortSignal.timeout(20_000),
    });
  } catch {
    throw unreachable();
  }
  if (r.status >= 500 || r.status === 401 || r.status === 429) throw unreachable();
  const body = (await r.json().catch(() => ({}))) as T & { message?: string };
  if (!r.ok) throw new AppError('unprocessable', `PayPal refused the payment: ${body.message ?? r.status}`);
  return body;
}

async function token(cfg: PaypalConfig): Promise<string> {
  const r = await call<{ access_token: string }>(cfg, '/v1/oauth2/token', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials',
  });
  return r.access_token;
}

const json = (body: unknown) => ({
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** `userId|invoiceId` in the order's custom_id: who pays and for which invoice (PayPal keeps it on the capture). */
export const paypalCustom = (userId: string, invoiceId?: string) => `${userId}|${invoiceId ?? ''}`;
export const readCustom = (custom: string | undefined) => {
  const [userId = '', invoiceId = ''] = (custom ?? '').split('|');
  return { userId, invoiceId: invoiceId || null };
};

/** POST /v2/checkout/orders: an order to CAPTURE for `amount` cents; answers its id and the buyer's approve link. */
export async function createPaypalOrder(
  cfg: PaypalConfig,
  p: { amount: number; custom: string; returnUrl: string; requestId: string },
) {
  const t = await token(cfg);
  const o = await call<{ id: string; status: string; links?: { rel: string; href: string }[] }>(
    cfg,
    '/v2/checkout/orders',
    {
      method: 'POST',
      token: t,
      ...json({
        intent: 'CAPTURE',
        purchase_units: [
          { amount: { currency_code: 'USD', value: (p.amount / 100).toFixed(2) }, custom_id: p.custom },
        ],
        payment_source: {
          paypal: { experience_context: { return_url: p.returnUrl, cancel_url: p.returnUrl } },
        },
      }),
      headers: { 'content-type': 'application/json', 'paypal-request-id': p.requestId },
    },
  );
  return {
    id: o.id,
    status: o.status,
    approveUrl: o.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve')?.href ?? null,
  };
}

export interface PaypalCapture {
  captureId: string;
  amount: number;
  custom: string | undefined;
  status: string;
}

/** POST /v2/checkout/orders/{id}/capture once the buyer approved; a repeated capture reads the completed one. */
export async function capturePaypalOrder(cfg: PaypalConfig, orderId: string): Promise<PaypalCapture | null> {
  const t = await token(cfg);
  type Order = {
    status: string;
    purchase_units?: {
      custom_id?: string;
      payments?: {
        captures?: { id: string; status: string; amount: { value: string }; custom_id?: string }[];
      };
    }[];
  };
  let o: Order;
  try {
    o = await call<Order>(cfg, `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`, {
      method: 'POST',
      token: t,
      ...json({}),
      headers: { 'content-type': 'application/json', 'paypal-request-id': `capture-${orderId}` },
    });
  } catch (err) {
    if (!(err instanceof AppError) || err.code !== 'unprocessable') throw err;
    o = await call<Order>(cfg, `/v2/checkout/orders/${encodeURIComponent(orderId)}`, {
      method: 'GET',
      token: t,
    });
  }
  const unit = o.purchase_units?.[0];
  const c = unit?.payments?.captures?.[0];
  if (o.status !== 'COMPLETED' || !c || c.status !== 'COMPLETED') return null;
  return {
    captureId: c.id,
    amount: Math.round(Number(c.amount.value) * 100),
    custom: c.custom_id ?? unit?.custom_id,
    status: c.status,
  };
}

/** POST /v1/notifications/verify-webhook-signature: PayPal says whether it sent this event to our webhook. */
export async function verifyPaypalWebhook(
  cfg: PaypalConfig,
  headers: Record<string, string | string[] | undefined>,
  event: unknown,
): Promise<boolean> {
  const h = (k: string) => {
    const v = headers[k];
    return typeof v === 'string' ? v : '';
  };
  if (!cfg.webhookId || !h('paypal-transmission-sig')) return false;
  const t = await token(cfg);
  const r = await call<{ verification_status: string }>(cfg, '/v1/notifications/verify-webhook-signature', {
    method: 'POST',
    token: t,
    ...json({
      auth_algo: h('paypal-auth-algo'),
      cert_url: h('paypal-cert-url'),
      transmission_id: h('paypal-transmission-id'),
      transmission_sig: h('paypal-transmission-sig'),
      transmission_time: h('paypal-transmission-time'),
      webhook_id: cfg.webhookId,
      webhook_event: event,
    }),
  });
  return r.verification_status === 'SUCCESS';
}
