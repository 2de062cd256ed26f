import { type Figure, load, round, startHelloWorld } from '../lib.ts';
import { makeCart, ONE_LINE_OPS, signUp, withServer } from './p3-patch-load.ts';

/**
 * P2: GET /api/order2/cart/:id (API-key auth, a 1-line cart) on the real server (PGlite, as npm start): req/s as a
 * ratio to a bare node:http hello-world measured in the same run, and p99 at a fixed 300 req/s.
 */
export const p2: Figure = {
  id: 'P2',
  title: 'cart GET req/s vs bare node:http hello-world (same run), and p99 at a fixed 300 req/s (PGlite)',
  async run() {
    const hello = await startHelloWorld();
    await load({ url: `${hello.url}/`, duration: 1 });
    const base = await load({ url: `${hello.url}/`, duration: 5 });
    await hello.stop();
    return withServer({}, async (s) => {
      const a = await signUp(s.url);
      const id = await makeCart(s.url, a, ONE_LINE_OPS);
      const url = `${s.url}/api/order2/cart/${id}`;
      await load({ url, headers: a.auth, duration: 2 }); // warm-up
      const max = await load({ url, headers: a.auth, duration: 5 });
      const fixed = await load({ url, headers: a.auth, duration: 5, overallRate: 300 });
      return {
        ratio: round(max.rps / base.rps, 3),
        p99_ms: fixed.p99,
        p50_ms_at_300: fixed.p50,
        cart_get_rps: Math.round(max.rps),
        baseline_rps: Math.round(base.rps),
        non_2xx: max.non2xx + fixed.non2xx,
      };
    });
  },
};
