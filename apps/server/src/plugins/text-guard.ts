import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error.ts';

/**
 * The first string in `value` (or object key) PostgreSQL cannot store as text or jsonb: one with a NUL
 * character (U+0000) or an unpaired UTF-16 surrogate. Returns its dotted path, or null. Iterative, so a deeply
 * nested body cannot exhaust the stack.
 */
export function unstorableText(value: unknown, root: string): string | null {
  return allStorable(value) ? null : unstorablePath(value, root);
}

/**
 * Whether every string and key in `value` is storable: the walk of unstorableText without building a path per
 * value (a 100-item quote body has some 2,000 values; the path is only needed for the one that fails).
 */
function allStorable(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (!storable(v)) return false;
    } else if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) stack.push(v[i]);
    } else if (v && typeof v === 'object') {
      for (const k of Object.keys(v)) {
        if (!storable(k)) return false;
        stack.push((v as Record<string, unknown>)[k]);
      }
    }
  }
  return true;
}

function unstorablePath(value: unknown, root: string): string | null {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [v, path] = stack.pop() as [unknown, string];
    if (typeof v === 'string') {
      if (!storable(v)) return path;
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push([v[i], `${path}.${i}`]);
    } else if (v && typeof v === 'object') {
      for (const k of Object.keys(v)) {
        if (!storable(k)) return `${path}.${k.replace(/[\u0000\ud800-\udfff]/g, '?')}`;
        stack.push([(v as Record<string, unknown>)[k], `${path}.${k}`]);
      }
    }
  }
  return null;
}

const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const storable = (s: string) => !UNSTORABLE.test(s);

/**
 * Whether a JSON text could parse to a string or key unstorableText refuses. A parsed string holds a NUL only
 * through a `\u0000` escape (JSON.parse refuses a raw control character) and a surrogate only as a literal
 * one or a `\uD800`-`\uDFFF` escape, so a text with no `\u0000`, no escaped surrogate and no unpaired literal
 * surrogate parses to storable text only. True is "maybe" (an escaped backslash before `u0000`, an escaped
 * emoji): the parsed value is then walked as before. One regex over the text instead of a walk of its ~2,000
 * values (a 100-item quote, docs/decisions/quote-performance.md).
 */
export function jsonTextMayBeUnstorable(text: string): boolean {
  return MAYBE_UNSTORABLE_JSON.test(text);
}
const MAYBE_UNSTORABLE_JSON =
  /\\u0000|\\u[dD][89a-fA-F]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The body's bad path, or null; a JSON body whose text cannot hold bad text is not walked. */
function unstorableBody(body: unknown, rawBody: string | undefined): string | null {
  if (rawBody !== undefined && !jsonTextMayBeUnstorable(rawBody)) return null;
  return unstorableText(body, 'body');
}

/**
 * R9: text the database cannot hold never reaches it. Params, query and body strings with a NUL character or
 * an unpaired surrogate are a 400 with the path, before validation and before any handler runs. `req.rawBody` is
 * the text the JSON body was parsed from (json-body.ts, installed before this hook, which runs before any
 * route's own preValidation).
 */
export function installTextGuard(app: FastifyInstance) {
  // A callback hook: no promise per request.
  app.addHook('preValidation', (req, _reply, done) => {
    const bad =
      unstorableText(req.params, 'params') ??
      unstorableText(req.query, 'querystring') ??
      unstorableBody(req.body, req.rawBody);
    if (!bad) return done();
    done(
      new AppError(
        'bad_request',
        `Invalid request: ${bad}: text must not contain NUL characters or invalid Unicode.`,
        { issues: [{ path: bad, message: 'Text must not contain NUL characters or invalid Unicode.' }] },
      ),
    );
  });
}
