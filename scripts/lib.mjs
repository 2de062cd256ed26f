// Shared steps of `npm start`, `npm test` and `npm run bench`. Plain Node, no dependencies: it runs before install.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

/** The oldest Node.js major the app supports (package.json `engines`); older ones are past their end of life. */
export const MIN_NODE_MAJOR = 22;
/** The Node.js LTS release the scripts run on when the machine's node is older than MIN_NODE_MAJOR. */
export const RUNTIME_NODE_VERSION = '24.21.0';
/** Where that release is installed from the npm registry (the official build, package node-<platform>-<arch>). */
export const RUNTIME_DIR = '.runtime';

/**
 * The Node.js version to run on instead of the current one, or null when the current one is supported: the one
 * place that decides which node runs the app, its tests, the worker and the benchmarks.
 */
export function runtimeToUse(current = process.versions.node) {
  const major = Number(current.split('.')[0]);
  return Number.isInteger(major) && major >= MIN_NODE_MAJOR ? null : RUNTIME_NODE_VERSION;
}

/** The npm package holding the official Node.js build for this machine (its binary is bin/node). */
export function runtimePackage(platform = process.platform, arch = process.arch) {
  if (platform !== 'linux' && platform !== 'darwin')
    throw new Error(
      `Node.js ${MIN_NODE_MAJOR}+ is needed: install it (no npm build is used on ${platform}).`,
    );
  return `node-${platform}-${arch}`;
}

/** Installs Node.js `version` into .runtime from the npm registry when it is not there yet; its binary's path. */
export function ensureRuntime(version = RUNTIME_NODE_VERSION) {
  const pkg = runtimePackage();
  const prefix = path.join(root, RUNTIME_DIR, version);
  const bin = path.join(prefix, 'node_modules', pkg, 'bin', 'node');
  if (existsSync(bin)) return bin;
  console.log(
    `Node.js ${process.versions.node} is older than ${MIN_NODE_MAJOR}: installing Node.js ${version} (npm ${pkg})…`,
  );
  const code = run('npm', [
    'install',
    '--prefix',
    prefix,
    '--no-save',
    '--no-package-lock',
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
    `${pkg}@${version}`,
  ]);
  if (code !== 0 || !existsSync(bin)) throw new Error(`installing ${pkg}@${version} failed`);
  return bin;
}

/**
 * Runs the current script again on a supported Node.js when this one is too old (its folder first on PATH, so
 * `npm`, `npx` and `node` in child processes use it too), passing signals on and ending with its exit status.
 * Returns normally when the current node is supported; else never settles (the process ends with the child).
 * Call it first, before anything installs or builds.
 */
export function onSupportedNode() {
  const version = runtimeToUse();
  if (!version) return Promise.resolve();
  const node = ensureRuntime(version);
  const env = { ...process.env, PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH ?? ''}` };
  const child = spawn(node, [...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit', env });
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'];
  for (const sig of signals) process.on(sig, () => child.kill(sig));
  child.on('exit', (code, signal) => {
    if (code !== null) process.exit(code);
    for (const sig of signals) process.removeAllListeners(sig);
    process.kill(process.pid, signal ?? 'SIGTERM');
  });
  return new Promise(() => {});
}

export function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts });
  if (r.error) throw r.error;
  return r.status ?? 1;
}

/** Installs npm dependencies when node_modules is missing or older than package-lock.json. */
export function ensureDeps() {
  const marker = path.join(root, 'node_modules/.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  const stale =
    !existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs + 1000);
  if (!stale) return;
  console.log('Installing dependencies (npm ci)…');
  const code = run('npm', ['ci', '--no-audit', '--no-fund']);
  if (code !== 0) throw new Error('npm ci failed');
}

function* files(dir) {
  if (!existsSync(dir)) return;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name === 'dist') continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) yield* files(p);
    else if (!/\.test\.tsx?$/.test(e.name)) yield p;
  }
}

/** Hash of everything the web build reads: rebuild only when it changed. */
function webInputsHash() {
  const h = createHash('sha256');
  const inputs = [
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/package.json',
    'packages/domain/src',
    'packages/contracts/src',
    'package-lock.json',
  ];
  for (const rel of inputs) {
    const abs = path.join(root, rel);
    const list = existsSync(abs) && statSync(abs).isDirectory() ? [...files(abs)].sort() : [abs];
    for (const f of list) {
      if (!existsSync(f)) continue;
      h.update(path.relative(root, f));
      h.update(readFileSync(f));
    }
  }
  return h.digest('hex');
}

/** Builds the SPA when its build is missing or stale. */
export function ensureWebBuild() {
  const stamp = path.join(root, 'apps/web/dist/.inputs-hash');
  const hash = webInputsHash();
  if (
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8') === hash &&
    existsSync(path.join(root, 'apps/web/dist/index.html')) &&
    existsSync(path.join(root, 'apps/web/dist/.vite/manifest.json'))
  )
    return;
  console.log('Building the web app…');
  const code = run('npx', ['--no', 'vite', 'build', '--logLevel', 'warn'], {
    cwd: path.join(root, 'apps/web'),
  });
  if (code !== 0) throw new Error('web build failed');
  precompress(path.join(root, 'apps/web/dist/assets'));
  writeFileSync(stamp, hash);
}

/** The bundled job worker (`npm run worker`), built beside the server bundle. */
export const WORKER_BUNDLE = 'apps/server/dist/worker.mjs';

/** The bundled image sandbox process, forked by the bundled server and worker. */
export const SANDBOX_BUNDLE = 'apps/server/dist/sandbox-child.mjs';

/** The bundled server (scripts/build-server.mjs) and the stamp holding the hash of what it was built from. */
export const SERVER_BUNDLE = 'apps/server/dist/main.mjs';
export const SERVER_BUNDLE_STAMP = 'apps/server/dist/.inputs-hash';

/** sha256 over the listed files and directories (recursively, tests, dist and node_modules left out). */
function hashInputs(inputs) {
  const h = createHash('sha256');
  for (const rel of inputs) {
    const abs = path.join(root, rel);
    const list = existsSync(abs) && statSync(abs).isDirectory() ? [...files(abs)].sort() : [abs];
    for (const f of list) {
      let bytes;
      try {
        bytes = readFileSync(f);
      } catch (err) {
        if (err.code === 'ENOENT') continue; // absent, or removed while we walked: not an input
        throw err;
      }
      h.update(path.relative(root, f));
      h.update(bytes);
    }
  }
  return h.digest('hex');
}

/** Hash of everything the server bundle is built from: rebuild only when it changed. */
export function serverInputsHash() {
  const packages = readdirSync(path.join(root, 'packages')).sort();
  return hashInputs([
    'apps/server/src',
    'apps/server/package.json',
    ...packages.flatMap((p) => [`packages/${p}/src`, `packages/${p}/package.json`]),
    'packages/db/migrations',
    'package-lock.json',
    'tsconfig.json',
    'scripts/build-server.mjs',
    'scripts/server-bundle.mjs',
  ]);
}

/** True when the server bundle exists and was built from the sources as they are now. */
export function serverBuildFresh() {
  const stamp = path.join(root, SERVER_BUNDLE_STAMP);
  return (
    existsSync(path.join(root, SERVER_BUNDLE)) &&
    existsSync(path.join(root, WORKER_BUNDLE)) &&
    existsSync(path.join(root, SANDBOX_BUNDLE)) &&
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8') === serverInputsHash()
  );
}

/** Builds the server bundle when it is missing or stale. */
export function ensureServerBuild() {
  if (serverBuildFresh()) return;
  console.log('Building the server…');
  const code = run(process.execPath, ['scripts/build-server.mjs']);
  if (code !== 0) throw new Error('server build failed');
}

/**
 * Node arguments that start the server (run them with the repository root as working directory): the bundle
 * when it is fresh, else the TypeScript sources through tsx (slower to start, same behaviour).
 */
export function serverNodeArgs() {
  return serverBuildFresh()
    ? [path.join(root, SERVER_BUNDLE)]
    : ['--conditions=@platen/source', '--import', 'tsx', path.join(root, 'apps/server/src/main.ts')];
}

/** Node arguments that start a job worker (`npm run worker`): the bundle when fresh, else the sources via tsx. */
export function workerNodeArgs() {
  return serverBuildFresh()
    ? [path.join(root, WORKER_BUNDLE)]
    : ['--conditions=@platen/source', '--import', 'tsx', path.join(root, 'apps/server/src/worker.ts')];
}

/**
 * Debian packages the app or its tests run, by the program each provides: installed with apt-get when a program
 * is missing and we are root; else a message says what to install. True when every program is there.
 */
function ensureDebianPackages(what, needed) {
  const missing = needed.filter(([bin]) => !existsSync(bin)).map(([, pkg]) => pkg);
  if (missing.length === 0) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `${what} need Debian ${missing.join(', ')}: run \`sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}\`, then try again.`,
    );
    return false;
  }
  console.log(`Installing Debian ${missing.join(', ')} for ${what.toLowerCase()} (apt-get)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (run('apt-get', ['update', '-qq'], { env }) !== 0) return false;
  if (run('apt-get', ['install', '-y', '-qq', ...missing], { env }) !== 0) return false;
  return needed.every(([bin]) => existsSync(bin));
}

/** Debian's chromium for browser tests. */
export function ensureChromium() {
  return ensureDebianPackages('Browser tests', [['/usr/bin/chromium', 'chromium']]);
}

/** Programs only the tests run: zbarimg reads back the barcodes printed on job tickets. */
export function ensureTestTools() {
  return ensureDebianPackages('Barcode checks', [['/usr/bin/zbarimg', 'zbar-tools']]);
}

/** The artwork converters (PDF/AI via poppler's pdftoppm, EPS via ghostscript's gs). */
export function ensureConverters() {
  return ensureDebianPackages('Artwork conversions', [
    ['/usr/bin/pdftoppm', 'poppler-utils'],
    ['/usr/bin/gs', 'ghostscript'],
  ]);
}

/** Writes .gz and .br beside every text asset so the server sends them compressed without CPU per request. */
function precompress(dir) {
  for (const f of readdirSync(dir)) {
    if (!/\.(js|css|svg|json|html)$/.test(f)) continue;
    const buf = readFileSync(path.join(dir, f));
    writeFileSync(path.join(dir, `${f}.gz`), gzipSync(buf, { level: 9 }));
    writeFileSync(
      path.join(dir, `${f}.br`),
      brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
  }
}
