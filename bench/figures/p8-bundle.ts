import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chunkFiles, type Manifest } from '../../apps/server/src/spa-manifest.ts';
import { ensureWebBuild } from '../../scripts/lib.mjs';
import { type Figure, root, round } from '../lib.ts';

/**
 * P8 (bundle): gzip KB of what every page loads before its screen, and of each lazy chunk of the built SPA.
 * `entry_gzip_kb` is the entry chunk with every chunk it imports statically but React's (React, react-dom and
 * the router: `react_gzip_kb`), so moving the app's code into a chunk the entry imports cannot shrink it;
 * `initial_gzip_kb` is all of it.
 */
export const p8: Figure = {
  id: 'P8',
  title: 'web bundle gzip KB (entry and lazy chunks)',
  async run() {
    ensureWebBuild();
    const dist = path.join(root, 'apps/web/dist');
    const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
    const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry) ?? '';
    const initial = new Set(chunkFiles(manifest, entryKey).map((f) => path.basename(f)));
    const gz = (f: string) => gzipSync(readFileSync(path.join(dist, 'assets', f))).length / 1024;
    const out: Record<string, number> = {};
    let entry = 0;
    let react = 0;
    for (const f of readdirSync(path.join(dist, 'assets'))) {
      if (!f.endsWith('.js')) continue; // .js.gz / .js.br are the precompressed copies
      const kb = gz(f);
      const name = f.replace(/-[\w-]{8}\.js$/, '');
      if (initial.has(f)) {
        if (name === 'react') react += kb;
        else entry += kb;
      } else out[`chunk_${name}_gzip_kb`] = round(kb, 1);
    }
    return {
      entry_gzip_kb: round(entry, 1),
      react_gzip_kb: round(react, 1),
      initial_gzip_kb: round(entry + react, 1),
      initial_files: initial.size,
      ...out,
    };
  },
};
