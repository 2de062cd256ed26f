import type { JobDefinition } from '@platen/db';
import { RECURRING_JOBS } from '@platen/domain/calendar/recurring-jobs';

/**
 * A job without payload that runs on one of RECURRING_JOBS' schedules (Los Angeles time). `work` must be
 * idempotent: a retry or a second worker's run finds nothing left to do.
 */
export function recurringJob(
  name: string,
  schedule: keyof typeof RECURRING_JOBS,
  retryLimit: number,
  work: () => Promise<unknown>,
): JobDefinition<Record<string, never>> {
  return {
    name,
    retryLimit,
    expireInSeconds: 300,
    schedule: { cron: RECURRING_JOBS[schedule].cron },
    async run() {
      await work();
    },
  };
}
