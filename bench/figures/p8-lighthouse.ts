import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureWebBuild } from '../../scripts/lib.mjs';
import { type Figure, request, root, startRealServer } from '../lib.ts';

// Lighthouse is a bench-only tool with a dependency pinned to the registry's "latest" tag, which would make the
// project's lockfile drift; it is installed on first use into bench/.tools instead of the workspace.
const LIGHTHOUSE = 'lighthouse@12.8.2';
const toolsDir = path.join(root, 'bench/.tools');
/** The last run's full Lighthouse reports (metrics, critical request chain), one JSON file per screen. */
const reportsDir = path.join(toolsDir, 'lighthouse-reports');

export async function loadLighthouse() {
  if (!existsSync(path.join(toolsDir, 'node_modules/lighthouse'))) {
    console.log(`  installing ${LIGHTHOUSE} into bench/.tools (first run only)…`);
    const r = spawnSync(
      'npm',
      [
        'install',
        '--prefix',
        toolsDir,
        '--no-save',
        '--no-package-lock',
        '--no-audit',
        '--no-fund',
        LIGHTHOUSE,
      ],
      {
        stdio: 'inherit',
      },
    );
    if (r.status !== 0) throw new Error(`could not install ${LIGHTHOUSE}`);
  }
  const req = createRequire(path.join(toolsDir, 'package.json'));
  const lh = await import(pathToFileURL(req.resolve('lighthouse')).href);
  const cl = await import(pathToFileURL(req.resolve('chrome-launcher')).href);
  // puppeteer-core comes with lighthouse: it puts the session cookies into the browser's cookie jar.
  const pptr = await import(pathToFileURL(req.resolve('puppeteer-core')).href);
  return {
    lighthouse: lh.default as (url: string, flags: object) => Promise<LighthouseResult>,
    chromeLauncher: cl,
    puppeteer: pptr.default as Puppeteer,
  };
}

interface Puppeteer {
  connect(opts: { browserURL: string }): Promise<{
    setCookie(...cookies: { name: string; value: string; url: string; httpOnly?: boolean }[]): Promise<void>;
    newPage(): Promise<{
      goto(url: string, opts: { waitUntil: 'networkidle0' }): Promise<unknown>;
      close(): Promise<void>;
    }>;
    disconnect(): Promise<void>;
  }>;
}

interface LighthouseResult {
  lhr: { categories: Record<string, { score: number | null } | undefined> };
  report: string | string[];
}

export const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/**
 * P8 (Lighthouse): mobile performance score (0-100) of the catalogue, cart and checkout screens, signed in as a
 * fresh user with a fresh cart, Lighthouse's default mobile emulation and throttling, Debian chromium.
 */
export const p8Lighthouse: Figure = {
  id: 'P8',
  title: 'Lighthouse mobile performance on catalogue, cart and checkout',
  async run() {
    ensureWebBuild();
    const { lighthouse, chromeLauncher, puppeteer } = await loadLighthouse();
    const server = await startRealServer();
    const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: FLAGS });
    try {
      const email = `bench${Date.now()}@example.com`;
      const reg = await fetch(`${server.url}/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'correct horse battery', name: 'Bench Buyer' }),
      });
      // getSetCookie keeps the cookies apart (a merged set-cookie header loses all but the first).
      const setCookies = reg.headers.getSetCookie();
      const cookie = setCookies.map((c) => c.split(';')[0]).join('; ');
      const xsrf = /XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? '';
      const cart = await request(server.url, 'POST', '/api/order2/cart', undefined, {
        cookie,
        'x-xsrf-token': xsrf,
      });
      const cartId = cart.status === 201 ? (cart.json as { _id: string })._id : 'none';
      // A design-ready printable and a shipment, so cart detail has content and checkout opens (its guard).
      const auth = { cookie, 'x-xsrf-token': xsrf };
      const detail = await request(server.url, 'GET', `/api/order2/cart/${cartId}`, undefined, auth);
      await request(
        server.url,
        'PATCH',
        `/api/order2/cart/${cartId}`,
        {
          _v: (detail.json as { _v: number })._v,
          _d: [
            {
              op: 'add',
              path: '/designDrafts/0',
              value: {
                id: 'd1',
                name: 'Bench logo',
                type: 'Garment',
                printType: 'dtg',
                sides: {
                  front: {
                    name: 'front',
                    elements: [{ artworkId: 'bench-art', width: 0.5, position: { horizontal: 'C' } }],
                    platen: { offset: { top: 3 }, width: 12 },
                  },
                },
              },
            },
            {
              op: 'add',
              path: '/printables/0',
              value: {
                id: 'p1',
                designDraftId: 'd1',
                productIdentifier: 'gildan-5000',
                color: 'Black',
                complete: true,
              },
            },
          ],
        },
        auth,
      );
      // The session goes into the browser's cookie jar, as signing in puts it there: the page then reads the
      // XSRF cookie for its cart patches (request headers alone would leave every patch a 403).
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      await browser.setCookie(
        ...setCookies.map((c) => {
          const [pair = '', ...attrs] = c.split(';');
          const eq = pair.indexOf('=');
          return {
            name: pair.slice(0, eq).trim(),
            value: pair.slice(eq + 1).trim(),
            url: server.url,
            httpOnly: attrs.some((a) => a.trim().toLowerCase() === 'httponly'),
          };
        }),
      );
      const pages: Record<string, string> = {
        catalogue: `/order/v2/cart/${cartId}/printable/new/detail`,
        cart: `/order/v2/cart/${cartId}`,
        checkout: `/order/v2/cart/${cartId}/checkout`,
      };
      // A first visit to each screen draws the product pictures it shows into the server's picture store, as
      // visitors before would have (S1 warms the public pages the same way): a cold store drew the catalogue's
      // first picture, its largest paint, while Lighthouse measured (2 s of LCP "load time").
      const tab = await browser.newPage();
      for (const page of Object.values(pages))
        await tab.goto(server.url + page, { waitUntil: 'networkidle0' });
      await tab.close();
      await browser.disconnect();
      const out: Record<string, number> = {};
      mkdirSync(reportsDir, { recursive: true });
      for (const [name, page] of Object.entries(pages)) {
        const r = await lighthouse(server.url + page, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        const score = r?.lhr.categories.performance?.score;
        if (r) writeFileSync(path.join(reportsDir, `${name}.json`), [r.report].flat().join(''));
        out[`lighthouse_${name}`] = score == null ? -1 : Math.round(score * 100);
      }
      out.lighthouse_min = Math.min(...Object.values(out));
      return out;
    } finally {
      await chrome.kill();
      await server.stop();
    }
  },
};
