import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApp, type TestApp, testTargets } from '../support/harness.ts';
import { fastifyPath, type OpenApiDoc, operations } from './openapi-support.ts';

// The document is the same on both databases: read it once, from the first target.
const [target] = await testTargets();

/** Routes that are pages or files, not API operations (the document leaves them out on purpose). */
const NOT_OPERATIONS =
  /^\/(api\/openapi\.json|api\/docs|docs\/|assets\/|site\/|catalog|sitemap|robots|contact|pricing|status$|$)/;
const isApi = (url: string) => url.startsWith('/api/') || url.startsWith('/auth/');

describe('#20.1 the OpenAPI document', () => {
  let t: TestApp;
  let doc: OpenApiDoc;
  beforeAll(async () => {
    t = await openApp(target!);
    doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  });
  afterAll(async () => t?.close());

  it('#20.1 is OpenAPI 3.1 and lists every API route the server registers (a missing route fails here)', () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    const documented = new Set(operations(doc).map((o) => `${o.method} ${fastifyPath(o.path)}`));
    const missing = t.app.registeredRoutes
      .filter((r) => isApi(r.url) && !NOT_OPERATIONS.test(r.url.slice(0)))
      .map((r) => `${r.method} ${r.url}`)
      .filter((k) => !documented.has(k));
    expect(missing).toEqual([]);
    expect(documented.size).toBeGreaterThan(60);
  });

  it('#20.1 every operation documents its success answer and its errors, each with an example', () => {
    const problems: string[] = [];
    for (const { method, path, op } of operations(doc)) {
      const codes = Object.keys(op.responses ?? {});
      if (!codes.some((c) => c.startsWith('2'))) problems.push(`${method} ${path}: no 2xx answer`);
      if (!codes.some((c) => c.startsWith('4'))) problems.push(`${method} ${path}: no 4xx answer`);
      for (const [code, r] of Object.entries(op.responses ?? {})) {
        for (const [type, c] of Object.entries(r.content ?? {})) {
          const m = c as { example?: unknown; examples?: unknown };
          const inSchema = (c.schema as { examples?: unknown[] } | undefined)?.examples?.length;
          if (type.includes('json') && m.example === undefined && !m.examples && !inSchema)
            problems.push(`${method} ${path} ${code}: no example`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
