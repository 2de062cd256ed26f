import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root, serverNodeArgs } from '../../scripts/lib.mjs';

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  proc: ChildProcess;
  stop(): Promise<void>;
}

/** Where the e2e global setup leaves the data directory of a server that migrated and seeded once. */
export const DATA_TEMPLATE_ENV = 'PLATEN_E2E_DATA_TEMPLATE';

/**
 * Starts the real server as `npm start` runs it (the bundle when it is fresh, else the sources through tsx) on a
 * free loopback port with its own DATA_DIR: a copy of the run's seeded template when there is one (a restart of
 * an installed server rather than a first start, which each file would otherwise pay for), else empty.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'platen-e2e-'));
  const template = process.env[DATA_TEMPLATE_ENV];
  if (!env.DATA_DIR && !env.DATABASE_URL && template) cpSync(template, dataDir, { recursive: true });
  const proc = spawn(process.execPath, serverNodeArgs(), {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const port = await new Promise<number>((resolve, reject) => {
    // A shared, loaded machine may need longer for a first start: PLATEN_E2E_SERVER_START_MS raises the limit.
    const limit = Number(process.env.PLATEN_E2E_SERVER_START_MS ?? 120_000);
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${log}`)), limit);
    const onData = (b: Buffer) => {
      log += b.toString();
      const m = /http:\/\/localhost:(\d+)\//.exec(log);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    };
    proc.stdout!.on('data', onData);
    proc.stderr!.on('data', (b: Buffer) => {
      log += b.toString();
    });
    proc.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${log}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    proc,
    async stop() {
      if (proc.exitCode === null) {
        const exited = new Promise((r) => proc.once('exit', r));
        proc.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (proc.exitCode === null) proc.kill('SIGKILL');
      }
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
