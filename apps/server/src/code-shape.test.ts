import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The server's code shape, read with the TypeScript compiler: short functions, use-cases as named steps, and no
 * folder of services/ that imports a folder importing it back. docs/decisions/order-effects.md.
 */
const SRC = dirname(fileURLToPath(import.meta.url));
const SERVICES = join(SRC, 'services');

/** Any function, method or arrow longer than this many lines (first to last line, inclusive) fails. */
const MAX_LINES = 60;
/** The order chain's use-cases are read most often: they stay a few named steps. */
const NAMED_STEPS: Record<string, number> = {
  'services/floor/finish-scan.ts:finishScan': 40,
  'services/floor/release-to-floor.ts:releaseToFloor': 40,
  'services/floor/scan-unit.ts:scanUnit': 40,
  'services/orders/orders-service.ts:placeOrder': 40,
};

/**
 * Long functions waiting for their split (each entry is `file:name`; the test fails when a listed function is short
 * again, so the list only shrinks). Empty: keep it so.
 */
const AWAITING_SPLIT = new Set<string>([]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [path] : [];
  });
}

function parse(path: string) {
  return ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
}

type FunctionNode = ts.FunctionLikeDeclaration;

function isFunction(node: ts.Node): node is FunctionNode {
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isArrowFunction(node) ||
    ts.isFunctionExpression(node) ||
    ts.isConstructorDeclaration(node) ||
    ts.isGetAccessorDeclaration(node) ||
    ts.isSetAccessorDeclaration(node)
  );
}

/** The name a function is known by: its own, the variable, property or method it is assigned to. */
function nameOf(fn: FunctionNode): string {
  if (fn.name && ts.isIdentifier(fn.name)) return fn.name.text;
  const parent = fn.parent;
  if ((ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) && ts.isIdentifier(parent.name))
    return parent.name.text;
  return '(anonymous)';
}

const PLUGIN_TYPE = /^(FastifyPluginAsync|FastifyPluginAsyncZod|FastifyPluginCallback)\b/;

/**
 * A route plugin: the functions that register routes rather than handle a request. Precisely:
 *  - a factory whose declared return type is a Fastify plugin type (`(deps: AppDeps): FastifyPluginAsyncZod => ...`),
 *    and the plugin function that factory returns (`async (app) => { app.get(...); ... }`);
 *  - a variable declared with a Fastify plugin type (`const routes: FastifyPluginAsync = async (app) => ...`);
 *  - a function literal passed straight to `<x>.register(...)`;
 *  - a function whose first parameter is typed `FastifyInstance` and whose body only registers (files in routes/).
 * The request handlers inside a plugin are still measured one by one.
 */
function isRoutePlugin(fn: FunctionNode, file: string): boolean {
  if (fn.type && PLUGIN_TYPE.test(fn.type.getText())) return true;
  const parent = fn.parent;
  if (ts.isVariableDeclaration(parent) && parent.type && PLUGIN_TYPE.test(parent.type.getText())) return true;
  if (
    ts.isArrowFunction(parent) &&
    parent.body === fn &&
    parent.type &&
    PLUGIN_TYPE.test(parent.type.getText())
  )
    return true;
  if (
    ts.isCallExpression(parent) &&
    parent.arguments[0] === fn &&
    ts.isPropertyAccessExpression(parent.expression) &&
    parent.expression.name.text === 'register'
  )
    return true;
  const first = fn.parameters[0]?.type?.getText();
  return file.startsWith(`routes${sep}`) && first === 'FastifyInstance';
}

function lineSpan(fn: FunctionNode, sf: ts.SourceFile) {
  const start = sf.getLineAndCharacterOfPosition(fn.getStart(sf)).line;
  const end = sf.getLineAndCharacterOfPosition(fn.getEnd()).line;
  return end - start + 1;
}

interface Measured {
  where: string;
  key: string;
  lines: number;
  plugin: boolean;
}

function measureFunctions(): Measured[] {
  const out: Measured[] = [];
  for (const path of sourceFiles(SRC)) {
    const sf = parse(path);
    const file = relative(SRC, path);
    const visit = (node: ts.Node) => {
      if (isFunction(node)) {
        const name = nameOf(node);
        const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
        out.push({
          where: `${file}:${line} ${name}`,
          key: `${file.split(sep).join('/')}:${name}`,
          lines: lineSpan(node, sf),
          plugin: isRoutePlugin(node, file),
        });
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return out;
}

/** Static imports (and re-exports) of a file, resolved to absolute paths; package imports are left out. */
function localImports(path: string): string[] {
  const sf = parse(path);
  const found: string[] = [];
  for (const s of sf.statements) {
    const spec =
      (ts.isImportDeclaration(s) || ts.isExportDeclaration(s)) && s.moduleSpecifier
        ? (s.moduleSpecifier as ts.StringLiteral).text
        : undefined;
    if (spec?.startsWith('.')) found.push(resolve(dirname(path), spec));
  }
  return found;
}

/** The folder of services/ a path belongs to (`services/floor/x.ts` -> `floor`; a file at services/ is its own). */
function serviceFolder(path: string): string | undefined {
  const rel = relative(SERVICES, path);
  if (rel.startsWith('..')) return undefined;
  const parts = rel.split(sep);
  return parts.length > 1 ? parts[0] : parts[0]?.replace(/\.ts$/, '');
}

/**
 * The image sandbox process's entry and job table live in src/sandbox/, beside main.ts and worker.ts: a composition
 * root that names every job's folder (artwork, mockup, site). services/ may import only its types from there.
 */
const SANDBOX_ROOT = join(SRC, 'sandbox');

function folderGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const path of sourceFiles(SERVICES)) {
    const from = serviceFolder(path) as string;
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const target of localImports(path)) {
      const to = serviceFolder(target);
      if (to && to !== from) edges.add(to);
    }
  }
  return graph;
}

/** Strongly connected groups of more than one folder (Tarjan): each is a cycle between folders. */
function folderCycles(graph: Map<string, Set<string>>): string[][] {
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const connect = (v: string) => {
    order.set(v, index);
    low.set(v, index++);
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!order.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v) as number, order.get(w) as number));
    }
    if (low.get(v) !== order.get(v)) return;
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop() as string;
      group.push(w);
    } while (w !== v);
    if (group.length > 1) cycles.push(group.sort());
  };
  for (const v of graph.keys()) if (!order.has(v)) connect(v);
  return cycles;
}

describe('server code shape', () => {
  const measured = measureFunctions();

  it(`no function in apps/server/src is over ${MAX_LINES} lines (route plugins aside)`, () => {
    const long = measured.filter((m) => !m.plugin && m.lines > MAX_LINES);
    expect(long.filter((m) => !AWAITING_SPLIT.has(m.key)).map((m) => `${m.where}: ${m.lines}`)).toEqual([]);
    expect([...AWAITING_SPLIT].filter((key) => !long.some((m) => m.key === key))).toEqual([]);
  });

  it('the order chain use-cases are named steps of at most 40 lines', () => {
    for (const [key, max] of Object.entries(NAMED_STEPS)) {
      const found = measured.filter((m) => m.key === key);
      expect(found, key).not.toEqual([]);
      for (const m of found) expect(m.lines, m.where).toBeLessThanOrEqual(max);
    }
  });

  it('the route plugin exclusion only covers route registration in routes/', () => {
    const plugins = measured.filter((m) => m.plugin);
    expect(plugins.length).toBeGreaterThan(30);
    expect(plugins.filter((m) => !m.where.startsWith(`routes${sep}`)).map((m) => m.where)).toEqual([]);
  });

  it('the sandbox process root is loaded only as its own process; services/ import its types alone', () => {
    const child = readFileSync(join(SANDBOX_ROOT, 'sandbox-child.ts'), 'utf8');
    expect(child).toContain("await import('./sandbox-jobs.ts')");
    const runtimeImporters = sourceFiles(SERVICES).filter((f) =>
      parse(f).statements.some(
        (s) =>
          (ts.isImportDeclaration(s) || ts.isExportDeclaration(s)) &&
          s.moduleSpecifier !== undefined &&
          !(ts.isImportDeclaration(s) ? s.importClause?.isTypeOnly : s.isTypeOnly) &&
          resolve(dirname(f), (s.moduleSpecifier as ts.StringLiteral).text).startsWith(SANDBOX_ROOT + sep),
      ),
    );
    expect(runtimeImporters).toEqual([]);
  });

  it('no folder of services/ imports, directly or through others, from a folder that imports it back', () => {
    const cycles = folderCycles(folderGraph()).map((c) => c.join(' <-> '));
    expect(cycles).toEqual([]);
  });
});
