import { z } from 'zod';

export const HealthResponseSchema = z.object({
  ok: z.literal(true),
  db: z.enum(['pglite', 'postgres']),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

/** POST /api/health/jobs/probe (only with PLATEN_JOB_PROBES=on): sends `count` probe jobs tagged `run`. */
export const JobProbeRequestSchema = z
  .object({
    run: z.string().min(1).max(100),
    count: z.number().int().min(1).max(1000),
    /** How long each probe runs, in ms (to catch a worker mid-job). */
    sleepMs: z.number().int().min(0).max(60_000).optional(),
    /** A run still active after this many seconds is presumed dead and retried. */
    expireInSeconds: z.number().int().min(1).max(3600).optional(),
  })
  .strict();
export type JobProbeRequest = z.infer<typeof JobProbeRequestSchema>;
export const JobProbeResponseSchema = z.object({ sent: z.number().int() });
