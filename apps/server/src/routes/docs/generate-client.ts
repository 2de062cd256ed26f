import type { JsonSchema } from './example-from-schema.ts';

interface Op {
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}
export interface ClientDoc {
  paths: Record<string, Record<string, Op>>;
}

const key = (k: string) => (/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k));

/** A TypeScript type for a JSON Schema (the subset zod emits; anything else is `unknown`). */
export function tsType(s: JsonSchema | undefined, depth = 0): string {
  if (!s || depth > 12) return 'unknown';
  if (s.const !== undefined) return JSON.stringify(s.const);
  if (s.enum) return s.enum.map((v) => JSON.stringify(v)).join(' | ') || 'never';
  const alt = s.anyOf ?? s.oneOf;
  if (alt) return alt.map((x) => tsType(x, depth + 1)).join(' | ');
  if (s.allOf) return s.allOf.map((x) => tsType(x, depth + 1)).join(' & ');
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  if (!types.length) return 'unknown';
  return types
    .map((t) => {
      switch (t) {
        case 'string':
          return 'string';
        case 'integer':
        case 'number':
          return 'number';
        case 'boolean':
          return 'boolean';
        case 'null':
          return 'null';
        case 'array':
          return `Array<${tsType(s.items, depth + 1)}>`;
        case 'object': {
          const req = new Set(s.required ?? []);
          const props = Object.entries(s.properties ?? {}).map(
            ([k, v]) => `${key(k)}${req.has(k) ? '' : '?'}: ${tsType(v, depth + 1)}`,
          );
          const extra = s.additionalProperties;
          if (extra && typeof extra === 'object') props.push(`[k: string]: ${tsType(extra, depth + 1)}`);
          return props.length ? `{ ${props.join('; ')} }` : 'Record<string, unknown>';
        }
        default:
          return 'unknown';
      }
    })
    .join(' | ');
}

const paramsType = (op: Op, where: string) => {
  const ps = (op.parameters ?? []).filter((p) => p.in === where);
  if (!ps.length) return where === 'path' ? 'Record<string, never>' : 'Record<string, never>';
  return `{ ${ps.map((p) => `${key(p.name)}${p.required ? '' : '?'}: ${tsType(p.schema)}`).join('; ')} }`;
};

/**
 * The source of the typed client for the operations of `doc` whose path matches `only`: one `Operations` entry
 * per "METHOD /path" with its path, query, header and body types and the answer type per status, and `createClient`
 * (fetch with HTTP Basic and the API key). Regenerate with `npm run gen:api-client`.
 */
export function generateClient(doc: ClientDoc, only: RegExp): string {
  const entries = Object.entries(doc.paths)
    .filter(([p]) => only.test(p))
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([p, methods]) =>
      Object.entries(methods).map(([m, op]) => {
        const body = op.requestBody?.content?.['application/json']?.schema;
        const answers = Object.entries(op.responses ?? {}).map(
          ([code, r]) => `${code}: ${tsType(r.content?.['application/json']?.schema)}`,
        );
        return `  ${JSON.stringify(`${m.toUpperCase()} ${p}`)}: {\n    path: ${paramsType(op, 'path')};\n    query: ${paramsType(op, 'query')};\n    headers: ${paramsType(op, 'header')};\n    body: ${body ? tsType(body) : 'undefined'};\n    answers: { ${answers.join('; ')} };\n  };`;
      }),
    );
  return `// Generated from the OpenAPI document by apps/server/src/routes/docs/generate-client.ts: do not edit.
// Regenerate: npm run gen:api-client (a test fails when this file is out of date).

/** Every operation: its path, query, header and body types and its answer per status. */
export interface Operations {
${entries.join('\n')}
}

export type OperationName = keyof Operations;
type Answer<K extends OperationName> = {
  [S in keyof Operations[K]['answers']]: { status: S; body: Operations[K]['answers'][S]; headers: Headers };
}[keyof Operations[K]['answers']];

type Args<K extends OperationName> = (Operations[K]['path'] extends Record<string, never> ? { path?: undefined } : { path: Operations[K]['path'] }) & {
  query?: Operations[K]['query'];
  headers?: Partial<Operations[K]['headers']> & Record<string, string>;
} & (Operations[K]['body'] extends undefined ? { body?: undefined } : { body: Operations[K]['body'] });

/** A client of the Platen API: \`call("POST /api/v3/webhooks", {body})\` answers \`{status, body, headers}\`, typed per status. */
export function createClient(opts: { baseUrl: string; apiKey?: string; fetch?: typeof fetch }) {
  const f = opts.fetch ?? fetch;
  return {
    async call<K extends OperationName>(op: K, args: Args<K>): Promise<Answer<K>> {
      const [method, pattern] = (op as string).split(' ') as [string, string];
      const a = args as { path?: Record<string, unknown>; query?: Record<string, unknown>; headers?: Record<string, string>; body?: unknown };
      const path = pattern.replace(/\\{([^}]+)\\}/g, (_m, n: string) => encodeURIComponent(String(a.path?.[n])));
      const qs = new URLSearchParams(
        Object.entries(a.query ?? {}).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])),
      ).toString();
      const headers: Record<string, string> = { ...(a.headers ?? {}) };
      if (opts.apiKey) headers.authorization = \`Basic \${btoa(\`:\${opts.apiKey}\`)}\`;
      if (a.body !== undefined) headers['content-type'] = 'application/json';
      const res = await f(\`\${opts.baseUrl}\${path}\${qs ? \`?\${qs}\` : ''}\`, {
        method,
        headers,
        ...(a.body !== undefined ? { body: JSON.stringify(a.body) } : {}),
      });
      const text = await res.text();
      const body = text && (res.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : text || null;
      return { status: res.status, body, headers: res.headers } as Answer<K>;
    },
  };
}
`;
}
