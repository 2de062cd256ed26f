import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { SITE_PATHS } from '@platen/domain/site/site-pages';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { launchBrowser, saveShot, watchConsole } from './support/browser.ts';
import { signedInContext } from './support/flows.ts';
import { type RunningServer, startServer } from './support/server.ts';

/** Screenshots for review, outside the repo (issue 22 asks for 1280 and 390 px of every public page). */
const SCREENS = process.env.PLATEN_SCREENS_DIR ?? '/work/wt/screens';

/** Every public page (the site's one list) and a product page. */
const ROUTES = [...SITE_PATHS, '/catalog/gildan-18500'];

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const shot = async (page: Page, name: string) => {
  mkdirSync(SCREENS, { recursive: true });
  await saveShot(page, path.join(SCREENS, `site-${name}.png`));
};
const slug = (route: string) => route.replace(/^\/|\/$/g, '').replace(/\//g, '-') || 'home';
/** Waits until every image on the page has loaded (lazy ones are scrolled into view first). */
const imagesLoaded = async (page: Page) => {
  await page.evaluate(async () => {
    for (const img of Array.from(document.images)) img.loading = 'eager';
  });
  await page.waitForFunction(
    () => Array.from(document.images).every((i) => i.complete && i.naturalWidth > 0),
    null,
    {
      timeout: 90_000,
    },
  );
};

describe('#22 public site in Chromium', () => {
  it('#22.4 every public page passes axe and has no horizontal scroll at 390 px; screenshots at 1280 and 390 px', async () => {
    const failures: string[] = [];
    for (const width of [390, 1280]) {
      // axe-core is injected as an inline script, which the pages' CSP refuses: the audit context bypasses it.
      const context = await browser.newContext({ viewport: { width, height: 844 }, bypassCSP: true });
      const page = await context.newPage();
      const errors = watchConsole(page);
      for (const route of ROUTES) {
        // The first visit draws the catalogue's product pictures: on a loaded machine the page's load event can
        // take longer than goto's 30 s, so the document is awaited and then the load with a longer patience.
        const res = await page.goto(`${server.url}${route}`, { waitUntil: 'domcontentloaded' });
        expect(res?.status(), route).toBe(200);
        await page.waitForLoadState('load', { timeout: 90_000 });
        if (route.startsWith('/catalog')) await imagesLoaded(page);
        if (width === 390) {
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          if (overflow > 0) failures.push(`${route}: ${overflow}px horizontal scroll at 390`);
          for (const v of await seriousViolations(page)) failures.push(`${route}: ${v}`);
        }
        await shot(page, `${slug(route)}-${width}`);
      }
      expect(errors, `console errors at ${width}`).toEqual([]);
      await context.close();
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it('#22.4 a visitor finds a hoodie in /catalog, sees it in another colour, prices 50 on /pricing and starts designing it', async () => {
    const context = await signedInContext(browser, server);
    const page = await context.newPage();
    const errors = watchConsole(page);
    await page.goto(`${server.url}/catalog`);
    await page.getByRole('link', { name: 'Heavy Blend Hooded Sweatshirt' }).click();
    await page.waitForURL(/\/catalog\/gildan-18500$/);
    const photo = page.getByRole('img', { name: /^Heavy Blend Hooded Sweatshirt in / });
    const firstAlt = await photo.getAttribute('alt');
    await page.getByRole('link', { name: 'Navy', exact: true }).click();
    await page.waitForURL(/color=Navy/);
    await expect.poll(() => photo.getAttribute('alt')).toBe('Heavy Blend Hooded Sweatshirt in Navy');
    expect(firstAlt).not.toBe('Heavy Blend Hooded Sweatshirt in Navy');
    await expect
      .poll(() => photo.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth), { timeout: 60_000 })
      .toBeGreaterThan(0);
    await shot(page, 'flow-hoodie-navy');

    await page.getByRole('link', { name: 'Price this' }).click();
    await page.waitForURL(/\/pricing\?/);
    expect(await page.getByLabel('Colour', { exact: true }).inputValue()).toBe('Navy');
    await page.getByLabel('M', { exact: true }).fill('50');
    await page.getByRole('button', { name: 'Get price' }).click();
    await expect.poll(() => page.locator('#unit-price').count(), { timeout: 30_000 }).toBe(1);
    expect(await page.locator('#result').textContent()).toMatch(/for 50 pieces/);
    // The enhanced calculator answers exactly what the server-rendered form answers for the same query.
    const shown = await page.locator('#total-price').textContent();
    const q = new URL(page.url()).searchParams;
    const api = await (await fetch(`${server.url}/pricing/price.json?${q}`)).json();
    expect(shown).toBe(`$${(api.totalCents / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`);
    await shot(page, 'flow-pricing-50');

    await page.locator('#result').getByRole('link', { name: 'Design this' }).click();
    await page.waitForURL(/\/order\/v2\/cart\/[^/]+\/printable\?.*productIdentifier=gildan-18500/, {
      timeout: 60_000,
    });
    expect(new URL(page.url()).searchParams.get('printableColor')).toBe('Navy');
    await expect
      .poll(() => page.getByRole('heading', { name: /Heavy Blend Hooded Sweatshirt/ }).count(), {
        timeout: 30_000,
      })
      .toBeGreaterThan(0);
    await shot(page, 'flow-design-this');
    expect(errors).toEqual([]);
    await context.close();
  }, 300_000);
});
