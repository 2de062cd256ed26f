import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the PayPal REST endpoints billing uses (OAuth 2 client credentials, Orders v2 create /
 * get / capture, webhook signature verification), following PayPal's documented shapes. `approve(id)` plays the
 * buyer approving at PayPal; `sendWebhook` delivers an event with transmission headers the fake later verifies
 * (a tampered event or a wrong webhook id answers FAILURE, as PayPal does).
 */
export interface FakePaypal {
  url: string;
  webhookUrl: string | null;
  approve(orderId: string): void;
  /** Delivers PAYMENT.CAPTURE.COMPLETED for a captured order; `tamper` changes the body after signing. */
  sendWebhook(orderId: string, opts?: { tamper?: boolean }): Promise<number>;
  close(): Promise<void>;
}

type Order = {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  amount: string;
  custom: string;
  returnUrl: string | null;
  capture: {
    id: string;
    status: string;
    amount: { currency_code: string; value: string };
    custom_id: string;
  } | null;
};

const rid = (p: string) => `${p}${randomBytes(8).toString('hex').toUpperCase()}`;

export async function startFakePaypal(creds: {
  clientId: string;
  secret: string;
  webhookId: string;
}): Promise<FakePaypal> {
  const orders = new Map<string, Order>();
  const tokens = new Set<string>();
  const sent = new Map<string, string>(); // transmission id -> the exact body sent
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let s = '';
      req.on('data', (c) => (s += c));
      req.on('end', () => resolve(s));
    });
  const view = (o: Order) => ({
    id: o.id,
    status: o.status,
    purchase_units: [
      {
        custom_id: o.custom,
        amount: { currency_code: 'USD', value: o.amount },
        ...(o.capture ? { payments: { captures: [o.capture] } } : {}),
      },
    ],
    links: [{ rel: 'payer-action', href: `${fake.url}/checkoutnow?token=${o.id}`, method: 'GET' }],
  });
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const body = await read(req);
    const send = (status: number, b: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(b));
    };
    const auth = req.headers.authorization ?? '';
    if (req.method === 'POST' && url.pathname === '/v1/oauth2/token') {
      const basic = Buffer.from(`${creds.clientId}:${creds.secret}`).toString('base64');
      if (auth !== `Basic ${basic}`) return send(401, { error: 'invalid_client' });
      const t = rid('A21');
      tokens.add(t);
      return send(200, { access_token: t, token_type: 'Bearer', expires_in: 32400 });
    }
    // The buyer's approval page: approves at once and goes back to the return URL with ?token=<order id>.
    if (req.method === 'GET' && url.pathname === '/checkoutnow') {
      const o = orders.get(url.searchParams.get('token') ?? '');
      if (!o?.returnUrl) return send(404, { name: 'RESOURCE_NOT_FOUND' });
      if (o.status === 'CREATED') o.status = 'APPROVED';
      const back = new URL(o.returnUrl);
      back.searchParams.set('token', o.id);
      back.searchParams.set('PayerID', 'FAKEPAYER1');
      res.writeHead(302, { location: back.toString() });
      res.end();
      return;
    }
    if (!tokens.has(auth.replace(/^Bearer /, ''))) return send(401, { name: 'AUTHENTICATION_FAILURE' });
    if (req.method === 'POST' && url.pathname === '/v2/checkout/orders') {
      const b = JSON.parse(body);
      const unit = b.purchase_units[0];
      const o: Order = {
        id: rid(''),
        status: 'CREATED',
        amount: unit.amount.value,
        custom: unit.custom_id,
        returnUrl: b.payment_source?.paypal?.experience_context?.return_url ?? null,
        capture: null,
      };
      orders.set(o.id, o);
      return send(201, view(o));
    }
    const m = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(url.pathname);
    const o = m ? orders.get(m[1]!) : undefined;
    if (m && !o)
      return send(404, { name: 'RESOURCE_NOT_FOUND', message: 'The specified resource does not exist.' });
    if (o && req.method === 'GET' && !m?.[2]) return send(200, view(o));
    if (o && req.method === 'POST' && m?.[2]) {
      if (o.status === 'COMPLETED')
        return send(422, { name: 'UNPROCESSABLE_ENTITY', message: 'ORDER_ALREADY_CAPTURED' });
      if (o.status !== 'APPROVED')
        return send(422, { name: 'UNPROCESSABLE_ENTITY', message: 'ORDER_NOT_APPROVED' });
      o.status = 'COMPLETED';
      o.capture = {
        id: rid('CAP'),
        status: 'COMPLETED',
        amount: { currency_code: 'USD', value: o.amount },
        custom_id: o.custom,
      };
      return send(201, view(o));
    }
    if (req.method === 'POST' && url.pathname === '/v1/notifications/verify-webhook-signature') {
      const b = JSON.parse(body);
      const original = sent.get(b.transmission_id);
      const ok =
        b.webhook_id === creds.webhookId &&
        original !== undefined &&
        b.transmission_sig === `sig-${b.transmission_id}` &&
        JSON.stringify(b.webhook_event) === original;
      return send(200, { verification_status: ok ? 'SUCCESS' : 'FAILURE' });
    }
    return send(404, { name: 'RESOURCE_NOT_FOUND' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const fake: FakePaypal = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    webhookUrl: null,
    approve(orderId) {
      const o = orders.get(orderId);
      if (o && o.status === 'CREATED') o.status = 'APPROVED';
    },
    async sendWebhook(orderId, opts = {}) {
      const o = orders.get(orderId);
      if (!o?.capture || !fake.webhookUrl) return 0;
      const event = {
        id: rid('WH-'),
        event_type: 'PAYMENT.CAPTURE.COMPLETED',
        resource: { ...o.capture, supplementary_data: { related_ids: { order_id: o.id } } },
      };
      const tid = rid('T');
      const text = JSON.stringify(event);
      sent.set(tid, text);
      const delivered = opts.tamper
        ? JSON.stringify({
            ...event,
            resource: { ...event.resource, amount: { currency_code: 'USD', value: '99999.00' } },
          })
        : text;
      const r = await fetch(fake.webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'paypal-transmission-id': tid,
          'paypal-transmission-time': new Date().toISOString(),
          'paypal-transmission-sig': `sig-${tid}`,
          'paypal-cert-url': `${fake.url}/certs/fake.pem`,
          'paypal-auth-algo': 'SHA256withRSA',
        },
        body: delivered,
      });
      return r.status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}
