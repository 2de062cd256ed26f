import { cartsRepository, type Db } from '@platen/db';
import { emptyCart } from '@platen/domain/entities/entities';
import { applyPatch, type Json } from '@platen/domain/patch/json-patch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testTargets } from '../support/harness.ts';
import { type ServerProcess, signUp, spawnServer } from './server-process.ts';
import { orderableOps, savedDesign } from './support.ts';

const targets = await testTargets({ needs: 'postgres' });

type Session = Awaited<ReturnType<typeof signUp>>;

/** A JSON request; content-type only with a body (Fastify refuses an empty JSON body). */
async function call(base: string, method: string, url: string, headers: object, body?: unknown) {
  const r = await fetch(base + url, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await r.text();
  return { status: r.status, json: text ? JSON.parse(text) : null, headers: r.headers };
}

describe.each(targets)('scale-out: two server processes on one $kind database', (target) => {
  if (target.kind === 'pglite') {
    it.skip('scale-out is PostgreSQL only: PGlite is one process by nature (server.lock keeps a second server off its DATA_DIR)', () => {});
    return;
  }
  let db: Db;
  let drop: () => Promise<void>;
  let a: ServerProcess;
  let b: ServerProcess;
  beforeAll(async () => {
    const opened = await target.open();
    db = opened.db;
    drop = opened.drop;
    // Both start at once on a fresh (migrated, unseeded) database: seeding must not race either of them dead.
    const started = await Promise.allSettled([
      spawnServer({ DATABASE_URL: opened.url as string }),
      spawnServer({ DATABASE_URL: opened.url as string }),
    ]);
    const up = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    [a, b] = up as [ServerProcess, ServerProcess];
    for (const s of started) if (s.status === 'rejected') throw s.reason;
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await drop?.();
  });

  it('both instances start at once on one fresh database and answer health', async () => {
    expect(a.pid).not.toBe(b.pid);
    for (const s of [a, b]) expect((await call(s.url, 'GET', '/api/health', {})).json.db).toBe('postgres');
    const demo = await db.query("SELECT count(*)::int AS n FROM users WHERE email = 'demo@platen.test'");
    expect(demo.rows[0]).toEqual({ n: 1 });
  });

  it('O-6 a session made on one instance works on the other (me, an XSRF-checked write); logout on one ends it on both', async () => {
    const s = await signUp(a.url, 'Scale A');
    const me = await call(b.url, 'GET', '/auth/me', { cookie: s.cookie });
    expect(me.status).toBe(200);
    expect(me.json.user.id).toBe(s.userId);
    const created = await call(b.url, 'POST', '/api/order2/cart', s.headers());
    expect(created.status).toBe(201);
    const got = await call(a.url, 'GET', `/api/order2/cart/${created.json._id}`, s.headers());
    expect(got.status).toBe(200);
    // The XSRF token minted by A is checked by B (the HMAC secret lives in the database).
    const forged = await call(b.url, 'POST', '/api/order2/cart', { cookie: s.cookie, 'x-xsrf-token': 'x' });
    expect(forged.status).toBe(403);
    expect((await call(b.url, 'POST', '/auth/logout', s.headers())).status).toBe(204);
    expect((await call(a.url, 'GET', '/auth/me', { cookie: s.cookie })).status).toBe(401);
  });

  it('R2 through both instances: 20 clients x 50 patches on one cart, each request to a random instance: accepted = version delta, final = serial replay, 0 5xx', async () => {
    const s = await signUp(a.url, 'Scale R2');
    const cartId = (await call(a.url, 'POST', '/api/order2/cart', s.headers())).json._id as string;
    let accepted = 0;
    let conflicts = 0;
    const fivexx: string[] = [];
    const pick = () => (Math.random() < 0.5 ? a.url : b.url);
    const client = async (c: number) => {
      let known = { v: 0, po: null as string | null };
      for (let j = 0; j < 50; j++) {
        const po = `c${c}-${j}`;
        const r = await call(pick(), 'PATCH', `/api/order2/cart/${cartId}`, s.headers(), {
          _v: known.v,
          _d: [
            { op: 'test', path: '/po', value: known.po },
            { op: 'replace', path: '/po', value: po },
          ],
        });
        if (r.status >= 500) fivexx.push(`${r.status} ${JSON.stringify(r.json)}`);
        if (r.status === 200) {
          accepted++;
          known = { v: r.json._v, po };
        } else if (r.status === 409) {
          conflicts++;
          const g = await call(pick(), 'GET', `/api/order2/cart/${cartId}`, s.headers());
          known = { v: g.json._v, po: g.json._full.po };
        } else throw new Error(`unexpected ${r.status} ${JSON.stringify(r.json)}`);
      }
    };
    await Promise.all(Array.from({ length: 20 }, (_, c) => client(c)));
    expect(fivexx).toEqual([]);
    expect(accepted + conflicts).toBe(1000);
    const repo = cartsRepository(db);
    const log = await repo.versions(cartId);
    const stored = await repo.get(cartId, s.userId);
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

  const orderableCart = async (s: Session, designId: string) => {
    const id = (await call(a.url, 'POST', '/api/order2/cart', s.headers())).json._id as string;
    const r = await call(b.url, 'PATCH', `/api/order2/cart/${id}`, s.headers(), {
      _v: 0,
      _d: orderableOps(designId),
    });
    expect(r.status).toBe(200);
    return id;
  };

  it('O-7 an Idempotency-Key replayed on the other instance returns the same order; another body under it -> 422', async () => {
    const s = await signUp(b.url, 'Scale order');
    const designId = await savedDesign(db, s.userId);
    const cartId = await orderableCart(s, designId);
    const url = `/api/order2/cart/${cartId}/order`;
    const first = await call(a.url, 'POST', url, { ...s.headers(), 'idempotency-key': 'k-1' }, {});
    expect(first.status).toBe(201);
    const again = await call(b.url, 'POST', url, { ...s.headers(), 'idempotency-key': 'k-1' }, {});
    expect(again.status).toBe(201);
    expect(again.json.orderId).toBe(first.json.orderId);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const other = await call(b.url, 'POST', url, { ...s.headers(), 'idempotency-key': 'k-1' }, { note: 'x' });
    expect(other.status).toBe(422);
    expect(other.json.message).toBeTruthy();

    // The same key sent to both instances at the same moment: one order, both answers name it.
    const carts = await Promise.all(Array.from({ length: 10 }, () => orderableCart(s, designId)));
    for (const id of carts) {
      const both = await Promise.all(
        [a.url, b.url].map((base) =>
          call(
            base,
            'POST',
            `/api/order2/cart/${id}/order`,
            { ...s.headers(), 'idempotency-key': `race-${id}` },
            {},
          ),
        ),
      );
      expect(both.map((r) => r.status)).toEqual([201, 201]);
      expect(both[0]?.json.orderId).toBe(both[1]?.json.orderId);
    }
    const rows = await db.query<{ cart_id: string; n: number }>(
      'SELECT cart_id, count(*)::int AS n FROM orders WHERE cart_id = ANY($1) GROUP BY cart_id',
      [[cartId, ...carts]],
    );
    expect(rows.rows.length).toBe(11);
    expect(rows.rows.every((r) => r.n === 1)).toBe(true);
  });

  it('R7 rate-limit counters are shared: failed logins spread over both instances hit one limit (429 + retry-after)', async () => {
    const s = await signUp(a.url, 'Scale limit');
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 11; i++) {
      const r = await call(
        i % 2 ? a.url : b.url,
        'POST',
        '/auth/login',
        {},
        { email: s.email, password: 'wrong password!' },
      );
      statuses.push(r.status);
      if (r.status === 429) retryAfter = r.headers.get('retry-after');
    }
    expect(statuses.slice(0, 10).every((x) => x === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});
