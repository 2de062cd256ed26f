import { type Db, type JobDefinition, rateLimitsRepository, sessionsRepository } from '@platen/db';
import { RATE_LIMIT_ROW_RETENTION_SECONDS } from '@platen/domain/calendar/recurring-jobs';
import { recurringJob } from './recurring-job.ts';

export const SWEEP_EXPIRED = 'sweep.expired';

/** Removes expired sessions and old rate-limit counters (idempotent: a second run finds nothing). */
export async function sweepExpired(db: Db): Promise<{ sessions: number; rateLimits: number }> {
  const sessions = await sessionsRepository(db).deleteExpired();
  const rateLimits = await rateLimitsRepository(db).deleteStale(RATE_LIMIT_ROW_RETENTION_SECONDS);
  return { sessions, rateLimits };
}

/** The sweep, on the schedule of RECURRING_JOBS.sweepExpired (Los Angeles time). */
export function sweepExpiredJob(db: Db): JobDefinition<Record<string, never>> {
  return recurringJob(SWEEP_EXPIRED, 'sweepExpired', 2, () => sweepExpired(db));
}
