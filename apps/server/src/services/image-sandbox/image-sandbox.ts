import { type ChildProcess, fork, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { AppError } from '../../errors/app-error.ts';
import type { JobInput, JobKind, JobOutput } from '../../sandbox/sandbox-jobs.ts';

/**
 * Limits of the image sandbox (docs/decisions/image-sandbox.md). Every decode or drawing of a user's file runs in
 * a separate process at the lowest CPU priority, one job at a time per process, under a hard time budget.
 */
export interface SandboxOptions {
  /** Sandbox processes (each runs one job at a time). */
  processes: number;
  /** Jobs waiting for a process; past it a new job is refused 429. */
  maxQueued: number;
  /** Jobs one owner (user or address) may have running or waiting; past it 429. */
  maxPerOwner: number;
  /** Wall-clock time one job may take once started; past it the process is killed and the job refused 422. */
  budgetMs: number;
  /** V8 heap of each sandbox process, in MB (pixel memory is bounded by the decoders' pixel caps). */
  memoryMb: number;
  /** Time a new process may take to load, in ms. */
  startMs: number;
  /** Kinds of job held tighter: how many may run at once, and how many one owner may have running or waiting. */
  kindLimits: Partial<Record<JobKind, { running: number; perOwner: number }>>;
  /** Run the bundled process (dist/sandbox-child.mjs) rather than the TypeScript source under tsx. */
  bundled: boolean;
  /**
   * The CPUs the sandbox processes (and the converters they start) may run on, as a CPU list (`1-3`); null: any.
   * Default: every CPU but the first on a machine with more than one, so the server's answers keep a core that no
   * decode or render ever takes (its caches too: a 20 MP print file shares no core with the API; bench F4R).
   */
  cpus: string | null;
}

/** Every CPU of the machine but the first, as a CPU list; null on a one-CPU machine. */
export function cpusButFirst(cpuCount: number): string | null {
  if (cpuCount < 2) return null;
  return cpuCount === 2 ? '1' : `1-${cpuCount - 1}`;
}

/** Set by scripts/build-server.mjs in the server bundle, which carries the sandbox's own bundle beside it. */
declare const PLATEN_BUNDLED: boolean | undefined;

export const SANDBOX_DEFAULTS: SandboxOptions = {
  processes: Math.max(1, Math.min(2, os.availableParallelism())),
  maxQueued: 16,
  maxPerOwner: 4,
  budgetMs: 20_000,
  memoryMb: 512,
  startMs: 60_000,
  kindLimits: {
    // PDF/EPS conversions run a whole external program each: one per owner, one at a time, so uploads keep moving.
    convertWithTool: { running: 1, perOwner: 1 },
    // A print file is seconds of one core at 20 MP: one core stays free for the API (bench F4R).
    drawPrintFile: { running: Math.max(1, os.availableParallelism() - 1), perOwner: 4 },
  },
  bundled: typeof PLATEN_BUNDLED !== 'undefined' && PLATEN_BUNDLED,
  cpus: cpusButFirst(os.cpus().length),
};

/**
 * How the sandbox process starts. From the server bundle: dist/sandbox-child.mjs, plain JavaScript built with it
 * (no devDependency at run time). From source (tests, `npm run dev`): sandbox-child.ts under tsx. The bundle keeps
 * import.meta.url naming this source file, so dist/ is found from it either way.
 */
export function sandboxChildCommand(memoryMb: number, fromBundle: boolean) {
  const heap = `--max-old-space-size=${memoryMb}`;
  if (fromBundle)
    return {
      file: fileURLToPath(new URL('../../../dist/sandbox-child.mjs', import.meta.url)),
      execArgv: [heap],
    };
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return {
    file: fileURLToPath(new URL('../../sandbox/sandbox-child.ts', import.meta.url)),
    execArgv: ['--conditions=@platen/source', '--import', tsx, heap],
  };
}

interface Pending {
  id: number;
  kind: JobKind;
  input: unknown;
  owner: string;
  budgetMs: number;
  resolve: (v: unknown) => void;
  reject: (e: Error) => void;
}

interface Slot {
  /** The slot's process once it has loaded (said it is ready); null before, or after it was stopped. */
  proc: ChildProcess | null;
  job: Pending | null;
  timer: NodeJS.Timeout | null;
}

type Reply = { ready: true } | { id: number; ok: true; value: unknown } | Failure;
type Failure = {
  id: number;
  ok: false;
  appError?: { code: ConstructorParameters<typeof AppError>[0]; message: string };
  error: string;
};

const busy = () =>
  new AppError('rate_limited', 'The image processor is busy. Try again in a few seconds.', {
    headers: { 'retry-after': '5' },
  });
const overBudget = (ms: number) =>
  new AppError(
    'unprocessable',
    `This image took longer than ${Math.round(ms / 1000)} seconds to process and was stopped.`,
  );
/** A sandbox process and everything it started (it leads its own process group). */
const killGroup = (proc: ChildProcess) => {
  try {
    process.kill(-proc.pid!, 'SIGKILL');
  } catch {
    proc.kill('SIGKILL');
  }
};
const crashed = () => new AppError('unprocessable', 'This image could not be processed.');

const release = (tally: Map<string, number>, key: string) => {
  const n = (tally.get(key) ?? 1) - 1;
  if (n > 0) tally.set(key, n);
  else tally.delete(key);
};

const failure = (m: Failure): Error =>
  m.appError ? new AppError(m.appError.code, m.appError.message) : new Error(`image sandbox: ${m.error}`);

/** Forks one sandbox process at the lowest CPU priority, in its own process group; it does not hold the server up. */
function forkSandbox(opts: SandboxOptions): ChildProcess {
  const child = sandboxChildCommand(opts.memoryMb, opts.bundled);
  const proc = fork(child.file, [], {
    execArgv: child.execArgv,
    // Its own process group: stopping it stops the converters it started (killGroup).
    detached: true,
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    os.setPriority(proc.pid!, 19);
  } catch {
    // The child lowers its own priority too.
  }
  proc.unref();
  proc.channel?.unref();
  return proc;
}

/**
 * Moves every thread of a process to `cpus` (taskset; threads and processes it starts later inherit them). Best
 * effort: without taskset, or with a CPU list the machine does not have, the process runs anywhere.
 */
function pinToCpus(pid: number, cpus: string): Promise<void> {
  return new Promise((resolve) => {
    const t = spawn('taskset', ['-a', '-cp', cpus, String(pid)], { stdio: 'ignore' });
    t.once('error', () => resolve());
    t.once('exit', () => resolve());
  });
}

/** Resolves with the process once it says it is ready; rejects when it exits first or takes past `startMs`. */
function whenReady(proc: ChildProcess, startMs: number): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      proc.kill('SIGKILL');
      reject(new Error('the image sandbox did not start'));
    }, startMs);
    const ready = (m: Reply) => {
      if (!('ready' in m)) return;
      clearTimeout(timer);
      proc.off('message', ready);
      resolve(proc);
    };
    proc.on('message', ready);
    proc.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the image sandbox exited while starting (${code})`));
    });
  });
}

/** Stops a slot on shutdown: its job refused, its process group killed and waited for. */
async function closeSlot(slot: Slot) {
  const proc = slot.proc;
  slot.proc = null;
  if (slot.timer) clearTimeout(slot.timer);
  slot.job?.reject(new Error('the image sandbox is closed'));
  slot.job = null;
  if (proc && proc.exitCode === null && proc.signalCode === null) {
    const exited = new Promise((r) => proc.once('exit', r));
    proc.ref();
    killGroup(proc);
    await exited;
  }
}

const ownerKind = (p: { owner: string; kind: JobKind }) => `${p.kind}\u0000${p.owner}`;

/** The sandbox processes, the queue of jobs waiting for one, and each owner's tally. */
class SandboxPool {
  readonly slots: Slot[];
  readonly queue: Pending[] = [];
  readonly perOwner = new Map<string, number>();
  readonly perOwnerKind = new Map<string, number>();
  readonly counts = { started: 0, stopped: 0, crashed: 0 };
  nextId = 0;
  closed = false;

  constructor(readonly opts: SandboxOptions) {
    this.slots = Array.from({ length: opts.processes }, () => ({ proc: null, job: null, timer: null }));
  }

  /** Admits a job (or refuses it 429 past the queue or the owner's limits) and queues it. */
  run(kind: JobKind, input: unknown, at: { owner: string; budgetMs?: number }): Promise<unknown> {
    if (this.closed) return Promise.reject(new Error('the image sandbox is closed'));
    const mine = this.perOwner.get(at.owner) ?? 0;
    const key = ownerKind({ kind, owner: at.owner });
    const mineOfKind = this.perOwnerKind.get(key) ?? 0;
    const kindLimit = this.opts.kindLimits[kind]?.perOwner ?? Number.POSITIVE_INFINITY;
    if (mine >= this.opts.maxPerOwner || mineOfKind >= kindLimit || this.queue.length >= this.opts.maxQueued)
      return Promise.reject(busy());
    this.perOwner.set(at.owner, mine + 1);
    this.perOwnerKind.set(key, mineOfKind + 1);
    return new Promise((resolve, reject) => {
      const budgetMs = at.budgetMs ?? this.opts.budgetMs;
      this.queue.push({ id: this.nextId++, kind, input, owner: at.owner, budgetMs, resolve, reject });
      this.pump();
    });
  }

  private spawn(slot: Slot): Promise<ChildProcess> {
    const proc = forkSandbox(this.opts);
    this.counts.started++;
    proc.on('message', (m: Reply) => {
      if ('ready' in m || slot.proc !== proc || !slot.job || m.id !== slot.job.id) return;
      if (m.ok) this.finish(slot, (p) => p.resolve(m.value));
      else this.finish(slot, (p) => p.reject(failure(m)));
    });
    proc.on('exit', () => {
      if (slot.proc !== proc) return;
      slot.proc = null;
      if (slot.job) {
        this.counts.crashed++;
        this.finish(slot, (p) => p.reject(crashed()));
      }
    });
    const pinned = this.opts.cpus && proc.pid ? pinToCpus(proc.pid, this.opts.cpus) : null;
    return Promise.all([whenReady(proc, this.opts.startMs), pinned]).then(([ready]) => ready);
  }

  private finish(slot: Slot, settle: (p: Pending) => void) {
    const job = slot.job;
    if (!job) return;
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.job = null;
    release(this.perOwner, job.owner);
    release(this.perOwnerKind, ownerKind(job));
    settle(job);
    this.pump();
  }

  /** The first waiting job whose kind is under its running limit, taken off the queue. */
  private nextJob(): Pending | undefined {
    const i = this.queue.findIndex((p) => {
      const limit = this.opts.kindLimits[p.kind]?.running;
      return limit === undefined || this.slots.filter((s) => s.job?.kind === p.kind).length < limit;
    });
    return i < 0 ? undefined : this.queue.splice(i, 1)[0];
  }

  private async dispatch(slot: Slot, job: Pending) {
    slot.job = job;
    let proc: ChildProcess;
    try {
      proc = slot.proc?.connected ? slot.proc : await this.spawn(slot);
    } catch (err) {
      return this.finish(slot, (p) => p.reject(err as Error));
    }
    // Closed while the process was loading.
    if (slot.job !== job) {
      killGroup(proc);
      return;
    }
    slot.proc = proc;
    // The budget counts from the moment the job reaches a loaded process.
    slot.timer = setTimeout(() => {
      this.counts.stopped++;
      slot.proc = null;
      killGroup(proc);
      this.finish(slot, (p) => p.reject(overBudget(p.budgetMs)));
    }, job.budgetMs);
    proc.send({ id: job.id, kind: job.kind, input: job.input });
  }

  private pump() {
    if (this.closed) return;
    for (const slot of this.slots) {
      if (this.queue.length === 0) return;
      if (slot.job) continue;
      const job = this.nextJob();
      if (!job) return;
      void this.dispatch(slot, job);
    }
  }

  stats() {
    return {
      processes: this.slots.filter((s) => s.proc).length,
      pids: this.slots.flatMap((s) => (s.proc?.pid ? [s.proc.pid] : [])),
      running: this.slots.filter((s) => s.job).length,
      queued: this.queue.length,
      ...this.counts,
    };
  }

  async close() {
    this.closed = true;
    for (const p of this.queue.splice(0)) p.reject(new Error('the image sandbox is closed'));
    await Promise.all(this.slots.map(closeSlot));
  }
}

/** The server's handle on the sandbox processes: `run` a job by name, `close` on shutdown. */
export function createImageSandbox(options: Partial<SandboxOptions> = {}) {
  const pool = new SandboxPool({ ...SANDBOX_DEFAULTS, ...options });
  return {
    /**
     * Runs a job in the sandbox. `owner` (user id or client address) bounds what one caller can queue; a job past
     * the queue or owner limits is refused 429 at once, one past its budget is stopped and refused 422.
     */
    run<K extends JobKind>(
      kind: K,
      input: JobInput<K>,
      at: { owner: string; budgetMs?: number },
    ): Promise<JobOutput<K>> {
      return pool.run(kind, input, at) as Promise<JobOutput<K>>;
    },
    /** What the sandbox is doing: for tests and the health of the process. */
    stats: () => pool.stats(),
    close: () => pool.close(),
  };
}

export type ImageSandbox = ReturnType<typeof createImageSandbox>;
