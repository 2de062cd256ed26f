import {
  DEFAULT_WEBHOOK_RETRY_BASE_MS,
  WEBHOOK_DISABLE_AFTER_MS,
  WEBHOOK_SECRET_OVERLAP_MS,
} from '@platen/domain/webhooks/webhook-policy';

/** Webhook timings; the environment shortens them for tests and staging (docs/api-conventions.md). */
export interface WebhookSettings {
  /** WEBHOOK_RETRY_BASE_MS: the first retry delay; each next one is 4x the last. */
  retryBaseMs: number;
  /** WEBHOOK_TIMEOUT_MS: how long a receiver may take to answer. */
  timeoutMs: number;
  /** WEBHOOK_DISABLE_AFTER_MS: failing this long disables an endpoint (3 days). */
  disableAfterMs: number;
  /** WEBHOOK_SECRET_OVERLAP_MS: the old secret keeps signing this long after a rotation (24 h). */
  secretOverlapMs: number;
  /** WEBHOOK_SWEEP_SECONDS: how often a working process looks for lanes whose nudge was lost. */
  sweepSeconds: number;
}

const positive = (v: string | undefined, fallback: number) =>
  v !== undefined && Number.isFinite(Number(v)) && Number(v) > 0 ? Number(v) : fallback;

export function webhookSettings(env: NodeJS.ProcessEnv = process.env): WebhookSettings {
  return {
    retryBaseMs: positive(env.WEBHOOK_RETRY_BASE_MS, DEFAULT_WEBHOOK_RETRY_BASE_MS),
    timeoutMs: positive(env.WEBHOOK_TIMEOUT_MS, 10_000),
    disableAfterMs: positive(env.WEBHOOK_DISABLE_AFTER_MS, WEBHOOK_DISABLE_AFTER_MS),
    secretOverlapMs: positive(env.WEBHOOK_SECRET_OVERLAP_MS, WEBHOOK_SECRET_OVERLAP_MS),
    sweepSeconds: positive(env.WEBHOOK_SWEEP_SECONDS, 30),
  };
}

/** How long a worker holds a lane's head: the answer's timeout plus a margin for the bookkeeping. */
export const leaseMs = (s: WebhookSettings) => s.timeoutMs + 5000;
