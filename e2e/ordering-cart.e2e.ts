import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, watchConsole } from './support/browser.ts';
import { api, cartViaApi, orderViaApi, signedInSession } from './support/flows.ts';

const session = signedInSession();

const NETWORK = 'There are issues with your Internet connection. Please try again later.';

async function openPage(path = '/manager/v2'): Promise<Page> {
  const page = await session.context.newPage();
  await page.goto(`${session.server.url}${path}`);
  return page;
}

const serverCart = (page: Page, cartId: string) =>
  api<{ _v: number; _full: { po: string | null; printables: { id: string; complete: boolean }[] } }>(
    page,
    'GET',
    `/api/order2/cart/${cartId}`,
  );

describe('cart, header and sync in Chromium', () => {
  it('(b) O-1-05 / O-2-42 / O-2-43 / O-2-44 / O-2-45 / O-2-46 / O-2-47 / O-2-48 / O-2-49 / O-2-50 / O-2-51 exit modal: its texts, save with a name, then the drafts page shows and reopens the cart', async () => {
    const page = await openPage();
    const errors = watchConsole(page);
    const cartId = await cartViaApi(page, { complete: true });
    await page.goto(`${session.server.url}/order/v2/cart/${cartId}`);
    await expect.poll(() => page.getByRole('heading', { name: 'Shopping cart' }).count()).toBe(1);
    await page.getByRole('link', { name: 'Platen home' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure you want to exit?' });
    await expect.poll(() => dialog.count()).toBe(1);
    expect(await dialog.getByText('Name your cart to save it for later.').count()).toBe(1);
    for (const name of ['Save cart', 'Return to cart', 'Exit']) {
      expect(await dialog.getByRole('button', { name }).count()).toBe(1);
    }
    await screenshot(page, 'flow-b-exit-modal');
    await dialog.getByLabel('Cart name').fill('Spring tees');
    await dialog.getByRole('button', { name: 'Save cart' }).click();
    await expect.poll(() => dialog.getByText("Your cart was saved as 'Spring tees'.").count()).toBe(1);
    const link = dialog.getByRole('link', { name: 'See it in your saved carts' });
    expect(await link.getAttribute('href')).toBe(`/manager/v2/orders/drafts?cartId=${cartId}&quote=true`);
    expect((await serverCart(page, cartId))._full.po).toBe('Spring tees');
    await screenshot(page, 'flow-b-saved');
    await link.click();
    await expect.poll(() => page.getByRole('heading', { name: 'Saved quotes and drafts' }).count()).toBe(1);
    const open = page.getByRole('link', { name: 'Open Spring tees' });
    await expect.poll(() => open.count()).toBe(1);
    await screenshot(page, 'flow-b-drafts');
    await open.click();
    await page.waitForURL(new RegExp(`/order/v2/cart/${cartId}$`));
    await expect
      .poll(() => page.getByRole('heading', { name: 'Shopping cart: Spring tees' }).count())
      .toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('(c) O-4-24 two tabs editing one cart converge after a conflict', async () => {
    const a = await openPage();
    const cartId = await cartViaApi(a, { complete: false });
    const b = await session.context.newPage();
    for (const p of [a, b]) {
      await p.goto(`${session.server.url}/order/v2/cart/${cartId}`);
      await expect.poll(() => p.getByRole('button', { name: 'Add to order' }).count()).toBe(1);
    }
    const v0 = (await serverCart(a, cartId))._v;
    await a.getByRole('button', { name: 'Duplicate' }).click();
    await expect.poll(async () => (await serverCart(a, cartId))._v).toBe(v0 + 1);
    // Tab B still holds the old version: its edit conflicts, is replayed over the new cart and lands.
    await b.getByRole('button', { name: 'Add to order' }).click();
    await expect.poll(async () => (await serverCart(a, cartId))._v, { timeout: 10_000 }).toBe(v0 + 2);
    const server1 = (await serverCart(a, cartId))._full;
    expect(server1.printables).toHaveLength(2);
    expect(server1.printables.filter((p) => p.complete).map((p) => p.id)).toEqual(['p-1']);
    await expect.poll(() => b.getByRole('button', { name: 'Duplicate' }).count()).toBe(2);
    await a.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect.poll(() => a.getByText('In the order').count()).toBe(1);
    expect(await b.getByText('In the order').count()).toBe(1);
    await screenshot(a, 'flow-c-tab-a');
    await screenshot(b, 'flow-c-tab-b');
    await a.close();
    await b.close();
  });

  it('(d) O-8-25 offline: the network message shows, and the edit syncs by itself when the network returns', async () => {
    const page = await openPage();
    const cartId = await cartViaApi(page, { complete: false });
    await page.goto(`${session.server.url}/order/v2/cart/${cartId}`);
    await expect.poll(() => page.getByRole('button', { name: 'Add to order' }).count()).toBe(1);
    await session.context.setOffline(true);
    await page.getByRole('button', { name: 'Add to order' }).click();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: NETWORK }).count(), { timeout: 10_000 })
      .toBe(1);
    await screenshot(page, 'flow-d-offline');
    await session.context.setOffline(false);
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: NETWORK }).count(), { timeout: 10_000 })
      .toBe(0);
    await expect.poll(async () => (await serverCart(page, cartId))._full.printables[0]?.complete).toBe(true);
    await page.close();
  });

  it('(e) O-2-41 the headerless flag hides the header', async () => {
    const page = await openPage();
    const cartId = await cartViaApi(page, { complete: true });
    await page.goto(`${session.server.url}/order/v2/cart/${cartId}/printable?headerless`);
    await expect.poll(() => page.getByRole('heading', { name: 'Choose a product' }).count()).toBe(1);
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Platen home' }).count()).toBe(0);
    await screenshot(page, 'flow-e-headerless');
    await page.goto(`${session.server.url}/order/v2/cart/${cartId}/printable`);
    await expect.poll(() => page.getByRole('link', { name: '1 item' }).count()).toBe(1);
    await page.close();
  });

  it('(f) O-2-27 / O-2-28 / O-2-29 a cart from an earlier order; an ordered cart goes to confirmation', async () => {
    const page = await openPage();
    const one = await cartViaApi(page, { complete: true, shipments: 1, po: 'One address' });
    const two = await cartViaApi(page, { complete: true, shipments: 2, po: 'Two addresses' });
    await orderViaApi(page, one);
    await orderViaApi(page, two);
    // O-2-29: opening an ordered cart lands on its confirmation.
    await page.goto(`${session.server.url}/order/v2/cart/${one}/checkout?createPrintable=true`);
    await page.waitForURL(new RegExp(`/cart/${one}/confirmation\\?cartId=${one}&createPrintable=true`));
    await expect
      .poll(() => page.getByRole('heading', { name: 'Thank you, your order is placed' }).count())
      .toBe(1);
    await page.goto(`${session.server.url}/manager/v2`);
    await page.getByRole('button', { name: 'Order again: One address' }).click();
    await page.waitForURL(/\/order\/v2\/cart\/[^/]+$/);
    await expect.poll(() => page.getByRole('heading', { name: /^Shopping cart/ }).count()).toBe(1);
    await screenshot(page, 'flow-f-reorder-one');
    await page.goto(`${session.server.url}/manager/v2`);
    await page.getByRole('button', { name: 'Order again: Two addresses' }).click();
    await page.waitForURL(/\/checkout\/review$/);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Order total' }).count(), { timeout: 20_000 })
      .toBe(1);
    await screenshot(page, 'flow-f-reorder-two');
    await page.close();
  });
});
