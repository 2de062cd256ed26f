import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDb, migrate } from '@platen/db';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { memoryReporter } from '../../apps/server/src/reporter.ts';
import { type BenchServer, type Figure, request, round, startRealServer } from '../lib.ts';
import { ORDERABLE_OPS } from '../../apps/server/test/ordering/support.ts';

/** An API-key client of a running server (HTTP Basic: no cookie, no XSRF header). */
export interface Account {
  auth: Record<string, string>;
}

export async function signUp(base: string): Promise<Account> {
  const email = `bench${Date.now()}${Math.random().toString(36).slice(2, 7)}@example.com`;
  const reg = await fetch(`${base}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'correct horse battery', name: 'Bench Buyer' }),
  });
  if (reg.status !== 201) throw new Error(`register: ${reg.status} ${await reg.text()}`);
  // The API key is shown once, in the registration answer.
  const key = ((await reg.json()) as { apiKey: string }).apiKey;
  return { auth: { authorization: `Basic ${Buffer.from(`:${key}`).toString('base64')}` } };
}

/** The ops that give an empty cart one line (a draft, a complete printable, one shipment of it): the same as
 * the ordering integration tests use. */
export const ONE_LINE_OPS = ORDERABLE_OPS;

/** A cart at version 1 built by one PATCH with `ops`; returns its id. */
export async function makeCart(base: string, a: Account, ops: unknown[]): Promise<string> {
  const c = await request(base, 'POST', '/api/order2/cart', undefined, a.auth);
  if (c.status !== 201) throw new Error(`create cart: ${c.status} ${JSON.stringify(c.json)}`);
  const id = c.json._id as string;
  const p = await request(base, 'PATCH', `/api/order2/cart/${id}`, { _v: 0, _d: ops }, a.auth);
  if (p.status !== 200) throw new Error(`build cart: ${p.status} ${JSON.stringify(p.json).slice(0, 500)}`);
  return id;
}

export interface RateResult {
  sent: number;
  p50: number;
  p99: number;
  /** Answers other than 200 (a 409 would mean the workload lost track of a version). */
  non200: number;
  errors: number;
}

/**
 * Open-loop load at a fixed rate: one PATCH every 1000/rate ms, each on the next cart that has no request in
 * flight (every cart is one client that knows its version, so no PATCH conflicts). A request that must wait for
 * a free cart is timed from its scheduled start (no coordinated omission).
 */
export async function patchAtRate(
  base: string,
  a: Account,
  cartIds: string[],
  rate: number,
  durationMs: number,
): Promise<RateResult> {
  const carts: { id: string; v: number; busy: boolean }[] = [];
  for (const id of cartIds) {
    const g = await request(base, 'GET', `/api/order2/cart/${id}`, undefined, a.auth);
    carts.push({ id, v: g.json._v as number, busy: false });
  }
  const latencies: number[] = [];
  let non200 = 0;
  let errors = 0;
  let sent = 0;
  const waiting: number[] = [];
  let next = 0;
  const headers = { ...a.auth, 'content-type': 'application/json' };
  const pick = () => {
    for (let i = 0; i < carts.length; i++) {
      const c = carts[(next + i) % carts.length];
      if (c && !c.busy) {
        next = (next + i + 1) % carts.length;
        return c;
      }
    }
    return undefined;
  };
  const fire = (scheduled: number) => {
    const cart = pick();
    if (!cart) {
      waiting.push(scheduled);
      return;
    }
    cart.busy = true;
    sent++;
    fetch(`${base}/api/order2/cart/${cart.id}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ _v: cart.v, _d: [{ op: 'replace', path: '/po', value: `po-${sent}` }] }),
    })
      .then(async (r) => {
        const body = await r.json();
        latencies.push(performance.now() - scheduled);
        if (r.status === 200) cart.v = body._v;
        else {
          non200++;
          if (typeof body._v === 'number') cart.v = body._v;
        }
      })
      .catch(() => {
        errors++;
      })
      .finally(() => {
        cart.busy = false;
        const w = waiting.shift();
        if (w !== undefined) fire(w);
      });
  };
  const start = performance.now();
  const total = Math.round((rate * durationMs) / 1000);
  for (let i = 0; i < total; i++) {
    const at = start + (i * 1000) / rate;
    const wait = at - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    fire(at);
  }
  while (carts.some((c) => c.busy) || waiting.length > 0) await new Promise((r) => setTimeout(r, 5));
  latencies.sort((x, y) => x - y);
  const q = (f: number) =>
    round(latencies[Math.min(latencies.length - 1, Math.floor(f * latencies.length))] ?? 0, 2);
  return { sent, p50: q(0.5), p99: q(0.99), non200, errors };
}

/** The P3 workload against a running server: 10 carts of one line, 1 s warm-up, then `seconds` at `rate`. */
export async function p3Workload(base: string, rate = 200, seconds = 10): Promise<RateResult> {
  const a = await signUp(base);
  const carts: string[] = [];
  for (let i = 0; i < 10; i++) carts.push(await makeCart(base, a, ONE_LINE_OPS));
  await patchAtRate(base, a, carts, rate, 1000);
  return patchAtRate(base, a, carts, rate, seconds * 1000);
}

/**
 * SQL statements per PATCH: the app in this process on its own PGlite (db.statements() counts every statement),
 * N patches through a real socket, the statement delta divided by N.
 */
export async function sqlPerPatch(n = 200): Promise<number> {
  const dir = mkdtempSync(path.join(tmpdir(), 'platen-bench-sql-'));
  const db = await createDb();
  await migrate(db);
  const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'production', DATA_DIR: dir });
  const app = await buildApp({ db, config, reporter: memoryReporter() });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  const base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  try {
    const a = await signUp(base);
    const id = await makeCart(base, a, ONE_LINE_OPS);
    const before = db.statements();
    for (let v = 1; v <= n; v++) {
      const r = await request(
        base,
        'PATCH',
        `/api/order2/cart/${id}`,
        { _v: v, _d: [{ op: 'replace', path: '/po', value: `n${v}` }] },
        a.auth,
      );
      if (r.status !== 200) throw new Error(`patch: ${r.status} ${JSON.stringify(r.json)}`);
    }
    return round((db.statements() - before) / n, 2);
  } finally {
    await app.close();
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function withServer<T>(
  env: Record<string, string>,
  fn: (s: BenchServer) => Promise<T>,
): Promise<T> {
  const server = await startRealServer(env);
  try {
    return await fn(server);
  } finally {
    await server.stop();
  }
}

/** P3: PATCH /api/order2/cart/:id at a fixed 200 req/s on the real server (PGlite, as npm start). */
export const p3: Figure = {
  id: 'P3',
  title:
    'cart PATCH (replace /po on a 1-line cart) at a fixed 200 req/s over 10 carts, each a client tracking its own _v (0 conflicts by design); PGlite; SQL statements per PATCH counted in-process',
  async run() {
    const r = await withServer({}, (s) => p3Workload(s.url));
    const sql = await sqlPerPatch();
    return {
      p50_ms: r.p50,
      p99_ms: r.p99,
      sql_per_patch: sql,
      patches: r.sent,
      non_200: r.non200,
      errors: r.errors,
    };
  },
};
