import type { Queryable } from './db.ts';

export interface ProbeRun {
  jobId: string;
  attempt: number;
  run: string;
  worker: string;
  waitMs: number;
}

/** Rows of the probe job (migrations/20261124T0800_job_probes.sql). */
export function jobProbesRepository(db: Queryable) {
  return {
    /** Records that these jobs started (one statement for a batch). */
    async started(runs: ProbeRun[]): Promise<void> {
      if (!runs.length) return;
      await db.query(
        `INSERT INTO job_probe_runs (job_id, attempt, run, worker, wait_ms)
         SELECT * FROM unnest($1::uuid[], $2::int[], $3::text[], $4::text[], $5::int[])
         ON CONFLICT DO NOTHING`,
        [
          runs.map((r) => r.jobId),
          runs.map((r) => r.attempt),
          runs.map((r) => r.run),
          runs.map((r) => r.worker),
          runs.map((r) => Math.max(0, Math.round(r.waitMs))),
        ],
      );
    },
    async finished(runs: Pick<ProbeRun, 'jobId' | 'attempt' | 'worker'>[]): Promise<void> {
      if (!runs.length) return;
      await db.query(
        `UPDATE job_probe_runs p SET finished_at = clock_timestamp()
           FROM unnest($1::uuid[], $2::int[], $3::text[]) AS f(job_id, attempt, worker)
          WHERE p.job_id = f.job_id AND p.attempt = f.attempt AND p.worker = f.worker`,
        [runs.map((r) => r.jobId), runs.map((r) => r.attempt), runs.map((r) => r.worker)],
      );
    },
    /** Every recorded attempt of a run tag. */
    async ofRun(run: string) {
      const r = await db.query<{
        jobId: string;
        attempt: number;
        worker: string;
        waitMs: number;
        finished: boolean;
      }>(
        `SELECT job_id::text AS "jobId", attempt, worker, wait_ms AS "waitMs", finished_at IS NOT NULL AS finished
           FROM job_probe_runs WHERE run = $1`,
        [run],
      );
      return r.rows;
    },
  };
}
