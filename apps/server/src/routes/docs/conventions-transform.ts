import { ApiErrorSchema } from '@platen/contracts';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exampleFromSchema, type JsonSchema } from './example-from-schema.ts';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** The errors every API operation may answer (docs/api-conventions.md), unless a route names its own. */
const COMMON_ERRORS = [400, 401, 403, 404, 429, 500] as const;
const WRITE_ERRORS = [409, 413, 415, 422] as const;

const ERROR_EXAMPLES: Record<number, { code: string; message: string }> = {
  400: { code: 'validation', message: 'Invalid request: querystring.limit: limit is at most 200.' },
  401: { code: 'unauthorized', message: 'Sign in or send your API key.' },
  403: { code: 'forbidden', message: 'Your account may not do this.' },
  404: { code: 'not_found', message: 'Order not found.' },
  409: { code: 'conflict', message: 'The order changed since you loaded it. Reload it and try again.' },
  413: { code: 'payload_too_large', message: 'The request is too large.' },
  415: { code: 'unsupported_media_type', message: 'Send JSON.' },
  422: { code: 'unprocessable', message: 'The cart cannot be ordered yet: enter a quantity.' },
  429: { code: 'rate_limited', message: 'Too many requests. Try again in 30 seconds.' },
  500: { code: 'internal', message: 'Something went wrong on our side.' },
};

const FILE_ANSWER = z
  .unknown()
  .meta({ description: 'The file (an image or document, by its Content-Type).' });

const isWrite = (method: string | string[]) =>
  [method].flat().some((m) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(m.toUpperCase()));

/**
 * The OpenAPI transform of every route: the documented errors of the conventions are added where a route does
 * not name them, then zod becomes JSON Schema, then each response and body gets an example generated from its
 * schema (unless it has one). A test holds every operation to having errors and examples.
 */
export function conventionsTransform(input: TransformInput) {
  const schema = (input.schema ?? {}) as Record<string, unknown>;
  if (!schema.hide && (input.url.startsWith('/api/') || input.url.startsWith('/auth/'))) {
    const response = { ...((schema.response as Record<string, unknown>) ?? {}) };
    const codes = isWrite(input.route.method) ? [...COMMON_ERRORS, ...WRITE_ERRORS] : COMMON_ERRORS;
    for (const c of codes) response[c] ??= ApiErrorSchema;
    // Files and pictures (no JSON answer schema): the success answer is documented as such.
    if (!Object.keys(response).some((c) => c.startsWith('2'))) response[200] = FILE_ANSWER;
    input = { ...input, schema: { ...schema, response } as TransformInput['schema'] };
  }
  const out = jsonSchemaTransform(input);
  const s = out.schema as Record<string, unknown>;
  const withExample = (js: unknown, status?: number) => {
    if (!js || typeof js !== 'object') return js;
    const j = js as JsonSchema;
    if (j.examples?.length) return j;
    const ex =
      status !== undefined && status >= 400 && ERROR_EXAMPLES[status]
        ? { statusCode: status, ...ERROR_EXAMPLES[status], issues: [] }
        : exampleFromSchema(j);
    return { ...j, examples: [ex] };
  };
  if (s.response && typeof s.response === 'object') {
    s.response = Object.fromEntries(
      Object.entries(s.response as Record<string, unknown>).map(([code, js]) => [
        code,
        withExample(js, Number(code)),
      ]),
    );
  }
  if (s.body) s.body = withExample(s.body);
  return out;
}
