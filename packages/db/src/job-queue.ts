import { type BusinessDuration, addBusinessTime } from '@platen/domain/calendar/add-business-time';
import { BUSINESS_TIME_ZONE } from '@platen/domain/calendar/business-hours-config';
import type { Job, JobResult, PgBoss, QueueResult, SendOptions } from 'pg-boss';
import { type Db, nativeConnection } from './db.ts';

/** A job as a handler sees it. */
export interface QueuedJob<T> {
  id: string;
  name: string;
  data: T;
  /** 0 on the first attempt, 1 on the first retry, ... */
  retryCount: number;
}

/**
 * One kind of job. Handlers must be idempotent: a job whose worker died mid-run (kill -9, a lost connection) is
 * run again once it expires, so the second run must see what the first one left and not do it twice.
 */
export interface JobDefinition<T = unknown> {
  name: string;
  /** Runs one job; a throw fails this job only (retried, then dead-lettered). */
  run?(job: QueuedJob<T>): Promise<void>;
  /** Runs a fetched batch at once (one statement for many jobs); a throw fails the whole batch. */
  runBatch?(jobs: QueuedJob<T>[]): Promise<void>;
  /** Retries after the first failure (default 3). */
  retryLimit?: number;
  /** First retry delay in seconds; doubles each retry with jitter (default 2). */
  retryDelaySeconds?: number;
  /** Longest retry delay in seconds (default 300). */
  retryDelayMaxSeconds?: number;
  /** A run still active after this long is presumed dead (its worker crashed) and retried (default 120). */
  expireInSeconds?: number;
  /** Jobs fetched per poll (default 1). */
  batchSize?: number;
  /** Polling loops per worker process (default 1). */
  concurrency?: number;
  /** A recurring job: a cron expression read in Los Angeles business time (BUSINESS_TIME_ZONE). */
  schedule?: { cron: string; data?: T };
}

export interface SendJobOptions {
  /**
   * The job's id (a UUID). Sending an id that exists is a no-op: a deterministic id makes the send itself
   * idempotent across processes (e.g. one mockup render per content hash).
   */
  id?: string;
  /** Run no earlier than this instant. */
  startAfter?: Date;
  /** Run once this much Los Angeles business time (9:00-17:00 on business days) has passed from now. */
  afterBusinessTime?: BusinessDuration;
  /** Overrides the definition's expiry for this job. */
  expireInSeconds?: number;
}

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

export interface JobQueueOptions {
  /** Run handlers in this process (a worker); false = only send (a web server on a shared database). */
  work: boolean;
  /** Seconds between expiry/maintenance passes (default 30; a crashed job is retried within expiry + this). */
  superviseIntervalSeconds?: number;
  /** Seconds between cron checks (default 30, at most 45). */
  cronIntervalSeconds?: number;
  /** Connections of pg-boss's own pool on PostgreSQL (default 4). */
  poolSize?: number;
  /** Seconds between fetches when no notification arrived (default 2; retries and deferred jobs wait for it). */
  pollSeconds?: number;
  /** A name for this process in pg-boss's instance registry (e.g. "web", "worker"). */
  instanceName?: string;
  onError?: (err: Error) => void;
}

/** The dead-letter queue of a job kind: where a job lands after its last retry failed. */
export const deadLetterQueue = (name: string) => `${name}.dead`;

/**
 * The job queue every deferred, scheduled or retried task goes through: pg-boss over the same database, on
 * PostgreSQL (any number of processes; a job is fetched by exactly one) and on embedded PGlite (one process,
 * through pg-boss's own PGlite adapter). See docs/decisions/job-queue.md.
 */
export interface JobQueue {
  readonly kind: Db['kind'];
  /** Registers the job kinds (before start). */
  define(...defs: JobDefinition<unknown>[]): void;
  /**
   * Creates the queues and schedules, and starts the handlers when `work` is set. Idempotent; the first send
   * (or state, forget …) calls it too, so a server may start the queue late and still send at any time.
   */
  start(): Promise<void>;
  /** Resolves once start() finished (sends wait for it). */
  readonly ready: Promise<void>;
  send<T extends object>(name: string, data: T, opts?: SendJobOptions): Promise<string | null>;
  /** Many jobs of one kind in one statement. */
  sendMany<T extends object>(
    name: string,
    items: { data: T; id?: string; expireInSeconds?: number | undefined }[],
  ): Promise<void>;
  /** A job's state, or null when it does not exist (never sent, or deleted after its retention). */
  state(name: string, id: string): Promise<{ state: JobState; retryCount: number } | null>;
  /** Forgets a finished job so its id can be sent again. */
  forget(name: string, id: string): Promise<void>;
  /** Jobs waiting in the dead-letter queue of a kind. */
  deadLetters(name: string): Promise<{ id: string; data: unknown }[]>;
  /**
   * Whether the queue answers (started, its tables readable) and its jobs of the defined kinds by state, as
   * pg-boss last counted them. Never throws: a queue that cannot start or answer is `ok: false` with the error.
   */
  health(): Promise<JobQueueHealth>;
  /** Calls fn after each job this process settled (completed or failed). */
  onSettled(fn: (name: string, id: string, ok: boolean) => void): () => void;
  /**
   * Graceful stop: takes no new jobs, waits up to timeoutMs for running ones, then hands back (fails, so they
   * are retried) those still running. Does not close the Db.
   */
  stop(timeoutMs?: number): Promise<void>;
}

export interface JobQueueHealth {
  ok: boolean;
  queued: number;
  active: number;
  failed: number;
  error?: string;
}

/** A pg-boss job queue over `db` (PGlite or PostgreSQL). */
export function createJobQueue(db: Db, opts: JobQueueOptions): JobQueue {
  const native = nativeConnection(db);
  if (!native) throw new Error('createJobQueue needs a Db made by createDb');
  const supervise = opts.superviseIntervalSeconds ?? 30;
  // pg-boss loads in start(), which a server calls once it listens: its import stays off restart-to-ready.
  let boss!: PgBoss;
  async function createBoss(): Promise<PgBoss> {
    const { PgBoss, fromPglite } = await import('pg-boss');
    const b =
      native!.kind === 'pglite'
        ? new PgBoss({ db: fromPglite(native!.pglite), backend: 'pglite', ...common() })
        : new PgBoss({ connectionString: native!.url, max: opts.poolSize ?? 4, ...common() });
    b.on('error', onError);
    return b;
  }
  function common() {
    return {
      useListenNotify: true,
      supervise: opts.work,
      schedule: opts.work,
      superviseIntervalSeconds: supervise,
      monitorIntervalSeconds: supervise,
      cronMonitorIntervalSeconds: opts.cronIntervalSeconds ?? 30,
      instanceName: opts.instanceName,
      // The registry heartbeat is a write every interval; on PGlite it competes with requests for the one
      // connection, so it beats rarely there.
      instanceHeartbeatSeconds: native?.kind === 'pglite' ? 300 : 30,
    };
  }
  const onError = opts.onError ?? ((err: Error) => console.error(`job queue: ${err.message}`));
  const defs = new Map<string, JobDefinition<unknown>>();
  const listeners = new Set<(name: string, id: string, ok: boolean) => void>();
  const settled = (name: string, id: string, ok: boolean) => {
    for (const fn of listeners) fn(name, id, ok);
  };
  let resolveReady!: () => void;
  let rejectReady!: (e: Error) => void;
  const ready = new Promise<void>((res, rej) => {
    resolveReady = res;
    rejectReady = rej;
  });
  ready.catch(() => {});
  let starting: Promise<void> | null = null;
  /** Anything that needs the queue starts it (start() is idempotent): see JobQueueOptions.startAfterMs. */
  const started = () => (starting ?? queue.start()).then(() => ready);

  const toQueued = <T>(j: Job<T>): QueuedJob<T> => ({
    id: j.id,
    name: j.name,
    data: j.data,
    retryCount: (j as Job<T> & { retryCount?: number }).retryCount ?? 0,
  });

  async function startQueue(
    def: JobDefinition<unknown>,
    existing: Map<string, QueueResult>,
    scheduled: Set<string>,
  ) {
    const dead = deadLetterQueue(def.name);
    if (!existing.has(dead))
      await boss.createQueue(dead, { retentionSeconds: 30 * 86400, deleteAfterSeconds: 30 * 86400 });
    const options = {
      retryLimit: def.retryLimit ?? 3,
      retryDelay: def.retryDelaySeconds ?? 2,
      retryBackoff: true,
      retryDelayMax: def.retryDelayMaxSeconds ?? 300,
      expireInSeconds: def.expireInSeconds ?? 120,
      deadLetter: dead,
      notify: true,
    };
    const now = existing.get(def.name);
    // A restart with unchanged definitions issues no queue statements (startup competes with requests on PGlite).
    if (!now) await boss.createQueue(def.name, options);
    else if ((Object.keys(options) as (keyof typeof options)[]).some((k) => now[k] !== options[k])) {
      const { deadLetter: _d, notify: _n, ...update } = options;
      await boss.updateQueue(def.name, { ...update, deadLetter: dead, notify: true });
    }
    if (def.schedule)
      await boss.schedule(def.name, def.schedule.cron, (def.schedule.data ?? {}) as object, {
        tz: BUSINESS_TIME_ZONE,
        missed: 'once',
      });
    else if (scheduled.has(def.name)) await boss.unschedule(def.name);
    if (!opts.work) return;
    const batchSize = def.batchSize ?? 1;
    const work = {
      batchSize,
      localConcurrency: def.concurrency ?? 1,
      pollingIntervalSeconds: opts.pollSeconds ?? 2,
      notifyPollingIntervalSeconds: opts.pollSeconds ?? 2,
      burstWhenBatchFull: batchSize > 1,
    };
    if (def.runBatch) {
      const runBatch = def.runBatch;
      await boss.work(def.name, work, async (jobs: Job<unknown>[]) => {
        try {
          await runBatch(jobs.map(toQueued));
        } catch (err) {
          for (const j of jobs) settled(def.name, j.id, false);
          throw err;
        }
        for (const j of jobs) settled(def.name, j.id, true);
      });
      return;
    }
    const run = def.run;
    if (!run) throw new Error(`job ${def.name} has neither run nor runBatch`);
    await boss.work(def.name, { ...work, perJobResults: true }, async (jobs: Job<unknown>[]) => {
      const results: JobResult[] = [];
      for (const j of jobs) {
        try {
          await run(toQueued(j));
          results.push({ id: j.id, status: 'completed' });
        } catch (err) {
          const e = err as Error;
          results.push({ id: j.id, status: 'failed', output: { message: e.message } });
        }
      }
      // Listeners hear of the outcome once pg-boss has recorded it.
      queueMicrotask(() => {
        for (const r of results) settled(def.name, r.id, r.status === 'completed');
      });
      return results;
    });
  }

  const sendOptions = (o: SendJobOptions = {}): SendOptions => {
    const startAfter =
      o.afterBusinessTime !== undefined ? addBusinessTime(new Date(), o.afterBusinessTime) : o.startAfter;
    return {
      ...(o.id ? { id: o.id } : {}),
      ...(startAfter ? { startAfter } : {}),
      ...(o.expireInSeconds ? { expireInSeconds: o.expireInSeconds } : {}),
    };
  };

  const queue: JobQueue = {
    kind: db.kind,
    ready,
    define(...list) {
      for (const d of list) defs.set(d.name, d);
    },
    async start() {
      starting ??= (async () => {
        try {
          boss = await createBoss();
          await boss.start();
          const names = [...defs.keys()].flatMap((n) => [n, deadLetterQueue(n)]);
          const existing = new Map((await boss.getQueues(names)).map((q) => [q.name, q]));
          const scheduled = new Set((await boss.getSchedules()).map((x) => x.name));
          for (const def of defs.values()) await startQueue(def, existing, scheduled);
          resolveReady();
        } catch (err) {
          rejectReady(err as Error);
          throw err;
        }
      })();
      return starting;
    },
    async send(name, data, o) {
      await started();
      return boss.send(name, data, sendOptions(o));
    },
    async sendMany(name, items) {
      await started();
      await boss.insert(
        name,
        items.map((i) => ({
          data: i.data,
          ...(i.id ? { id: i.id } : {}),
          ...(i.expireInSeconds ? { expireInSeconds: i.expireInSeconds } : {}),
        })),
      );
    },
    async state(name, id) {
      await started();
      const [j] = await boss.findJobs(name, { id });
      if (!j) return null;
      return { state: j.state as JobState, retryCount: j.retryCount };
    },
    async forget(name, id) {
      await started();
      await boss.deleteJob(name, id);
    },
    async deadLetters(name) {
      await started();
      const jobs = await boss.findJobs(deadLetterQueue(name));
      return jobs.map((j) => ({ id: j.id, data: j.data }));
    },
    async health() {
      try {
        await started();
        const qs = await boss.getQueues([...defs.keys()]);
        const sum = (k: 'queuedCount' | 'activeCount' | 'failedCount') =>
          qs.reduce((n, q) => n + (q[k] ?? 0), 0);
        return {
          ok: true,
          queued: sum('queuedCount'),
          active: sum('activeCount'),
          failed: sum('failedCount'),
        };
      } catch (err) {
        return { ok: false, queued: 0, active: 0, failed: 0, error: (err as Error).message };
      }
    },
    onSettled(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    async stop(timeoutMs = 20_000) {
      await starting?.catch(() => {});
      if (!boss) return;
      await boss.stop({ graceful: true, timeout: timeoutMs, close: true });
    },
  };
  return queue;
}
