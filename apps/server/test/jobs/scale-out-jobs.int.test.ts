import { execFileSync } from 'node:child_process';
import { hostname } from 'node:os';
import type { Db } from '@platen/db';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileStore } from '../../src/storage/create-file-store.ts';
import { type ServerProcess, signUp, spawnServer } from '../ordering/server-process.ts';
import { testTargets } from '../support/harness.ts';
import { startS3 } from '../support/s3.ts';
import { spawnWorker, type WorkerProcess } from './worker-process.ts';

const targets = await testTargets({ needs: 'postgres' });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until<T>(check: () => Promise<T | null | undefined | false>, timeoutMs: number, what: string) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

describe.each(targets)('#16 two web servers + two workers on one $kind database and one S3', (target) => {
  if (target.kind === 'pglite') {
    it.skip('PostgreSQL only: PGlite is one process (npm start runs web and jobs together)', () => {});
    return;
  }
  let db: Db;
  let drop: () => Promise<void>;
  let s3: Awaited<ReturnType<typeof startS3>>;
  let webs: ServerProcess[] = [];
  let workers: WorkerProcess[] = [];
  const run = (tag: string) => `${tag}-${Date.now()}`;
  const probeRows = async (tag: string) =>
    (
      await db.query<{ job_id: string; attempt: number; worker: string; finished: boolean }>(
        'SELECT job_id::text, attempt, worker, finished_at IS NOT NULL AS finished FROM job_probe_runs WHERE run = $1',
        [tag],
      )
    ).rows;
  const workerOf = (name: string) => workers.find((w) => name === `${hostname()}:${w.pid}`);

  beforeAll(async () => {
    const opened = await target.open();
    db = opened.db;
    drop = opened.drop;
    s3 = await startS3();
    const shared = { DATABASE_URL: opened.url as string, S3_URL: s3.url, PLATEN_JOB_PROBES: 'on' };
    const started = await Promise.allSettled([
      spawnServer({ ...shared, JOBS_IN_WEB: 'off', PLATEN_RATE_LIMIT: 'off' }),
      spawnServer({ ...shared, JOBS_IN_WEB: 'off', PLATEN_RATE_LIMIT: 'off' }),
      spawnWorker({ ...shared, PLATEN_JOBS_SUPERVISE_SECONDS: '1', PLATEN_JOBS_POLL_SECONDS: '0.5' }),
      spawnWorker({ ...shared, PLATEN_JOBS_SUPERVISE_SECONDS: '1', PLATEN_JOBS_POLL_SECONDS: '0.5' }),
    ]);
    const up = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    webs = up.filter((p): p is ServerProcess => 'url' in p);
    workers = up.filter((p): p is WorkerProcess => !('url' in p));
    for (const s of started) if (s.status === 'rejected') throw s.reason;
  }, 120_000);
  afterAll(async () => {
    await Promise.all([...webs.map((w) => w.stop()), ...workers.map((w) => w.stop())]);
    await drop?.();
    await s3?.close();
  });

  it('#16.1 an artwork uploaded through one web server is served by the other (from S3, owner only)', async () => {
    const [a, b] = webs as [ServerProcess, ServerProcess];
    const owner = await signUp(a.url, 'Files Owner');
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c03' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
    const up = await fetch(`${a.url}/api/print/v3/artwork`, {
      method: 'POST',
      headers: owner.headers(),
      body: form,
    });
    expect(up.status).toBe(201);
    const art = (await up.json()) as { artworkId: string; url: string };
    const got = await fetch(b.url + art.url, { headers: { cookie: owner.cookie } });
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await got.arrayBuffer()).equals(png)).toBe(true);
    // The bytes live in the bucket, under the owner's prefix.
    const bucket = await createFileStore({ dataDir: '/nonexistent', s3Url: s3.url });
    const keys: string[] = [];
    for await (const k of bucket.list(`artwork/${owner.userId}/`)) keys.push(k);
    expect(keys).toContain(`artwork/${owner.userId}/${art.artworkId}.png`);
    const other = await signUp(b.url, 'Someone Else');
    expect((await fetch(b.url + art.url, { headers: { cookie: other.cookie } })).status).toBe(404);
    expect((await fetch(b.url + art.url)).status).toBe(401);
  });

  it("#16.1 #13.1 a template view asked of a web server is drawn in a worker's image sandbox and stored in S3; the other server serves it", async () => {
    const [a, b] = webs as [ServerProcess, ServerProcess];
    const url = '/api/print/mockup-template/tee-front?color=c8102e&size=regular';
    const first = await fetch(a.url + url);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await first.arrayBuffer());
    const meta = await sharp(png).metadata();
    expect(meta.width).toBe(600);
    const bucket = await createFileStore({ dataDir: '/nonexistent', s3Url: s3.url });
    const keys: string[] = [];
    for await (const k of bucket.list('template-views/')) keys.push(k);
    expect(keys).toHaveLength(1);
    expect((await bucket.get(keys[0]!))?.equals(png)).toBe(true);
    // The web servers only send jobs (JOBS_IN_WEB=off): a worker drew it, in a sandbox process of its own.
    const children = (pid: number) => {
      try {
        return execFileSync('ps', ['--ppid', String(pid), '-o', 'args='], { encoding: 'utf8' });
      } catch {
        return '';
      }
    };
    expect(workers.some((w) => children(w.pid).includes('sandbox-child'))).toBe(true);
    const again = await fetch(b.url + url);
    expect(again.status).toBe(200);
    expect(Buffer.from(await again.arrayBuffer()).equals(png)).toBe(true);
  });

  it('#16.1 1,000 jobs sent through both web servers are each done exactly once, by both workers', async () => {
    const [a, b] = webs as [ServerProcess, ServerProcess];
    const s = await signUp(a.url, 'Probe Sender');
    const tag = run('thousand');
    const send = async (base: string) => {
      const r = await fetch(`${base}/api/health/jobs/probe`, {
        method: 'POST',
        headers: { ...s.headers(), 'content-type': 'application/json' },
        body: JSON.stringify({ run: tag, count: 250 }),
      });
      expect(r.status).toBe(202);
    };
    await Promise.all([send(a.url), send(b.url), send(a.url), send(b.url)]);
    const rows = await until(
      async () => {
        const r = await probeRows(tag);
        return r.filter((x) => x.finished).length >= 1000 ? r : null;
      },
      30_000,
      '1000 probes',
    );
    await sleep(500); // a second run of any job would show up now
    const all = await probeRows(tag);
    expect(all).toHaveLength(1000);
    expect(new Set(all.map((r) => r.job_id)).size).toBe(1000);
    expect(all.every((r) => r.finished && r.attempt === 0)).toBe(true);
    const perWorker = new Set(rows.map((r) => r.worker));
    expect(perWorker.size).toBe(2);
  }, 40_000);

  it('#16.1 kill -9 of a worker mid-job: the job is retried on the other worker, not lost', async () => {
    const [a] = webs as [ServerProcess];
    const s = await signUp(a.url, 'Kill Probe');
    const tag = run('kill');
    const r = await fetch(`${a.url}/api/health/jobs/probe`, {
      method: 'POST',
      headers: { ...s.headers(), 'content-type': 'application/json' },
      body: JSON.stringify({ run: tag, count: 1, sleepMs: 2500, expireInSeconds: 4 }),
    });
    expect(r.status).toBe(202);
    const [first] = await until(
      async () => {
        const rows = await probeRows(tag);
        return rows.length ? rows : null;
      },
      10_000,
      'the probe to start',
    );
    const victim = workerOf(first!.worker);
    expect(victim).toBeDefined();
    await victim!.kill9();
    const done = await until(
      async () => {
        const rows = await probeRows(tag);
        return rows.find((x) => x.finished) ?? null;
      },
      20_000,
      'the retry to finish',
    );
    expect(done.job_id).toBe(first!.job_id);
    expect(done.attempt).toBeGreaterThanOrEqual(1);
    expect(done.worker).not.toBe(first!.worker);
    const rows = await probeRows(tag);
    expect(rows.find((x) => x.worker === first!.worker)?.finished).toBe(false);
    workers = workers.filter((w) => w !== victim);
  }, 40_000);

  it('#16 SIGTERM on a worker mid-job: the running job finishes, then the worker exits 0', async () => {
    const [a] = webs as [ServerProcess];
    const s = await signUp(a.url, 'Term Probe');
    const tag = run('term');
    await fetch(`${a.url}/api/health/jobs/probe`, {
      method: 'POST',
      headers: { ...s.headers(), 'content-type': 'application/json' },
      body: JSON.stringify({ run: tag, count: 1, sleepMs: 1500 }),
    });
    const [started] = await until(
      async () => {
        const rows = await probeRows(tag);
        return rows.length ? rows : null;
      },
      10_000,
      'the probe to start',
    );
    const w = workerOf(started!.worker);
    expect(w).toBeDefined();
    expect(await w!.stop()).toBe(0);
    const rows = await probeRows(tag);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ attempt: 0, finished: true, worker: started!.worker });
    workers = workers.filter((x) => x !== w);
  }, 30_000);
});
