import type { JobProbeRequest } from '@platen/contracts';
import type { JobQueue } from '@platen/db';
import { AppError } from '../../errors/app-error.ts';
import { JOB_PROBE, type ProbeData } from '../../jobs/probe-job.ts';

/** Probes are a test and bench facility: off unless PLATEN_JOB_PROBES=on. */
export const probesEnabled = (env: NodeJS.ProcessEnv = process.env) => env.PLATEN_JOB_PROBES === 'on';

/** Sends `count` probe jobs in one statement; each records its runs in job_probe_runs (jobs/probe-job.ts). */
export async function sendProbes(jobs: JobQueue, req: JobProbeRequest): Promise<{ sent: number }> {
  if (!probesEnabled()) throw new AppError('not_found', 'Job probes are off on this server.');
  const sentAt = Date.now();
  const data: ProbeData = { run: req.run, sentAt, ...(req.sleepMs ? { sleepMs: req.sleepMs } : {}) };
  await jobs.sendMany(
    JOB_PROBE,
    Array.from({ length: req.count }, () => ({ data, expireInSeconds: req.expireInSeconds })),
  );
  return { sent: req.count };
}
