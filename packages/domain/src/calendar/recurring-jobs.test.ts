import { describe, expect, it } from 'vitest';
import { BUSINESS_TIME_ZONE } from './business-hours-config.ts';
import { RATE_LIMIT_ROW_RETENTION_SECONDS, RECURRING_JOBS } from './recurring-jobs.ts';

describe('recurring jobs', () => {
  it('#16.1 O-9-07 every recurring job is read on the Los Angeles business clock, with a five-field cron', () => {
    for (const s of Object.values(RECURRING_JOBS)) {
      expect(s.zone).toBe(BUSINESS_TIME_ZONE);
      expect(s.cron.split(' ')).toHaveLength(5);
    }
  });
  it('#16.1 rate-limit counters outlive the longest window (1 hour) before the sweep removes them', () => {
    expect(RATE_LIMIT_ROW_RETENTION_SECONDS).toBeGreaterThan(3600);
  });
});
