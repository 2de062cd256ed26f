import { testTargets } from '@platen/db/testing';
import { type Figure, round } from '../lib.ts';
import { p3Workload, withServer } from './p3-patch-load.ts';

/** P6: the P3 workload (PATCH at 200 req/s) on PGlite and on PostgreSQL (a throwaway database), same run. */
export const p6: Figure = {
  id: 'P6',
  title: 'P3 workload (cart PATCH at 200 req/s) on PGlite vs PostgreSQL: ratio = PGlite p50 / PostgreSQL p50',
  async run() {
    const pg = (await testTargets()).find((t) => t.kind === 'postgres');
    if (!pg) throw new Error('no PostgreSQL reachable (DATABASE_URL or 127.0.0.1:5432)');
    const lite = await withServer({}, (s) => p3Workload(s.url));
    const { url, drop } = await pg.open();
    try {
      const post = await withServer({ DATABASE_URL: url as string }, (s) => p3Workload(s.url));
      return {
        ratio: round(lite.p50 / post.p50, 2),
        pglite_p50_ms: lite.p50,
        pglite_p99_ms: lite.p99,
        postgres_p50_ms: post.p50,
        postgres_p99_ms: post.p99,
        non_200: lite.non200 + post.non200,
      };
    } finally {
      await drop();
    }
  },
};
