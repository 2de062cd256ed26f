import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { screenshot } from './support/browser.ts';
import { cartViaApi, orderViaApi, signedInSession } from './support/flows.ts';

const session = signedInSession();
const PHONE = { width: 390, height: 844 };

/** Every ordering screen of one cart (two shipments, a complete printable with a saved design). */
let cartId = '';
let orderedCartId = '';
beforeAll(async () => {
  const page = await session.context.newPage();
  await page.goto(`${session.server.url}/order/v2`);
  cartId = await cartViaApi(page, { complete: true, shipments: 2 });
  orderedCartId = await cartViaApi(page, { complete: true, shipments: 1 });
  await orderViaApi(page, orderedCartId);
  await page.close();
});

const screens: { name: string; path: () => string; ready: (page: Page) => Promise<unknown> }[] = [
  {
    name: 'cart',
    path: () => `cart/${cartId}`,
    ready: (p) => p.getByRole('heading', { level: 1 }).first().waitFor(),
  },
  {
    name: 'catalogue',
    path: () => `cart/${cartId}/printable/p-1/detail`,
    ready: (p) => p.locator('.product-card').first().waitFor(),
  },
  {
    name: 'product page',
    path: () => `cart/${cartId}/printable/p-1?productIdentifier=gildan-5000`,
    ready: (p) => p.getByRole('heading', { name: /Gildan/ }).waitFor(),
  },
  {
    name: 'design editor',
    path: () => `cart/${cartId}/printable/p-1/design`,
    ready: (p) => p.getByRole('heading', { name: /Design your/ }).waitFor(),
  },
  {
    name: 'mockups',
    path: () => `cart/${cartId}/printable/p-1/mockup`,
    ready: (p) => p.getByRole('heading', { name: /Mockups of/ }).waitFor(),
  },
  {
    name: 'address',
    path: () => `cart/${cartId}/checkout`,
    ready: (p) => p.getByRole('heading', { level: 1 }).first().waitFor(),
  },
  {
    name: 'quantities',
    path: () => `cart/${cartId}/checkout/quantity`,
    ready: (p) => p.getByRole('heading', { level: 1 }).first().waitFor(),
  },
  {
    name: 'shipping method',
    path: () => `cart/${cartId}/checkout/shippingMethod`,
    ready: (p) => p.getByRole('heading', { level: 1 }).first().waitFor(),
  },
  {
    name: 'review',
    path: () => `cart/${cartId}/checkout/review`,
    ready: (p) => p.getByRole('heading', { level: 1 }).first().waitFor(),
  },
  {
    name: 'confirmation',
    path: () => `cart/${orderedCartId}/confirmation`,
    ready: (p) => p.getByRole('heading', { level: 1 }).first().waitFor(),
  },
];

describe('#12.13 every ordering screen fits a 390 px phone and passes axe', () => {
  it.each(screens)('#12.13 $name: no horizontal scroll at 390 px, no serious axe violation', async (s) => {
    const page = await session.context.newPage();
    await page.setViewportSize(PHONE);
    await page.goto(`${session.server.url}/order/v2/${s.path()}`);
    await s.ready(page);
    // Let lazy data (quotes, stock, images) settle: layout widens when it arrives.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
    if (width > PHONE.width) {
      const wide = await page.evaluate(() =>
        [...document.querySelectorAll('body *')]
          .filter((e) => e.getBoundingClientRect().right > 391)
          .slice(0, 5)
          .map(
            (e) => `${e.tagName.toLowerCase()}.${e.className} ${Math.round(e.getBoundingClientRect().right)}`,
          ),
      );
      await screenshot(page, `phone-${s.name.replace(/ /g, '-')}`);
      expect.fail(`${s.name} is ${width} px wide: ${wide.join(', ')}`);
    }
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, `phone-${s.name.replace(/ /g, '-')}`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });
});

describe('#12.12 pictures a buyer trusts', () => {
  /** Rendered vs natural aspect ratio of every loaded image matching a selector (squashed when they differ). */
  const aspects = (page: Page, selector: string) =>
    page.locator(selector).evaluateAll((imgs) =>
      (imgs as HTMLImageElement[]).map((i) => ({
        alt: i.alt,
        natural: i.naturalWidth / i.naturalHeight,
        shown: i.getBoundingClientRect().width / i.getBoundingClientRect().height,
      })),
    );

  it('#12.12 R-3-40 the product page shows the product picture (front and back, unsquashed) and a size chart', async () => {
    const page = await session.context.newPage();
    await page.setViewportSize(PHONE);
    await page.goto(
      `${session.server.url}/order/v2/cart/${cartId}/printable/p-1?productIdentifier=gildan-5000`,
    );
    const front = page.getByRole('img', { name: /Heavy Cotton T-Shirt in Black, front/ });
    await front.waitFor();
    await expect
      .poll(() => front.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth))
      .toBeGreaterThan(0);
    await expect(
      page.getByRole('img', { name: /Heavy Cotton T-Shirt in Black, back/ }).count(),
    ).resolves.toBe(1);
    // Choosing a colour changes the picture.
    await page.getByLabel('White', { exact: true }).check();
    await page.getByRole('img', { name: /in White, front/ }).waitFor();
    const chart = page.getByRole('table', { name: 'Size chart (inches)' });
    await expect(chart.getByRole('row', { name: /^M 29 20$/ }).count()).resolves.toBe(1);
    // Every picture has loaded (a loaded machine may still be fetching the White ones at network idle).
    await expect
      .poll(() =>
        page
          .locator('.product-picture img')
          .evaluateAll((imgs) => (imgs as HTMLImageElement[]).every((i) => i.complete && i.naturalWidth > 0)),
      )
      .toBe(true);
    for (const a of await aspects(page, '.product-picture img')) expect(a.shown).toBeCloseTo(a.natural, 1);
    // A mug: its wide drawing stays wide, its chart gives both sizes' bodies.
    await page.goto(
      `${session.server.url}/order/v2/cart/${cartId}/printable/p-1?productIdentifier=ceramic-mug`,
    );
    const mug = page.getByRole('img', { name: /White Ceramic Mug in White, front/ });
    await mug.waitFor();
    await expect
      .poll(() => mug.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth))
      .toBeGreaterThan(0);
    const [m] = await aspects(page, '.product-picture img');
    expect(m!.natural).toBeGreaterThan(1.4);
    expect(m!.shown).toBeCloseTo(m!.natural, 1);
    await expect(
      page.getByRole('table', { name: 'Size chart (inches)' }).getByRole('row').count(),
    ).resolves.toBe(3);
    await screenshot(page, 'phone-product-mug');
    await page.close();
  });

  it('#12.12 mockups on the mockup page keep their aspect ratio (no squashed thumbnails)', async () => {
    const page = await session.context.newPage();
    await page.setViewportSize(PHONE);
    await page.goto(`${session.server.url}/order/v2/cart/${cartId}/printable/p-1/mockup`);
    const img = page.locator('.mockups img').first();
    await img.waitFor();
    await expect
      .poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth))
      .toBeGreaterThan(0);
    const list = await aspects(page, '.mockups img');
    expect(list.length).toBeGreaterThan(0);
    for (const a of list) expect(a.shown).toBeCloseTo(a.natural, 1);
    await page.close();
  });
});
