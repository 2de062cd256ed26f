import { describe, expect, it } from 'vitest';
import { screenshot, watchConsole } from './support/browser.ts';
import { cartIdOf, signedInSession } from './support/flows.ts';

const session = signedInSession();

describe('new cart and catalogue in Chromium', () => {
  it('O-2-25 / O-2-52 / O-2-53 / O-2-54 / O-2-55 a new cart opens the catalogue; search is debounced and goes to printable detail', async () => {
    const page = await session.context.newPage();
    const errors = watchConsole(page);
    await page.goto(`${session.server.url}/order/v2`);
    await page.waitForURL(/\/order\/v2\/cart\/[^/]+\/printable$/);
    const cartId = cartIdOf(page);
    await expect.poll(() => page.getByRole('heading', { name: 'Choose a product' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: '0 items' }).getAttribute('href')).toBe(
      `/order/v2/cart/${cartId}`,
    );
    expect(await page.getByRole('navigation', { name: 'Checkout progress' }).count()).toBe(0);
    const search = page.getByRole('searchbox', { name: 'Search products' });
    expect(await search.getAttribute('placeholder')).toBe('SKU, brand, keyword');
    await search.pressSequentially('gildan 5000', { delay: 30 });
    await page.waitForURL(/\/detail\?search=gildan\+5000$/);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Products matching "gildan 5000"' }).count())
      .toBe(1);
    await expect.poll(() => page.getByRole('link', { name: /5000/ }).count()).toBeGreaterThan(0);
    await screenshot(page, 'catalogue-search');
    await search.fill('');
    await page.waitForURL(/\/detail$/);
    await expect.poll(() => page.getByText(/^From \$\d+\.\d\d$/).count()).toBeGreaterThan(10);
    await page.getByRole('link', { name: /5000/ }).first().click();
    await page.waitForURL(/productIdentifier=/);
    await expect.poll(() => page.getByRole('button', { name: 'Design this product' }).count()).toBe(1);
    await screenshot(page, 'catalogue-product');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('O-1-07 / O-2-03 the marketplace configurator picks a product and colour and hands it on', async () => {
    const page = await session.context.newPage();
    await page.goto(`${session.server.url}/integrations/configurator`);
    await page.getByRole('searchbox', { name: 'Search products' }).fill('bella canvas 3001');
    await page
      .getByRole('button', { name: /Bella\+Canvas 3001|Bella Canvas 3001|3001/ })
      .first()
      .click();
    await expect.poll(() => page.getByRole('button', { name: 'Use this product' }).count()).toBe(1);
    await page.getByRole('radio', { name: 'Black' }).check();
    await page.getByRole('button', { name: 'Use this product' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'in Black' }).count()).toBe(1);
    await screenshot(page, 'configurator');
    await page.getByRole('link', { name: 'Order it now' }).click();
    await page.waitForURL(/\/printable\?productIdentifier=bella-canvas-3001&printableColor=Black$/);
    await expect.poll(() => page.getByRole('radio', { name: 'Black' }).isChecked()).toBe(true);
    await page.close();
  });
});
