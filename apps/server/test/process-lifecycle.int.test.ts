import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { root, serverNodeArgs } from '../../../scripts/lib.mjs';
import { lockDataDir } from '../src/data-dir-lock.ts';
import { spawnServer } from './ordering/server-process.ts';

// Process-level: the DATA_DIR lock is PGlite's (one process per directory); no database target to vary.

const dirs: string[] = [];
const procs: ChildProcess[] = [];
afterAll(() => {
  for (const p of procs) if (p.exitCode === null && p.signalCode === null) p.kill('SIGKILL');
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function dataDir() {
  const d = mkdtempSync(path.join(tmpdir(), 'platen-lock-'));
  dirs.push(d);
  return d;
}

const ENV = { PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', NODE_ENV: 'test', PLATEN_RATE_LIMIT: 'off' };

/** Spawns a command and resolves with the port of the server it starts (its start line), and its output so far. */
function started(proc: ChildProcess): Promise<{ port: number; log: () => string }> {
  procs.push(proc);
  let log = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no server start line:\n${log}`)), 150_000);
    proc.stdout?.on('data', (b: Buffer) => {
      log += b.toString();
      const m = /http:\/\/localhost:(\d+)\//.exec(log);
      if (m) {
        clearTimeout(timer);
        resolve({ port: Number(m[1]), log: () => log });
      }
    });
    proc.stderr?.on('data', (b: Buffer) => {
      log += b.toString();
    });
    proc.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`exited (${code ?? signal}) before listening:\n${log}`));
    });
  });
}

const answers = (port: number) =>
  fetch(`http://127.0.0.1:${port}/api/health`)
    .then((r) => r.status === 200)
    .catch(() => false);

const exitOf = (proc: ChildProcess) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    if (proc.exitCode !== null || proc.signalCode !== null)
      resolve({ code: proc.exitCode, signal: proc.signalCode });
    else proc.once('exit', (code, signal) => resolve({ code, signal }));
  });

/** The state letter of /proc/<pid>/stat (R running, S sleeping, Z zombie); null once the pid is gone. */
function procState(pid: number): string | null {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '')[0] ?? null;
  } catch {
    return null;
  }
}

async function until(check: () => boolean | Promise<boolean>, ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

describe('#13.10 the DATA_DIR lock and the start script', () => {
  it('#13.10 kill -9 leaves a zombie (its parent has not reaped it): an immediate restart on the same DATA_DIR starts, 5 times in 5', async () => {
    const dir = dataDir();
    const args = serverNodeArgs()
      .map((a: string) => `'${a}'`)
      .join(' ');
    for (let i = 0; i < 5; i++) {
      // A parent that never waits for its child (sleep): the killed server stays a zombie, its pid "alive".
      const wrapper = spawn('sh', ['-c', `'${process.execPath}' ${args} & echo "pid $!"; exec sleep 600`], {
        cwd: root,
        env: { ...process.env, ...ENV, DATA_DIR: dir },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const { port, log } = await started(wrapper);
      const pid = Number(/pid (\d+)/.exec(log())?.[1]);
      expect(pid).toBeGreaterThan(0);
      expect(await answers(port)).toBe(true);
      process.kill(pid, 'SIGKILL');
      expect(await until(() => procState(pid) === 'Z', 10_000)).toBe(true);
      // Restart at once, the zombie still there.
      const next = await spawnServer({ ...ENV, DATA_DIR: dir }, 60_000);
      expect(await answers(Number(new URL(next.url).port))).toBe(true);
      await next.stop();
      wrapper.kill('SIGKILL');
      await exitOf(wrapper);
    }
  }, 300_000);

  it('#13.10 a second server on a DATA_DIR in use is refused (exit 1, names the holder); the first keeps serving', async () => {
    const dir = dataDir();
    const first = await spawnServer({ ...ENV, DATA_DIR: dir }, 60_000);
    const second = spawn(process.execPath, serverNodeArgs(), {
      cwd: root,
      env: { ...process.env, ...ENV, DATA_DIR: dir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    procs.push(second);
    let err = '';
    second.stderr?.on('data', (b: Buffer) => {
      err += b.toString();
    });
    expect((await exitOf(second)).code).toBe(1);
    expect(err).toContain(`Another Platen server (pid ${first.pid}) uses ${dir}`);
    expect(await answers(Number(new URL(first.url).port))).toBe(true);
    await first.stop();
    // Stopped: the directory is free again.
    const lock = await lockDataDir(dir);
    expect(lock.ok).toBe(true);
    if (lock.ok) lock.release();
  }, 120_000);

  it('#13.10 SIGTERM to `npm start` stops the server: the port closes, the DATA_DIR is free, npm exits', async () => {
    const dir = dataDir();
    const npm = spawn('npm', ['start'], {
      cwd: root,
      env: { ...process.env, ...ENV, DATA_DIR: dir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const { port } = await started(npm);
    expect(await answers(port)).toBe(true);
    npm.kill('SIGTERM');
    await exitOf(npm);
    expect(await until(async () => !(await answers(port)), 10_000)).toBe(true);
    expect(
      await until(async () => {
        const lock = await lockDataDir(dir);
        if (lock.ok) lock.release();
        return lock.ok;
      }, 10_000),
    ).toBe(true);
  }, 200_000);

  it('#13.10 the start script passes SIGTERM to the server and exits with its code; kill -9 of the script stops the server too', async () => {
    const dir = dataDir();
    const start = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: root,
      env: { ...process.env, ...ENV, DATA_DIR: dir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const a = await started(start);
    start.kill('SIGTERM');
    expect(await exitOf(start)).toEqual({ code: 0, signal: null });
    expect(await answers(a.port)).toBe(false);

    const again = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: root,
      env: { ...process.env, ...ENV, DATA_DIR: dir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const b = await started(again);
    again.kill('SIGKILL');
    await exitOf(again);
    expect(await until(async () => !(await answers(b.port)), 10_000)).toBe(true);
  }, 200_000);

  it('a plain `npm start` seeds and prints the demo logins; NODE_ENV=production prints a first administrator instead', async () => {
    const { NODE_ENV: _ignored, ...inherited } = process.env;
    const { NODE_ENV: _test, ...env } = ENV;
    const logOf = async (extra: Record<string, string>, want: RegExp) => {
      const start = spawn(process.execPath, ['scripts/start.mjs'], {
        cwd: root,
        env: { ...inherited, ...env, DATA_DIR: dataDir(), ...extra },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const s = await started(start);
      await until(async () => want.test(s.log()), 30_000);
      start.kill('SIGTERM');
      await exitOf(start);
      return s.log();
    };
    const demo = await logOf({}, /Demo login/);
    expect(demo).toContain('Demo login: demo@platen.test / platen-demo');
    const production = await logOf({ NODE_ENV: 'production' }, /First start/);
    expect(production).toMatch(/First start: administrator admin@platen\.test \/ [\w-]{20}/);
    expect(production).not.toContain('platen-demo');
  }, 200_000);
});
