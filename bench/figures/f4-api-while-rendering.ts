import { loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import { createImageSandbox } from '../../apps/server/src/services/image-sandbox/image-sandbox.ts';
import { type Figure, pinSelf, round, startRealServer } from '../lib.ts';
import { dtgPrintFileJob } from './f4-print-files.ts';
import { percentile } from './print-bench-support.ts';

/** How many print files render at once (one per core of the test machine). */
const RENDERS = 2;
const ROUNDS = 3;

/**
 * F4 (P7 of the issue): the API's p99 while print files render, over its p99 idle (target <= 1.5). The API call is
 * a catalogue read that goes to the database (GET /api/print/categories) at 40 requests/s for 6 s. The renders are
 * the print-file job (a 14 x 16 in DTG side at 300 DPI, PNG + underbase + PDF) run back to back by RENDERS image
 * sandbox processes, as the web process's job worker runs them: at the lowest CPU priority, off the first CPU (the
 * server's, core 0; the request client shares core 1 with the renders, at normal priority).
 * Rounds of idle and rendering alternate so the shared machine's own drift spreads over both.
 */
export const f4Rendering: Figure = {
  id: 'F4R',
  key: 'F4',
  title: "API p99 while print files render vs idle (the issue's P7)",
  async run() {
    const server = await startRealServer();
    const startedAt = performance.now();
    // The sandbox processes are forked while this process sits on core 0 (the server's); the sandbox then moves
    // them where it runs renders in production: every CPU but the first (SANDBOX_DEFAULTS.cpus), here core 1.
    await pinSelf(0);
    const images = createImageSandbox({ processes: RENDERS, maxPerOwner: RENDERS + 1 });
    try {
      const job = await dtgPrintFileJob();
      await Promise.all(
        Array.from({ length: RENDERS }, () =>
          images.run('drawPrintFile', job, { owner: 'bench', budgetMs: 120_000 }),
        ),
      );
      await pinSelf(1);
      const api = () => fixedRateInWorker(40, 6, `${server.url}/api/print/categories`);
      let rendered = 0;
      const whileRendering = async () => {
        let busy = true;
        const loop = async () => {
          while (busy) {
            await images.run('drawPrintFile', job, { owner: 'bench', budgetMs: 120_000 });
            rendered++;
          }
        };
        const loops = Array.from({ length: RENDERS }, loop);
        await new Promise((r) => setTimeout(r, 500));
        const m = await api();
        busy = false;
        await Promise.all(loops);
        return m;
      };
      await api(); // warm-up
      // Past the job queue's first maintenance pass (30 s after start, ~300 ms on PGlite's thread): a start-up
      // stall, not the steady state either kind of round measures (docs/decisions/print-files.md).
      await new Promise((r) => setTimeout(r, Math.max(0, 35_000 - (performance.now() - startedAt))));
      const idle: number[] = [];
      const loaded: number[] = [];
      const perRound: number[] = [];
      let failures = 0;
      const p99 = (xs: number[]) => percentile(xs, 99);
      const load_1m_before = round(loadavg()[0] ?? -1, 2);
      for (let i = 0; i < ROUNDS; i++) {
        const quiet = await api();
        const busy = await whileRendering();
        idle.push(...quiet.latencies);
        loaded.push(...busy.latencies);
        failures += quiet.failures + busy.failures;
        perRound.push(round(p99(busy.latencies) / p99(quiet.latencies), 2));
      }
      return {
        api_p99_ratio_while_rendering: round(p99(loaded) / p99(idle), 2),
        api_idle_p99_ms: round(p99(idle)),
        api_rendering_p99_ms: round(p99(loaded)),
        api_p99_ratio_per_round: perRound.join(' '),
        print_files_rendered: rendered,
        api_failures_while_rendering: failures,
        rendering_load_1m_before: load_1m_before,
        rendering_load_1m_after: round(loadavg()[0] ?? -1, 2),
      };
    } finally {
      await images.close();
      await server.stop();
    }
  },
};

/**
 * fixedRate from a worker thread: this process's main thread sends every render's input to the sandboxes and
 * takes their answers (a few MB each), and a request timed on that thread also timed those stalls.
 */
function fixedRateInWorker(
  rate: number,
  seconds: number,
  url: string,
): Promise<{ latencies: number[]; failures: number }> {
  const worker = new Worker(new URL('./fixed-rate-worker.ts', import.meta.url), {
    workerData: { rate, seconds, url },
  });
  return new Promise((resolve, reject) => {
    worker.once('message', (m) => {
      resolve(m);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}
