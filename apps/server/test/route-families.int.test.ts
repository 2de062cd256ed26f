import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as contracts from '@platen/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openApp, type TestApp, testTargets } from './support/harness.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const doc = (name: string) => readFileSync(path.join(root, 'docs/decisions', name), 'utf8');

/** The table rows between `<!-- name:start -->` and `<!-- name:end -->`, as arrays of cells. */
function tableRows(text: string, name: string): string[][] {
  const m = new RegExp(`<!-- ${name}:start -->([\\s\\S]*?)<!-- ${name}:end -->`).exec(text);
  if (!m) throw new Error(`No ${name} table`);
  return m[1]!
    .split('\n')
    .filter((l) => l.startsWith('|'))
    .slice(2)
    .map((l) =>
      l
        .slice(1, -1)
        .split('|')
        .map((c) => c.trim()),
    );
}
/** `GET /x/:a|:b/y` -> [`GET /x/:a/y`, `GET /x/:b/y`] (each name of a shared parameter node). */
const alternatives = (k: string): string[] => {
  const m = /:([\w]+(?:\|:[\w]+)+)/.exec(k);
  if (!m) return [k];
  return m[1]!.split('|:').flatMap((name) => alternatives(k.replace(m[0], `:${name}`)));
};
const code = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);

/**
 * Every route of the app from Fastify's route tree (`printRoutes`): one line per node, four characters of
 * indentation per level, `(METHODS)` on nodes that are routes.
 */
function routeTable(tree: string): { path: string; methods: string[] }[] {
  const stack: string[] = [];
  const out: { path: string; methods: string[] }[] = [];
  for (const line of tree.split('\n')) {
    const m = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    stack[depth] = (depth > 0 ? stack[depth - 1]! : '') + m[2]!;
    if (m[3]) out.push({ path: stack[depth]!, methods: m[3].split(',').map((s) => s.trim()) });
  }
  return out;
}

/** Every entity R-3-01 lists. */
// biome-ignore format: a list
const R_3_01_ENTITIES = [
  'order', 'order part', 'order form', 'order form run', 'cart', 'quote', 'design', 'artwork',
  'artwork conversion', 'printability', 'printable', 'product', 'product item (gtin, code)', 'category', 'user',
  'sub-user', 'employee', 'employee shift and log', 'billing', 'invoice', 'transaction', 'store credit', 'coupon',
  'credit line application', 'claim', 'reship', 'shipping form', 'tracking', 'rack', 'bin', 'box', 'gaylord',
  'blank order', 'blank order item', 'inventory rack', 'rip', 'rip profile', 'rip profile group',
  'autoprint sheet', 'autoprinter', 'mockup template', 'role', 'permission', 'feature flag', 'queue job',
  'external blank order', 'e-commerce product', 'line item', 'address', 'setting', 'facility capacity',
];

const targets = await testTargets();

/** #22 public site paths (not API): exact rows, or prefixes where the row ends in `/`. */
const SITE_PATHS = tableRows(doc('api-path-families.md'), 'site').map((r) => code(r[0]!)[0]!);
const isSitePath = (p: string) =>
  SITE_PATHS.some((s) => (s.endsWith('/') && s !== '/' ? p.startsWith(s) : p === s));
/** API routes that are no OpenAPI operations (GraphQL): each row's path and everything under it. */
const NOT_OPENAPI = tableRows(doc('api-path-families.md'), 'not-openapi').map((r) => code(r[0]!)[0]!);
const isNotOpenApi = (p: string) => NOT_OPENAPI.some((s) => p === s || p.startsWith(`${s}/`));

/** Every `serviceUrl('<service>', '<pattern>'…)` literal in apps/web/src, as a full path (SERVICE_BASES + pattern). */
function webServiceCalls(): string[] {
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)) {
        for (const m of readFileSync(p, 'utf8').matchAll(/serviceUrl\(\s*'(\w+)',\s*'([^']+)'/g)) {
          const base = contracts.SERVICE_BASES[m[1] as keyof typeof contracts.SERVICE_BASES];
          if (!base) throw new Error(`unknown service ${m[1]} in ${p}`);
          found.add(base + m[2]!);
        }
      }
    }
  };
  walk(path.join(root, 'apps/web/src'));
  return [...found].sort();
}

describe.each(targets)('documented path families match the route table on $kind', (target) => {
  let t: TestApp;
  let routes: { path: string; methods: string[] }[];
  beforeAll(async () => {
    t = await openApp(target);
    routes = routeTable(t.app.printRoutes({ commonPrefix: false }));
  });
  afterAll(async () => t?.close());

  it('R-7-02 / R-7-03 / R-7-04 / R-7-05 / R-7-06 / R-7-07 every route belongs to a documented family and every documented family has routes', () => {
    const text = doc('api-path-families.md');
    const families = tableRows(text, 'families').map((r) => code(r[0]!)[0]!);
    expect(families.length).toBeGreaterThan(10);
    expect(routes.length).toBeGreaterThan(30);
    const undocumented = routes
      .filter((r) => !families.some((f) => r.path.startsWith(f)) && !isSitePath(r.path))
      .map((r) => r.path);
    expect(undocumented, 'routes missing from docs/decisions/api-path-families.md').toEqual([]);
    const empty = families.filter((f) => !routes.some((r) => r.path.startsWith(f)));
    expect(empty, 'documented families with no route').toEqual([]);
  });

  it('R-7-03 / R-7-04 / R-7-05 / R-7-06 / R-7-07 families documented as future work have no route yet', () => {
    const future = tableRows(doc('api-path-families.md'), 'future').map((r) => code(r[0]!)[0]!);
    expect(future.length).toBeGreaterThan(5);
    const built = routes.filter((r) => future.some((f) => r.path.startsWith(f))).map((r) => r.path);
    expect(built, 'a "future" family now has routes: move it to the implemented table').toEqual([]);
  });

  it('O-7-22 / R-7-01 every service call the web app makes (catalogue, artwork, pricing, cart …) has a server route', () => {
    const calls = webServiceCalls();
    expect(calls.length).toBeGreaterThan(25);
    const segments = (p: string) => p.split('/').filter(Boolean);
    const matches = (pattern: string[], route: string[]) =>
      pattern.length === route.length &&
      pattern.every((seg, i) => (seg.startsWith(':') ? route[i]!.startsWith(':') : seg === route[i]));
    const served = (full: string) => {
      const segs = segments(full);
      // R-7-01: a trailing optional parameter (`:id?`) means the path with and without it.
      const variants = segs.at(-1)?.endsWith('?')
        ? [segs.slice(0, -1), [...segs.slice(0, -1), segs.at(-1)!.slice(0, -1)]]
        : [segs];
      return variants.some((v) => routes.some((r) => matches(v, segments(r.path))));
    };
    const missing = calls.filter((c) => !served(c));
    expect(missing, 'calls of apps/web with no server route').toEqual([]);
  });

  it('R-7-02 every API route carries its schema in the OpenAPI document', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = new Set(
      Object.entries(spec.paths).flatMap(([p, ms]) =>
        Object.keys(ms).map((m) => `${m.toUpperCase()} ${p.replace(/\{(\w+)\}/g, ':$1')}`),
      ),
    );
    const self = new Set(['/api/openapi.json', '/api/docs']);
    const missing = routes
      .filter((r) => !self.has(r.path) && !isSitePath(r.path) && !isNotOpenApi(r.path))
      .flatMap((r) => r.methods.filter((m) => m !== 'HEAD').map((m) => `${m} ${r.path}`))
      // Fastify prints one node for routes whose parameter names differ by method (`:printType|:designId`):
      // a route is documented when one of the names is.
      .filter((k) => !alternatives(k).some((a) => documented.has(a)));
    expect(missing).toEqual([]);
  });

  it('R-3-01 the entity field lists name real contract schemas and cover every entity once', () => {
    const text = doc('entity-field-lists.md');
    const now = tableRows(text, 'entities');
    const future = tableRows(text, 'future-entities');
    const names = [...now, ...future].map((r) => r[0]!);
    expect([...names].sort()).toEqual([...R_3_01_ENTITIES].sort());
    const exported = contracts as Record<string, unknown>;
    for (const row of now) {
      const schemas = code(row[1]!);
      expect(schemas.length, row[0]).toBeGreaterThan(0);
      for (const s of schemas) expect(exported[s], `${row[0]}: ${s}`).toBeInstanceOf(z.ZodType);
    }
  });
});
