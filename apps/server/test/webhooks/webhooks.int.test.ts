import { createHmac, timingSafeEqual } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsOf, placedOrder } from '../lifecycle/support.ts';
import { type Client, fileEnv, newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';
import { startReceiver, until } from './receiver.ts';

// The whole retry schedule in ~1 s: 50, 200, 800 ms ...
fileEnv({ WEBHOOK_RETRY_BASE_MS: '50' });
const targets = await testTargets();

/** The recipe of docs/api-conventions.md "Verify the signature", written from that text alone. */
function verify(secret: string, header: string, rawBody: string, nowSeconds = Math.floor(Date.now() / 1000)) {
  const parts = header.split(',').map((p) => p.split('='));
  const t = Number(parts.find(([k]) => k === 't')?.[1]);
  const expected = Buffer.from(createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex'));
  const ok = parts.some(
    ([k, v]) =>
      k === 'v1' &&
      v !== undefined &&
      v.length === expected.length &&
      timingSafeEqual(Buffer.from(v), expected),
  );
  return ok && Math.abs(nowSeconds - t) <= 300;
}

describe.each(targets)('webhooks on $kind', (target) => {
  let t: TestApp;
  let buyer: Client;
  beforeAll(async () => {
    t = await openApp(target);
    buyer = await newClient(t.app, 'Hook Buyer');
  });
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, headers = {}) =>
    t.app.inject({ method, url, headers: { ...buyer.basic(), ...headers }, ...(payload ? { payload } : {}) });

  it('#20.2 a receiver failing the first 3 tries of each order gets every event once, in sequence order, signed', async () => {
    const failFirst = new Map<string, number>();
    const rx = await startReceiver((body) => {
      const order = String(body.data.orderId);
      const n = (failFirst.get(order) ?? 0) + 1;
      failFirst.set(order, n);
      return n <= 3 ? 503 : 200;
    });
    try {
      const reg = await call('POST', '/api/v3/webhooks', { url: rx.url, events: ['*'] });
      expect(reg.statusCode).toBe(201);
      const { id, secret } = reg.json();
      expect(secret).toMatch(/^whsec_/);
      const orders = [await placedOrder(t.app, buyer, t.db), await placedOrder(t.app, buyer, t.db)];
      const expected = new Map<string, number[]>();
      for (const o of orders)
        expected.set(
          o,
          (await eventsOf(t.db, o)).map((e) => e.sequence),
        );
      const total = [...expected.values()].reduce((n, s) => n + s.length, 0);
      await until(() => rx.accepted().length >= total, 60_000, `${total} events`);
      const accepted = rx.accepted();
      for (const o of orders) {
        const seqs = accepted.filter((g) => g.body.data.orderId === o).map((g) => g.body.sequence);
        expect(seqs).toEqual(expected.get(o));
      }
      // Every failed try was retried: 3 failures per order, then each event accepted exactly once.
      expect(rx.got.filter((g) => g.answered >= 500)).toHaveLength(6);
      expect(new Set(accepted.map((g) => g.body.id)).size).toBe(total);
      for (const g of rx.got) {
        expect(verify(secret, String(g.headers['platen-signature']), g.raw)).toBe(true);
        expect(verify('whsec_wrong', String(g.headers['platen-signature']), g.raw)).toBe(false);
        expect(Object.keys(g.body).sort()).toEqual(['createdAt', 'data', 'id', 'sequence', 'type']);
        expect(g.body.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      }
      // The receiver's 200 reaches us before the worker records it: wait on the delivery log's state.
      const deliveries = () => call('GET', `/api/v3/webhooks/${id}/deliveries?limit=200`);
      await until(
        async () => (await deliveries()).json().every((d: { status: string }) => d.status === 'delivered'),
        30_000,
        'every delivery recorded as delivered',
      );
      const log = await deliveries();
      expect(log.statusCode).toBe(200);
      expect(Number(log.headers['x-count'])).toBe(total);
      expect(log.json().some((d: { attempts: number }) => d.attempts === 4)).toBe(true);
    } finally {
      await rx.close();
    }
  });

  it('#20.2 test event, redeliver, rotation overlap (both secrets verify), list, delete', async () => {
    const rx = await startReceiver();
    try {
      const reg = (await call('POST', '/api/v3/webhooks', { url: rx.url, events: ['paid'] })).json();
      const test = await call('POST', `/api/v3/webhooks/${reg.id}/test`);
      expect(test.statusCode).toBe(201);
      await until(() => rx.got.length === 1, 10_000, 'test event');
      expect(rx.got[0]!.body.type).toBe('webhook.test');
      const rot = await call('POST', `/api/v3/webhooks/${reg.id}/rotate-secret`);
      expect(rot.statusCode).toBe(200);
      const { secret: fresh } = rot.json();
      expect(fresh).not.toBe(reg.secret);
      const again = await call('POST', `/api/v3/webhooks/${reg.id}/deliveries/${test.json().id}/redeliver`);
      expect(again.statusCode).toBe(202);
      await until(() => rx.got.length === 2, 10_000, 'redelivery');
      const second = rx.got[1]!;
      expect(second.body.id).toBe(rx.got[0]!.body.id);
      const sig = String(second.headers['platen-signature']);
      expect(sig.match(/v1=/g)).toHaveLength(2);
      expect(verify(fresh, sig, second.raw)).toBe(true);
      expect(verify(reg.secret, sig, second.raw)).toBe(true);
      // Only `paid` was asked for: one paid event per placed order.
      const orderId = await placedOrder(t.app, buyer, t.db);
      await until(() => rx.got.length === 3, 10_000, 'paid event');
      expect(rx.got[2]!.body).toMatchObject({ type: 'paid', data: { orderId } });
      const list = await call('GET', '/api/v3/webhooks');
      expect(list.json().map((e: { id: string }) => e.id)).toContain(reg.id);
      expect(JSON.stringify(list.json())).not.toContain('whsec_');
      expect((await call('DELETE', `/api/v3/webhooks/${reg.id}`)).statusCode).toBe(204);
      expect((await call('GET', `/api/v3/webhooks/${reg.id}/deliveries`)).statusCode).toBe(404);
    } finally {
      await rx.close();
    }
  });

  it('#20.2 an endpoint failing for 3 days is disabled with an e-mail-ready notice', async () => {
    const rx = await startReceiver(() => 500);
    try {
      const reg = (await call('POST', '/api/v3/webhooks', { url: rx.url, events: ['*'] })).json();
      await t.db.query(
        "UPDATE webhook_endpoints SET failing_since = now() - interval '3 days 1 minute' WHERE id = $1",
        [reg.id],
      );
      await call('POST', `/api/v3/webhooks/${reg.id}/test`);
      await until(
        async () => {
          const e = (await call('GET', `/api/v3/webhooks/${reg.id}`)).json();
          return e.enabled === false;
        },
        10_000,
        'disabled',
      );
      const mail = await t.db.query<{ to_address: string; subject: string; body: string }>(
        "SELECT to_address, subject, body FROM email_outbox WHERE id LIKE 'webhook-disabled-%'",
      );
      expect(mail.rows).toHaveLength(1);
      expect(mail.rows[0]!.to_address).toBe(buyer.email);
      expect(mail.rows[0]!.body).toContain(rx.url);
      const on = await call('POST', `/api/v3/webhooks/${reg.id}/enable`);
      expect(on.json()).toMatchObject({ enabled: true, failingSince: null });
    } finally {
      await rx.close();
    }
  });

  it('#20.3 bad input is a 400 in the conventions shape; Idempotency-Key replays the creation', async () => {
    const bad = await call('POST', '/api/v3/webhooks', { url: 'ftp://x', events: ['nope'] });
    expect(bad.statusCode).toBe(400);
    const body = bad.json();
    expect(body).toMatchObject({ statusCode: 400, code: 'validation' });
    expect(body.issues.length).toBeGreaterThan(0);
    for (const i of body.issues) expect(Object.keys(i).sort()).toEqual(['code', 'message', 'path']);
    const key = { 'idempotency-key': `hook-${Date.now()}` };
    const payload = { url: 'https://example.com/hooks', events: ['paid'] };
    const a = await call('POST', '/api/v3/webhooks', payload, key);
    const b = await call('POST', '/api/v3/webhooks', payload, key);
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(201);
    expect(b.headers['idempotent-replayed']).toBe('true');
    expect(b.json().id).toBe(a.json().id);
    expect(a.headers['x-ratelimit-limit']).toBeDefined();
    const c = await call('POST', '/api/v3/webhooks', { ...payload, events: ['*'] }, key);
    expect(c.statusCode).toBe(422);
    const other = await newClient(t.app, 'Other');
    const peek = await t.app.inject({
      method: 'GET',
      url: `/api/v3/webhooks/${a.json().id}/deliveries`,
      headers: other.basic(),
    });
    expect(peek.statusCode).toBe(404);
  });
});
