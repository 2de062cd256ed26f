import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { billingRepository, type Db, designsRepository } from '@platen/db';
import { testTargets } from '@platen/db/testing';
import { ensureServerBuild } from '../../scripts/lib.mjs';
import { buildApp } from '../../apps/server/src/app.ts';
import { createJobSystem } from '../../apps/server/src/jobs/job-system.ts';
import { memoryReporter } from '../../apps/server/src/reporter.ts';
import { seed } from '../../apps/server/src/services/seed.ts';
import { createFileStore } from '../../apps/server/src/storage/create-file-store.ts';
import { DRAFT_SIDES } from '../../apps/server/test/ordering/support.ts';
import { startFakeWooCommerce } from '../../apps/server/test/support/fake-woocommerce.ts';
import { newClient, testConfig } from '../../apps/server/test/support/harness.ts';
import { type Figure, kill, quantile, root, round, startWorker } from '../lib.ts';

const SINGLES = 50;
const BURST = 1000;
const CONCURRENCY = 16;
const SHIPPING = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  address_1: '1 Main St',
  city: 'Oakland',
  state: 'CA',
  postcode: '94607',
  country: 'US',
};

const importedCount = async (db: Db, storeId: string) =>
  (
    await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM store_imports WHERE store_id = $1 AND status = 'imported'`,
      [storeId],
    )
  ).rows[0]!.n;

/**
 * I1: store order import on PostgreSQL, the web side recording signed WooCommerce webhooks (current API) and one
 * worker (`npm run worker`) importing. `import_p95_ms`: one store order at a time, from sending its webhook to
 * its Platen order placed (the import row `imported`, polled every 5 ms), 50 orders. `burst_orders_per_s`: 1,000
 * store orders delivered 16 at a time, from the first send to the last Platen order; then the orders, imports and
 * distinct order ids are counted (zero loss, zero duplicates: each must be exactly 1,000).
 *
 * Measured 2026-11-29 on the shared 2-core machine, load average 17.3 at the start and 11.4 at the end (other
 * sessions' tests running, and this session's kill test for part of it): import_p95_ms 585.7 (p50 173.9; over
 * the 500 target under that load), burst_orders_per_s 11.7, 1,000 of 1,000 imported, 1,000 Platen orders,
 * 0 duplicates. Before the import job took batches of 10 the burst ran at 0.7 orders/s (one job per poll).
 */
export const i1: Figure = {
  id: 'I1',
  title: 'Store order webhook to Platen order (p95), and a 1,000-order burst (PostgreSQL, 1 worker)',
  async run() {
    const pg = (await testTargets()).find((t) => t.kind === 'postgres');
    if (!pg) throw new Error('no PostgreSQL reachable (DATABASE_URL or 127.0.0.1:5432)');
    ensureServerBuild();
    const { db, url, drop } = await pg.open();
    const fake = await startFakeWooCommerce('current');
    await seed(db);
    const config = testConfig({ databaseUrl: url, dataDir: `${root}/data-bench` });
    const files = await createFileStore(config);
    const jobs = createJobSystem(db, files, { work: false, instanceName: 'bench-web' });
    const app = await buildApp({ db, config, files, jobs: jobs.queue, reporter: memoryReporter() });
    await app.ready();
    let worker: ChildProcess | null = null;
    try {
      const reseller = await newClient(app, 'I1 Reseller');
      await billingRepository(db).setCreditLine(reseller.userId, 10_000_000);
      const post = async (u: string, payload: object) => {
        const r = await app.inject({ method: 'POST', url: u, headers: reseller.headers(), payload });
        if (r.statusCode !== 201) throw new Error(`${u}: ${r.statusCode} ${r.body}`);
        return r.json();
      };
      const designId = `design-${randomUUID()}`;
      await designsRepository(db).insert({
        id: designId,
        userId: reseller.userId,
        printType: 'dtg',
        name: 'I1 tee',
        doc: { type: 'Garment', printType: 'dtg', sides: DRAFT_SIDES, variation: null },
      });
      const { printableId } = await post('/api/v3/printable', {
        name: 'I1 tee',
        designId,
        product: { identifier: 'gildan-5000', color: 'Black' },
        sizePrices: [{ size: 'med', price: 1500 }],
        minQuantity: 1,
      });
      const store = await post('/api/v3/stores', {
        platform: 'woocommerce',
        url: fake.url,
        key: fake.key,
        secret: fake.secret,
        version: 'current',
      });
      const { skus } = await post(`/api/v3/stores/${store.id}/products`, { printableId, price: 2500 });
      const sku = skus[0].sku as string;
      const deliver = async (id: number) => {
        const w = fake.webhook(
          'order.created',
          fake.order({ id, lines: [{ sku, quantity: 1 }], shipping: SHIPPING }),
        );
        const r = await app.inject({
          method: 'POST',
          url: `/ecommerce/woocommerce/${store.id}/webhooks`,
          headers: w.headers,
          payload: w.payload,
        });
        if (r.statusCode !== 200) throw new Error(`webhook ${id}: ${r.statusCode} ${r.body}`);
      };
      worker = await startWorker(url as string);

      const latencies: number[] = [];
      for (let i = 0; i < SINGLES; i++) {
        const t0 = performance.now();
        await deliver(1 + i);
        while ((await importedCount(db, store.id)) < i + 1) await new Promise((r) => setTimeout(r, 5));
        latencies.push(performance.now() - t0);
      }
      latencies.sort((a, b) => a - b);

      const first = 100_000;
      const start = performance.now();
      for (let i = 0; i < BURST; i += CONCURRENCY)
        await Promise.all(
          Array.from({ length: Math.min(CONCURRENCY, BURST - i) }, (_, k) => deliver(first + i + k)),
        );
      const sentIn = (performance.now() - start) / 1000;
      const end = Date.now() + 15 * 60_000;
      while ((await importedCount(db, store.id)) < SINGLES + BURST && Date.now() < end)
        await new Promise((r) => setTimeout(r, 50));
      const importedIn = (performance.now() - start) / 1000;
      const counts = (
        await db.query<{ orders: number; imports: number; imported: number; distinct_orders: number }>(
          `SELECT (SELECT count(*) FROM orders WHERE user_id = $1)::int AS orders,
                  (SELECT count(*) FROM store_imports WHERE store_id = $2 AND external_order_id::int >= $3)::int
                    AS imports,
                  (SELECT count(*) FROM store_imports WHERE store_id = $2 AND external_order_id::int >= $3
                    AND status = 'imported')::int AS imported,
                  (SELECT count(DISTINCT order_id) FROM store_imports WHERE store_id = $2)::int AS distinct_orders`,
          [reseller.userId, store.id, first],
        )
      ).rows[0]!;
      return {
        import_p95_ms: round(quantile(latencies, 0.95), 1),
        import_p50_ms: round(quantile(latencies, 0.5), 1),
        burst_orders_per_s: round(counts.imported / importedIn, 1),
        burst_webhooks_per_s: round(BURST / sentIn, 1),
        burst_store_orders: BURST,
        burst_imported: counts.imported,
        burst_import_rows: counts.imports,
        platen_orders: counts.orders - SINGLES,
        duplicates: counts.orders - counts.distinct_orders,
      };
    } finally {
      if (worker) await kill(worker, 10_000);
      await app.close();
      await jobs.stop(2000);
      await fake.close();
      await drop();
    }
  },
};
