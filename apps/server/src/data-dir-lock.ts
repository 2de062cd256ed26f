import { createHash } from 'node:crypto';
import { readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer, type Server } from 'node:net';
import path from 'node:path';

/** What lockDataDir answers: the lock (release it on shutdown), or the pid of the server that holds it. */
export type DataDirLock = { ok: true; release(): void } | { ok: false; heldBy: number | null };

/**
 * One server process per PGlite DATA_DIR, held by a listening Unix socket rather than a pid file: the
 * kernel closes the socket the moment its process dies (kill -9 included, before the process is even reaped),
 * so a crashed server never blocks the restart, and a recycled or zombie pid never counts as a live server.
 * On Linux the socket lives in the abstract namespace (no file; named after the directory's real path); elsewhere
 * it is `server.lock.sock` in the directory, and a socket file nobody answers on is stale and replaced.
 * `server.lock` keeps the holder's pid for the message only; it decides nothing.
 */
export async function lockDataDir(dir: string): Promise<DataDirLock> {
  const address = lockAddress(dir);
  const pidFile = path.join(dir, 'server.lock');
  const server = await listenOn(address);
  if (!server) return { ok: false, heldBy: readPid(pidFile) };
  server.unref();
  writeFileSync(pidFile, String(process.pid));
  return {
    ok: true,
    release() {
      server.close();
      rmSync(pidFile, { force: true });
    },
  };
}

/** The socket address of a directory's lock. */
export function lockAddress(dir: string): string {
  const real = realpathSync(dir);
  if (process.platform === 'linux')
    return `\0platen-data-dir-${createHash('sha256').update(real).digest('hex').slice(0, 40)}`;
  return path.join(real, 'server.lock.sock');
}

/** Listens on the address; null when another live process listens there. A stale socket file is replaced once. */
async function listenOn(address: string, retry = true): Promise<Server | null> {
  const server = createServer((socket) => socket.destroy());
  const error = await new Promise<NodeJS.ErrnoException | null>((resolve) => {
    server.once('error', resolve);
    server.listen(address, () => resolve(null));
  });
  if (!error) return server;
  if (error.code !== 'EADDRINUSE') throw error;
  if (address.startsWith('\0') || !retry) return null;
  // A socket file: someone answering holds it; nobody answering means its process died.
  if (await answers(address)) return null;
  rmSync(address, { force: true });
  return listenOn(address, false);
}

function answers(address: string): Promise<boolean> {
  return new Promise((resolve) => {
    const s = connect(address);
    s.once('connect', () => {
      s.destroy();
      resolve(true);
    });
    s.once('error', () => resolve(false));
  });
}

function readPid(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, 'utf8'));
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}
