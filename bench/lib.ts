import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import type http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { ensureServerBuild, serverNodeArgs, workerNodeArgs } from '../scripts/lib.mjs';

export const root = fileURLToPath(new URL('../', import.meta.url));

/** A figure of `npm run bench`: prints and returns its numbers, never asserts. */
export interface Figure {
  id: string;
  /** Where bench/results.json keeps its numbers, when not under `id` (a figure that extends another's). */
  key?: string;
  title: string;
  run(): Promise<Record<string, number | string | null>>;
}

const hasTaskset = spawnSync('sh', ['-c', 'command -v taskset']).status === 0;

/** Spawns a node process, pinned to one core when taskset exists (the load generator keeps the other). */
export function spawnPinned(core: number, args: string[], env: Record<string, string> = {}): ChildProcess {
  const cmd = hasTaskset ? 'taskset' : process.execPath;
  const full = hasTaskset ? ['-c', String(core), process.execPath, ...args] : args;
  return spawn(cmd, full, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
}

/**
 * Pins this process, every thread of it (`-a`: V8's garbage-collector and compiler threads and libuv's pool too, not
 * only the main thread), to one core when taskset exists. Threads and processes it starts later inherit the core.
 */
export async function pinSelf(core: number) {
  if (hasTaskset) spawnSync('taskset', ['-a', '-cp', String(core), String(process.pid)], { stdio: 'ignore' });
}

export interface BenchServer {
  url: string;
  /** The server's process id (for reading its CPU time). */
  pid?: number;
  stop(): Promise<void>;
}

/** The real server (same entry as npm start) on loopback, pinned to core 0, on a throwaway DATA_DIR. */
export async function startRealServer(
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'platen-bench-'));
  ensureServerBuild();
  const proc = spawnPinned(0, [...nodeArgs, ...serverNodeArgs()], {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    PLATEN_RATE_LIMIT: 'off',
    ...env,
  });
  const port = await waitForPort(proc, /http:\/\/localhost:(\d+)\//);
  // Ready means the job system has started too (main.ts starts it 2 s after listening): its start-up holds the
  // event loop for a while, and a figure measured across it would not be the steady state a customer meets.
  await waitForLine(proc, 'Job system started.');
  return {
    url: `http://127.0.0.1:${port}`,
    pid: proc.pid,
    async stop() {
      await kill(proc);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A bare node:http hello-world, the same-run baseline. */
export async function startHelloWorld(): Promise<BenchServer> {
  const src = `require('http').createServer((q,s)=>{s.writeHead(200,{'content-type':'application/json'});s.end('{"hello":"world"}')}).listen(0,'127.0.0.1',function(){console.log('port '+this.address().port)})`;
  const proc = spawnPinned(0, ['-e', src]);
  const port = await waitForPort(proc, /port (\d+)/);
  return { url: `http://127.0.0.1:${port}`, pid: proc.pid, stop: () => kill(proc) };
}

/** Resolves once the process has printed `line` (on stdout), rejects when it exits or after 90 s. */
function waitForLine(proc: ChildProcess, line: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let log = seen.get(proc) ?? '';
    if (log.includes(line)) return resolve();
    const timer = setTimeout(() => reject(new Error(`no "${line}":\n${log}`)), 90_000);
    const on = (b: Buffer) => {
      log += b.toString();
      if (log.includes(line)) {
        clearTimeout(timer);
        proc.stdout!.off('data', on);
        resolve();
      }
    };
    proc.stdout!.on('data', on);
    proc.once('exit', (c) => reject(new Error(`exited ${c}:\n${log}`)));
  });
}

/** What each process printed until its port was known (a later line may already be in it). */
const seen = new WeakMap<ChildProcess, string>();

function waitForPort(proc: ChildProcess, re: RegExp): Promise<number> {
  return new Promise((resolve, reject) => {
    let log = '';
    const timer = setTimeout(() => reject(new Error(`no port:\n${log}`)), 90_000);
    const on = (b: Buffer) => {
      log += b.toString();
      const m = re.exec(log);
      if (m) {
        clearTimeout(timer);
        seen.set(proc, log);
        resolve(Number(m[1]));
      }
    };
    proc.stdout!.on('data', on);
    proc.stderr!.on('data', (b: Buffer) => {
      log += b.toString();
    });
    proc.once('exit', (c) => reject(new Error(`exited ${c}:\n${log}`)));
  });
}

/** Stops a child process: SIGTERM, then SIGKILL when it is still running after `graceMs`. */
export async function kill(proc: ChildProcess, graceMs = 5000) {
  if (proc.exitCode !== null) return;
  const done = new Promise((r) => proc.once('exit', r));
  proc.kill('SIGTERM');
  await Promise.race([done, new Promise((r) => setTimeout(r, graceMs))]);
  if (proc.exitCode === null) proc.kill('SIGKILL');
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** autocannon against a URL: max throughput when `rate` is absent, else a fixed request rate. */
export async function load(opts: autocannon.Options): Promise<LoadResult> {
  const r = await autocannon({ connections: 10, duration: 5, ...opts });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
  };
}

/** A parsed JSON answer as the bench reads it: fields are read by name and cast where used. */
export type JsonAnswer = { readonly [field: string]: unknown };

/** A tiny JSON HTTP client for setting up bench data. */
export async function request(
  base: string,
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: JsonAnswer; headers: http.IncomingHttpHeaders }> {
  const res = await fetch(base + url, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json: unknown = text;
  try {
    json = JSON.parse(text);
  } catch {}
  return {
    status: res.status,
    json: json as JsonAnswer,
    headers: Object.fromEntries(res.headers) as http.IncomingHttpHeaders,
  };
}

export const round = (n: number, d = 2) => Math.round(n * 10 ** d) / 10 ** d;

/** A job worker process (`npm run worker`) on the database at `url`, once it says it is working. */
export function startWorker(url: string, env: Record<string, string> = {}): Promise<ChildProcess> {
  const proc = spawn(process.execPath, workerNodeArgs(), {
    cwd: root,
    env: { ...process.env, DATABASE_URL: url, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let log = '';
    proc.stdout!.on('data', (b: Buffer) => {
      log += b.toString();
      if (log.includes('is working')) resolve(proc);
    });
    proc.stderr!.on('data', (b: Buffer) => {
      log += b.toString();
    });
    proc.once('exit', (c) => reject(new Error(`worker exited ${c}:\n${log}`)));
  });
}

/** The `q` quantile (0..1) of an ascending list (0 when it is empty). */
export const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
