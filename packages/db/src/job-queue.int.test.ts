import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addBusinessTime } from '@platen/domain/calendar/add-business-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from './db.ts';
import { createJobQueue, type JobQueue } from './job-queue.ts';
import { migrate } from './migrate.ts';
import { testTargets } from './testing.ts';

const targets = await testTargets();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(25);
  }
}

describe.each(targets)('job queue on $kind', (target) => {
  let db: Db;
  let drop: () => Promise<void>;
  let queue: JobQueue;
  const attempts = new Map<string, number[]>();
  const done: string[] = [];
  const note = (id: string) => {
    const list = attempts.get(id) ?? [];
    list.push(Date.now());
    attempts.set(id, list);
  };

  beforeAll(async () => {
    ({ db, drop } = await target.open());
    queue = createJobQueue(db, { work: true, pollSeconds: 0.5, superviseIntervalSeconds: 1 });
    queue.define(
      {
        name: 'test.always-fails',
        retryLimit: 2,
        retryDelaySeconds: 1,
        async run(job) {
          note(job.id);
          throw new Error('broken on purpose');
        },
      },
      {
        name: 'test.flaky',
        retryLimit: 3,
        retryDelaySeconds: 1,
        async run(job) {
          note(job.id);
          if ((attempts.get(job.id)?.length ?? 0) < 2) throw new Error('first attempt fails');
          done.push(job.id);
        },
      },
      {
        name: 'test.once',
        async run(job) {
          note(job.id);
          done.push(job.id);
        },
      },
    );
    await queue.start();
  }, 60_000);
  afterAll(async () => {
    await queue?.stop(2000);
    await drop?.();
  });

  it('#16.1 a failing job is retried with growing delays, then moved to the dead-letter queue', async () => {
    const id = (await queue.send('test.always-fails', { n: 1 })) as string;
    await until(
      async () => (await queue.deadLetters('test.always-fails')).length === 1,
      30_000,
      'dead letter',
    );
    const times = attempts.get(id) ?? [];
    expect(times.length).toBe(3); // the first run and two retries
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(400);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(900);
    expect((await queue.state('test.always-fails', id))?.state).toBe('failed');
    expect((await queue.deadLetters('test.always-fails'))[0]?.data).toEqual({ n: 1 });
  }, 40_000);

  it('#16.1 a job that fails once completes on its retry, and only once', async () => {
    const id = (await queue.send('test.flaky', { n: 2 })) as string;
    await until(
      async () => (await queue.state('test.flaky', id))?.state === 'completed',
      20_000,
      'completion',
    );
    expect(attempts.get(id)?.length).toBe(2);
    expect(done.filter((d) => d === id)).toHaveLength(1);
  }, 30_000);

  it('#16.1 sending the same job id twice runs the job once (idempotent send)', async () => {
    const id = '6b1f3f0e-8f43-4c0e-9d55-2a4de3c0a001';
    await Promise.all([queue.send('test.once', { n: 3 }, { id }), queue.send('test.once', { n: 3 }, { id })]);
    await until(
      async () => (await queue.state('test.once', id))?.state === 'completed',
      10_000,
      'completion',
    );
    await queue.send('test.once', { n: 3 }, { id });
    await sleep(1200);
    expect(done.filter((d) => d === id)).toHaveLength(1);
  }, 20_000);

  it('#16.1 O-4-25 a job deferred by business time starts at the Los Angeles business instant', async () => {
    const before = Date.now();
    const id = (await queue.send('test.once', { n: 4 }, { afterBusinessTime: { hours: 3 } })) as string;
    const expected = addBusinessTime(new Date(before), { hours: 3 }).getTime();
    const r = await db.query<{ start_after: Date }>('SELECT start_after FROM pgboss.job WHERE id = $1', [id]);
    const at = new Date(r.rows[0]!.start_after).getTime();
    expect(Math.abs(at - expected)).toBeLessThan(5000);
    expect(at).toBeGreaterThan(before + 3 * 3600_000 - 5000);
  });
});

describe('job queue on pglite across a restart', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'platen-jobs-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('#16.2 a scheduled job and a deferred job sent before a restart both run after it', async () => {
    const runs: { name: string; at: number }[] = [];
    const open = async (work: boolean) => {
      const db = await createDb({ dataDir: dir });
      await migrate(db);
      const queue = createJobQueue(db, { work, pollSeconds: 0.5, cronIntervalSeconds: 1 });
      queue.define(
        {
          name: 'test.every-second',
          schedule: { cron: '* * * * * *' },
          async run() {
            runs.push({ name: 'cron', at: Date.now() });
          },
        },
        {
          name: 'test.later',
          async run() {
            runs.push({ name: 'later', at: Date.now() });
          },
        },
      );
      await queue.start();
      return { db, queue };
    };
    const first = await open(false);
    await first.queue.send('test.later', {}, { startAfter: new Date(Date.now() + 1500) });
    await first.queue.stop(1000);
    await first.db.close();
    expect(runs).toEqual([]);

    const restarted = Date.now();
    const second = await open(true);
    try {
      await until(
        () => runs.some((r) => r.name === 'later') && runs.some((r) => r.name === 'cron'),
        20_000,
        'runs',
      );
      expect(runs.filter((r) => r.name === 'later')).toHaveLength(1);
      expect(runs.every((r) => r.at >= restarted)).toBe(true);
    } finally {
      await second.queue.stop(1000);
      await second.db.close();
    }
  }, 40_000);
});
