// `node --conditions=@platen/source --import tsx bench/profile-f1.ts [n]`: F1's pull scans in this process on the
// figure's 100,000 open units, n sequential scans (default 200): SQL statements per scan, wall and CPU ms per
// scan, and (PLATEN_SQL_LOG=1) the statements of one scan. For profiling; the figure itself is F1.
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { createDb, createJobQueue, type Db, migrate, type Queryable } from '@platen/db';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { memoryReporter } from '../apps/server/src/reporter.ts';
import { F1_API_KEY, seededDataDir } from './figures/f1-scans.ts';
import { measured } from './profile-support.ts';

const n = Number(process.argv[2] ?? 200);
const dataDir = await seededDataDir();
process.env.PLATEN_RATE_LIMIT = 'off';
const inner = await createDb({ dataDir: path.join(dataDir, 'pglite') });
await migrate(inner);
let logging = false;
const logged: string[] = [];
// PLATEN_SQL_LOG=1: wall ms per statement text over the measured scans.
const spent = new Map<string, { n: number; ms: number }>();
let timing = false;
const logOf =
  (q: Queryable): Queryable['query'] =>
  async (text, params) => {
    const key = text.replace(/\s+/g, ' ').slice(0, 100);
    if (logging) logged.push(key);
    // PLATEN_SQL_EXPLAIN=1: the logged scan's writes explained first (analysed in a savepoint, rolled back).
    if (logging && process.env.PLATEN_SQL_EXPLAIN === '1' && /^\s*(WITH|INSERT|UPDATE|SELECT)/.test(text)) {
      await q.query('SAVEPOINT explain');
      const plan = await q.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, params);
      await q.query('ROLLBACK TO SAVEPOINT explain');
      logged.push(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
    }
    const t = performance.now();
    try {
      return await q.query(text, params);
    } finally {
      if (timing) {
        const e = spent.get(key) ?? { n: 0, ms: 0 };
        e.n++;
        e.ms += performance.now() - t;
        spent.set(key, e);
      }
    }
  };
// The app's handle with every statement logged (BEGIN/COMMIT counted by db.statements()).
const db: Db = {
  ...inner,
  query: logOf(inner),
  transaction: (fn) => inner.transaction((tx) => fn({ ...tx, cache: tx.cache, query: logOf(tx) })),
  statements: inner.statements,
};
const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'production', DATA_DIR: dataDir });
// A queue that does no work here (pg-boss talks to PGlite directly, outside the count).
const jobs = createJobQueue(inner, { work: false, instanceName: 'profile-f1' });
const app = await buildApp({ db, config, reporter: memoryReporter(), jobs });
const headers = {
  authorization: `Basic ${Buffer.from(`:${F1_API_KEY}`).toString('base64')}`,
  'content-type': 'application/json',
};
const scan = (i: number) =>
  app.inject({
    method: 'POST',
    url: '/api/internal/scans',
    headers,
    payload: JSON.stringify({
      barcode: `${1001 + (i % 1000)}-1-${1 + Math.floor(i / 1000)}`,
      station: 'pull',
    }),
  });
for (let i = 0; i < 20; i++) {
  const r = await scan(i);
  if (r.statusCode !== 200) throw new Error(`scan ${i}: ${r.statusCode} ${r.body}`);
}
logging = process.env.PLATEN_SQL_LOG === '1';
await scan(20);
logging = false;
if (logged.length) console.log(logged.map((l, i) => `${i + 1}. ${l}`).join('\n'));
timing = process.env.PLATEN_SQL_LOG === '1';
const m = await measured(
  n,
  () => inner.statements(),
  async (i) => {
    const r = await scan(21 + i);
    if (r.statusCode !== 200) throw new Error(`scan ${21 + i}: ${r.statusCode} ${r.body}`);
  },
);
timing = false;
for (const [k, e] of [...spent].sort((a, b) => b[1].ms - a[1].ms))
  console.log(`${(e.ms / n).toFixed(2)} ms/scan  x${(e.n / n).toFixed(1)}  ${k}`);
const times = m.times.sort((a, b) => a - b);
console.log(
  `sql/scan ${m.sqlPer.toFixed(1)}; wall ms/scan ${m.wallMs.toFixed(2)} (p50 ${times[Math.floor(n / 2)]?.toFixed(2)}, p95 ${times[Math.floor(n * 0.95)]?.toFixed(2)}); cpu ms/scan ${m.cpuMs.toFixed(2)}; load ${loadavg()[0]?.toFixed(2)}`,
);
await app.close();
await inner.close();
rmSync(dataDir, { recursive: true, force: true });
