import { type ChildProcess, spawn } from 'node:child_process';
import { root, workerNodeArgs } from '../../../../scripts/lib.mjs';

/** A job worker (`npm run worker`) as a child process. */
export interface WorkerProcess {
  pid: number;
  proc: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  kill9(): Promise<void>;
  /** SIGTERM, SIGKILL after 25 s; resolves with the exit code. */
  stop(): Promise<number | null>;
}

/** Spawns the worker as `npm run worker` runs it and waits for its "is working" line. */
export async function spawnWorker(env: Record<string, string>, timeoutMs = 90_000): Promise<WorkerProcess> {
  const proc = spawn(process.execPath, workerNodeArgs(), {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((r) => proc.once('exit', (code) => r(code)));
  let log = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      proc.kill('SIGKILL');
      reject(new Error(`worker did not start in ${timeoutMs} ms:\n${log}`));
    }, timeoutMs);
    proc.stdout?.on('data', (b: Buffer) => {
      log += b.toString();
      if (log.includes('is working')) {
        clearTimeout(timer);
        resolve();
      }
    });
    proc.stderr?.on('data', (b: Buffer) => {
      log += b.toString();
    });
    proc.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`worker exited (${code ?? signal}) before working:\n${log}`));
    });
  });
  const alive = () => proc.exitCode === null && proc.signalCode === null;
  return {
    pid: proc.pid ?? 0,
    proc,
    exited,
    async kill9() {
      if (!alive()) return;
      proc.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (!alive()) return proc.exitCode;
      proc.kill('SIGTERM');
      const timer = setTimeout(() => proc.kill('SIGKILL'), 25_000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}
