import type { ApiError } from '@platen/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../errors/app-error.ts';
import type { ErrorReporter } from '../reporter.ts';

const FASTIFY_CODES: Record<string, ApiError['code']> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad_request',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'bad_request',
  FST_ERR_CTP_INVALID_JSON_BODY: 'bad_request',
  FST_ERR_VALIDATION: 'validation',
  FST_REQ_FILE_TOO_LARGE: 'payload_too_large',
  FST_FILES_LIMIT: 'payload_too_large',
  FST_PARTS_LIMIT: 'payload_too_large',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'unsupported_media_type',
};

/** The public API families whose errors follow docs/api-conventions.md. */
const PUBLIC_API = /^\/api\/v[23]\//;

/**
 * On /api/v2 and /api/v3 every error body is `{statusCode, code, message, issues: [{path, code, message}]}`
 * (docs/api-conventions.md); the SPA's routes keep `{code, message, issues?}`.
 */
function conventional(url: string, status: number, body: unknown): unknown {
  if (!PUBLIC_API.test(url) || typeof body !== 'object' || body === null || !('message' in body)) return body;
  const b = body as ApiError;
  return {
    statusCode: status,
    ...b,
    issues: (b.issues ?? []).map((i) => ({ path: i.path, code: i.code ?? b.code, message: i.message })),
  };
}

/** One error handler: 4xx carry `{code, message, issues?}`; 5xx never leak internals and go to the reporter. */
export function installErrorHandler(app: FastifyInstance, reporter: ErrorReporter) {
  // A callback hook: a 2xx answer passes without a promise.
  app.addHook('preSerialization', (req, reply, payload, done) =>
    done(null, reply.statusCode >= 400 ? conventional(req.url, reply.statusCode, payload) : payload),
  );
  app.setErrorHandler((err: FastifyError | AppError | Error, req, reply) => {
    if (err instanceof AppError) {
      if (err.opts.headers) reply.headers(err.opts.headers);
      if (err.opts.internal) req.log.info({ internal: err.opts.internal }, err.message);
      const body = err.opts.body ?? {
        code: err.code,
        message: err.message,
        ...(err.issues ? { issues: err.issues } : {}),
      };
      return reply.status(err.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.map((v) => ({
        path: [
          err.validationContext,
          ...String(v.instancePath ?? '')
            .split('/')
            .filter(Boolean),
        ].join('.'),
        message: v.message ?? 'Invalid value.',
      }));
      const first = issues[0];
      return reply.status(400).send({
        code: 'validation',
        message: first ? `Invalid request: ${first.path}: ${first.message}` : 'Invalid request.',
        issues,
      } satisfies ApiError);
    }
    if (isResponseSerializationError(err)) {
      reporter.report(err, { url: req.url, method: req.method });
      return reply.status(500).send({ code: 'internal', message: 'Something went wrong on our side.' });
    }
    const fe = err as FastifyError;
    const status = typeof fe.statusCode === 'number' ? fe.statusCode : 500;
    if (status >= 400 && status < 500) {
      const code =
        (fe.code && FASTIFY_CODES[fe.code]) ||
        (status === 413
          ? 'payload_too_large'
          : status === 415
            ? 'unsupported_media_type'
            : status === 404
              ? 'not_found'
              : 'bad_request');
      return reply.status(status).send({ code, message: cleanMessage(fe.message) } satisfies ApiError);
    }
    reporter.report(err, { url: req.url, method: req.method });
    req.log.error({ err }, 'unhandled error');
    return reply
      .status(500)
      .send({ code: 'internal', message: 'Something went wrong on our side.' } satisfies ApiError);
  });
}

function cleanMessage(m: string): string {
  const s = m.replace(/^FST_\w+:\s*/, '').trim();
  return s.length > 0 ? s : 'Bad request.';
}
