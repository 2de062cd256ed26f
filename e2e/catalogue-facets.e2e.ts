import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { screenshot } from './support/browser.ts';
import { signedInSession } from './support/flows.ts';

const session = signedInSession();

/** The number in a facet option's "(n)". */
const countOf = (name: string | null) => Number(/\((\d+)\)\s*$/.exec(name ?? '')?.[1] ?? Number.NaN);

describe('catalogue facets', () => {
  it('at 1280 px the facets narrow the products by keyboard, show counts that match, and live in the URL', async () => {
    const page = await session.context.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${session.server.url}/order/v2`);
    await page.waitForURL(/\/printable$/);
    await expect.poll(() => page.getByText(/^\d+ products$/).count(), { timeout: 20_000 }).toBe(1);
    const total = Number(/\d+/.exec((await page.getByText(/^\d+ products$/).textContent()) ?? '')![0]);
    const hoodies = page.getByRole('group', { name: 'Category' }).getByRole('checkbox', { name: /^Hoodies/ });
    const expected = countOf(await hoodies.evaluate((e) => e.closest('label')!.textContent));
    expect(expected).toBeGreaterThan(0);
    // Keyboard only: focus the box and press Space.
    await hoodies.focus();
    await page.keyboard.press('Space');
    await page.waitForURL(/filterCategory=hoodies/);
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: /of \d+ products/ })
          .textContent(),
      )
      .toBe(`${expected} of ${total} products`);
    expect(await page.locator('.product-grid > li').count()).toBe(expected);
    // A second facet narrows further; its counts already applied the category.
    await expect
      .poll(() => page.getByRole('group', { name: 'Price from' }).getByRole('checkbox').count())
      .toBeGreaterThan(0);
    const band = page.getByRole('group', { name: 'Colour' }).getByRole('checkbox', { name: /^Black/ });
    const blackCount = countOf(await band.evaluate((e) => e.closest('label')!.textContent));
    await band.check();
    await page.waitForURL(/filterColour=Black/);
    await expect.poll(() => page.locator('.product-grid > li').count()).toBe(blackCount);
    await screenshot(page, 'catalogue-facets-1280');
    expect(await seriousViolations(page)).toEqual([]);
    // The URL alone brings the same view back.
    await page.reload();
    await expect.poll(() => page.locator('.product-grid > li').count(), { timeout: 20_000 }).toBe(blackCount);
    expect(await hoodies.isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => page.getByText(`${total} products`, { exact: true }).count()).toBe(1);
    expect(page.url()).not.toMatch(/filter/);
    await page.close();
  });

  it('at 390 px the filters are folded above the products and open from the keyboard', async () => {
    const page = await session.context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${session.server.url}/order/v2`);
    await page.waitForURL(/\/printable$/);
    await expect.poll(() => page.getByText(/^\d+ products$/).count(), { timeout: 20_000 }).toBe(1);
    const hoodies = page.getByRole('checkbox', { name: /^Hoodies/ });
    expect(await hoodies.isVisible()).toBe(false);
    await page.locator('.catalog-facets summary').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => hoodies.isVisible()).toBe(true);
    await hoodies.check();
    await page.waitForURL(/filterCategory=hoodies/);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'catalogue-facets-390');
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });
});
