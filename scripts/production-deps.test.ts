// A production install (`npm ci` with NODE_ENV=production) has no devDependencies, and `npm start` builds the
// web app and the server bundle there before it serves: everything those builds and the bundle load must be a
// runtime dependency. Checked statically from the import graphs (fast), and for real behind
// PLATEN_SLOW_PROD_START=1: a fresh clone, `npm ci --omit=dev`, `npm start` with NODE_ENV=production, an SVG
// uploaded and converted to PNG through the API.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, type Metafile, type Plugin } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { ensureRuntime, root, runtimeToUse } from './lib.mjs';
import { serverBundleOptions } from './server-bundle.mjs';

interface PackageJson {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}
interface LockEntry {
  dev?: boolean;
}

const readJson = <T>(rel: string): T => JSON.parse(readFileSync(path.join(root, rel), 'utf8')) as T;
const lock = readJson<{ packages: Record<string, LockEntry> }>('package-lock.json').packages;

/** `@scope/name/sub/path` -> `@scope/name`, `name/sub` -> `name`. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** The folder (relative to the root, '' for the root) of the workspace whose package.json owns `file`. */
function workspaceOf(file: string): string {
  let dir = path.dirname(path.resolve(root, file));
  while (dir.startsWith(root) && !existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return path.relative(root, dir);
}

/**
 * Why `pkg`, imported by a file of workspace `ws`, would be missing from a production install; null when it is
 * there: declared in that workspace's `dependencies` and, in package-lock.json, not a dev-only package.
 */
function missingInProduction(ws: string, pkg: string): string | null {
  const manifest = readJson<PackageJson>(path.join(ws, 'package.json'));
  if (!manifest.dependencies?.[pkg]) {
    const dev = manifest.devDependencies?.[pkg] ? ' (it is a devDependency)' : '';
    return `not in ${ws || 'the root'} package.json dependencies${dev}`;
  }
  // Node resolves the workspace's own nested copy first (another version may sit at the root for a dev tool).
  const entry = (ws ? lock[`${ws}/node_modules/${pkg}`] : undefined) ?? lock[`node_modules/${pkg}`];
  if (!entry) return 'absent from package-lock.json (run npm install)';
  if (entry.dev) return 'dev-only in package-lock.json (run npm install)';
  return null;
}

/** Every npm package the metafile leaves to node_modules, with the file importing it, that production lacks. */
function violations(metafile: Metafile): string[] {
  const out = new Set<string>();
  for (const [file, input] of Object.entries(metafile.inputs)) {
    for (const imp of input.imports) {
      if (!imp.external || isBuiltin(imp.path) || /^[./]/.test(imp.path)) continue;
      const pkg = packageName(imp.path);
      const why = missingInProduction(workspaceOf(file), pkg);
      if (why) out.add(`${file} imports ${pkg}: ${why}`);
    }
  }
  return [...out].sort();
}

/** Bare imports stay external (to be checked), workspace packages and the web's `@/` alias are followed. */
function externalPackages(aliases: Record<string, string> = {}): Plugin {
  return {
    name: 'external-packages',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, (args) => {
        for (const [prefix, dir] of Object.entries(aliases))
          if (args.path.startsWith(prefix)) return { path: path.join(dir, args.path.slice(prefix.length)) };
        if (args.path.startsWith('@platen/')) return undefined;
        return { path: args.path, external: true };
      });
    },
  };
}

function* sourceFiles(dir: string): Generator<string> {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) yield* sourceFiles(p);
    else if (/\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)) yield p;
  }
}

/**
 * Packages named by string in the server bundle and resolved only in a branch the bundle never takes, with the
 * reason. Anything else a `.resolve("…")` names must be a runtime dependency.
 */
const SOURCE_ONLY_RESOLVES: Record<string, string> = {
  tsx: 'image-sandbox.ts forks sandbox-child.ts under tsx only when running from source; the bundle forks dist/sandbox-child.mjs',
};

describe('production start needs no devDependency (static import graphs)', () => {
  it('every npm package the server bundle (main, worker, sandbox process) loads is a runtime dependency of the workspace importing it', async () => {
    const result = await build({ ...serverBundleOptions(), metafile: true });
    expect(Object.keys(result.metafile.inputs).some((f) => f.endsWith('sandbox-child.ts'))).toBe(true);
    expect(violations(result.metafile)).toEqual([]);

    const resolved = new Set<string>();
    for (const file of result.outputFiles) {
      if (!file.path.endsWith('.mjs')) continue;
      for (const m of file.text.matchAll(/\.resolve\("([^"./][^"]*)"\)/g)) resolved.add(packageName(m[1]!));
    }
    const bad = [...resolved].filter(
      (pkg) => !SOURCE_ONLY_RESOLVES[pkg] && missingInProduction('apps/server', pkg),
    );
    expect(bad).toEqual([]);
  }, 60_000);

  it('the web build at start (vite.config.ts and every non-test source of apps/web/src) uses runtime dependencies only', async () => {
    const web = path.join(root, 'apps/web');
    const result = await build({
      absWorkingDir: root,
      entryPoints: [path.join(web, 'vite.config.ts'), ...sourceFiles(path.join(web, 'src'))],
      outdir: path.join(tmpdir(), 'platen-production-deps'),
      bundle: true,
      write: false,
      metafile: true,
      platform: 'node',
      format: 'esm',
      jsx: 'automatic',
      loader: { '.css': 'empty', '.svg': 'empty', '.png': 'empty', '.woff2': 'empty' },
      plugins: [externalPackages({ '@/': path.join(web, 'src') })],
      logLevel: 'silent',
    });
    expect(Object.keys(result.metafile.inputs)).toContain('apps/web/vite.config.ts');
    expect(violations(result.metafile)).toEqual([]);
  }, 60_000);

  it('the start, worker and build scripts, and the tools they run through npx, use runtime dependencies only', async () => {
    const scripts = ['start.mjs', 'worker.mjs', 'node.mjs', 'ensure-deps.mjs', 'build-server.mjs'];
    const result = await build({
      absWorkingDir: root,
      entryPoints: scripts.map((s) => path.join(root, 'scripts', s)),
      outdir: path.join(tmpdir(), 'platen-production-deps'),
      bundle: true,
      write: false,
      metafile: true,
      platform: 'node',
      format: 'esm',
      plugins: [externalPackages()],
      logLevel: 'silent',
    });
    expect(violations(result.metafile)).toEqual([]);
    expect(
      Object.values(result.metafile.inputs).some((i) => i.imports.some((x) => x.path === 'esbuild')),
    ).toBe(true);

    const lib = readFileSync(path.join(root, 'scripts/lib.mjs'), 'utf8');
    const tools = [...lib.matchAll(/run\('npx', \[([^\]]*)\]/g)].map(
      (m) => [...m[1]!.matchAll(/'([^']+)'/g)].map((a) => a[1]!).find((a) => !a.startsWith('-'))!,
    );
    expect(tools).toContain('vite');
    // The web build runs in apps/web: its tools come from that workspace's dependencies.
    for (const tool of tools) expect(missingInProduction('apps/web', tool), tool).toBeNull();
    expect(lib).toMatch(/run\('npx', \['--no', /);
  });
});

// --- The real thing: slow (a clone, an install, two builds), so only when asked ---------------------------------

const SLOW = process.env.PLATEN_SLOW_PROD_START === '1';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** Width and height from a PNG's IHDR chunk; null when the bytes are not a PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 24 || bytes.toString('latin1', 1, 4) !== 'PNG') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Command lines of the running processes (Linux /proc), to see what the server forked. */
function processCommandLines(): string[] {
  return readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map((d) => {
      try {
        return readFileSync(`/proc/${d}/cmdline`, 'utf8').replaceAll('\0', ' ');
      } catch {
        return '';
      }
    });
}

async function waitForHealth(base: string, child: ChildProcess, log: () => string, ms: number) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`npm start ended (${child.exitCode}):\n${log().slice(-4000)}`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`no health answer within ${ms / 1000} s:\n${log().slice(-4000)}`);
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise((r) => child.once('exit', r));
  process.kill(-child.pid, 'SIGTERM');
  const killed = await Promise.race([
    exited.then(() => true),
    new Promise((r) => setTimeout(r, 20_000, false)),
  ]);
  if (!killed && child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
}

describe.runIf(SLOW && process.platform === 'linux')(
  'production start of a fresh clone (PLATEN_SLOW_PROD_START=1)',
  () => {
    it(
      'a clone installed with npm ci --omit=dev and started with NODE_ENV=production npm start serves and converts an uploaded SVG',
      async () => {
        const dir = mkdtempSync(path.join(tmpdir(), 'platen-prod-start-'));
        const clone = path.join(dir, 'platen');
        let child: ChildProcess | undefined;
        try {
          expect(spawnSync('git', ['clone', '--quiet', root, clone]).status).toBe(0);
          // The Node.js the scripts would choose (scripts/lib.mjs), first on PATH so npm and node are that one.
          const node = runtimeToUse() ? ensureRuntime() : process.execPath;
          const env = {
            PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH ?? ''}`,
            HOME: process.env.HOME ?? dir,
            NODE_ENV: 'production',
          };
          const ci = spawnSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund'], {
            cwd: clone,
            env,
            encoding: 'utf8',
          });
          expect(ci.status, ci.stderr).toBe(0);
          expect(`${ci.stdout}${ci.stderr}`).not.toMatch(/EBADENGINE/);
          for (const dev of ['vitest', 'typescript', '@biomejs/biome', 'playwright-core'])
            expect(existsSync(path.join(clone, 'node_modules', dev)), dev).toBe(false);
          // tsx lands in this install only as vite's optional peer (devOptional in the lock): remove it, so a server
          // that still needed it would fail here.
          rmSync(path.join(clone, 'node_modules/tsx'), { recursive: true, force: true });
          rmSync(path.join(clone, 'node_modules/.bin/tsx'), { force: true });

          const port = await freePort();
          let log = '';
          child = spawn('npm', ['start'], {
            cwd: clone,
            env: { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(dir, 'data') },
            stdio: ['ignore', 'pipe', 'pipe'],
            detached: true,
          });
          child.stdout?.on('data', (b) => {
            log += b;
          });
          child.stderr?.on('data', (b) => {
            log += b;
          });
          const base = `http://127.0.0.1:${port}`;
          await waitForHealth(base, child, () => log, 10 * 60_000);
          expect(log).toMatch(/Building the web app/);
          expect(log).toMatch(/Building the server/);
          expect((await fetch(`${base}/order/v2`)).status).toBe(200);

          const reg = await fetch(`${base}/auth/register`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              email: 'prod@example.com',
              password: 'correct horse battery',
              name: 'Prod',
            }),
          });
          expect(reg.status).toBe(201);
          const { apiKey } = (await reg.json()) as { apiKey: string };
          const auth = { authorization: `Basic ${Buffer.from(`:${apiKey}`).toString('base64')}` };
          const form = new FormData();
          const svg =
            '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="48"><rect width="96" height="48"/></svg>';
          form.append('file', new Blob([svg], { type: 'image/svg+xml' }), 'bar.svg');
          const up = await fetch(`${base}/api/v3/artwork`, { method: 'POST', headers: auth, body: form });
          expect(up.status, log.slice(-2000)).toBe(201);
          const art = (await up.json()) as { artworkId: string; format: string };
          expect(art.format).toBe('svg');
          const conv = await fetch(`${base}/api/v3/artwork/${art.artworkId}/conversion`, {
            method: 'POST',
            headers: { ...auth, 'content-type': 'application/json' },
            body: JSON.stringify({ dpi: 300 }),
          });
          expect(conv.status, log.slice(-2000)).toBe(201);
          const png = (await conv.json()) as { artworkId: string; format: string; width: number };
          expect(png).toMatchObject({ format: 'png', width: 300 });
          const file = await fetch(`${base}/api/print/v3/artwork/${png.artworkId}/file`, { headers: auth });
          expect(pngSize(Buffer.from(await file.arrayBuffer()))).toEqual({ width: 300, height: 150 });
          // The image work ran in the bundled sandbox process, not in TypeScript sources.
          const sandbox = path.join(clone, 'apps/server/dist/sandbox-child.mjs');
          expect(processCommandLines().some((c) => c.includes(sandbox))).toBe(true);
          expect(statSync(path.join(clone, 'apps/web/dist/index.html')).size).toBeGreaterThan(0);
        } finally {
          if (child) await stop(child);
          rmSync(dir, { recursive: true, force: true });
        }
      },
      20 * 60_000,
    );
  },
);
