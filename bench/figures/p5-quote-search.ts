import { rmSync } from 'node:fs';
import path from 'node:path';
import { createDb } from '@platen/db';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { memoryReporter } from '../../apps/server/src/reporter.ts';
import { seed } from '../../apps/server/src/services/seed.ts';
import { type Figure, round, startRealServer } from '../lib.ts';
import { benchUser, dataDirWithProducts, fixedRate, percentile } from './print-bench-support.ts';

const RATE = 50;
const SECONDS = 10;
const QUERIES = [
  '5000',
  'gildan hoodie',
  'bela canvas',
  'premium tee',
  'hooded swetshirt',
  'iphone 16 pro',
  'mug',
  'snapback',
  'urban',
  'PC54',
  'comfort colors long sleeve',
  'beanie',
];

/** A 100-item quote: every print type, several products and addresses. */
export function quote100() {
  const states = ['CA', 'NY', 'TX', 'WA', 'IL', 'FL', 'PA', 'OH'];
  const kinds = [
    { type: 'screenprint', id: 'gildan-5000', size: 'lrg', color: 'Black', sides: { front: 3, back: 1 } },
    { type: 'dtg', id: 'bella-canvas-3001', size: 'med', color: 'White', sides: { front: 1 } },
    { type: 'embr', id: 'yupoong-6089', size: 'one', color: 'Black', sides: { front: 1 } },
    { type: 'mug', id: 'ceramic-mug', size: '15oz', color: 'White', sides: { front: 1 } },
    { type: 'case', id: 'iphone-16-pro-case', size: 'one', color: 'Black', sides: { front: 1 } },
    { type: 'poster', id: 'matte-poster-24x36', size: 'one', color: 'White', sides: { front: 1 } },
  ];
  return {
    items: Array.from({ length: 100 }, (_, i) => {
      const k = kinds[i % kinds.length]!;
      const state = states[i % states.length]!;
      return {
        type: k.type,
        products: [{ id: k.id, quantity: 12 + i, size: k.size, color: k.color }],
        address: {
          name: 'Bench Buyer',
          address1: `${i} Main St`,
          city: 'Town',
          state,
          zip: '10001',
          country: 'US',
        },
        sides: k.sides,
        features: { rushOrder: i % 7 === 0 ? 3 : null, foldPoly: i % 3 === 0 },
        ...(k.type === 'embr'
          ? { quoteDetails: { embroidery: { sides: { front: { stitchCount: 8000 + i * 100, colors: 3 } } } } }
          : {}),
      };
    }),
    data: { pricingTier: 'reseller' },
    sla: true,
  };
}

/**
 * The bulk quote in this process, independent of load on the machine: the app on the figure's PGlite data folder,
 * `n` quotes through app.inject (API key, rate limits off as in the served figure); CPU ms and SQL statements
 * (db.statements()) per quote.
 */
async function quoteInProcess(dataDir: string, body: string, n = 200) {
  const db = await createDb({ dataDir: path.join(dataDir, 'pglite') });
  const limits = process.env.PLATEN_RATE_LIMIT;
  process.env.PLATEN_RATE_LIMIT = 'off';
  try {
    await seed(db);
    const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'production', DATA_DIR: dataDir });
    const app = await buildApp({ db, config, reporter: memoryReporter() });
    try {
      const email = `inproc${Date.now()}@example.com`;
      const reg = await app.inject({
        method: 'POST',
        url: '/auth/register',
        payload: { email, password: 'bench password 123', name: 'Bench' },
      });
      // The API key is shown once, in the registration answer.
      const apiKey = reg.json().apiKey as string;
      const headers = {
        authorization: `Basic ${Buffer.from(`:${apiKey}`).toString('base64')}`,
        'content-type': 'application/json',
      };
      const quote = () =>
        app.inject({ method: 'POST', url: '/api/print/quote/bulk', headers, payload: body });
      for (let i = 0; i < 30; i++) await quote();
      const s0 = db.statements();
      const u0 = process.cpuUsage();
      for (let i = 0; i < n; i++) await quote();
      const u = process.cpuUsage(u0);
      return {
        cpu_ms: round((u.user + u.system) / 1000 / n, 2),
        sql: round((db.statements() - s0) / n, 2),
      };
    } finally {
      await app.close();
    }
  } finally {
    if (limits === undefined) delete process.env.PLATEN_RATE_LIMIT;
    else process.env.PLATEN_RATE_LIMIT = limits;
    await db.close();
  }
}

/** P5: bulk quote of 100 items p95 and catalogue search p95 at 50 req/s over 10,000 generated products. */
export const p5: Figure = {
  id: 'P5',
  title: 'Bulk quote (100 items) and catalogue search (10,000 products) p95 at 50 req/s',
  async run() {
    const dataDir = await dataDirWithProducts(10_000);
    const body = JSON.stringify(quote100());
    // A failure here leaves the served figures to run; its keys are then null.
    const inProcess = await quoteInProcess(dataDir, body).catch(() => ({ cpu_ms: null, sql: null }));
    const server = await startRealServer({ DATA_DIR: dataDir });
    try {
      const auth = await benchUser(server.url);
      const quoteReq = () => ({
        url: `${server.url}/api/print/quote/bulk`,
        init: { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body },
      });
      const check = await fetch(quoteReq().url, quoteReq().init);
      const answer = (await check.json()) as { breakdown?: unknown[]; issues?: unknown[] };
      const searchReq = (i: number) => ({
        url: `${server.url}/api/print/products/search?query=${encodeURIComponent(QUERIES[i % QUERIES.length]!)}`,
      });
      const hits = (await (await fetch(searchReq(1).url)).json()) as unknown[];
      await fixedRate(RATE, 2, quoteReq); // warm-up
      await fixedRate(RATE, 2, searchReq);
      const q = await fixedRate(RATE, SECONDS, quoteReq);
      const s = await fixedRate(RATE, SECONDS, searchReq);
      return {
        quote_p95_ms: round(percentile(q.latencies, 95)),
        quote_p50_ms: round(percentile(q.latencies, 50)),
        quote_failures: q.failures,
        quote_inprocess_cpu_ms: inProcess.cpu_ms,
        quote_sql_per_request: inProcess.sql,
        quote_items_priced: answer.breakdown?.length ?? 0,
        quote_issues: answer.issues?.length ?? -1,
        search_p95_ms: round(percentile(s.latencies, 95)),
        search_p50_ms: round(percentile(s.latencies, 50)),
        search_failures: s.failures,
        search_first_query_hits: hits.length,
        products: 10_000 + 59,
      };
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
