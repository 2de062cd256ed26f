import { hostname } from 'node:os';
import { type Db, type JobDefinition, jobProbesRepository } from '@platen/db';

export const JOB_PROBE = 'ops.probe';

export interface ProbeData {
  /** A tag naming one batch of probes (tests and the bench count by it). */
  run: string;
  /** Milliseconds since the epoch when the probe was sent (enqueue-to-start latency). */
  sentAt: number;
  /** How long each run takes, in milliseconds (to catch a worker mid-job). */
  sleepMs?: number;
}

/** This process, as probe rows name it. */
export const workerName = () => `${hostname()}:${process.pid}`;

/**
 * The job system's self-test: records each attempt (start, wait since sent, finish) in job_probe_runs. It does
 * nothing else, so `ops.probe` measures the queue itself (J1) and shows where and how often each job ran.
 */
export function probeJob(db: Db): JobDefinition<ProbeData> {
  return {
    name: JOB_PROBE,
    batchSize: 50,
    // Two fetch loops per worker: a job that arrives while one loop runs its batch is fetched by the other.
    concurrency: 2,
    retryLimit: 3,
    retryDelaySeconds: 1,
    expireInSeconds: 60,
    async runBatch(jobs) {
      const now = Date.now();
      const worker = workerName();
      const runs = jobs.map((j) => ({
        jobId: j.id,
        attempt: j.retryCount,
        run: j.data.run,
        worker,
        waitMs: now - j.data.sentAt,
      }));
      const repo = jobProbesRepository(db);
      await repo.started(runs);
      const sleep = Math.max(0, ...jobs.map((j) => j.data.sleepMs ?? 0));
      if (sleep) await new Promise((r) => setTimeout(r, sleep));
      await repo.finished(runs);
    },
  };
}
