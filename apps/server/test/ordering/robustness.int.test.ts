import net from 'node:net';
import { emptyCart } from '@platen/domain/entities/entities';
import { applyPatch, type Json } from '@platen/domain/patch/json-patch';
import { cartsRepository } from '@platen/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';
import { orderableCart } from './support.ts';

const targets = await testTargets();

describe.each(targets)('robustness on $kind (real socket)', (target) => {
  let t: TestApp;
  let a: Client;
  let base: string;
  const savedLimit = process.env.PLATEN_RATE_LIMIT;
  beforeAll(async () => {
    process.env.PLATEN_RATE_LIMIT = 'off';
    t = await openApp(target);
    a = await newClient(t.app, 'Buyer A');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const addr = t.app.server.address();
    base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  });
  afterAll(async () => {
    if (savedLimit === undefined) delete process.env.PLATEN_RATE_LIMIT;
    else process.env.PLATEN_RATE_LIMIT = savedLimit;
    await t?.close();
  });

  const json = { 'content-type': 'application/json' };

  it('R2 20 concurrent clients x 50 patches on one cart: accepted = version delta, final = serial replay, 0 5xx', async () => {
    const created = await fetch(`${base}/api/order2/cart`, { method: 'POST', headers: a.headers() });
    const cartId = (await created.json())._id as string;
    let accepted = 0;
    let conflicts = 0;
    const fivexx: number[] = [];
    const client = async (c: number) => {
      let known = { v: 0, po: null as string | null };
      for (let j = 0; j < 50; j++) {
        const po = `c${c}-${j}`;
        const r = await fetch(`${base}/api/order2/cart/${cartId}`, {
          method: 'PATCH',
          headers: { ...a.headers(), ...json },
          body: JSON.stringify({
            _v: known.v,
            _d: [
              { op: 'test', path: '/po', value: known.po },
              { op: 'replace', path: '/po', value: po },
            ],
          }),
        });
        const body = await r.json();
        if (r.status >= 500) fivexx.push(r.status);
        if (r.status === 200) {
          accepted++;
          known = { v: body._v, po };
        } else if (r.status === 409) {
          conflicts++;
          // The client refetches after a 409 (O-7-09).
          const g = await (await fetch(`${base}/api/order2/cart/${cartId}`, { headers: a.headers() })).json();
          known = { v: g._v, po: g._full.po };
        } else throw new Error(`unexpected ${r.status} ${JSON.stringify(body)}`);
      }
    };
    await Promise.all(Array.from({ length: 20 }, (_, c) => client(c)));
    expect(fivexx).toEqual([]);
    expect(accepted + conflicts).toBe(1000);
    const repo = cartsRepository(t.db);
    const log = await repo.versions(cartId);
    const stored = await repo.get(cartId, a.userId);
    expect(stored?.version).toBe(accepted);
    expect(log.map((l) => l.version)).toEqual(Array.from({ length: accepted + 1 }, (_, i) => i));
    let doc = emptyCart(cartId) as unknown as Json;
    for (const l of log.slice(1)) {
      const r = applyPatch(doc, l.patch);
      if (!r.ok) throw new Error(JSON.stringify(r.errors));
      doc = r.doc;
    }
    expect(doc).toEqual(stored?.doc);
  });

  /** Sends the order request on a raw socket and destroys it after `ms` (maybe before, during or after the answer). */
  const sendAndAbort = (cartId: string, key: string, ms: number) =>
    new Promise<void>((resolve) => {
      const u = new URL(base);
      const s = net.connect(Number(u.port), u.hostname, () => {
        const body = '{}';
        s.write(
          `POST /api/order2/cart/${cartId}/order HTTP/1.1\r\nhost: ${u.host}\r\ncookie: ${a.cookie}\r\n` +
            `x-xsrf-token: ${a.xsrf}\r\nidempotency-key: ${key}\r\ncontent-type: application/json\r\n` +
            `content-length: ${body.length}\r\n\r\n${body}`,
        );
        setTimeout(() => {
          s.destroy();
          resolve();
        }, ms);
      });
      s.on('error', () => resolve());
    });

  it('R3 200 cycles of send, abort at a random moment, retry with the same key -> exactly one order per key', async () => {
    const carts = await Promise.all(Array.from({ length: 200 }, () => orderableCart(t.app, a, t.db)));
    const answers = new Map<string, string>();
    for (let i = 0; i < carts.length; i++) {
      const cartId = carts[i] as string;
      const key = `r3-${i}-${Math.random().toString(36).slice(2)}`;
      await sendAndAbort(cartId, key, Math.floor(Math.random() * 15));
      const retry = await fetch(`${base}/api/order2/cart/${cartId}/order`, {
        method: 'POST',
        headers: { ...a.headers(), ...json, 'idempotency-key': key },
        body: '{}',
      });
      expect(retry.status).toBe(201);
      answers.set(cartId, (await retry.json()).orderId);
    }
    const rows = await t.db.query<{ cart_id: string; id: string }>(
      'SELECT cart_id, id FROM orders WHERE cart_id = ANY($1)',
      [carts],
    );
    expect(rows.rows.length).toBe(200);
    for (const r of rows.rows) expect(answers.get(r.cart_id)).toBe(r.id);
    const lineless = await t.db.query(
      'SELECT o.id FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id)',
    );
    expect(lineless.rows).toEqual([]);
  });
});
