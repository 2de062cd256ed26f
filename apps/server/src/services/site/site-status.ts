import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Db, siteRepository } from '@platen/db';
import {
  dailyUptime,
  HEARTBEAT_SLOT_MINUTES,
  heartbeatSlot,
  overallUptime,
  UPTIME_DAYS,
  type UptimeDay,
} from '@platen/domain/site/uptime';

export type PartState = 'up' | 'down' | 'none';
export interface PartHealth {
  name: string;
  state: PartState;
  detail: string;
}

async function dbUp(db: Db): Promise<boolean> {
  try {
    await db.query('SELECT 1');
    return true;
  } catch {
    return false;
  }
}

/** Storage is up when a file can be written and removed under the data directory. */
async function storageUp(dataDir: string): Promise<boolean> {
  const dir = path.join(dataDir, 'files', 'status');
  const file = path.join(dir, `probe-${process.pid}`);
  try {
    await mkdir(dir, { recursive: true });
    await writeFile(file, 'ok');
    await rm(file, { force: true });
    return true;
  } catch {
    return false;
  }
}

/** What the server sees of its parts now. The job queue does not exist yet: it says so. */
export async function checkHealth(db: Db, dataDir: string): Promise<PartHealth[]> {
  const [database, storage] = await Promise.all([dbUp(db), storageUp(dataDir)]);
  return [
    { name: 'Web', state: 'up', detail: 'This page was served by the web server.' },
    {
      name: 'Database',
      state: database ? 'up' : 'down',
      detail: database ? 'Answering queries.' : 'Not answering queries.',
    },
    {
      name: 'Job queue',
      state: 'none',
      detail:
        'There is no background job queue yet: orders, quotes and images are handled within each request.',
    },
    {
      name: 'Storage',
      state: storage ? 'up' : 'down',
      detail: storage ? 'Files can be written and read.' : 'Files cannot be written.',
    },
  ];
}

/** Records this slot's heartbeat (web, database, storage). A database that is down cannot record it. */
export async function recordHeartbeat(db: Db, dataDir: string, now = new Date()): Promise<void> {
  const parts = await checkHealth(db, dataDir);
  const up = (name: string) => parts.find((p) => p.name === name)?.state === 'up';
  await siteRepository(db).recordHeartbeat({
    slot: heartbeatSlot(now),
    web: true,
    db: up('Database'),
    storage: up('Storage'),
  });
}

/** Writes a heartbeat now and every slot after; the timer never keeps the process alive. Returns the stop. */
export function startHeartbeat(db: Db, dataDir: string, onError: (err: unknown) => void): () => void {
  const beat = () => recordHeartbeat(db, dataDir).catch(onError);
  void beat();
  const timer = setInterval(beat, HEARTBEAT_SLOT_MINUTES * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}

export interface StatusView {
  parts: PartHealth[];
  days: UptimeDay[];
  overall: number | null;
}

/** The status page: live health and the last 90 days of recorded heartbeats. */
export async function statusView(db: Db, dataDir: string, now = new Date()): Promise<StatusView> {
  const since = new Date(now.getTime() - UPTIME_DAYS * 86_400_000);
  const [parts, beats] = await Promise.all([
    checkHealth(db, dataDir),
    siteRepository(db)
      .heartbeatsSince(since)
      .catch(() => []),
  ]);
  const days = dailyUptime(beats, now);
  return { parts, days, overall: overallUptime(days) };
}
