import type { ErrorCode } from '@platen/contracts';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { ExecutionResult } from 'graphql';
import { AppError, statusOf } from '../../errors/app-error.ts';
import type { ErrorReporter } from '../../reporter.ts';
import type { GqlContext } from './graphql-access.ts';

const INTERNAL = 'Something went wrong on our side.';

/** A Fastify error's status as REST's code (a body too large, a bad JSON body, a GET mutation …). */
function codeOfStatus(status: number): ErrorCode {
  if (status === 413) return 'payload_too_large';
  if (status === 415) return 'unsupported_media_type';
  if (status === 404) return 'not_found';
  return 'bad_request';
}

/**
 * The errors a failed request carries: mercurius puts a document's validation errors in `.errors`. Checked by
 * shape, not instanceof: mercurius loads graphql's CommonJS build and this module its ES build (two classes).
 */
function flatten(errors: readonly GraphQLError[]): GraphQLError[] {
  return errors.flatMap((e) => {
    const inner = (e.originalError as { errors?: unknown[] } | undefined)?.errors;
    if (!Array.isArray(inner)) return [e];
    return inner.map((x) =>
      typeof x === 'object' && x !== null && 'extensions' in x
        ? (x as GraphQLError)
        : new GraphQLError((x as Error).message, {
            originalError: x as Error,
            extensions: { code: 'validation' },
          }),
    );
  });
}

/** One error as the client reads it: `extensions.code` is REST's code, `extensions.statusCode` REST's status. */
function formatOne(e: GraphQLError, reporter: ErrorReporter, ctx: Partial<GqlContext>) {
  const base = { message: e.message, locations: e.locations, path: e.path };
  const o = e.originalError;
  let code: ErrorCode;
  let extra: Record<string, unknown> = {};
  if (o instanceof AppError) {
    if (o.opts.headers) ctx.reply?.headers(o.opts.headers);
    code = o.code;
    if (o.issues) extra = { issues: o.issues };
  } else if (typeof e.extensions?.code === 'string') {
    code = e.extensions.code as ErrorCode;
  } else if (!o) {
    // GraphQL's own checks: a document that does not parse is malformed, one that names no such field (or
    // variables of the wrong type) is invalid.
    code = e.message.startsWith('Syntax Error') ? 'bad_request' : 'validation';
  } else {
    const status = (o as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) code = codeOfStatus(status);
    else {
      reporter.report(o, { url: '/graphql', method: ctx.req?.method ?? 'POST' });
      return { ...base, message: INTERNAL, extensions: { code: 'internal', statusCode: 500 } };
    }
  }
  return {
    ...base,
    message: code === 'internal' ? INTERNAL : e.message,
    extensions: { code, statusCode: statusOf(code), ...extra },
  };
}

/**
 * mercurius' errorFormatter: every error with REST's code (docs/api-conventions.md) in `extensions.code`. A
 * request that produced data answers 200 (errors beside it); one refused whole answers REST's status
 * (401 without credentials, 429 past the rate limit, 400 for a malformed or too costly query …).
 */
export function graphqlErrorFormatter(reporter: ErrorReporter) {
  return (execution: ExecutionResult & { statusCode?: number }, ctx: Partial<GqlContext>) => {
    const errors = flatten(execution.errors ?? []).map((e) => formatOne(e, reporter, ctx));
    const first = errors[0]?.extensions.statusCode ?? 200;
    const statusCode = execution.data ? 200 : first;
    return {
      statusCode,
      response: { data: execution.data ?? null, errors: errors as GraphQLFormattedError[] },
    };
  };
}
