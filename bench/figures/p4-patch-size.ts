import { hundredLineCart } from './p4-domain.ts';
import { type Figure, request, round } from '../lib.ts';
import { type Account, makeCart, ONE_LINE_OPS, signUp, withServer } from './p3-patch-load.ts';

/** `n` PATCHes one after the other (no queueing: the latency of one request); p50/p99 in ms. */
async function sequential(base: string, a: Account, id: string, n: number) {
  const ms: number[] = [];
  let v = (await request(base, 'GET', `/api/order2/cart/${id}`, undefined, a.auth)).json._v as number;
  let non200 = 0;
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    const r = await request(
      base,
      'PATCH',
      `/api/order2/cart/${id}`,
      { _v: v, _d: [{ op: 'replace', path: '/po', value: `s${i}` }] },
      a.auth,
    );
    ms.push(performance.now() - t);
    if (r.status === 200) v = r.json._v as number;
    else non200++;
  }
  ms.sort((x, y) => x - y);
  return { p50: round(ms[Math.floor(n / 2)] ?? 0, 2), p99: round(ms[Math.floor(n * 0.99)] ?? 0, 2), non200 };
}

/** The ops that turn an empty cart into the 100-line cart of the P4 domain figure (20 printables x 5 shipments). */
function hundredLineOps() {
  const c = hundredLineCart();
  return [
    { op: 'replace', path: '/designDrafts', value: c.designDrafts },
    { op: 'replace', path: '/printables', value: c.printables },
    { op: 'replace', path: '/shipments', value: c.shipments },
    { op: 'replace', path: '/shippingMode', value: c.shippingMode },
  ];
}

/**
 * P4 (merged with the domain keys of P4): p50 of the same small PATCH (replace /po) on a 100-line cart vs a 1-line
 * cart, on the real server (PGlite), 200 requests one after the other per size (latency, not queueing).
 */
export const p4Patch: Figure = {
  id: 'P4',
  title: 'PATCH p50 on a 100-line cart vs a 1-line cart (same small op, sequential, PGlite)',
  async run() {
    return withServer({}, async (s) => {
      const a = await signUp(s.url);
      const small = await makeCart(s.url, a, ONE_LINE_OPS);
      const big = await makeCart(s.url, a, hundredLineOps());
      await sequential(s.url, a, small, 20);
      await sequential(s.url, a, big, 20);
      const one = await sequential(s.url, a, small, 200);
      const hundred = await sequential(s.url, a, big, 200);
      return {
        ratio: round(hundred.p50 / one.p50, 2),
        patch_1_line_p50_ms: one.p50,
        patch_100_lines_p50_ms: hundred.p50,
        patch_100_lines_p99_ms: hundred.p99,
        patch_non_200: one.non200 + hundred.non200,
      };
    });
  },
};
