import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDb, migrate } from '@platen/db';
import {
  applyEvent,
  decide,
  initialState,
  type OrderAction,
} from '@platen/domain/production/order-lifecycle';
import { type Figure, round, startRealServer } from '../lib.ts';

const ORDERS = 10_000;
const EVENTS_PER_ORDER = 20;
const API_KEY = 'benchL1customerkey0000000000';

/** A realistic lifecycle state: placed, validated, paid, artwork queued. */
function lifecycleTemplate() {
  let s = initialState({
    name: 'Bench order',
    dueDate: '2026-12-01',
    sendProof: false,
    bypassArtworkCreation: false,
    bypassUserApproval: false,
    items: [
      { printType: 'screenprint', designId: 'd1' },
      { printType: 'dtg', designId: 'd2' },
    ],
    shipments: [
      {
        address: { name: 'Ada', city: 'Oakland', state: 'CA', zip: '94607', country: 'US' },
        shippingMethod: 'ups-ground',
      },
    ],
  });
  const at = new Date().toISOString();
  for (const a of [
    { type: 'place' },
    { type: 'validate' },
    { type: 'pay', transactionId: 'bench-l1-payment', amount: 2500 },
    { type: 'start-artwork' },
  ] as OrderAction[]) {
    const d = decide(s, a, at);
    if (d.ok) for (const e of d.events) s = applyEvent(s, e, at);
  }
  return s;
}

/** A data directory holding one customer with 10,000 orders and 200,000 order events (bulk SQL, no API). */
export async function seededDataDir(): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'platen-bench-l1-'));
  const db = await createDb({ dataDir: path.join(dir, 'pglite') });
  await migrate(db);
  await db.query(
    `INSERT INTO users (id, email, name, password_hash, api_key_hash) VALUES ('bench-l1', 'l1@example.com', 'L1 Buyer', 'x', encode(sha256(convert_to($1, 'UTF8')), 'hex'))`,
    [API_KEY],
  );
  await db.query(
    `INSERT INTO carts (id, user_id, doc, version, ordered_at)
     SELECT 'cart-' || g, 'bench-l1', '{}'::jsonb, 2, now() FROM generate_series(1, $1) g`,
    [ORDERS],
  );
  await db.query(
    `INSERT INTO orders (id, user_id, cart_id, cart_version, status, cart, quote, total_cents, due_date, name,
                         lifecycle, lifecycle_start, last_sequence, created_at)
     SELECT 'order-' || g, 'bench-l1', 'cart-' || g, 2, 'paid', '{}'::jsonb, '{}'::jsonb, 1000, '2026-12-01',
            'Bench order ' || g, $2::jsonb, $2::jsonb, $3, now() - make_interval(mins => g)
       FROM generate_series(1, $1) g`,
    [ORDERS, JSON.stringify(lifecycleTemplate()), EVENTS_PER_ORDER],
  );
  await db.query(
    `INSERT INTO order_events (order_id, sequence, user_id, item_index, name, data, created_at)
     SELECT 'order-' || g, s, 'bench-l1', NULL, (ARRAY['order','validated','paid','artwork-preparation','order-name-changed'])[1 + s % 5],
            '{}'::jsonb, now() - make_interval(mins => g) + make_interval(secs => s)
       FROM generate_series(1, $1) g, generate_series(1, $2) s`,
    [ORDERS, EVENTS_PER_ORDER],
  );
  await db.query(`INSERT INTO order_totals (user_id, orders, events) VALUES ('bench-l1', $1, $2)`, [
    ORDERS,
    ORDERS * EVENTS_PER_ORDER,
  ]);
  await db.query('ANALYZE');
  await db.close();
  return dir;
}

/** Sequential GETs (one client): p50/p95 in ms over `n` requests after a warm-up. */
async function latency(urls: () => string, n: number) {
  const headers = { authorization: `Basic ${Buffer.from(`:${API_KEY}`).toString('base64')}` };
  const times: number[] = [];
  let bad = 0;
  for (let i = 0; i < n + 30; i++) {
    const t0 = performance.now();
    const r = await fetch(urls(), { headers });
    await r.arrayBuffer();
    if (i >= 30) times.push(performance.now() - t0);
    if (!r.ok) bad++;
  }
  times.sort((a, b) => a - b);
  const q = (p: number) => round(times[Math.min(times.length - 1, Math.floor(p * times.length))]!, 2);
  return { p50: q(0.5), p95: q(0.95), bad };
}

/**
 * L1 (issue 15): a customer with 10,000 orders and 200,000 order events on the real server (PGlite, as npm
 * start): p95 of GET /api/v3/orders (random page of 20, X-Count/X-Pages included), GET /api/v3/orders/{id}, and
 * GET /api/v3/events (latest 50, and one order's events).
 */
export const l1: Figure = {
  id: 'L1',
  title:
    'order list, order detail and events list for a customer with 10,000 orders / 200,000 events (PGlite)',
  async run() {
    const dir = await seededDataDir();
    const s = await startRealServer({ DATA_DIR: dir });
    try {
      // Customers read the latest pages: a random one of the first five.
      const page = () => 1 + Math.floor(Math.random() * 5);
      const order = () => `order-${1 + Math.floor(Math.random() * ORDERS)}`;
      // Same-run baseline: the machine is shared, so read the figures against a trivial route's latency.
      const health = await latency(() => `${s.url}/api/health`, 300);
      const list = await latency(() => `${s.url}/api/v3/orders?page=${page()}&limit=20`, 300);
      const detail = await latency(() => `${s.url}/api/v3/orders/${order()}`, 300);
      const events = await latency(() => `${s.url}/api/v3/events?limit=50&page=${page()}`, 300);
      const byOrder = await latency(() => `${s.url}/api/v3/events?orderId=${order()}&sort=asc`, 300);
      return {
        order_list_p95_ms: list.p95,
        order_list_p50_ms: list.p50,
        order_detail_p95_ms: detail.p95,
        events_p95_ms: events.p95,
        events_p50_ms: events.p50,
        events_by_order_p95_ms: byOrder.p95,
        health_p95_ms_same_run: health.p95,
        non_2xx: list.bad + detail.bad + events.bad + byOrder.bad,
      };
    } finally {
      await s.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
