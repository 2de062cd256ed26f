import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createDb, migrate } from '@platen/db';
import {
  applyEvent,
  decide,
  initialState,
  type OrderAction,
} from '@platen/domain/production/order-lifecycle';
import { type Figure, round, startRealServer } from '../lib.ts';

const ORDERS = 1000;
const UNITS_PER_ORDER = 100;
const RATE_PER_SECOND = 50;
const SCANS = 1000;
export const F1_API_KEY = 'benchF1operatorkey00000000000';
const API_KEY = F1_API_KEY;

/** An order released into production: placed, paid, artwork approved (artwork-created), one screenprint item. */
function releasedLifecycle() {
  let s = initialState({
    name: 'Bench floor order',
    dueDate: '2026-12-01',
    sendProof: false,
    bypassArtworkCreation: true,
    bypassUserApproval: true,
    items: [{ printType: 'screenprint', designId: 'd1' }],
    shipments: [{ address: { state: 'IN', country: 'US' }, shippingMethod: 'ups-ground' }],
  });
  const at = new Date().toISOString();
  for (const a of [
    { type: 'place' },
    { type: 'validate' },
    { type: 'pay', transactionId: 'bench', amount: 1000 },
    { type: 'start-artwork' },
  ] as OrderAction[]) {
    const d = decide(s, a, at);
    if (d.ok) for (const e of d.events) s = applyEvent(s, e, at);
  }
  return s;
}

/** CPU time (user + system, ms) a process has used so far, from /proc (USER_HZ 100). */
function cpuMs(pid: number): number {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(f[11]) + Number(f[12])) * 10;
}

/** 1,000 released orders with 100 units each (100,000 open units at pull, INDY) and one clocked-in operator. */
export async function seededDataDir(): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'platen-bench-f1-'));
  const db = await createDb({ dataDir: path.join(dir, 'pglite') });
  await migrate(db);
  await db.query(
    `INSERT INTO users (id, email, name, password_hash, api_key_hash) VALUES ('bench-f1-buyer', 'f1b@example.com', 'F1 Buyer', 'x', 'none')`,
  );
  await db.query(
    `INSERT INTO users (id, email, name, password_hash, api_key_hash, role_level, role_group, position)
     VALUES ('bench-f1-op', 'f1op@platen.test', 'F1 Operator', 'x', encode(sha256(convert_to($1, 'UTF8')), 'hex'), 1, 'production', 'Press Operator')`,
    [API_KEY],
  );
  await db.query(
    `INSERT INTO carts (id, user_id, doc, version, ordered_at)
     SELECT 'cart-' || g, 'bench-f1-buyer', '{}'::jsonb, 2, now() FROM generate_series(1, $1) g`,
    [ORDERS],
  );
  const state = releasedLifecycle();
  await db.query(
    `INSERT INTO orders (id, user_id, cart_id, cart_version, status, cart, quote, total_cents, due_date, name,
                         lifecycle, lifecycle_start, last_sequence)
     SELECT 'order-' || g, 'bench-f1-buyer', 'cart-' || g, 2, $2, '{}'::jsonb, '{}'::jsonb, 1000, $5::date,
            'Bench floor order ' || g, $3::jsonb, $3::jsonb, $4
       FROM generate_series(1, $1) g`,
    // The due date column as the app keeps it: the lifecycle's (after the approval cutoff it moved a business
    // day, and a column left behind made every first scan of an order recount its units for the board).
    [ORDERS, state.status, JSON.stringify(state), state.sequence, state.dueDate],
  );
  await db.query(
    `INSERT INTO order_events (order_id, sequence, user_id, name, data)
     SELECT 'order-' || g, s, 'bench-f1-buyer', 'order-name-changed', '{}'::jsonb
       FROM generate_series(1, $1) g, generate_series(1, $2) s`,
    [ORDERS, state.sequence],
  );
  await db.query(
    `INSERT INTO units (barcode, order_id, item_index, unit_no, print_type, product_identifier, color, size, facility,
                        step_index, station, milestone, milestone_at)
     SELECT (1000 + g) || '-1-' || u, 'order-' || g, 0, u, 'screenprint', 'gildan-5000', 'Black', 'med', 'INDY', 0,
            'pull', 'BLANK_ORDERED', now()
       FROM generate_series(1, $1) g, generate_series(1, $2) u`,
    [ORDERS, UNITS_PER_ORDER],
  );
  await db.query(
    `INSERT INTO shifts (employee_id, station, facility) VALUES ('bench-f1-op', 'pull', 'INDY')`,
  );
  await db.query('ANALYZE');
  await db.close();
  return dir;
}

/**
 * F1 (issue 17): scan latency on the real server (PGlite, as npm start) with 100,000 open units: POST
 * /api/internal/scans at 50 scans/s (open loop: each scan starts on its own tick, whether or not the previous one
 * answered), each a different unit; p50/p95 end to end as the station's browser would wait.
 */
export const f1: Figure = {
  id: 'F1',
  title: 'scan p50/p95 at 50 scans/s with 100,000 open units (PGlite)',
  async run() {
    const dir = await seededDataDir();
    // F1_CPU_PROF_DIR=dir: the server writes a V8 CPU profile of the run there when it stops.
    const prof = process.env.F1_CPU_PROF_DIR;
    const s = await startRealServer({ DATA_DIR: dir }, prof ? ['--cpu-prof', `--cpu-prof-dir=${prof}`] : []);
    const headers = {
      authorization: `Basic ${Buffer.from(`:${API_KEY}`).toString('base64')}`,
      'content-type': 'application/json',
    };
    try {
      const times: number[] = [];
      let bad = 0;
      let failed = 0;
      const scan = async (i: number) => {
        // Spread over orders: unit i of order (i mod ORDERS).
        const barcode = `${1000 + 1 + (i % ORDERS)}-1-${1 + Math.floor(i / ORDERS)}`;
        const t0 = performance.now();
        try {
          const r = await fetch(`${s.url}/api/internal/scans`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ barcode, station: 'pull' }),
          });
          await r.arrayBuffer();
          if (r.status !== 200) bad++;
        } catch {
          // A server that cannot keep up with the rate stops accepting (connect timeout): a failed scan, counted.
          failed++;
        }
        if (i >= 50) times.push(performance.now() - t0);
      };
      const running: Promise<void>[] = [];
      // The server's CPU per scan counts what it spent, not how long it waited for a core: less noisy on a loaded
      // machine than the latencies.
      const cpu0 = s.pid ? cpuMs(s.pid) : 0;
      const start = performance.now();
      for (let i = 0; i < SCANS + 50; i++) {
        const due = start + (i * 1000) / RATE_PER_SECOND;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        running.push(scan(i));
      }
      await Promise.all(running);
      const cpu = s.pid ? (cpuMs(s.pid) - cpu0) / (SCANS + 50) : null;
      times.sort((a, b) => a - b);
      const q = (p: number) => round(times[Math.min(times.length - 1, Math.floor(p * times.length))]!, 2);
      return {
        scan_p50_ms: q(0.5),
        scan_p95_ms: q(0.95),
        scans: times.length,
        open_units: ORDERS * UNITS_PER_ORDER,
        non_200: bad,
        failed_to_connect: failed,
        server_cpu_ms_per_scan: cpu === null ? null : round(cpu, 2),
        load_1m: round(loadavg()[0] ?? 0, 2),
      };
    } finally {
      await s.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
