import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { screenshot, watchConsole } from './support/browser.ts';
import { api, readyDraft, signedInSession, uploadArtwork } from './support/flows.ts';

const session = signedInSession();

const CA = {
  name: 'Ann Buyer',
  address1: '500 Howard St',
  city: 'San Francisco',
  state: 'CA',
  zip: '94105',
  country: 'US',
};
const NY = {
  name: 'Bob Receiver',
  address1: '350 5th Ave',
  city: 'New York',
  state: 'NY',
  zip: '10118',
  country: 'US',
};

const side = (artworkId: string, thumbnailUrl: string) => ({
  name: 'front',
  elements: [{ artworkId, width: 0.5, aspect: 1, position: { horizontal: 'C' }, thumbnailUrl }],
});

/** "$1,234.56" -> 123456. */
const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[^0-9.-]/g, '')) * 100);

/** A cart of shirts, mugs and a phone case to two addresses, built through the cart and design APIs. */
async function mixedCart(page: Page): Promise<{ cartId: string; printables: string[] }> {
  const { _id } = await api<{ _id: string }>(page, 'POST', '/api/order2/cart');
  const art = await uploadArtwork(page);
  const shirt = readyDraft('d-shirt', art.artworkId, null, art.thumbnailUrl);
  const mug = {
    id: 'd-mug',
    name: 'Mug logo',
    type: 'Mug',
    printType: 'mug',
    variation: { size: '11oz' },
    sides: { front: side(art.artworkId, art.thumbnailUrl) },
  };
  const phone = {
    id: 'd-case',
    name: 'Case logo',
    type: 'Case',
    printType: 'case',
    variation: { finish: 'gloss', placement: 'Center' },
    sides: { front: side(art.artworkId, art.thumbnailUrl) },
  };
  const drafts = [];
  for (const d of [shirt, mug, phone]) {
    const { designId } = await api<{ designId: string }>(
      page,
      'POST',
      `/api/print/v3/design/${d.printType}`,
      d,
    );
    drafts.push({ ...d, designId });
  }
  const printables = [
    {
      id: 'p-shirt',
      designDraftId: 'd-shirt',
      productIdentifier: 'gildan-5000',
      color: 'Black',
      complete: true,
    },
    { id: 'p-mug', designDraftId: 'd-mug', productIdentifier: 'ceramic-mug', color: 'White', complete: true },
    {
      id: 'p-case',
      designDraftId: 'd-case',
      productIdentifier: 'iphone-16-case',
      color: 'White',
      complete: true,
    },
  ];
  const url = `/api/order2/cart/${_id}`;
  const { _v } = await api<{ _v: number }>(page, 'GET', url);
  await api(page, 'PATCH', url, {
    _v,
    _d: [
      { op: 'replace', path: '/designDrafts', value: drafts },
      { op: 'replace', path: '/printables', value: printables },
      { op: 'replace', path: '/shippingMode', value: 'multiple' },
      {
        op: 'replace',
        path: '/shipments',
        value: [
          {
            id: 's-1',
            address: CA,
            items: [
              // Sizes entered out of the catalogue's order: the review lists them S, M, L.
              { printableId: 'p-shirt', quantities: { lrg: 12, med: 24, sml: 12 } },
              { printableId: 'p-mug', quantities: { '11oz': 12 } },
            ],
          },
          {
            id: 's-2',
            address: NY,
            items: [
              { printableId: 'p-shirt', quantities: { med: 24 } },
              { printableId: 'p-mug', quantities: { '11oz': 8 } },
              { printableId: 'p-case', quantities: { one: 2 } },
            ],
          },
        ],
      },
    ],
  });
  return { cartId: _id, printables: printables.map((p) => p.id) };
}

/** The page fits a 390 px wide phone: nothing wider than the viewport. */
async function fitsPhone(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, `${name}-390`);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  await page.setViewportSize({ width: 1200, height: 900 });
  return width;
}

describe('a mixed order in Chromium', () => {
  it('#12.8 #12.9 shirts, mugs and a phone case to two addresses: every option is priced before the review, the review lists every line and fee, and the total is the sum of the lines', async () => {
    const page = await session.context.newPage();
    const errors = watchConsole(page);
    await page.goto(`${session.server.url}/order/v2`);
    await page.waitForURL(/\/printable$/);
    const { cartId, printables } = await mixedCart(page);
    const base = `${session.server.url}/order/v2/cart/${cartId}`;
    // The editor of each product at 1280 and 390 px (screenshots for the note), before the cart is ordered.
    for (const id of printables) {
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${base}/printable/${id}/design`);
        await page.locator('.editor-canvas image[data-element]').first().waitFor({ timeout: 15_000 });
        // Each saved design is ready as the editor shows it (no false size or print-quality verdict).
        await expect.poll(() => page.getByText('Ready: every rule of the design is met.').count()).toBe(1);
        await expect.poll(() => page.getByTestId('unit-price').textContent()).toMatch(/\$\d+\.\d\d each/);
        await screenshot(page, `mixed-editor-${id}-${width}`);
      }
    }
    await page.setViewportSize({ width: 1200, height: 900 });

    // Quantities: the mixed shipment's message agrees with the quote's production days (#12.8).
    await page.goto(`${base}/checkout/quantity`);
    const sla = page.getByTestId('shipment-sla').first();
    await expect.poll(() => sla.textContent(), { timeout: 20_000 }).toMatch(/Production time: \d+ business/);
    const days = /(\d+) business/.exec((await sla.textContent()) ?? '')?.[1];
    const message = page.locator('.ship-message').first();
    await expect.poll(() => message.textContent()).toMatch(/Mixed product types/);
    expect(await message.textContent()).not.toMatch(/contact sales/);
    expect(await message.textContent()).toContain(`${days} business days`);
    await page.getByRole('button', { name: 'Continue to shipping method' }).click();

    // Shipping method: every option of both shipments with its price and arrival date, rush tiers with theirs.
    await page.waitForURL(/\/checkout\/shippingMethod$/);
    for (const n of [1, 2]) {
      const group = page.getByRole('radiogroup', { name: `Shipping method for shipment ${n}` });
      // The screen's chunk may still be loading right after the URL changed: wait for the options first.
      await expect.poll(() => group.getByRole('radio').count(), { timeout: 20_000 }).toBeGreaterThan(1);
      // Priced, one service each is the recommended, the cheapest and the fastest; the others on demand.
      await expect
        .poll(() => group.getByTestId('option-price').count(), { timeout: 20_000 })
        .toBeGreaterThan(1);
      for (const tag of ['Recommended', 'Cheapest', 'Fastest'])
        expect(await group.getByText(tag, { exact: true }).count()).toBe(1);
      await page
        .getByRole('group', { name: new RegExp(`^Shipment ${n}:`) })
        .getByRole('button', { name: /^Show all \d+ services$/ })
        .click();
      await expect.poll(() => group.getByRole('radio').count()).toBeGreaterThan(4);
      const options = await group.getByRole('radio').count();
      await expect.poll(() => group.getByTestId('option-price').count(), { timeout: 20_000 }).toBe(options);
      for (const text of await group.getByTestId('option-price').allTextContents())
        expect(text).toMatch(/\$\d[\d,]*\.\d\d(, arrives by \d\d\/\d\d\/\d{4}|, no delivery date)/);
    }
    // O-9-22: a rush tier is offered with the date it buys, and only when it buys time: DTG shirts, mugs and cases
    // are made in 3 days, so the 1-day rush is offered and the 3-day and 5-day ones are not.
    await expect
      .poll(() => page.getByRole('button', { name: /^1-day · due \d\d\/\d\d\/\d{4} · \+\$\d/ }).count())
      .toBe(1);
    expect(await page.getByRole('button', { name: /^(3|5)-day/ }).count()).toBe(0);
    await page
      .getByRole('radiogroup', { name: 'Shipping method for shipment 1' })
      .getByRole('radio', { name: /UPS Ground/ })
      .check();
    await page.getByRole('button', { name: /^1-day/ }).click();
    await page.getByRole('checkbox', { name: 'Fold and poly-bag each item' }).check();
    await screenshot(page, 'mixed-shipping');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await fitsPhone(page, 'mixed-shipping')).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Continue to review' }).click();

    // Review: every line per shipment with name, colour, sizes, quantities and a thumbnail; every fee named.
    await page.waitForURL(/\/checkout\/review$/);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Order total' }).count(), { timeout: 20_000 })
      .toBe(1);
    await expect.poll(() => page.getByRole('article').count(), { timeout: 20_000 }).toBe(5);
    await expect
      .poll(() => page.getByRole('article', { name: 'Gildan Heavy Cotton T-Shirt, Black' }).count())
      .toBe(2);
    expect(await page.getByRole('article', { name: 'Platen White Ceramic Mug, White' }).count()).toBe(2);
    expect(await page.getByRole('article', { name: 'Platen iPhone 16 Tough Case, White' }).count()).toBe(1);
    const main = await page.locator('main').innerText();
    for (const code of ['gildan-5000', 'ceramic-mug', 'iphone-16-case']) expect(main).not.toContain(code);
    expect(main).toMatch(/S × 12, M × 24, L × 12 · 48 pieces/);
    expect(main).toMatch(/11oz × 12|11 oz × 12/);
    const articles = page.getByRole('article');
    for (let i = 0; i < 5; i++) {
      const a = articles.nth(i);
      await expect.poll(() => a.getByRole('img').count()).toBe(1);
      for (const fee of [
        'Printing',
        'Blanks',
        'Rush production (1-day)',
        'Fold and poly-bag',
        'Shipping',
        'Tax',
      ])
        expect(await a.getByRole('rowheader', { name: fee }).count(), fee).toBe(1);
      // The labelled amounts add up to the line.
      const amounts = (await a.getByRole('cell').allTextContents()).map(cents);
      const total = amounts.pop()!;
      expect(amounts.reduce((s, c) => s + c, 0)).toBe(total);
    }
    // The order total is the sum of the lines.
    const lines = (await page.getByTestId('line-total').allTextContents()).map(cents);
    expect(lines).toHaveLength(5);
    expect(cents(await page.getByTestId('order-total').textContent())).toBe(lines.reduce((s, c) => s + c, 0));
    await screenshot(page, 'mixed-review');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await fitsPhone(page, 'mixed-review')).toBeLessThanOrEqual(390);
    // Place it.
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/confirmation\?orderId=/);
    await expect.poll(() => page.getByText(/^Order number/).count()).toBe(1);
    // Confirmation: product names and sizes in the catalogue's order too.
    await expect.poll(() => page.getByRole('cell', { name: 'Gildan Heavy Cotton T-Shirt' }).count()).toBe(4);
    const confirmed = await page.locator('main').innerText();
    for (const code of ['gildan-5000', 'ceramic-mug', 'iphone-16-case'])
      expect(confirmed).not.toContain(code);
    const sizes = await page
      .getByRole('row')
      .evaluateAll((rows) => rows.map((r) => r.querySelectorAll('td')[2]?.textContent ?? '').filter(Boolean));
    expect(sizes.slice(0, 3)).toEqual(['S', 'M', 'L']);
    await screenshot(page, 'mixed-confirmation');

    expect(errors).toEqual([]);
    await page.close();
  }, 300_000);
});
