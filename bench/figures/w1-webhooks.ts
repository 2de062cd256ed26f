import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { orderEventsRepository } from '@platen/db';
import { testTargets } from '@platen/db/testing';
import { ensureServerBuild } from '../../scripts/lib.mjs';
import { createJobSystem } from '../../apps/server/src/jobs/job-system.ts';
import { createFileStore } from '../../apps/server/src/storage/create-file-store.ts';
import { type Figure, kill, quantile, root, round, startWorker } from '../lib.ts';

const RATE_PER_S = 100;
const EVENTS = 1000;
const ORDERS = 50;

/**
 * W1: webhook delivery lag on PostgreSQL with one worker (`npm run worker`): 1,000 order events appended at
 * 100/s over 50 orders (each append commits its outbox rows, as runOrderAction does), one endpoint subscribed to
 * all; lag = the receiver's clock at arrival minus the event's createdAt (same machine, same clock).
 */
export const w1: Figure = {
  id: 'W1',
  title: 'Webhook delivery lag from event to receiver at 100 events/s (PostgreSQL, 1 worker)',
  async run() {
    const pg = (await testTargets()).find((t) => t.kind === 'postgres');
    if (!pg) throw new Error('no PostgreSQL reachable (DATABASE_URL or 127.0.0.1:5432)');
    ensureServerBuild();
    const { db, url, drop } = await pg.open();
    const lags: number[] = [];
    const seen = new Set<string>();
    let outOfOrder = 0;
    const lastSeq = new Map<string, number>();
    const rx = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const at = Date.now();
        const e = JSON.parse(Buffer.concat(chunks).toString()) as {
          id: string;
          createdAt: string;
          sequence: number;
          data: { orderId: string };
        };
        if (!seen.has(e.id)) {
          seen.add(e.id);
          lags.push(at - Date.parse(e.createdAt));
          if ((lastSeq.get(e.data.orderId) ?? 0) > e.sequence) outOfOrder++;
          lastSeq.set(e.data.orderId, e.sequence);
        }
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((r) => rx.listen(0, '127.0.0.1', r));
    const port = (rx.address() as AddressInfo).port;
    const files = await createFileStore({ dataDir: `${root}/data-bench` });
    const jobs = createJobSystem(db, files, { work: false, instanceName: 'bench' });
    let worker: ChildProcess | null = null;
    try {
      await db.query(
        `INSERT INTO users (id, email, name, password_hash, api_key_hash) VALUES ('w1', 'w1@bench.test', 'W1', '-', 'w1')`,
      );
      await db.query(
        `INSERT INTO webhook_endpoints (id, user_id, url, events, secret) VALUES ('wh_w1', 'w1', $1, '{*}', 'whsec_bench')`,
        [`http://127.0.0.1:${port}/hook`],
      );
      for (let i = 0; i < ORDERS; i++) {
        await db.query(`INSERT INTO carts (id, user_id, doc) VALUES ($1, 'w1', '{}')`, [`c${i}`]);
        await db.query(
          `INSERT INTO orders (id, user_id, cart_id, cart_version, status, cart, quote, total_cents, due_date, lifecycle)
           VALUES ($1, 'w1', $2, 0, 'quote', '{}', '{}', 0, '2026-12-01', '{}')`,
          [`o${i}`, `c${i}`],
        );
      }
      worker = await startWorker(url as string);
      await jobs.start();
      const seq = new Array<number>(ORDERS).fill(0);
      const gap = 1000 / RATE_PER_S;
      const start = performance.now();
      const pending: Promise<unknown>[] = [];
      for (let i = 0; i < EVENTS; i++) {
        const due = start + i * gap;
        const now = performance.now();
        if (due > now) await new Promise((r) => setTimeout(r, due - now));
        const o = i % ORDERS;
        const expected = seq[o]!;
        seq[o] = expected + 1;
        // Appends to one order are serial (the compare-and-set); different orders run concurrently.
        pending[o] = (pending[o] ?? Promise.resolve()).then(() =>
          db.transaction((tx) =>
            orderEventsRepository(tx).commit({
              orderId: `o${o}`,
              expectedStatus: 'quote',
              expectedSequence: expected,
              status: 'quote',
              name: null,
              dueDate: '2026-12-01',
              lifecycle: {},
              events: [{ itemIndex: null, name: 'validated', data: { n: i } }],
              actorId: null,
              assumedBy: null,
              at: new Date().toISOString(),
            }),
          ),
        );
      }
      await Promise.all(pending);
      const sentIn = (performance.now() - start) / 1000;
      const end = Date.now() + 60_000;
      while (seen.size < EVENTS && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
      lags.sort((a, b) => a - b);
      return {
        lag_p95_ms: quantile(lags, 0.95),
        lag_p50_ms: quantile(lags, 0.5),
        lag_max_ms: lags.at(-1) ?? 0,
        events_per_s_sent: round(EVENTS / sentIn, 1),
        delivered: seen.size,
        out_of_order: outOfOrder,
      };
    } finally {
      await jobs.stop(2000);
      if (worker) await kill(worker, 10_000);
      await new Promise((r) => rx.close(r));
      await drop();
    }
  },
};
