import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDb, type Db, migrate, REPORTS, runReport } from '@platen/db';
import { type Figure, round } from '../lib.ts';

const ORDERS = 10_000;
const UNITS_PER_ORDER = 10;
const CUSTOMERS = 500;
const RUNS = 30;

/**
 * 500 customers, 10,000 orders over 90 days, 100,000 units at five facilities (a fifth still open, some
 * blocked), a DTG and a pull scan per shipped unit, 300 claims, a ledger payment per order and 200 blank orders:
 * bulk SQL with generate_series, no API.
 */
async function seed(db: Db) {
  const q = (sql: string, p: unknown[] = []) => db.query(sql, p);
  await q(
    `INSERT INTO users (id, email, name, password_hash, api_key_hash)
     SELECT 'c' || g, 'c' || g || '@q1.test', 'Customer ' || g, 'x', 'k' || g FROM generate_series(1, $1) g`,
    [CUSTOMERS],
  );
  await q(
    `INSERT INTO carts (id, user_id, doc, version, ordered_at)
     SELECT 'cart' || g, 'c' || (1 + g % $2), '{}', 1, now() FROM generate_series(1, $1) g`,
    [ORDERS, CUSTOMERS],
  );
  await q(
    `INSERT INTO orders (id, user_id, cart_id, cart_version, status, cart, quote, total_cents, due_date, created_at)
     SELECT 'o' || g, 'c' || (1 + g % $2), 'cart' || g, 1, 'printing', '{}', '{}', 1000 + g % 9000,
            (now() - make_interval(mins => g * 13) + interval '5 days')::date, now() - make_interval(mins => g * 13)
       FROM generate_series(1, $1) g`,
    [ORDERS, CUSTOMERS],
  );
  await q(
    `INSERT INTO order_lines (order_id, line_no, shipment_id, printable_id, product_identifier, size, quantity, unit_cents, total_cents)
     SELECT 'o' || g, l, 's', 'p', 'product-' || ((g + l) % 40), 'M', 5, 100, 500
       FROM generate_series(1, $1) g, generate_series(0, 1) l`,
    [ORDERS],
  );
  await q(
    `INSERT INTO units (barcode, order_id, item_index, unit_no, print_type, product_identifier, size, facility, station, blocked_by, milestone_at)
     SELECT 'u' || g || '-' || n, 'o' || g, 0, n, 'dtg', 'product-' || (g % 40), 'M',
            (ARRAY['FRESNO','SCRANTON','INDY','DALLAS','FREMONT'])[1 + g % 5],
            CASE WHEN g % 5 = 0 THEN 'pull' ELSE 'shipped' END,
            CASE WHEN g % 50 = 0 THEN 'waiting for blanks from ALPHA (blank order ' || g || ')' END,
            now() - make_interval(mins => g * 13)
       FROM generate_series(1, $1) g, generate_series(1, $2) n`,
    [ORDERS, UNITS_PER_ORDER],
  );
  await q(
    `INSERT INTO scans (barcode, order_id, step_index, station, facility, employee_id, data, created_at)
     SELECT u.barcode, u.order_id, s.step, s.station, u.facility, 'e1',
            CASE WHEN s.station = 'dtg' THEN jsonb_build_object('printer', 'P' || (abs(hashtext(u.barcode)) % 12)) ELSE '{}'::jsonb END,
            u.milestone_at + make_interval(mins => s.step * 30)
       FROM units u CROSS JOIN (VALUES (0, 'pull'), (1, 'dtg')) s(step, station) WHERE u.station = 'shipped'`,
  );
  await q(
    `INSERT INTO claims (id, user_id, order_id, reason, severity, items)
     SELECT 'k' || g, o.user_id, o.id, 'misprint', 'low', '[]' FROM generate_series(1, 300) g JOIN orders o ON o.id = 'o' || (g * 33)`,
  );
  await q(
    `INSERT INTO ledger_transactions (id, user_id, direction, type, amount_cents, order_id, created_at)
     SELECT 'l' || o.id, o.user_id, 'debit', 'order', o.total_cents, o.id, o.created_at FROM orders o`,
  );
  await q(
    `INSERT INTO blank_orders (supplier, facility, status, cutoff_at, sent_at, expected_at)
     SELECT (ARRAY['SANMAR','ALPHA','DELTA'])[1 + g % 3], (ARRAY['FRESNO','SCRANTON','INDY','DALLAS','FREMONT'])[1 + g % 5],
            'received', now() - make_interval(hours => g * 10), now() - make_interval(hours => g * 10),
            now() - make_interval(hours => g * 10) + interval '3 days'
       FROM generate_series(1, 200) g`,
  );
  await q(
    `INSERT INTO blank_order_units (barcode, blank_order_id, product_identifier, color, size, received_at)
     SELECT u.barcode, 1 + (row_number() OVER ()) % 200, 'product-1', 'Black', 'M', now() - interval '1 day'
       FROM units u LIMIT 4000`,
  );
  await q('ANALYZE');
}

/**
 * Q1 (/query reports): every report over the last 90 days, all facilities, on PGlite at 10,000 orders and
 * 100,000 units: p95 of the read (its read-only transaction with the statement timeout) over 30 runs.
 * The acceptance line: each report's p95 <= 300 ms.
 */
export const q1: Figure = {
  id: 'Q1',
  title: '/query reports at 10,000 orders / 100,000 units (PGlite): p95 per report',
  async run() {
    const dir = mkdtempSync(path.join(tmpdir(), 'platen-bench-q1-'));
    const db = await createDb({ dataDir: path.join(dir, 'pglite') });
    try {
      await migrate(db);
      await seed(db);
      const to = new Date().toISOString().slice(0, 10);
      const from = new Date(Date.now() - 89 * 86_400_000).toISOString().slice(0, 10);
      const out: Record<string, number> = {};
      let worst = 0;
      for (const r of REPORTS) {
        const times: number[] = [];
        for (let i = 0; i < RUNS + 3; i++) {
          const t0 = performance.now();
          await runReport(db, r, { from, to });
          if (i >= 3) times.push(performance.now() - t0);
        }
        times.sort((a, b) => a - b);
        const p95 = round(times[Math.min(times.length - 1, Math.floor(0.95 * times.length))]!, 1);
        out[`${r.id}_p95_ms`] = p95;
        worst = Math.max(worst, p95);
      }
      return { report_p95_ms: worst, ...out };
    } finally {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
