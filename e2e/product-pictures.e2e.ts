import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { watchConsole } from './support/browser.ts';
import { api, signedInSession } from './support/flows.ts';

/** Screenshots for review, outside the repo (1280 and 390 px). */
const SCREENS = process.env.PLATEN_SCREENS_DIR ?? '/work/wt/screens';

const session = signedInSession();

/** A cart with one printable chosen but not designed yet: the cart shows the product's own picture. */
let cartId = '';
beforeAll(async () => {
  const page = await session.context.newPage();
  await page.goto(`${session.server.url}/order/v2`);
  ({ _id: cartId } = await api<{ _id: string }>(page, 'POST', '/api/order2/cart'));
  const url = `/api/order2/cart/${cartId}`;
  const { _v } = await api<{ _v: number }>(page, 'GET', url);
  await api(page, 'PATCH', url, {
    _v,
    _d: [
      {
        op: 'add',
        path: '/printables/0',
        value: { id: 'p-1', productIdentifier: 'gildan-18500', color: 'Navy', complete: false },
      },
    ],
  });
  await page.close();
});

/** Counts layout shifts from the first paint on (buffered), as the browser reports them. */
const watchShifts = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { shifts: number };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!e.hadRecentInput) w.shifts += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
const shiftsOf = (page: Page) => page.evaluate(() => (window as unknown as { shifts: number }).shifts);

/** The product pictures on the screen: each has alt text and a size, and the ones in view have loaded as WebP. */
async function picturesOf(page: Page) {
  return page.locator('img.product-thumb').evaluateAll((imgs) =>
    (imgs as HTMLImageElement[]).map((i) => {
      const r = i.getBoundingClientRect();
      return {
        alt: i.alt,
        width: i.getAttribute('width'),
        height: i.getAttribute('height'),
        loading: i.loading,
        inView: r.top < window.innerHeight && r.bottom > 0,
        loaded: i.complete && i.naturalWidth > 0,
        src: i.currentSrc,
        box: [Math.round(r.width), Math.round(r.height)],
      };
    }),
  );
}

describe('#22 product pictures in the ordering app', () => {
  for (const width of [1280, 390]) {
    it(`#22.2 catalogue cards and cart items show the product's picture: loaded, sized, no layout shift, axe clean (${width} px)`, async () => {
      const page = await session.context.newPage();
      await page.setViewportSize({ width, height: 844 });
      const errors = watchConsole(page);
      await watchShifts(page);

      await page.goto(`${session.server.url}/order/v2/cart/${cartId}/printable/p-1/detail`);
      await page.locator('.product-card').first().waitFor();
      await expect
        .poll(async () => (await picturesOf(page)).filter((p) => p.inView && p.loaded).length, {
          timeout: 60_000,
        })
        .toBeGreaterThan(0);
      await expect
        .poll(async () => (await picturesOf(page)).filter((p) => p.inView && !p.loaded).length, {
          timeout: 60_000,
        })
        .toBe(0);
      const cards = await picturesOf(page);
      expect(cards.length).toBeGreaterThan(10);
      for (const p of cards) {
        expect(p.alt).toMatch(/^.+ in .+$/);
        expect([p.width, p.height]).toEqual(['160', '160']);
        expect(p.loading).toBe('lazy');
        expect(p.box).toEqual([160, 160]);
        if (p.loaded) expect(p.src).toMatch(/\/catalog\/images\/[^/]+\/[^/]+-\d+\.webp$/);
      }
      await expect.poll(() => page.getByText(/^From \$\d+\.\d\d$/).count()).toBeGreaterThan(10);
      expect(await shiftsOf(page), 'layout shift on the catalogue').toBeLessThan(0.01);
      expect(await seriousViolations(page)).toEqual([]);
      mkdirSync(SCREENS, { recursive: true });
      await page.screenshot({ path: path.join(SCREENS, `spa-catalogue-pictures-${width}.png`) });

      await page.goto(`${session.server.url}/order/v2/cart/${cartId}`);
      const picture = page.getByRole('img', { name: 'Heavy Blend Hooded Sweatshirt in Navy' });
      await picture.waitFor();
      await expect
        .poll(() => picture.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth), {
          timeout: 60_000,
        })
        .toBeGreaterThan(0);
      expect(await picture.evaluate((i: HTMLImageElement) => i.currentSrc)).toMatch(
        /\/catalog\/images\/gildan-18500\/Navy-\d+\.webp$/,
      );
      const box = await picture.boundingBox();
      expect([box?.width, box?.height]).toEqual([96, 96]);
      expect(await shiftsOf(page), 'layout shift on the cart').toBeLessThan(0.01);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(SCREENS, `spa-cart-picture-${width}.png`) });
      expect(errors).toEqual([]);
      await page.close();
    }, 180_000);
  }
});
