import type { Db, JobDefinition } from '@platen/db';
import { RECURRING_JOBS } from '@platen/domain/calendar/recurring-jobs';
import { sendBlankOrders } from '../services/floor/send-blank-orders.ts';

export const BLANKS_CUTOFF = 'floor.blanks-cutoff';

/** Sends the open blank orders whose cutoff has come (12:00 Los Angeles, business days); idempotent. */
export function blanksCutoffJob(db: Db): JobDefinition<Record<string, never>> {
  return {
    name: BLANKS_CUTOFF,
    retryLimit: 5,
    expireInSeconds: 300,
    schedule: { cron: RECURRING_JOBS.blanksCutoff.cron },
    async run() {
      await sendBlankOrders(db);
    },
  };
}
