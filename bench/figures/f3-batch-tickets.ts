import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createDb, type Db, migrate } from '@platen/db';
import {
  applyEvent,
  decide,
  initialState,
  type OrderAction,
} from '@platen/domain/production/order-lifecycle';
import type { JobQueue } from '@platen/db';
import { batchTickets } from '../../apps/server/src/services/floor/job-ticket.ts';
import { localFileStore } from '../../apps/server/src/storage/local-file-store.ts';
import { type Figure, round } from '../lib.ts';

const ORDERS = 12;
const UNITS_PER_ORDER = 6;
const RUNS = 5;

/** A released DTG order (placed, paid, artwork started) with one item. */
function releasedLifecycle() {
  let s = initialState({
    name: 'Bench batch order',
    dueDate: '2026-12-01',
    sendProof: false,
    bypassArtworkCreation: true,
    bypassUserApproval: true,
    items: [{ printType: 'dtg', designId: 'bench-f3-design' }],
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

/** 72 DTG units (12 orders x 6) waiting at the DTG printers of INDY: one full DTG batch. */
async function seed(db: Db): Promise<string[]> {
  await db.query(
    `INSERT INTO users (id, email, name, password_hash, api_key_hash) VALUES ('bench-f3', 'f3@example.com', 'F3', 'x', 'f3')`,
  );
  await db.query(
    `INSERT INTO carts (id, user_id, doc) SELECT 'f3c' || g, 'bench-f3', '{}'::jsonb FROM generate_series(1, $1::int) g`,
    [ORDERS],
  );
  const state = releasedLifecycle();
  await db.query(
    `INSERT INTO orders (id, user_id, cart_id, cart_version, status, cart, quote, total_cents, due_date, name,
                         lifecycle, lifecycle_start, last_sequence)
     SELECT 'f3o' || g, 'bench-f3', 'f3c' || g, 0, $2, '{}'::jsonb, '{}'::jsonb, 1000, '2026-12-01', 'F3 ' || g,
            $3::jsonb, $3::jsonb, $4
       FROM generate_series(1, $1::int) g`,
    [ORDERS, state.status, JSON.stringify(state), state.sequence],
  );
  const r = await db.query<{ barcode: string }>(
    `INSERT INTO units (barcode, order_id, item_index, unit_no, print_type, product_identifier, color, size, facility,
                        step_index, station, milestone, milestone_at)
     SELECT (2000 + g) || '-1-' || u, 'f3o' || g, 0, u, 'dtg', 'gildan-5000', 'Black', 'med', 'INDY', 3, 'dtg',
            'PRETREAT', now()
       FROM generate_series(1, $1::int) g, generate_series(1, $2::int) u
     RETURNING barcode`,
    [ORDERS, UNITS_PER_ORDER],
  );
  return r.rows.map((x) => x.barcode);
}

/**
 * F3: one PDF of job tickets for a full DTG batch (72 units of 12 orders), the use-case behind POST
 * /api/internal/stations/dtg/tickets.pdf: 72 Code 128 barcodes drawn by bwip-js, 72 pages by pdfkit. The bench
 * orders have no stored design, so each ticket shows the design frame instead of a mockup thumbnail (mockups
 * are drawn once per item and cached by P7's mockup pipeline). Median of 5 runs after a first (cold) one.
 */
export const f3: Figure = {
  id: 'F3',
  title: 'batch job tickets PDF for 72 DTG units',
  async run() {
    const db = await createDb();
    const dir = mkdtempSync(path.join(tmpdir(), 'platen-bench-f3-'));
    try {
      await migrate(db);
      const codes = await seed(db);
      const deps = { db, files: localFileStore(dir), jobs: {} as JobQueue };
      const t0 = performance.now();
      const first = await batchTickets(deps, 'dtg', codes);
      const cold = performance.now() - t0;
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const t = performance.now();
        await batchTickets(deps, 'dtg', codes);
        times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      return {
        batch_tickets_ms: round(times[Math.floor(RUNS / 2)] as number, 0),
        batch_tickets_cold_ms: round(cold, 0),
        pdf_bytes: first.length,
        units: codes.length,
        load_average_1m: round(loadavg()[0] as number, 2),
      };
    } finally {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
