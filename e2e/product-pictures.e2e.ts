import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { saveShot, watchConsole } from './support/browser.ts';
import { api, readyDraft, signedInSession, uploadArtwork } from './support/flows.ts';

/** Screenshots for review, outside the repo (1280 and 390 px). */
const SCREENS = process.env.PLATEN_SCREENS_DIR ?? '/work/wt/screens';

const session = signedInSession();

/** A cart with one printable whose design is not saved yet: the cart shows the product's own picture. */
let cartId = '';
beforeAll(async () => {
  const page = await session.context.newPage();
  await page.goto(`${session.server.url}/order/v2`);
  ({ _id: cartId } = await api<{ _id: string }>(page, 'POST', '/api/order2/cart'));
  const url = `/api/order2/cart/${cartId}`;
  const art = await uploadArtwork(page);
  const { _v } = await api<{ _v: number }>(page, 'GET', url);
  await api(page, 'PATCH', url, {
    _v,
    _d: [
      {
        op: 'add',
        path: '/designDrafts/0',
        value: readyDraft('draft-1', art.artworkId, null, art.thumbnailUrl),
      },
      {
        op: 'add',
        path: '/printables/0',
        value: {
          id: 'p-1',
          designDraftId: 'draft-1',
          productIdentifier: 'gildan-18500',
          color: 'Navy',
          complete: false,
        },
      },
    ],
  });
  await page.close();
});

/**
 * Holds every product picture's answer until `release()`: the screen is laid out without them first, so a test
 * can compare the layout before and after they arrive.
 */
async function holdPictures(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/catalog/images/**', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Where every element of the product cards and cart items is (the pictures' neighbours move if they do). */
const layoutOf = (page: Page) =>
  page.evaluate(() =>
    Array.from(
      document.querySelectorAll('.product-card, .product-card *, .printable-card, .printable-card *'),
    ).map((el) => {
      const r = el.getBoundingClientRect();
      return `${el.nodeName} ${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
    }),
  );

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
      let release = await holdPictures(page);

      await page.goto(`${session.server.url}/order/v2/cart/${cartId}/printable/p-1/detail`);
      await page.locator('.product-card').first().waitFor();
      await expect.poll(() => page.getByText(/^From \$\d+\.\d\d$/).count()).toBeGreaterThan(10);
      const before = await layoutOf(page);
      release();
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
      // The first row loads at once (it holds the largest paint); every card after it loads lazily.
      const firstLazy = cards.findIndex((p) => p.loading === 'lazy');
      expect(firstLazy).toBeGreaterThan(0);
      expect(cards.slice(firstLazy).every((p) => p.loading === 'lazy')).toBe(true);
      for (const p of cards) {
        expect(p.alt).toMatch(/^.+ in .+$/);
        expect([p.width, p.height]).toEqual(['160', '160']);
        expect(p.box).toEqual([160, 160]);
        if (p.loaded) expect(p.src).toMatch(/\/catalog\/images\/[^/]+\/[^/]+-\d+\.webp$/);
      }
      expect(await layoutOf(page), 'the cards do not move when the pictures arrive').toEqual(before);
      expect(await seriousViolations(page)).toEqual([]);
      mkdirSync(SCREENS, { recursive: true });
      await saveShot(page, path.join(SCREENS, `spa-catalogue-pictures-${width}.png`), { fullPage: false });

      await page.unrouteAll();
      release = await holdPictures(page);
      await page.goto(`${session.server.url}/order/v2/cart/${cartId}`);
      const picture = page.getByRole('img', { name: 'Heavy Blend Hooded Sweatshirt in Navy' });
      await picture.waitFor();
      await page.getByText('Design ready: add it to the order').waitFor();
      const cartBefore = await layoutOf(page);
      release();
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
      expect(await layoutOf(page), 'the cart item does not move when its picture arrives').toEqual(
        cartBefore,
      );
      expect(await seriousViolations(page)).toEqual([]);
      await saveShot(page, path.join(SCREENS, `spa-cart-picture-${width}.png`), { fullPage: false });
      expect(errors).toEqual([]);
      await page.close();
    }, 180_000);
  }
});
