import { hundredLineCart } from './p4-domain.ts';
import { type Figure, round } from '../lib.ts';
import { makeCart, ONE_LINE_OPS, patchAtRate, signUp, withServer } from './p3-patch-load.ts';

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
 * cart, on the real server (PGlite), at a light fixed rate of 50 req/s over 5 carts each, 8 s per size.
 */
export const p4Patch: Figure = {
  id: 'P4',
  title: 'PATCH p50 on a 100-line cart vs a 1-line cart (same small op, 50 req/s, PGlite)',
  async run() {
    return withServer({}, async (s) => {
      const a = await signUp(s.url);
      const small: string[] = [];
      const big: string[] = [];
      for (let i = 0; i < 5; i++) small.push(await makeCart(s.url, a, ONE_LINE_OPS));
      for (let i = 0; i < 5; i++) big.push(await makeCart(s.url, a, hundredLineOps()));
      await patchAtRate(s.url, a, small, 50, 1000);
      await patchAtRate(s.url, a, big, 50, 1000);
      const one = await patchAtRate(s.url, a, small, 50, 8000);
      const hundred = await patchAtRate(s.url, a, big, 50, 8000);
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
