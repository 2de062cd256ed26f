import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** The test card that needs 3-D Secure (Stripe's 4000 0027 6000 3184). */
const THREE_DS = 'pm_card_threeDSecure2Required';

/**
 * A small local stand-in for the Stripe endpoints billing uses that stripe-stateful-mock lacks (PaymentIntents,
 * SetupIntents, PaymentMethods; customers too, so one SDK client talks to one host), following Stripe's documented
 * shapes: form-encoded requests, `Idempotency-Key`, card errors as 402 `card_error`, and signed webhook deliveries
 * (`Stripe-Signature` made with the SDK) that are retried until the endpoint answers 2xx.
 * Test cards: `pm_card_visa` succeeds, `pm_card_chargeDeclined` is declined, `pm_card_threeDSecure2Required`
 * needs 3-D Secure: a confirm answers `requires_action` (next_action `use_stripe_sdk`), and the challenge's
 * outcome comes through `POST /v1/payment_intents/{id}/3ds {outcome: complete|fail}` (the stand-in's challenge
 * dialog calls it, as Stripe.js finishes a challenge with Stripe's own 3-D Secure endpoints).
 */
export interface FakeStripe {
  url: string;
  /** STRIPE_JS_URL for the page: the stand-in for Stripe.js (stripe-js-stand-in.js). */
  stripeJsUrl: string;
  /** Where webhooks go (set when the app listens; change it to simulate a restarted server). */
  webhookUrl: string | null;
  /** Events not yet acknowledged by the endpoint. */
  pending(): string[];
  /** Retries every unacknowledged event (Stripe retries for days). */
  redeliver(): Promise<void>;
  /** Delivers an event again even though it was acknowledged (a duplicate delivery). */
  resend(eventId: string): Promise<number>;
  events: { id: string; type: string; delivered: boolean }[];
  close(): Promise<void>;
}

type Obj = Record<string, unknown>;

/** `metadata[userId]=u1&a=b` -> {metadata: {userId: 'u1'}, a: 'b'} (one level is all billing sends). */
function parseForm(body: string): Obj {
  const out: Obj = {};
  for (const [k, v] of new URLSearchParams(body)) {
    const m = /^(\w+)\[(\w+)\]$/.exec(k);
    if (m)
      out[(m as unknown as string[])[1]!] = {
        ...((out[(m as unknown as string[])[1]!] as Obj) ?? {}),
        [m[2]!]: v,
      };
    else out[k] = v;
  }
  return out;
}

/** The stand-in for Stripe.js, served at `${url}/v3/stand-in.js` (stripeJsUrl). */
const STAND_IN = readFileSync(new URL('./stripe-js-stand-in.js', import.meta.url), 'utf8');

const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

export async function startFakeStripe(webhookSecret: string): Promise<FakeStripe> {
  const signer = new Stripe('sk_test_fake');
  const customers = new Map<string, Obj>();
  const intents = new Map<string, Obj>();
  const setups = new Map<string, Obj>();
  const methods = new Map<string, Obj>();
  const idem = new Map<string, { status: number; body: unknown }>();
  const events: (FakeStripe['events'][number] & { payload: string })[] = [];

  const card = (pm: string): Obj =>
    methods.get(pm) ?? {
      id: pm,
      object: 'payment_method',
      type: 'card',
      customer: null,
      card: {
        brand: 'visa',
        last4: pm === 'pm_card_chargeDeclined' ? '0002' : pm === THREE_DS ? '3184' : '4242',
        exp_month: 12,
        exp_year: 2030,
      },
    };

  async function deliver(e: (typeof events)[number]): Promise<number> {
    if (!fake.webhookUrl) return 0;
    const header = signer.webhooks.generateTestHeaderString({ payload: e.payload, secret: webhookSecret });
    try {
      const r = await fetch(fake.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': header },
        body: e.payload,
      });
      if (r.ok) e.delivered = true;
      return r.status;
    } catch {
      return 0;
    }
  }

  async function emit(type: string, object: Obj) {
    const e = {
      id: id('evt'),
      type,
      delivered: false,
      payload: JSON.stringify({
        id: '',
        object: 'event',
        api_version: '2019-02-11',
        created: Math.floor(Date.now() / 1000),
        type,
        data: { object },
      }),
    };
    e.payload = e.payload.replace('"id":""', `"id":"${e.id}"`);
    events.push(e);
    await deliver(e);
  }

  function confirmIntent(pi: Obj, pm: string): { status: number; body: unknown } {
    pi.payment_method = pm;
    if (pm === 'pm_card_chargeDeclined') {
      pi.status = 'requires_payment_method';
      const err = {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
      };
      pi.last_payment_error = err;
      return { status: 402, body: { error: { ...err, payment_intent: pi } } };
    }
    if (pm === THREE_DS) {
      pi.status = 'requires_action';
      pi.next_action = { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } };
      return { status: 200, body: pi };
    }
    return succeed(pi);
  }

  function succeed(pi: Obj): { status: number; body: unknown } {
    pi.status = 'succeeded';
    pi.next_action = null;
    pi.amount_received = pi.amount;
    void emit('payment_intent.succeeded', { ...pi });
    return { status: 200, body: pi };
  }

  /** The end of a 3-D Secure challenge: authenticated (succeeded) or failed (back to requires_payment_method). */
  function authenticate(pi: Obj, outcome: string): { status: number; body: unknown } {
    if (pi.status !== 'requires_action')
      return { status: 400, body: { error: { type: 'invalid_request_error', message: 'No challenge.' } } };
    if (outcome === 'complete') return succeed(pi);
    pi.status = 'requires_payment_method';
    pi.next_action = null;
    pi.last_payment_error = {
      type: 'card_error',
      code: 'payment_intent_authentication_failure',
      message:
        'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    };
    return { status: 200, body: pi };
  }

  async function handle(
    method: string,
    path: string,
    query: URLSearchParams,
    form: Obj,
  ): Promise<{ status: number; body: unknown }> {
    let m: RegExpExecArray | null = null;
    const at = (re: RegExp) => {
      m = re.exec(path);
      return m !== null;
    };
    if (method === 'POST' && path === '/v1/customers') {
      const c = {
        id: id('cus'),
        object: 'customer',
        email: form.email ?? null,
        metadata: form.metadata ?? {},
      };
      customers.set(c.id, c);
      return { status: 200, body: c };
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const pi: Obj = {
        id: id('pi'),
        object: 'payment_intent',
        amount: Number(form.amount),
        amount_received: 0,
        currency: form.currency,
        customer: form.customer ?? null,
        payment_method: null,
        status: 'requires_payment_method',
        metadata: form.metadata ?? {},
        last_payment_error: null,
      };
      pi.client_secret = `${pi.id}_secret_${randomBytes(6).toString('hex')}`;
      intents.set(pi.id as string, pi);
      if (form.payment_method && form.confirm === 'true')
        return confirmIntent(pi, String(form.payment_method));
      return { status: 200, body: pi };
    }
    if (method === 'POST' && at(/^\/v1\/payment_intents\/([^/]+)\/confirm$/)) {
      const pi = intents.get((m as unknown as string[])[1]!);
      if (!pi)
        return {
          status: 404,
          body: { error: { type: 'invalid_request_error', message: 'No such payment_intent' } },
        };
      return confirmIntent(pi, String(form.payment_method ?? pi.payment_method));
    }
    if (method === 'POST' && at(/^\/v1\/payment_intents\/([^/]+)\/3ds$/)) {
      const pi = intents.get((m as unknown as string[])[1]!);
      if (!pi)
        return {
          status: 404,
          body: { error: { type: 'invalid_request_error', message: 'No such payment_intent' } },
        };
      return authenticate(pi, String(form.outcome));
    }
    if (method === 'GET' && at(/^\/v1\/payment_intents\/([^/]+)$/)) {
      const pi = intents.get((m as unknown as string[])[1]!);
      return pi
        ? { status: 200, body: pi }
        : {
            status: 404,
            body: { error: { type: 'invalid_request_error', message: 'No such payment_intent' } },
          };
    }
    if (method === 'POST' && path === '/v1/setup_intents') {
      const si: Obj = {
        id: id('seti'),
        object: 'setup_intent',
        customer: form.customer ?? null,
        payment_method: null,
        status: 'requires_payment_method',
        usage: form.usage ?? 'off_session',
        metadata: form.metadata ?? {},
      };
      si.client_secret = `${si.id}_secret_${randomBytes(6).toString('hex')}`;
      setups.set(si.id as string, si);
      if (form.payment_method && form.confirm === 'true')
        return confirmSetup(si, String(form.payment_method));
      return { status: 200, body: si };
    }
    if (method === 'POST' && at(/^\/v1\/setup_intents\/([^/]+)\/confirm$/)) {
      const si = setups.get((m as unknown as string[])[1]!);
      if (!si)
        return {
          status: 404,
          body: { error: { type: 'invalid_request_error', message: 'No such setup_intent' } },
        };
      return confirmSetup(si, String(form.payment_method));
    }
    if (method === 'GET' && path === '/v1/payment_methods') {
      const data = [...methods.values()].filter((x) => x.customer === query.get('customer'));
      return { status: 200, body: { object: 'list', data, has_more: false, url: '/v1/payment_methods' } };
    }
    if (method === 'GET' && at(/^\/v1\/payment_methods\/([^/]+)$/)) {
      return { status: 200, body: card((m as unknown as string[])[1]!) };
    }
    if (method === 'POST' && at(/^\/v1\/payment_methods\/([^/]+)\/attach$/)) {
      const pm: Obj = { ...card((m as unknown as string[])[1]!), customer: form.customer };
      methods.set((m as unknown as string[])[1]!, pm);
      return { status: 200, body: pm };
    }
    return {
      status: 404,
      body: {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` },
      },
    };
  }

  function confirmSetup(si: Obj, pm: string): { status: number; body: unknown } {
    if (pm === 'pm_card_chargeDeclined') {
      const err = { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' };
      si.last_setup_error = err;
      return { status: 402, body: { error: { ...err, setup_intent: si } } };
    }
    methods.set(pm, { ...card(pm), customer: si.customer });
    si.payment_method = pm;
    si.status = 'succeeded';
    void emit('setup_intent.succeeded', { ...si });
    return { status: 200, body: si };
  }

  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let s = '';
      req.on('data', (c) => (s += c));
      req.on('end', () => resolve(s));
    });

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    // The page's stand-in for Stripe.js (STRIPE_JS_URL) and its calls from the browser (any origin, as Stripe).
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-headers', 'content-type');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'access-control-allow-methods': 'GET, POST' });
      res.end();
      return;
    }
    if (req.method === 'GET' && url.pathname === '/v3/stand-in.js') {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
      res.end(STAND_IN);
      return;
    }
    const key = req.headers['idempotency-key'];
    const form = parseForm(await read(req));
    const cacheKey = typeof key === 'string' ? `${req.method} ${url.pathname} ${key}` : null;
    const r =
      (cacheKey && idem.get(cacheKey)) ||
      (await handle(req.method ?? 'GET', url.pathname, url.searchParams, form));
    if (cacheKey) idem.set(cacheKey, r);
    res.writeHead(r.status, { 'content-type': 'application/json', 'request-id': id('req') });
    res.end(JSON.stringify(r.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const fake: FakeStripe = {
    url: base,
    stripeJsUrl: `${base}/v3/stand-in.js`,
    webhookUrl: null,
    pending: () => events.filter((e) => !e.delivered).map((e) => e.id),
    async redeliver() {
      for (const e of events.filter((x) => !x.delivered)) await deliver(e);
    },
    async resend(eventId) {
      const e = events.find((x) => x.id === eventId);
      return e ? deliver(e) : 0;
    },
    events,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}
