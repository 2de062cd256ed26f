import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error.ts';

const QUOTE = 34;
const BACKSLASH = 92;
const OPEN_OBJECT = 123;
const CLOSE_OBJECT = 125;
const OPEN_ARRAY = 91;
const CLOSE_ARRAY = 93;
const COMMA = 44;

/** The index of the quote that ends the JSON string opening at `start` (a quote after an even run of backslashes). */
function stringEnd(text: string, start: number): number {
  let end = text.indexOf('"', start + 1);
  for (;;) {
    let b = end - 1;
    while (text.charCodeAt(b) === BACKSLASH) b--;
    if ((end - 1 - b) % 2 === 0) return end;
    end = text.indexOf('"', end + 1);
  }
}

/**
 * The first key that occurs twice in one object of a JSON text, at any depth; null when there is none. The text
 * must already have parsed (JSON.parse), so the scan only follows structure: strings are skipped with indexOf,
 * keys are compared decoded (`"a"` and `"\u0061"` are the same key). One pass, a Set per object with keys.
 */
export function duplicateKey(text: string): string | null {
  // Objects enclosing the current position: the keys seen so far (null for an array).
  const stack: (Set<string> | null)[] = [];
  let keys: Set<string> | null = null;
  let expectKey = false;
  const n = text.length;
  if (!text.includes('{')) return null; // no object, no keys
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      const end = stringEnd(text, i);
      if (expectKey && keys) {
        const raw = text.slice(i + 1, end);
        const key = raw.includes('\\') ? (JSON.parse(text.slice(i, end + 1)) as string) : raw;
        if (keys.has(key)) return key;
        keys.add(key);
        expectKey = false;
      }
      i = end;
    } else if (c === OPEN_OBJECT) {
      stack.push(keys);
      keys = new Set();
      expectKey = true;
    } else if (c === OPEN_ARRAY) {
      stack.push(keys);
      keys = null;
      expectKey = false;
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      keys = stack.pop() ?? null;
      expectKey = false;
    } else if (c === COMMA) {
      expectKey = keys !== null;
    }
  }
  return null;
}

const COLON = 58;

/**
 * The number of object keys written in a JSON text (that parsed): every string followed, after whitespace, by a
 * colon is a key. One pass, no allocation.
 */
export function keysWritten(text: string): number {
  let count = 0;
  const n = text.length;
  let i = text.indexOf('"');
  while (i !== -1) {
    const end = stringEnd(text, i);
    let j = end + 1;
    let c = text.charCodeAt(j);
    while (j < n && (c === 32 || c === 9 || c === 10 || c === 13)) c = text.charCodeAt(++j);
    if (c === COLON) count++;
    i = text.indexOf('"', j);
  }
  return count;
}

/** The number of own keys of every object in a parsed JSON value, iteratively (a deep body keeps the stack). */
export function keysParsed(value: unknown): number {
  let count = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (v === null || typeof v !== 'object') continue;
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) if (v[i] !== null && typeof v[i] === 'object') stack.push(v[i]);
      continue;
    }
    for (const k in v) {
      if (!Object.hasOwn(v, k)) continue;
      count++;
      const x = (v as Record<string, unknown>)[k];
      if (x !== null && typeof x === 'object') stack.push(x);
    }
  }
  return count;
}

/**
 * The repeated key of a parsed JSON text, or null. JSON.parse keeps one value per key, so a text with a repeated
 * key writes more keys than its value holds: counting both (no allocation per key) clears the usual body, and
 * only a body that fails the count is scanned for the key's name (duplicateKey). A 100-item quote spent more
 * time in the per-object key sets than in JSON.parse (docs/decisions/quote-performance.md).
 */
export function repeatedKey(text: string, value: unknown): string | null {
  if (keysWritten(text) === keysParsed(value)) return null;
  return duplicateKey(text);
}

/**
 * JSON bodies: Fastify's own parser (which refuses `__proto__` and `constructor.prototype` keys), then a
 * refusal of any key repeated within one object — `{"_v":1,"_v":2}` has no single meaning, and parsers disagree
 * on which one wins — as a 400 `bad_request` that names the key.
 */
declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON body as sent (signed webhooks check their signature over these exact bytes). */
    rawBody?: string;
  }
}

export function installStrictJson(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    parse(req, body as string, (err, value) => {
      if (err) return done(err, undefined);
      if (typeof body === 'string') req.rawBody = body;
      const dup = typeof body === 'string' ? repeatedKey(body, value) : null;
      if (dup !== null)
        return done(
          new AppError(
            'bad_request',
            `The JSON body has the key ${JSON.stringify(dup.slice(0, 100))} twice in one object; send each key once.`,
          ),
          undefined,
        );
      done(null, value);
    });
  });
}
