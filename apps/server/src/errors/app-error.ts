import type { Issue } from '@platen/domain/errors/domain-error';
import type { ErrorCode } from '@platen/contracts';

const STATUS: Record<ErrorCode, number> = {
  bad_request: 400,
  validation: 400,
  unauthorized: 401,
  xsrf: 403,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  idempotency_mismatch: 422,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  rate_limited: 429,
  internal: 500,
};

/** An issue of an error answer: the domain's Issue (packages/domain errors/domain-error.ts). */
export type AppIssue = Issue;

/**
 * The one error type the server throws on purpose. `message` is shown to the user; `internal` (if any) only
 * goes to the log. `body` replaces the standard body where the spec fixes another shape (e.g. `{_v}` on 409).
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly opts: {
      issues?: AppIssue[];
      internal?: string;
      body?: unknown;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.status = STATUS[code];
  }
  get issues() {
    return this.opts.issues;
  }
}

export const statusOf = (code: ErrorCode) => STATUS[code];

export const notFound = (what: string) => new AppError('not_found', `${what} not found.`);
