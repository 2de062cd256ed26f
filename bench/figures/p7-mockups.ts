import sharp from 'sharp';
import { type Figure, round, startRealServer } from '../lib.ts';
import { benchUser, fixedRate, percentile } from './print-bench-support.ts';

const GARMENTS = [
  'gildan-5000',
  'bella-canvas-3001',
  'next-level-3600',
  'gildan-64000',
  'comfort-colors-1717',
];

/** P7: mockup render p95 (uncached), and API p99 while mockups render vs idle (ratio). */
export const p7: Figure = {
  id: 'P7',
  title: 'Mockup render p95 and API p99 while rendering vs idle',
  async run() {
    const server = await startRealServer();
    try {
      const auth = await benchUser(server.url);
      const png = await sharp({
        create: { width: 1800, height: 1800, channels: 3, background: { r: 220, g: 30, b: 60 } },
      })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
      form.append('name', 'Bench logo');
      const art = (await (
        await fetch(`${server.url}/api/print/v3/artwork`, { method: 'POST', headers: auth, body: form })
      ).json()) as { artworkId: string };
      const designs: string[] = [];
      for (let i = 0; i < 30; i++) {
        const res = await fetch(`${server.url}/api/print/v3/design/dtg`, {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({
            type: 'Garment',
            sides: {
              front: {
                name: 'Front',
                elements: [{ artworkId: art.artworkId, width: 0.3 + i / 60, position: { horizontal: 'C' } }],
                platen: { offset: { top: 1 + (i % 5) }, width: 14 },
              },
            },
          }),
        });
        designs.push(((await res.json()) as { designId: string }).designId);
      }
      const products: Record<string, string[]> = {};
      for (const id of GARMENTS) {
        const p = (await (await fetch(`${server.url}/api/print/products/${id}`)).json()) as {
          colors: { name: string }[];
        };
        products[id] = p.colors.map((c) => c.name);
      }
      // Every (design, product, colour) is a cache miss the first time.
      const combos: string[] = [];
      for (const d of designs)
        for (const id of GARMENTS)
          for (const color of products[id]!)
            combos.push(`/api/print/mockup/${d}/${id}/${encodeURIComponent(color)}/front`);
      let next = 0;
      const render = async () => {
        const t0 = performance.now();
        const res = await fetch(server.url + combos[next++ % combos.length], { headers: auth });
        await res.arrayBuffer();
        return { ms: performance.now() - t0, ok: res.status === 200 };
      };
      await render(); // worker start-up
      const renders: number[] = [];
      let renderFailures = 0;
      for (let i = 0; i < 40; i++) {
        const r = await render();
        renders.push(r.ms);
        if (!r.ok) renderFailures++;
      }
      const api = (i: number) => ({
        url: `${server.url}/api/print/products/${GARMENTS[i % GARMENTS.length]}`,
      });
      await fixedRate(50, 4, api); // warm-up
      const idle = await fixedRate(50, 8, api);
      let busy = true;
      let background = 0;
      const loop = async () => {
        while (busy) {
          await render();
          background++;
        }
      };
      const loops = [loop(), loop()];
      const loaded = await fixedRate(50, 8, api);
      busy = false;
      await Promise.all(loops);
      const idleP99 = percentile(idle.latencies, 99);
      const loadedP99 = percentile(loaded.latencies, 99);
      return {
        p95_ms: round(percentile(renders, 95)),
        p50_ms: round(percentile(renders, 50)),
        render_failures: renderFailures,
        api_idle_p99_ms: round(idleP99),
        api_rendering_p99_ms: round(loadedP99),
        api_p99_ratio: round(loadedP99 / idleP99, 2),
        renders_during_load: background,
      };
    } finally {
      await server.stop();
    }
  },
};
