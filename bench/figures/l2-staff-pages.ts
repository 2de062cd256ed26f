import { rmSync } from 'node:fs';
import path from 'node:path';
import { createDb } from '@platen/db';
import { type Figure, round, startRealServer } from '../lib.ts';
import { seededDataDir } from './l1-order-lists.ts';

const STAFF_KEY = 'benchL2managerkey000000000000';
const EMPLOYEES = 40;
const DAYS = 60;
const UNITS = 20_000;

/** L1's 10,000 orders, plus a production manager, 40 employees with two shifts a day for 60 days, and scans. */
async function seedStaff(dir: string) {
  const db = await createDb({ dataDir: path.join(dir, 'pglite') });
  await db.query(
    `INSERT INTO users (id, email, name, password_hash, api_key_hash, role_level, role_group)
     VALUES ('bench-l2-lead', 'l2-lead@example.com', 'L2 Lead', 'x', encode(sha256(convert_to($1, 'UTF8')), 'hex'), 6, 'production')`,
    [STAFF_KEY],
  );
  await db.query(
    `INSERT INTO users (id, email, name, password_hash, api_key_hash, role_level, role_group)
     SELECT 'bench-l2-op-' || e, 'l2-op-' || e || '@example.com', 'Operator ' || e, 'x', 'l2-op-key-' || e, 1,
            'production'
       FROM generate_series(1, $1) e`,
    [EMPLOYEES],
  );
  // Two closed shifts a day per employee (a morning at pretreat, an afternoon at DTG), INDY.
  await db.query(
    `INSERT INTO shifts (employee_id, station, facility, started_at, ended_at)
     SELECT 'bench-l2-op-' || e, CASE WHEN h = 0 THEN 'pretreat' ELSE 'dtg' END, 'INDY',
            date_trunc('day', now()) - make_interval(days => d) + make_interval(hours => 13 + h * 5),
            date_trunc('day', now()) - make_interval(days => d) + make_interval(hours => 17 + h * 5)
       FROM generate_series(1, $1) e, generate_series(1, $2) d, generate_series(0, 1) h`,
    [EMPLOYEES, DAYS],
  );
  await db.query(
    `INSERT INTO units (barcode, order_id, item_index, unit_no, size, facility, station)
     SELECT 'L2-' || g, 'order-' || (1 + g % 10000), 0, g, 'med', 'INDY', 'qc' FROM generate_series(1, $1) g`,
    [UNITS],
  );
  await db.query(
    `INSERT INTO scans (barcode, order_id, step_index, station, facility, employee_id, shift_id)
     SELECT u.barcode, u.order_id, 0, s.station, 'INDY', s.employee_id, s.id
       FROM (SELECT barcode, order_id, row_number() OVER () AS n FROM units WHERE barcode LIKE 'L2-%') u
       JOIN (SELECT id, station, employee_id, row_number() OVER (ORDER BY id) AS n FROM shifts) s
         ON s.n = 1 + (u.n % (SELECT count(*) FROM shifts))`,
  );
  await db.query('ANALYZE');
  await db.close();
}

async function latency(url: () => string, n: number) {
  const headers = { authorization: `Basic ${Buffer.from(`:${STAFF_KEY}`).toString('base64')}` };
  const times: number[] = [];
  let bad = 0;
  for (let i = 0; i < n + 20; i++) {
    const t0 = performance.now();
    const r = await fetch(url(), { headers });
    await r.arrayBuffer();
    if (i >= 20) times.push(performance.now() - t0);
    if (!r.ok) bad++;
  }
  times.sort((a, b) => a - b);
  const q = (p: number) => round(times[Math.min(times.length - 1, Math.floor(p * times.length))]!, 2);
  return { p50: q(0.5), p95: q(0.95), bad };
}

const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);

/**
 * L2 (issue 30): staff pages at 10,000 orders on the real server (PGlite, as npm start): p95 of the order search
 * (`GET /api/internal/orders?q=`, by name and by id) and of a week's timesheet (`GET /api/internal/timesheets`,
 * 40 employees, 2 shifts a day, 20,000 scans over 60 days).
 */
export const l2: Figure = {
  id: 'L2',
  title: 'staff order search and a week of timesheets at 10,000 orders (PGlite)',
  async run() {
    const dir = await seededDataDir();
    await seedStaff(dir);
    const s = await startRealServer({ DATA_DIR: dir });
    try {
      const health = await latency(() => `${s.url}/api/health`, 200);
      const n = () => 1 + Math.floor(Math.random() * 10_000);
      const search = await latency(
        () => `${s.url}/api/internal/orders?q=${encodeURIComponent(`Bench order ${n()}`)}`,
        200,
      );
      const byId = await latency(() => `${s.url}/api/internal/orders?q=order-${n()}`, 200);
      const week = () => {
        const start = 1 + Math.floor(Math.random() * 50);
        return `${s.url}/api/internal/timesheets?from=${day(start + 6)}&to=${day(start)}`;
      };
      const timesheet = await latency(week, 200);
      return {
        staff_search_p95_ms: Math.max(search.p95, byId.p95),
        staff_search_p50_ms: search.p50,
        timesheet_p95_ms: timesheet.p95,
        timesheet_p50_ms: timesheet.p50,
        health_p95_ms_same_run: health.p95,
        non_2xx: search.bad + byId.bad + timesheet.bad,
      };
    } finally {
      await s.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
