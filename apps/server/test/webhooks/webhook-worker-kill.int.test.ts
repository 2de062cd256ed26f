import type { Db } from '@platen/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { createJobSystem, type JobSystem } from '../../src/jobs/job-system.ts';
import { seed } from '../../src/services/seed.ts';
import { createFileStore } from '../../src/storage/create-file-store.ts';
import { spawnWorker, type WorkerProcess } from '../jobs/worker-process.ts';
import { eventsOf, placedOrder } from '../lifecycle/support.ts';
import { type Client, newClient, testConfig, testTargets } from '../support/harness.ts';
import { startReceiver, until } from './receiver.ts';

const targets = await testTargets();

describe.each(targets)('#20.2 webhook worker killed mid-delivery on $kind', (target) => {
  if (target.kind === 'pglite') {
    it.skip('PostgreSQL only: workers (npm run worker) share a PostgreSQL', () => {});
    return;
  }
  let db: Db;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let jobs: JobSystem;
  const workers: WorkerProcess[] = [];
  let env: Record<string, string>;
  beforeAll(async () => {
    const opened = await target.open();
    db = opened.db;
    drop = opened.drop;
    await seed(db);
    const config = testConfig({ databaseUrl: opened.url });
    const files = await createFileStore(config);
    // The web side only sends (JOBS_IN_WEB=off): every delivery runs in a worker process.
    jobs = createJobSystem(db, files, { work: false, instanceName: 'web' });
    app = await buildApp({ db, config, files, jobs: jobs.queue });
    await app.ready();
    env = {
      DATABASE_URL: opened.url as string,
      WEBHOOK_TIMEOUT_MS: '1500',
      WEBHOOK_RETRY_BASE_MS: '100',
      WEBHOOK_SWEEP_SECONDS: '1',
      PLATEN_JOBS_SUPERVISE_SECONDS: '1',
      PLATEN_JOBS_POLL_SECONDS: '0.5',
    };
  }, 60_000);
  afterAll(async () => {
    await Promise.all(workers.map((w) => w.stop()));
    await app?.close();
    await jobs?.stop(2000);
    await drop?.();
  });

  it('#20.2 kill -9 of the worker mid-delivery loses nothing: every event arrives, in order, after a restart', async () => {
    let hang = true;
    let hung = 0;
    const rx = await startReceiver(() => {
      if (hang) {
        hung++;
        return -1;
      }
      return 200;
    });
    try {
      workers.push(await spawnWorker(env));
      const buyer: Client = await newClient(app, 'Kill Buyer');
      const reg = await app.inject({
        method: 'POST',
        url: '/api/v3/webhooks',
        headers: buyer.basic(),
        payload: { url: rx.url, events: ['*'] },
      });
      expect(reg.statusCode).toBe(201);
      const orderId = await placedOrder(app, buyer, db);
      const expected = (await eventsOf(db, orderId)).map((e) => e.sequence);
      // The worker is now waiting for the receiver's answer to the first event: kill it there.
      await until(() => hung === 1, 30_000, 'the first delivery in flight');
      await workers[0]!.kill9();
      hang = false;
      workers.push(await spawnWorker(env));
      await until(() => rx.accepted().length >= expected.length, 60_000, 'every event after the restart');
      expect(rx.accepted().map((g) => g.body.sequence)).toEqual(expected);
      expect(rx.accepted().every((g) => g.body.data.orderId === orderId)).toBe(true);
    } finally {
      await rx.close();
    }
  }, 150_000);
});
