import type { ChildProcess } from 'node:child_process';
import { createJobQueue } from '@platen/db';
import { testTargets } from '@platen/db/testing';
import { ensureServerBuild } from '../../scripts/lib.mjs';
import { type Figure, kill, quantile, round, startWorker } from '../lib.ts';

const PROBE = 'ops.probe';
const THROUGHPUT_JOBS = 5000;
const LATENCY_JOBS = 500;
const LATENCY_RATE_PER_S = 100;

/**
 * J1: the job queue on PostgreSQL with two worker processes (`npm run worker`) running the probe job:
 * enqueue-to-start latency (500 jobs sent one by one at up to 100/s; the worker records start minus send time),
 * then throughput (5,000 jobs sent at once in batches of 500, first send to last finish).
 */
export const j1: Figure = {
  id: 'J1',
  title: 'Job queue on PostgreSQL, 2 workers: jobs/s and enqueue-to-start latency p95',
  async run() {
    const pg = (await testTargets()).find((t) => t.kind === 'postgres');
    if (!pg) throw new Error('no PostgreSQL reachable (DATABASE_URL or 127.0.0.1:5432)');
    ensureServerBuild();
    const { db, url, drop } = await pg.open();
    const workers: ChildProcess[] = [];
    const queue = createJobQueue(db, { work: false, instanceName: 'bench' });
    try {
      const probes = { PLATEN_JOB_PROBES: 'on' };
      workers.push(
        ...(await Promise.all([startWorker(url as string, probes), startWorker(url as string, probes)])),
      );
      await queue.start();
      const finished = async (run: string) =>
        (
          await db.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM job_probe_runs WHERE run = $1 AND finished_at IS NOT NULL',
            [run],
          )
        ).rows[0]!.n;
      const waitFor = async (run: string, n: number) => {
        const end = Date.now() + 120_000;
        while ((await finished(run)) < n) {
          if (Date.now() > end) throw new Error(`${run}: not all ${n} jobs finished in 120 s`);
          await new Promise((r) => setTimeout(r, 10));
        }
      };

      // Warm-up: both workers have fetched once.
      await queue.sendMany(
        PROBE,
        Array.from({ length: 100 }, () => ({ data: { run: 'warm', sentAt: Date.now() } })),
      );
      await waitFor('warm', 100);

      const gap = 1000 / LATENCY_RATE_PER_S;
      const start = performance.now();
      for (let i = 0; i < LATENCY_JOBS; i++) {
        const due = start + i * gap;
        const now = performance.now();
        if (due > now) await new Promise((r) => setTimeout(r, due - now));
        await queue.send(PROBE, { run: 'latency', sentAt: Date.now() });
      }
      await waitFor('latency', LATENCY_JOBS);
      const waits = (
        await db.query<{ wait_ms: number }>("SELECT wait_ms FROM job_probe_runs WHERE run = 'latency'")
      ).rows
        .map((r) => Number(r.wait_ms))
        .sort((a, b) => a - b);
      const t0 = performance.now();
      for (let i = 0; i < THROUGHPUT_JOBS; i += 500)
        await queue.sendMany(
          PROBE,
          Array.from({ length: 500 }, () => ({ data: { run: 'throughput', sentAt: Date.now() } })),
        );
      await waitFor('throughput', THROUGHPUT_JOBS);
      const seconds = (performance.now() - t0) / 1000;
      const perWorker = await db.query<{ worker: string; n: number }>(
        "SELECT worker, count(*)::int AS n FROM job_probe_runs WHERE run = 'throughput' GROUP BY worker",
      );

      const runs = await db.query<{ n: number; distinct: number }>(
        "SELECT count(*)::int AS n, count(DISTINCT job_id)::int AS distinct FROM job_probe_runs WHERE run IN ('throughput', 'latency')",
      );
      return {
        jobs_per_s: round(THROUGHPUT_JOBS / seconds, 0),
        latency_p95_ms: quantile(waits, 0.95),
        latency_p50_ms: quantile(waits, 0.5),
        latency_max_ms: waits.at(-1) ?? 0,
        jobs_per_worker: perWorker.rows.map((r) => r.n).join('/'),
        runs_not_once: runs.rows[0]!.n - runs.rows[0]!.distinct,
      };
    } finally {
      await queue.stop(2000);
      await Promise.all(workers.map((w) => kill(w, 10_000)));
      await drop();
    }
  },
};
