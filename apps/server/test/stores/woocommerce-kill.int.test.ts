import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDb, type Db, designsRepository, migrate } from '@platen/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { createJobSystem, type JobSystem } from '../../src/jobs/job-system.ts';
import { memoryReporter } from '../../src/reporter.ts';
import { seed } from '../../src/services/seed.ts';
import { createFileStore } from '../../src/storage/create-file-store.ts';
import { spawnWorker, type WorkerProcess } from '../jobs/worker-process.ts';
import { type ServerProcess, spawnServer } from '../ordering/server-process.ts';
import { DRAFT_SIDES } from '../ordering/support.ts';
import { type FakeWooCommerce, startFakeWooCommerce, type WooWebhook } from '../support/fake-woocommerce.ts';
import { type Client, newClient, type TestTarget, testConfig, testTargets } from '../support/harness.ts';

/**
 * kill -9 of the process running the import jobs while a burst of WooCommerce orders is being imported, then a
 * restart: every store order becomes exactly one Platen order. PGlite: the server process runs the jobs (one
 * process owns the data directory), so it is the one killed. PostgreSQL: the web side only records and queues
 * (JOBS_IN_WEB=off), a worker process (`npm run worker`) imports, and the worker is killed.
 */
const targets = await testTargets();
// At most 100: the PGlite side counts through the imports list, which answers 100 at most.
const ORDERS = 100;
const SHIPPING = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  address_1: '1 Main St',
  city: 'Oakland',
  state: 'CA',
  postcode: '94607',
  country: 'US',
};
const JOB_ENV = {
  STORE_RETRY_DELAY_SECONDS: '1',
  PLATEN_JOBS_POLL_SECONDS: '0.5',
  PLATEN_JOBS_SUPERVISE_SECONDS: '1',
  PLATEN_RATE_LIMIT: 'off',
};

async function until(what: string, fn: () => Promise<boolean>, ms = 120_000) {
  const end = Date.now() + ms;
  while (!(await fn())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A reseller with a printable published to a connected WooCommerce store: the SKU its orders use. */
async function connectedStore(app: FastifyInstance, db: Db, fake: FakeWooCommerce) {
  const reseller = await newClient(app, 'Kill Reseller');
  const call = async (method: 'POST', url: string, payload: object) => {
    const r = await app.inject({ method, url, headers: reseller.headers(), payload });
    if (r.statusCode !== 201) throw new Error(`${url}: ${r.statusCode} ${r.body}`);
    return r.json();
  };
  const designId = `design-${randomUUID()}`;
  await designsRepository(db).insert({
    id: designId,
    userId: reseller.userId,
    printType: 'dtg',
    name: 'Kill tee',
    doc: { type: 'Garment', printType: 'dtg', sides: DRAFT_SIDES, variation: null },
  });
  const { printableId } = await call('POST', '/api/v3/printable', {
    name: 'Kill tee',
    designId,
    product: { identifier: 'gildan-5000', color: 'Black' },
    sizePrices: [{ size: 'med', price: 1500 }],
    minQuantity: 1,
  });
  const store = await call('POST', '/api/v3/stores', {
    platform: 'woocommerce',
    url: fake.url,
    key: fake.key,
    secret: fake.secret,
    version: fake.version,
  });
  const published = await call('POST', `/api/v3/stores/${store.id}/products`, { printableId, price: 2500 });
  return { reseller, storeId: store.id as string, sku: published.skus[0].sku as string };
}

/** The side that records webhooks, the process that imports (killable), and the counts read from the database. */
interface Rig {
  deliver(w: WooWebhook): Promise<number>;
  imported(): Promise<number>;
  startImporter(): Promise<void>;
  killImporter(): Promise<void>;
  /** Every order of the reseller, every import and its order, once all processes are stopped. */
  counts(): Promise<{ orders: number; imports: number; imported: number; distinctOrders: number }>;
  close(): Promise<void>;
}

const countsOf = async (db: Db, userId: string, storeId: string) => {
  const r = await db.query<{ orders: number; imports: number; imported: number; distinct_orders: number }>(
    `SELECT (SELECT count(*) FROM orders WHERE user_id = $1)::int AS orders,
            (SELECT count(*) FROM store_imports WHERE store_id = $2)::int AS imports,
            (SELECT count(*) FROM store_imports WHERE store_id = $2 AND status = 'imported')::int AS imported,
            (SELECT count(DISTINCT order_id) FROM store_imports WHERE store_id = $2)::int AS distinct_orders`,
    [userId, storeId],
  );
  const x = r.rows[0]!;
  return { orders: x.orders, imports: x.imports, imported: x.imported, distinctOrders: x.distinct_orders };
};

async function pgliteRig(fake: FakeWooCommerce) {
  const dir = mkdtempSync(path.join(tmpdir(), 'platen-store-kill-'));
  const dataDir = path.join(dir, 'pglite');
  const setupDb = await createDb({ dataDir });
  await migrate(setupDb);
  await seed(setupDb);
  const app = await buildApp({ db: setupDb, config: testConfig(), reporter: memoryReporter() });
  await app.ready();
  const s = await connectedStore(app, setupDb, fake);
  await app.close();
  await setupDb.close();
  let server: ServerProcess | undefined;
  let reopened: Db | undefined;
  const rig: Rig & { reseller: Client; storeId: string; sku: string } = {
    ...s,
    deliver: async (w) => fake.deliver(`${server!.url}/ecommerce/woocommerce/${s.storeId}/webhooks`, w),
    async imported() {
      const r = await fetch(`${server!.url}/api/v3/stores/${s.storeId}/imports?status=imported`, {
        headers: s.reseller.headers(),
      });
      return ((await r.json()) as unknown[]).length;
    },
    async startImporter() {
      server = await spawnServer({ DATA_DIR: dir, ...JOB_ENV });
    },
    killImporter: async () => server?.kill9(),
    async counts() {
      await server?.stop();
      reopened = await createDb({ dataDir });
      return countsOf(reopened, s.reseller.userId, s.storeId);
    },
    async close() {
      await server?.kill9();
      await reopened?.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return rig;
}

async function postgresRig(target: TestTarget, fake: FakeWooCommerce) {
  const { db, url, drop } = await target.open();
  await seed(db);
  const config = testConfig({ databaseUrl: url });
  const files = await createFileStore(config);
  // The web side only records and queues: every import runs in the worker process.
  const jobs: JobSystem = createJobSystem(db, files, { work: false, instanceName: 'web' });
  const app = await buildApp({ db, config, files, jobs: jobs.queue, reporter: memoryReporter() });
  await app.ready();
  const s = await connectedStore(app, db, fake);
  const workers: WorkerProcess[] = [];
  const rig: Rig & { reseller: Client; storeId: string; sku: string } = {
    ...s,
    async deliver(w) {
      const r = await app.inject({
        method: 'POST',
        url: `/ecommerce/woocommerce/${s.storeId}/webhooks`,
        headers: w.headers,
        payload: w.payload,
      });
      return r.statusCode;
    },
    imported: async () => (await countsOf(db, s.reseller.userId, s.storeId)).imported,
    async startImporter() {
      workers.push(await spawnWorker({ DATABASE_URL: url as string, ...JOB_ENV }));
    },
    killImporter: async () => workers.at(-1)?.kill9(),
    async counts() {
      await Promise.all(workers.map((w) => w.stop()));
      return countsOf(db, s.reseller.userId, s.storeId);
    },
    async close() {
      await Promise.all(workers.map((w) => w.kill9()));
      await app.close();
      await jobs.stop(2000);
      await drop();
    },
  };
  return rig;
}

describe.each(targets)('WooCommerce imports survive kill -9 of the importing process on $kind', (target) => {
  let fake: FakeWooCommerce | undefined;
  let rig: Rig | undefined;
  afterAll(async () => {
    await rig?.close();
    await fake?.close();
  });

  it(`a burst of ${ORDERS} signed store orders, the importer killed -9 mid-import and restarted: exactly ${ORDERS} Platen orders, none lost, none doubled`, async () => {
    fake = await startFakeWooCommerce('current');
    const r = target.kind === 'pglite' ? await pgliteRig(fake) : await postgresRig(target, fake);
    rig = r;
    await r.startImporter();
    const webhooks = Array.from({ length: ORDERS }, (_, i) =>
      fake!.webhook(
        'order.created',
        fake!.order({ id: 7000 + i, lines: [{ sku: r.sku, quantity: 1 }], shipping: SHIPPING }),
      ),
    );
    // The burst, 8 deliveries at a time, and the importer killed -9 as soon as the first order is imported (on
    // PGlite that is the server: deliveries cut off by the kill are not answered).
    const statuses = new Array<number>(ORDERS).fill(0);
    const sending = (async () => {
      for (let i = 0; i < ORDERS; i += 8)
        await Promise.all(
          webhooks.slice(i, i + 8).map(async (w, k) => {
            statuses[i + k] = await r.deliver(w).catch(() => -1);
          }),
        );
    })();
    let atKill = 0;
    await until('the first import', async () => {
      atKill = await r.imported().catch(() => 0);
      return atKill >= 1;
    });
    await r.killImporter();
    await sending;
    expect(atKill).toBeLessThan(ORDERS);

    await r.startImporter();
    // The store delivers again what was not answered 200, and a few that were: a repeat records nothing new.
    for (const [i, w] of webhooks.entries())
      if (statuses[i] !== 200 || i < 5) expect(await r.deliver(w)).toBe(200);
    await until('every import after the restart', async () => (await r.imported()) === ORDERS);
    const c = await r.counts();
    expect(c).toEqual({ orders: ORDERS, imports: ORDERS, imported: ORDERS, distinctOrders: ORDERS });
  }, 300_000);
});
