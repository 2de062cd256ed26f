import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDb, type Db, migrate } from '@platen/db';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { root } from '../../../../scripts/lib.mjs';
import { buildApp } from '../../src/app.ts';
import { createJobSystem } from '../../src/jobs/job-system.ts';
import { JOB_PROBE } from '../../src/jobs/probe-job.ts';
import { seed } from '../../src/services/seed.ts';
import { createFileStore } from '../../src/storage/create-file-store.ts';
import { type ServerProcess, spawnServer } from '../ordering/server-process.ts';
import { newClient, testConfig, testTargets } from '../support/harness.ts';
import { startS3 } from '../support/s3.ts';

const targets = await testTargets();

/** `npm run migrate-data` with this environment (async: the S3 server runs in this process). */
function migrateData(
  env: Record<string, string>,
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const p = spawn(
    process.execPath,
    ['--conditions=@platen/source', '--import', 'tsx', 'apps/server/src/migrate-data.ts'],
    {
      cwd: root,
      env: { ...process.env, ...env },
    },
  );
  let stdout = '';
  let stderr = '';
  p.stdout.on('data', (b: Buffer) => {
    stdout += b.toString();
  });
  p.stderr.on('data', (b: Buffer) => {
    stderr += b.toString();
  });
  return new Promise((resolve) => p.once('exit', (status) => resolve({ status, stdout, stderr })));
}

describe.each(targets)('#16.3 npm run migrate-data: ./data to $kind + S3', (target) => {
  if (target.kind === 'pglite') {
    it.skip('the target is PostgreSQL', () => {});
    return;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'platen-migrate-'));
  let s3: Awaited<ReturnType<typeof startS3>>;
  let pg: { db: Db; url?: string; drop: () => Promise<void> };
  let server: ServerProcess | undefined;
  const user = {
    email: '',
    password: 'correct horse battery',
    artworkId: '',
    cartId: '',
    png: Buffer.alloc(0),
  };
  const deferredJob = '0b9e4c6a-3c1d-4f7e-8a2b-5d6e7f8a9b0c';

  beforeAll(async () => {
    s3 = await startS3();
    pg = await target.open();
    // An embedded install with a user, an artwork file, a cart and a job still waiting.
    const db = await createDb({ dataDir: path.join(dataDir, 'pglite') });
    await migrate(db);
    await seed(db);
    const files = await createFileStore({ dataDir });
    const jobs = createJobSystem(db, files, { work: false, instanceName: 'test' });
    await jobs.start();
    const app = await buildApp({ db, config: testConfig({ dataDir }), files, jobs: jobs.queue });
    const c = await newClient(app, 'Moving Buyer');
    user.email = c.email;
    user.png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0a6' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(user.png)], { type: 'image/png' }), 'logo.png');
    const up = await app.inject({
      method: 'POST',
      url: '/api/print/v3/artwork',
      headers: c.headers(),
      payload: form,
    });
    expect(up.statusCode).toBe(201);
    user.artworkId = up.json().artworkId;
    const cart = await app.inject({ method: 'POST', url: '/api/order2/cart', headers: c.headers() });
    user.cartId = cart.json()._id;
    await jobs.queue.send(
      JOB_PROBE,
      { run: 'moved', sentAt: Date.now() },
      {
        id: deferredJob,
        startAfter: new Date(Date.now() + 3600_000),
      },
    );
    await app.close();
    await jobs.stop(1000);
    await db.close();
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await pg?.drop();
    await s3?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('#16.3 moves every row, every file and the waiting jobs; the servers then run on PostgreSQL + S3', async () => {
    const r = await migrateData({ DATA_DIR: dataDir, DATABASE_URL: pg.url as string, S3_URL: s3.url });
    expect(r.stderr).not.toMatch(/migrate-data: /);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/files: 2 copied to S3/);
    expect(r.stdout).toMatch(/jobs: 1 waiting jobs moved/);

    const job = await pg.db.query<{ state: string }>('SELECT state FROM pgboss.job WHERE id = $1', [
      deferredJob,
    ]);
    expect(job.rows[0]?.state).toBe('created');

    server = await spawnServer({
      DATABASE_URL: pg.url as string,
      S3_URL: s3.url,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'platen-empty-')),
    });
    const login = await fetch(`${server.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const file = await fetch(`${server.url}/api/print/v3/artwork/${user.artworkId}/file`, {
      headers: { cookie },
    });
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(user.png)).toBe(true);
    const cart = await fetch(`${server.url}/api/order2/cart/${user.cartId}`, { headers: { cookie } });
    expect(cart.status).toBe(200);
  }, 120_000);

  it('#16.3 a second run refuses: the target is no longer empty, and nothing changes', async () => {
    const before = await pg.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    const r = await migrateData({ DATA_DIR: dataDir, DATABASE_URL: pg.url as string, S3_URL: s3.url });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/not empty/);
    expect(r.stdout).toMatch(/files: 0 copied to S3, 2 already there/);
    const after = await pg.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  }, 60_000);
});
