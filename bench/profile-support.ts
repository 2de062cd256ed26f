import { writeFileSync } from 'node:fs';
import inspector from 'node:inspector/promises';
import path from 'node:path';
import { createDb, migrate } from '@platen/db';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { memoryReporter } from '../apps/server/src/reporter.ts';
import { seed } from '../apps/server/src/services/seed.ts';

/**
 * The server in this process on PGlite under `dataDir` (migrated, seeded when asked, rate limits off) and a
 * newly registered account's API-key headers: the set-up the in-process profile scripts share.
 */
export async function profiledApp(dataDir: string, opts: { seed?: boolean } = {}) {
  process.env.PLATEN_RATE_LIMIT = 'off';
  const db = await createDb({ dataDir: path.join(dataDir, 'pglite') });
  await migrate(db);
  if (opts.seed) await seed(db);
  const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'production', DATA_DIR: dataDir });
  const app = await buildApp({ db, config, reporter: memoryReporter() });
  const reg = await app.inject({
    method: 'POST',
    url: '/auth/register',
    payload: { email: `prof${Date.now()}@example.com`, password: 'bench password 123', name: 'Bench' },
  });
  const apiKey = reg.json().apiKey as string;
  const headers = {
    authorization: `Basic ${Buffer.from(`:${apiKey}`).toString('base64')}`,
    'content-type': 'application/json',
  };
  return { db, app, headers };
}

/** What `measured` saw over its n runs: CPU and wall per run, statements per run, each run's wall time. */
export interface Measured {
  cpuMs: number;
  wallMs: number;
  sqlPer: number;
  times: number[];
}

/**
 * Runs `step(i)` n times in this process and measures CPU (process.cpuUsage), wall time and SQL statements per
 * run; with PLATEN_PROFILE_OUT=file.cpuprofile, a CPU profile of the measured runs alone (set-up excluded).
 * The in-process profile scripts (profile-p3, profile-p5, profile-f1) share it.
 */
export async function measured(
  n: number,
  statements: () => number,
  step: (i: number) => Promise<void>,
): Promise<Measured> {
  const profileOut = process.env.PLATEN_PROFILE_OUT;
  const session = profileOut ? new inspector.Session() : null;
  if (session) {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
  }
  const s0 = statements();
  const u0 = process.cpuUsage();
  const t0 = performance.now();
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await step(i);
    times.push(performance.now() - t);
  }
  const u = process.cpuUsage(u0);
  const wallMs = (performance.now() - t0) / n;
  if (session && profileOut) {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(profileOut, JSON.stringify(profile));
  }
  return { cpuMs: (u.user + u.system) / 1000 / n, wallMs, sqlPer: (statements() - s0) / n, times };
}
