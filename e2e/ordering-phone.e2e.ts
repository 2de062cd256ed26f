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
