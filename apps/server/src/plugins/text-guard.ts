import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error.ts';

/**
 * The first string in `value` (or object key) PostgreSQL cannot store as text or jsonb: one with a NUL
 * character (U+0000) or an unpaired UTF-16 surrogate. Returns its dotted path, or null. Iterative, so a deeply
 * nested body cannot exhaust the stack.
 */
export function unstorableText(value: unknown, root: string): string | null {
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
 * R9: text the database cannot hold never reaches it. Params, query and body strings with a NUL character or
 * an unpaired surrogate are a 400 with the path, before validation and before any handler runs.
 */
export function installTextGuard(app: FastifyInstance) {
  // A callback hook: no promise per request.
  app.addHook('preValidation', (req, _reply, done) => {
    const bad =
      unstorableText(req.params, 'params') ??
      unstorableText(req.query, 'querystring') ??
      unstorableText(req.body, 'body');
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
