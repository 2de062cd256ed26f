// The image sandbox process (forked by services/image-sandbox): runs one job at a time, answers over IPC.
import { readdirSync } from 'node:fs';
import os from 'node:os';
import { AppError } from '../errors/app-error.ts';

/**
 * Every thread of this process at the lowest CPU priority (Linux nice is per thread): the server process wins
 * whenever both want a core. Threads started later (libuv's pool, libvips) inherit it from the main thread.
 */
function lowerPriority() {
  try {
    os.setPriority(19);
    for (const tid of readdirSync('/proc/self/task')) os.setPriority(Number(tid), 19);
  } catch {
    // Best effort where /proc or setpriority is missing.
  }
}

lowerPriority();
// sharp and its threads load after the priority is lowered.
const { SANDBOX_JOBS } = await import('./sandbox-jobs.ts');
const { killRunningConverters } = await import('../services/artwork/convert-artwork.ts');
const sharp = (await import('sharp')).default;
sharp.concurrency(1);
sharp.cache(false);

type Job = { id: number; kind: keyof typeof SANDBOX_JOBS; input: never };

process.on('message', async (msg: Job) => {
  lowerPriority();
  try {
    const run = SANDBOX_JOBS[msg.kind] as (input: unknown) => Promise<unknown>;
    process.send!({ id: msg.id, ok: true, value: await run(msg.input) });
  } catch (err) {
    const appError = err instanceof AppError ? { code: err.code, message: err.message } : undefined;
    process.send!({ id: msg.id, ok: false, appError, error: String((err as Error)?.message ?? err) });
  }
});
// The server went away (exit, crash or kill -9): so does the sandbox, and any converter it started.
process.on('disconnect', () => {
  killRunningConverters();
  process.exit(0);
});
process.send!({ ready: true });
