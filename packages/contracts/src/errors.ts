import type { Issue } from '@platen/domain/errors/domain-error';
import { z } from 'zod';

/** The closed set of error codes every 4xx/5xx answer carries. */
export const ERROR_CODES = [
  'bad_request',
  'validation',
  'unauthorized',
  'xsrf',
  'forbidden',
  'not_found',
  'conflict',
  'idempotency_mismatch',
  'payload_too_large',
  'unsupported_media_type',
  'unprocessable',
  'rate_limited',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The domain's Issue (errors/domain-error.ts) on the wire. */
export const IssueSchema: z.ZodType<Issue> = z.object({
  path: z.string(),
  message: z.string(),
  code: z.string().optional(),
});

/** Body of every error answer: `{code, message, issues?}`. */
export const ApiErrorSchema = z.object({
  /** The HTTP status again (on /api/v2 and /api/v3, docs/api-conventions.md). */
  statusCode: z.number().int().optional(),
  code: z.enum(ERROR_CODES),
  message: z.string(),
  issues: z.array(IssueSchema).optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
