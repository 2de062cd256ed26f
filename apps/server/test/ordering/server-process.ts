import { type ChildProcess, spawn } from 'node:child_process';
import { root, serverNodeArgs } from '../../../../scripts/lib.mjs';

/** The real server (same entry as `npm start`) as a child process on a free loopback port. */
export interface ServerProcess {
  url: string;
  pid: number;
  proc: ChildProcess;
  /** Milliseconds from spawn to the first GET /api/health that answered 200. */
  readyMs: number;
  /** kill -9: no shutdown hook runs; resolves once the process is gone. */
  kill9(): Promise<void>;
  /** SIGTERM (graceful close), SIGKILL after 5 s. */
  stop(): Promise<void>;
}

/**
 * Spawns the server as `npm start` runs it (the bundle apps/server/dist/main.mjs when it is fresh, else the
 * TypeScript sources through tsx) with PORT=0 and the given env (DATA_DIR or DATABASE_URL), reads the port from
 * its start line and waits for /api/health to answer 200.
 */
export async function spawnServer(env: Record<string, string>, timeoutMs = 90_000): Promise<ServerProcess> {
  const args = serverNodeArgs();
  const started = performance.now();
  const proc = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((r) => proc.once('exit', () => r()));
  let log = '';
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      proc.kill('SIGKILL');
      reject(new Error(`server did not start in ${timeoutMs} ms:\n${log}`));
    }, timeoutMs);
    proc.stdout?.on('data', (b: Buffer) => {
      log += b.toString();
      const m = /http:\/\/localhost:(\d+)\//.exec(log);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
    proc.stderr?.on('data', (b: Buffer) => {
      log += b.toString();
    });
    proc.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code ?? signal}) before listening:\n${log}`));
    });
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    const ok = await fetch(`${url}/api/health`)
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ok) break;
    if (performance.now() - started > timeoutMs) throw new Error(`health never answered 200:\n${log}`);
    await new Promise((r) => setTimeout(r, 10));
  }
  const readyMs = performance.now() - started;
  const gone = async (signal: NodeJS.Signals) => {
    if (proc.exitCode !== null || proc.signalCode !== null) return;
    proc.kill(signal);
    await exited;
  };
  return {
    url,
    pid: proc.pid ?? 0,
    proc,
    readyMs,
    kill9: () => gone('SIGKILL'),
    async stop() {
      if (proc.exitCode !== null || proc.signalCode !== null) return;
      proc.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      await gone('SIGKILL');
    },
  };
}

/** Signs a user up through the running server and returns session headers, Basic headers and the user id. */
export async function signUp(url: string, name = 'Kill Buyer') {
  const email = `u${Date.now()}${Math.random().toString(36).slice(2, 8)}@example.com`;
  const r = await fetch(`${url}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'correct horse battery', name }),
  });
  if (r.status !== 201) throw new Error(`register: ${r.status} ${await r.text()}`);
  const jar: Record<string, string> = {};
  for (const c of r.headers.getSetCookie()) {
    const [pair] = c.split(';');
    const i = (pair ?? '').indexOf('=');
    jar[(pair ?? '').slice(0, i)] = (pair ?? '').slice(i + 1);
  }
  const cookie = `platen_session=${jar.platen_session}; XSRF-TOKEN=${jar['XSRF-TOKEN']}`;
  const user = (await r.json()).user as { id: string };
  return {
    email,
    userId: user.id,
    cookie,
    xsrf: jar['XSRF-TOKEN'] as string,
    headers: () => ({ cookie, 'x-xsrf-token': jar['XSRF-TOKEN'] as string }),
  };
}
