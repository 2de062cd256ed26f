import type { Db, JobDefinition } from '@platen/db';
import { sendBlankOrders } from '../services/floor/send-blank-orders.ts';
import { recurringJob } from './recurring-job.ts';

export const BLANKS_CUTOFF = 'floor.blanks-cutoff';

/** Sends the open blank orders whose cutoff has come (12:00 Los Angeles, business days); idempotent. */
export function blanksCutoffJob(db: Db): JobDefinition<Record<string, never>> {
  return recurringJob(BLANKS_CUTOFF, 'blanksCutoff', 5, () => sendBlankOrders(db));
}
