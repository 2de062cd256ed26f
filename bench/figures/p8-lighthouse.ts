import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureWebBuild } from '../../scripts/lib.mjs';
import { type Figure, request, startRealServer } from '../lib.ts';

const FLAGS = [
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
    const server = await startRealServer();
    const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: FLAGS });
    try {
      const email = `bench${Date.now()}@example.com`;
      const reg = await request(server.url, 'POST', '/auth/register', {
        email,
        password: 'correct horse battery',
        name: 'Bench Buyer',
      });
      const setCookie = ([] as string[]).concat(reg.headers['set-cookie'] ?? []);
      const cookie = setCookie.map((c) => c.split(';')[0]).join('; ');
      const xsrf = /XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? '';
      const cart = await request(server.url, 'POST', '/api/order2/cart', undefined, {
        cookie,
        'x-xsrf-token': xsrf,
      });
      const cartId = cart.status === 201 ? (cart.json as { _id: string })._id : 'none';
      const pages: Record<string, string> = {
        catalogue: `/order/v2/cart/${cartId}/printable/new/detail`,
        cart: `/order/v2/cart/${cartId}`,
        checkout: `/order/v2/cart/${cartId}/checkout`,
      };
      const out: Record<string, number> = {};
      for (const [name, path] of Object.entries(pages)) {
        const r = await lighthouse(server.url + path, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          extraHeaders: { Cookie: cookie },
        });
        const score = r?.lhr.categories.performance?.score;
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
