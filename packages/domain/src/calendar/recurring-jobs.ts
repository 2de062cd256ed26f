import { BUSINESS_TIME_ZONE } from './business-hours-config.ts';

/** A recurring job's timing: a cron expression read on the Los Angeles business clock (DST included). */
export interface RecurringSchedule {
  cron: string;
  zone: typeof BUSINESS_TIME_ZONE;
}

/**
 * When each recurring job runs, in Los Angeles business time (docs/decisions/job-queue.md). Later jobs (blank
 * order cutoffs at 12:00, SLA sweeps at 13:00) add their row here next to the cutoffs they follow.
 */
export const RECURRING_JOBS = {
  /** Expired sessions and old rate-limit counters: every 15 minutes, day and night. */
  sweepExpired: { cron: '*/15 * * * *', zone: BUSINESS_TIME_ZONE },
  /** O-9-11 / R-9-98: open blank orders go to their suppliers at the 12:00 blanks cutoff, business days. */
  blanksCutoff: { cron: '0 12 * * 1-5', zone: BUSINESS_TIME_ZONE },
  /** Customer e-mails of order events (proof ready, shipped): every minute, day and night. */
  orderMail: { cron: '* * * * *', zone: BUSINESS_TIME_ZONE },
  /** R-9-62 promotional campaigns: hourly, at minute 17 (each user gets each campaign's mail once, ever). */
  promoMail: { cron: '17 * * * *', zone: BUSINESS_TIME_ZONE },
  /** Blank purchase orders out to their suppliers, then supplier status and ship notices polled: every 5 minutes. */
  blankSuppliers: { cron: '*/5 * * * *', zone: BUSINESS_TIME_ZONE },
} as const satisfies Record<string, RecurringSchedule>;

/** A rate-limit counter is kept this long after its window opened: longer than the longest window (1 hour). */
export const RATE_LIMIT_ROW_RETENTION_SECONDS = 24 * 3600;
