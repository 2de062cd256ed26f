import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { screenshot, watchConsole } from './support/browser.ts';
import { flatPng } from './support/design.ts';
import { api, cartIdOf, cartViaApi, signedInContext, signedInSession } from './support/flows.ts';

/** Issue #12 points 1-6: the buyer's data is neither lost nor changed behind their back. */
const session = signedInSession();

type ServerCart = {
  _v: number;
  _full: {
    shipments: { id: string; items: { printableId: string; quantities: Record<string, number> }[] }[];
  };
};
const serverCart = (page: Page, cartId: string) => api<ServerCart>(page, 'GET', `/api/order2/cart/${cartId}`);
const quantitiesOf = async (page: Page, cartId: string) =>
  (await serverCart(page, cartId))._full.shipments[0]?.items[0]?.quantities;

/** Counts the cart PATCH answers a page gets, by status. */
function watchPatches(page: Page) {
  const statuses: number[] = [];
  page.on('response', (r) => {
    if (r.request().method() === 'PATCH' && /\/api\/order2\/cart\//.test(r.url())) statuses.push(r.status());
  });
  return statuses;
}

const cell = (page: Page, size: string) => page.getByLabel(new RegExp(`^Shipment 1, .*, size ${size}$`));

describe('#12 lost or wrong data, in Chromium', () => {
  let second: BrowserContext;
  beforeAll(async () => {
    second = await signedInContext(session.browser, session.server);
  });
  afterAll(async () => {
    await second?.close();
  });

  it("#12.2 O-4-24 two browser contexts on one cart: a 409 re-applies only the tab's own change; a real conflict keeps the acknowledged value and says so", async () => {
    const a = await session.context.newPage();
    await a.goto(`${session.server.url}/manager/v2`);
    const cartId = await cartViaApi(a, { complete: true, shipments: 1 }); // M 10, L 2
    const b = await second.newPage();
    const errors = [...watchConsole(a), ...watchConsole(b)];
    const bPatches = watchPatches(b);
    const aPatches = watchPatches(a);
    for (const p of [a, b]) {
      await p.goto(`${session.server.url}/order/v2/cart/${cartId}/checkout/quantity`);
      await expect.poll(() => cell(p, 'M').inputValue()).toBe('10');
    }
    // Tab A: M 10 -> 30, acknowledged.
    await cell(a, 'M').fill('30');
    await expect.poll(() => quantitiesOf(a, cartId), { timeout: 10_000 }).toEqual({ med: 30, lrg: 2 });
    // Tab B still shows M 10: it changes L only. Its save is refused (409); what it sends next is only L.
    await cell(b, 'L').fill('7');
    await expect.poll(() => quantitiesOf(a, cartId), { timeout: 10_000 }).toEqual({ med: 30, lrg: 7 });
    expect(bPatches).toContain(409);
    await expect.poll(() => cell(b, 'M').inputValue()).toBe('30');
    expect(await b.getByText(/changed in another tab/).count()).toBe(0);
    await screenshot(b, '12-2-tab-b-rebased');

    // Now tab A (it has not seen L 7) changes L too: a real conflict. The acknowledged 7 stays, A is told.
    await cell(a, 'L').fill('50');
    await expect
      .poll(() => a.getByText(/changed in another tab .* 1 of your changes \(quantities\)/).count(), {
        timeout: 10_000,
      })
      .toBe(1);
    expect(aPatches).toContain(409);
    expect(await quantitiesOf(a, cartId)).toEqual({ med: 30, lrg: 7 });
    await expect.poll(() => cell(a, 'L').inputValue()).toBe('7');
    await screenshot(a, '12-2-tab-a-conflict');
    expect(await seriousViolations(a)).toEqual([]);
    expect(errors.filter((e) => !/409|Conflict/i.test(e))).toEqual([]);
    await a.close();
    await b.close();
  });

  it('#12.3 an edit followed at once by a reload is kept: flushed on leaving, with a beforeunload prompt while unsaved', async () => {
    const page = await session.context.newPage();
    await page.goto(`${session.server.url}/manager/v2`);
    const cartId = await cartViaApi(page, { complete: true, shipments: 1 }); // M 10, L 2
    await page.goto(`${session.server.url}/order/v2/cart/${cartId}/checkout/quantity`);
    await expect.poll(() => cell(page, 'M').inputValue()).toBe('10');
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.type());
      void d.accept();
    });
    await cell(page, 'M').fill('12');
    await page.reload(); // well inside the 700 ms debounce
    await expect.poll(() => quantitiesOf(page, cartId), { timeout: 10_000 }).toEqual({ med: 12, lrg: 2 });
    expect(dialogs).toEqual(['beforeunload']);
    await expect.poll(() => cell(page, 'M').inputValue()).toBe('12');
    // Leaving for another site-internal page right after an edit keeps it too.
    await cell(page, 'L').fill('5');
    await page.goto(`${session.server.url}/manager/v2`);
    await expect.poll(() => quantitiesOf(page, cartId), { timeout: 10_000 }).toEqual({ med: 12, lrg: 5 });
    await page.close();
  });

  it('#12.5 "Design this product" then straight back leaves the cart as it was; /order/v2 again resumes the same cart', async () => {
    const page = await session.context.newPage();
    const errors = watchConsole(page);
    await page.goto(`${session.server.url}/order/v2`);
    await page.waitForURL(/\/order\/v2\/cart\/[^/]+/);
    const cartId = cartIdOf(page);
    const printables = async () =>
      (await api<{ _full: { printables: unknown[] } }>(page, 'GET', `/api/order2/cart/${cartId}`))._full
        .printables.length;
    const before = await printables();
    await page.goto(
      `${session.server.url}/order/v2/cart/${cartId}/printable/new?productIdentifier=gildan-5000`,
    );
    await page.getByRole('button', { name: 'Design this product' }).click();
    await page.waitForURL(/\/design\?/);
    await page.getByRole('heading', { name: /Design your/ }).waitFor();
    await page.goBack();
    await expect.poll(() => page.getByRole('button', { name: 'Design this product' }).count()).toBe(1);
    await page.waitForTimeout(1500); // longer than the sync debounce: anything created would be saved by now
    expect(await printables()).toBe(before);
    await page.goto(`${session.server.url}/order/v2`);
    await page.waitForURL(/\/order\/v2\/cart\/[^/]+/);
    expect(cartIdOf(page)).toBe(cartId);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('#12.4 quantities typed on the product page reach the cart and the quantities step', async () => {
    const page = await session.context.newPage();
    await page.goto(`${session.server.url}/manager/v2`);
    const { _id: cartId } = await api<{ _id: string }>(page, 'POST', '/api/order2/cart');
    await page.goto(
      `${session.server.url}/order/v2/cart/${cartId}/printable/new?productIdentifier=gildan-5000`,
    );
    await page.getByRole('radio', { name: 'Black' }).check();
    await page.getByLabel('Quantity M').fill('24');
    await page.getByLabel('Quantity L').fill('6');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Design this product' }).click();
    await page.getByRole('heading', { name: /Design your/ }).waitFor();
    await page.getByRole('radio', { name: 'DTG' }).check();
    await page.getByLabel('Upload artwork').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: await flatPng(1200, 1200, [11, 92, 173]),
    });
    await expect
      .poll(() => page.getByText('Ready: every rule of the design is met.').count(), { timeout: 20_000 })
      .toBe(1);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.waitForURL(new RegExp(`/cart/${cartId}$`));
    await expect.poll(() => quantitiesOf(page, cartId), { timeout: 10_000 }).toEqual({ med: 24, lrg: 6 });
    await page.goto(`${session.server.url}/order/v2/cart/${cartId}/checkout/quantity`);
    await expect.poll(() => cell(page, 'M').inputValue()).toBe('24');
    expect(await cell(page, 'L').inputValue()).toBe('6');
    await screenshot(page, '12-4-quantities-from-product-page');
    await page.close();
  });

  it('#12.6 99,999,999 is refused where it is typed, with a clear message; nothing is sent and nothing spins', async () => {
    const page = await session.context.newPage();
    await page.goto(`${session.server.url}/manager/v2`);
    const cartId = await cartViaApi(page, { complete: true, shipments: 1 }); // M 10, L 2
    const patches = watchPatches(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${session.server.url}/order/v2/cart/${cartId}/checkout/quantity`);
    await expect.poll(() => cell(page, 'M').inputValue()).toBe('10');
    await expect.poll(() => page.getByText(/working it out/).count(), { timeout: 10_000 }).toBe(0);
    await cell(page, 'M').fill('99999999');
    expect(await cell(page, 'M').getAttribute('aria-invalid')).toBe('true');
    await expect
      .poll(() => page.getByText('At most 1,000,000 per size; for more, contact sales.').count())
      .toBe(1);
    await page.waitForTimeout(1500);
    expect(patches).toEqual([]);
    expect(await page.getByText('Failed to sync Cart').count()).toBe(0);
    expect(await page.getByText(/working it out/).count()).toBe(0);
    expect(await quantitiesOf(page, cartId)).toEqual({ med: 10, lrg: 2 });
    await screenshot(page, '12-6-quantity-limit-390');
    expect(await seriousViolations(page)).toEqual([]);
    // A good value afterwards is taken and saved.
    await cell(page, 'M').fill('1000');
    await expect.poll(() => quantitiesOf(page, cartId), { timeout: 10_000 }).toEqual({ med: 1000, lrg: 2 });
    await page.close();
  });

  it('#12.1 address step at 390 px: a short zip is an error naming the padded zip, saved only once accepted; corrections after a warning are what is saved', async () => {
    const page = await session.context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${session.server.url}/manager/v2`);
    const cartId = await cartViaApi(page, { complete: true });
    await page.goto(`${session.server.url}/order/v2/cart/${cartId}/checkout`);
    const form = page.getByRole('form', { name: 'Address of Shipment 1' });
    await form.getByLabel('Name').fill('Ann Buyer');
    await form.getByLabel('Address line 1').fill('1 Main St');
    await form.getByLabel('City').fill('Boston');
    await form.getByLabel('State').fill('MA');
    await form.getByLabel('Zip').fill('2134');
    await form.getByRole('button', { name: 'Use this address' }).click();
    await expect.poll(() => form.getByText(/Did you mean 02134\?/).count()).toBe(1);
    expect(await form.getByLabel('Zip').getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, '12-1-short-zip-390');
    expect(await seriousViolations(page)).toEqual([]);
    // The warning path: a zip that does not match; the user corrects the fields, then uses them anyway.
    await form.getByLabel('Zip').fill('10118');
    await form.getByRole('button', { name: 'Use this address' }).click();
    await expect
      .poll(() => form.getByRole('button', { name: 'Use this address anyway' }).count(), { timeout: 20_000 })
      .toBe(1);
    await form.getByLabel('Zip').fill('02134');
    await form.getByLabel('Address line 1').fill('2 Main St');
    await form.getByRole('button', { name: 'Use this address anyway' }).click();
    const saved = async () =>
      (
        await api<{ _full: { shipments: { address: { zip?: string; address1?: string } | null }[] } }>(
          page,
          'GET',
          `/api/order2/cart/${cartId}`,
        )
      )._full.shipments[0]?.address;
    await expect
      .poll(saved, { timeout: 10_000 })
      .toEqual(expect.objectContaining({ zip: '02134', address1: '2 Main St' }));
    await page.close();
  });
});
