import { type Db, type JobQueue, siteRepository } from '@platen/db';
import {
  dailyUptime,
  HEARTBEAT_SLOT_MINUTES,
  heartbeatSlot,
  overallUptime,
  UPTIME_DAYS,
  type UptimeDay,
} from '@platen/domain/site/uptime';
import type { FileStore } from '../../storage/file-store.ts';

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

/** Storage is up when a file can be written, read back and removed in the file store (local or S3). */
async function storageUp(files: FileStore): Promise<boolean> {
  const key = `status/probe-${process.pid}`;
  try {
    await files.put(key, Buffer.from('ok'), 'text/plain');
    const back = await files.get(key);
    await files.delete(key);
    return back?.toString() === 'ok';
  } catch {
    return false;
  }
}

/** How long the status page waits for the job queue to answer before it calls it down. */
const JOB_QUEUE_TIMEOUT_MS = 5000;

async function jobQueuePart(jobs: JobQueue): Promise<PartHealth> {
  let timer: NodeJS.Timeout | undefined;
  const h = await Promise.race([
    jobs.health(),
    new Promise<null>((r) => {
      timer = setTimeout(() => r(null), JOB_QUEUE_TIMEOUT_MS);
    }),
  ]).finally(() => clearTimeout(timer));
  if (!h) return { name: 'Job queue', state: 'down', detail: 'Not answering.' };
  if (!h.ok) return { name: 'Job queue', state: 'down', detail: 'Cannot start or read its jobs.' };
  return {
    name: 'Job queue',
    state: 'up',
    detail: `Running: ${h.queued} waiting, ${h.active} in progress, ${h.failed} failed recently (last count).`,
  };
}

/** The parts a status check looks at. */
export interface StatusDeps {
  db: Db;
  files: FileStore;
  jobs: JobQueue;
}

/** What the server sees of its parts now: web, database, the background job queue and the file store. */
export async function checkHealth({ db, files, jobs }: StatusDeps): Promise<PartHealth[]> {
  const [database, storage, queue] = await Promise.all([dbUp(db), storageUp(files), jobQueuePart(jobs)]);
  return [
    { name: 'Web', state: 'up', detail: 'This page was served by the web server.' },
    {
      name: 'Database',
      state: database ? 'up' : 'down',
      detail: database ? 'Answering queries.' : 'Not answering queries.',
    },
    queue,
    {
      name: 'Storage',
      state: storage ? 'up' : 'down',
      detail: storage ? 'Files can be written and read.' : 'Files cannot be written.',
    },
  ];
}

/** Records this slot's heartbeat (web, database, storage). A database that is down cannot record it. */
export async function recordHeartbeat(
  { db, files }: Omit<StatusDeps, 'jobs'>,
  now = new Date(),
): Promise<void> {
  const [database, storage] = await Promise.all([dbUp(db), storageUp(files)]);
  await siteRepository(db).recordHeartbeat({
    slot: heartbeatSlot(now),
    web: true,
    db: database,
    storage,
  });
}

/** Writes a heartbeat now and every slot after; the timer never keeps the process alive. Returns the stop. */
export function startHeartbeat(deps: Omit<StatusDeps, 'jobs'>, onError: (err: unknown) => void): () => void {
  const beat = () => recordHeartbeat(deps).catch(onError);
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
export async function statusView(deps: StatusDeps, now = new Date()): Promise<StatusView> {
  const { db } = deps;
  const since = new Date(now.getTime() - UPTIME_DAYS * 86_400_000);
  const [parts, beats] = await Promise.all([
    checkHealth(deps),
    siteRepository(db)
      .heartbeatsSince(since)
      .catch(() => []),
  ]);
  const days = dailyUptime(beats, now);
  return { parts, days, overall: overallUptime(days) };
}
