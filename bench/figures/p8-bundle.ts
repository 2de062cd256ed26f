import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureWebBuild } from '../../scripts/lib.mjs';
import { type Figure, root, round } from '../lib.ts';

/** P8 (bundle): gzip KB of the entry chunk and of each lazy chunk of the built SPA. */
export const p8: Figure = {
  id: 'P8',
  title: 'web bundle gzip KB (entry and lazy chunks)',
  async run() {
    ensureWebBuild();
    const dist = path.join(root, 'apps/web/dist');
    const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
    const entry = /src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
    const out: Record<string, number> = {};
    for (const f of readdirSync(path.join(dist, 'assets'))) {
      if (!f.endsWith('.js')) continue; // .js.gz / .js.br are the precompressed copies
      const kb = round(gzipSync(readFileSync(path.join(dist, 'assets', f))).length / 1024, 1);
      if (f === entry) out.entry_gzip_kb = kb;
      else out[`chunk_${f.replace(/-[\w-]{8}\.js$/, '')}_gzip_kb`] = kb;
    }
    return out;
  },
};
