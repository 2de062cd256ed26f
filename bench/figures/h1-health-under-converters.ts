import { loadavg } from 'node:os';
import { type Figure, round, startRealServer } from '../lib.ts';
import { benchUser, fixedRate, percentile } from './print-bench-support.ts';

/** An EPS that never finishes drawing: each conversion runs until the converter's time limit stops it. */
const LOOPING_EPS =
  '%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 72 36\n%%EndComments\n{ 1 pop } loop\nshowpage\n%%EOF\n';

/**
 * H1 (converters): GET /api/health p99 while 4 users convert looping EPS files back to back, over health p99 idle
 * (target <= 1.5). Rounds of idle / under conversions are interleaved so the machine's own drift spreads over both.
 * Stored with the other H1 figures; run alone with `npm run bench -- H1C`.
 */
export const h1Converters: Figure = {
  id: 'H1C',
  key: 'H1',
  title: 'Health p99 under 4 looping EPS conversions vs idle',
  async run() {
    // A short converter limit so each user's loop starts new conversions during the measurement.
    const server = await startRealServer({ ARTWORK_CONVERT_TIMEOUT_MS: '4000' });
    try {
      const base = server.url;
      const users = await Promise.all([0, 1, 2, 3].map(() => benchUser(base)));
      const artworks = await Promise.all(
        users.map(async (headers) => {
          const form = new FormData();
          form.append('file', new Blob([LOOPING_EPS], { type: 'application/postscript' }), 'loop.eps');
          const res = await fetch(`${base}/api/v3/artwork`, { method: 'POST', headers, body: form });
          if (res.status !== 201) throw new Error(`upload: ${res.status} ${await res.text()}`);
          return ((await res.json()) as { artworkId: string }).artworkId;
        }),
      );
      const health = () => fixedRate(40, 6, () => ({ url: `${base}/api/health` }));
      const statuses: Record<number, number> = {};
      const underConversions = async () => {
        let busy = true;
        const loop = async (headers: Record<string, string>, id: string) => {
          while (busy) {
            const res = await fetch(`${base}/api/v3/artwork/${id}/conversion`, {
              method: 'POST',
              headers: { ...headers, 'content-type': 'application/json' },
              body: JSON.stringify({ dpi: 300 }),
            });
            await res.arrayBuffer();
            statuses[res.status] = (statuses[res.status] ?? 0) + 1;
            if (res.status === 429) await new Promise((r) => setTimeout(r, 250));
          }
        };
        const loops = users.map((h, i) => loop(h, artworks[i]!));
        await new Promise((r) => setTimeout(r, 1000));
        const m = await health();
        busy = false;
        await Promise.all(loops);
        return m;
      };

      await health(); // warm-up
      const idle: number[] = [];
      const loaded: number[] = [];
      const rounds: number[] = [];
      let failures = 0;
      const p99 = (xs: number[]) => percentile(xs, 99);
      for (let i = 0; i < 3; i++) {
        const quiet = await health();
        const busy = await underConversions();
        idle.push(...quiet.latencies);
        loaded.push(...busy.latencies);
        failures += quiet.failures + busy.failures;
        rounds.push(round(p99(busy.latencies) / p99(quiet.latencies), 2));
      }
      return {
        health_p99_ratio_under_converters: round(p99(loaded) / p99(idle), 2),
        health_idle_p99_ms: round(p99(idle)),
        health_converters_p99_ms: round(p99(loaded)),
        health_p99_ratio_per_round: rounds.join(' '),
        converter_statuses: JSON.stringify(statuses),
        health_failures_under_converters: failures,
        converters_load_average_1m: round(loadavg()[0]!, 2),
      };
    } finally {
      await server.stop();
    }
  },
};
