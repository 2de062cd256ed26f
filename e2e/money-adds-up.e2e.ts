import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { saveShot, watchConsole } from './support/browser.ts';
import { api, orderViaApi, readyDraft, signedInSession, uploadArtwork } from './support/flows.ts';

const session = signedInSession();
const SHOTS = '/tmp/shots/h28-view';
const CA = {
  name: 'Ann Buyer',
  address1: '500 Howard St',
  city: 'San Francisco',
  state: 'CA',
  zip: '94105',
  country: 'US',
};

/** A screenshot at 1280 and 390 px wide into /tmp/shots/h28-view; answers the page's width at 390. */
async function shots(page: Page, name: string): Promise<number> {
  mkdirSync(SHOTS, { recursive: true });
  let width = 0;
  for (const w of [1280, 390]) {
    await page.setViewportSize({ width: w, height: 900 });
    await page.waitForTimeout(150);
    await saveShot(page, `${SHOTS}/${name}-${w}.png`);
    if (w === 390) width = await page.evaluate(() => document.documentElement.scrollWidth);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  return width;
}

/** Three printables on saved DTG designs (a Navy tee, a Navy hoodie, a Black Bella tee), one shipment to CA. */
async function threeItemCart(page: Page): Promise<string> {
  const { _id } = await api<{ _id: string }>(page, 'POST', '/api/order2/cart');
  const art = await uploadArtwork(page);
  const items = [
    ['p-tee', 'gildan-5000', 'Navy'],
    ['p-hoodie', 'gildan-18500', 'Navy'],
    ['p-bella', 'bella-canvas-3001', 'Black'],
  ] as const;
  const drafts = [];
  for (const [id] of items) {
    const draft = readyDraft(`d-${id}`, art.artworkId, null, art.thumbnailUrl);
    const { designId } = await api<{ designId: string }>(page, 'POST', '/api/print/v3/design/dtg', {
      name: draft.name,
      type: draft.type,
      sides: draft.sides,
    });
    drafts.push({ ...draft, designId });
  }
  const url = `/api/order2/cart/${_id}`;
  const { _v } = await api<{ _v: number }>(page, 'GET', url);
  await api(page, 'PATCH', url, {
    _v,
    _d: [
      { op: 'replace', path: '/designDrafts', value: drafts },
      {
        op: 'replace',
        path: '/printables',
        value: items.map(([id, productIdentifier, color]) => ({
          id,
          designDraftId: `d-${id}`,
          productIdentifier,
          color,
          complete: true,
        })),
      },
      {
        op: 'replace',
        path: '/shipments',
        value: [
          {
            id: 's-1',
            address: CA,
            items: items.map(([id]) => ({ printableId: id, quantities: { lrg: 2 } })),
          },
        ],
      },
    ],
  });
  return _id;
}

/** Pastes text into an input as a spreadsheet paste does (a paste event with the text on its clipboard). */
async function paste(page: Page, selector: string, text: string) {
  await page.locator(selector).first().focus();
  await page
    .locator(selector)
    .first()
    .evaluate((el, t) => {
      const data = new DataTransfer();
      data.setData('text/plain', t);
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, text);
}

/** The values of the first `n` quantity inputs of each item's table. */
async function gridValues(page: Page, n: number): Promise<string[][]> {
  const tables = page.locator('table.qty-table');
  const out: string[][] = [];
  for (let t = 0; t < (await tables.count()); t++) {
    const inputs = tables.nth(t).locator('input');
    const row: string[] = [];
    for (let i = 0; i < n; i++) row.push(await inputs.nth(i).inputValue());
    out.push(row);
  }
  return out;
}

describe('money that adds up, in Chromium (issue 28)', () => {
  it('the editor draws a Navy shirt navy and prices its own artwork; pasted blocks land item by item or are refused whole; the order page names its items and prices', async () => {
    const page = await session.context.newPage();
    const errors = watchConsole(page);
    await page.goto(`${session.server.url}/order/v2`);
    await page.waitForURL(/\/printable$/);
    const cartId = await threeItemCart(page);
    const base = `${session.server.url}/order/v2/cart/${cartId}`;

    // 1. The editor with the Navy tee: the shirt below the print area is navy, not white.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${base}/printable/p-tee/design`);
    await page.locator('.editor-canvas image[data-element]').first().waitFor({ timeout: 20_000 });
    const template = page.locator('.editor-canvas image:not([data-element])').first();
    await expect
      .poll(() => template.evaluate((el) => (el as SVGImageElement).getBBox().width), { timeout: 20_000 })
      .toBeGreaterThan(0);
    await page.waitForTimeout(500);
    const box = (await template.boundingBox())!;
    const shot = await page.screenshot({
      clip: { x: box.x + box.width * 0.45, y: box.y + box.height * 0.84, width: 4, height: 4 },
    });
    const { data } = await sharp(shot).raw().toBuffer({ resolveWithObject: true });
    const [r, g, b] = [data[0]!, data[1]!, data[2]!];
    expect(Math.max(r, g, b), `pixel ${r},${g},${b}`).toBeLessThan(120);
    expect(b).toBeGreaterThan(r);
    // The price names the pieces it is for: printing of the cart's 2 pieces, and each beside it.
    await expect
      .poll(() => page.getByTestId('printing-price').textContent(), { timeout: 20_000 })
      .toMatch(/^\$\d+\.\d\d for 2 pieces \(\$\d+\.\d\d each\)$/);
    expect(await shots(page, 'editor-navy')).toBeLessThanOrEqual(390);

    // 2. Quantities: 3 rows x 6 sizes pasted into the first cell land on the three items exactly.
    await page.goto(`${base}/checkout/quantity`);
    await expect.poll(() => page.locator('table.qty-table').count(), { timeout: 20_000 }).toBe(3);
    await expect.poll(() => page.locator('table.qty-table').nth(2).locator('input').count()).toBe(7);
    const block = '1\t2\t3\t4\t5\t6\n10\t20\t30\t40\t50\t60\n7\t8\t9\t10\t11\t12\n';
    await paste(page, 'table.qty-table input', block);
    await expect
      .poll(() => gridValues(page, 6))
      .toEqual([
        ['1', '2', '3', '4', '5', '6'],
        ['10', '20', '30', '40', '50', '60'],
        ['7', '8', '9', '10', '11', '12'],
      ]);
    expect(await shots(page, 'quantities-pasted')).toBeLessThanOrEqual(390);
    // A row wider than the grid's sizes is refused with a message, and nothing changes.
    await paste(page, 'table.qty-table input', '9\t9\t9\t9\t9\t9\t9\t9');
    await expect
      .poll(() =>
        page
          .getByText(
            /The paste did not fit\. Row 1 has 8 values, but .* has only 7 sizes from S\. Nothing was changed\./,
          )
          .count(),
      )
      .toBeGreaterThan(0);
    expect(await gridValues(page, 6)).toEqual([
      ['1', '2', '3', '4', '5', '6'],
      ['10', '20', '30', '40', '50', '60'],
      ['7', '8', '9', '10', '11', '12'],
    ]);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await shots(page, 'quantities-refused')).toBeLessThanOrEqual(390);

    // 3. The order page: a readable title, each item with product, colour, sizes and price; the standard service.
    await expect
      .poll(async () => {
        const cart = await api<{
          _full: { shipments: { items: { quantities: Record<string, number> }[] }[] };
        }>(page, 'GET', `/api/order2/cart/${cartId}`);
        return cart._full.shipments[0]?.items[0]?.quantities.sml;
      })
      .toBe(1);
    const orderId = await orderViaApi(page, cartId);
    const detail = await api<{
      order: { totalCents: number; lines: { printableId: string; totalCents: number }[] };
    }>(page, 'GET', `/api/order2/orders/${orderId}`);
    await page.goto(`${session.server.url}/manager/v2/orders/${orderId}`);
    // Titled by its name (the design's, here), never the UUID; the short reference beside the status.
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 20_000 })
      .toBe('Team logo');
    expect(await page.locator('main').innerText()).toMatch(/Order [0-9A-F]{4}-[0-9A-F]{4}/);
    await expect
      .poll(() => page.getByRole('heading', { name: /^Item 1: Gildan Heavy Cotton T-Shirt, Navy$/ }).count())
      .toBe(1);
    expect(await page.getByTestId('item-1-sizes').textContent()).toBe(
      'S × 1, M × 2, L × 3, XL × 4, 2XL × 5, 3XL × 6 · 21 pieces',
    );
    const itemCents = detail.order.lines
      .filter((l) => l.printableId === 'p-tee')
      .reduce((n, l) => n + l.totalCents, 0);
    expect(await page.getByTestId('item-1-price').textContent()).toBe(
      `$${(itemCents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })} printing and blanks`,
    );
    await expect.poll(() => page.getByText('Shipping: Standard Shipping').count()).toBe(1);
    expect(await page.getByText('not chosen').count()).toBe(0);
    // Every item's mockup is drawn (they load lazily: scroll them in first).
    const mockups = page.locator('img.item-mockup');
    await expect.poll(() => mockups.count(), { timeout: 20_000 }).toBe(3);
    for (let i = 0; i < 3; i++) {
      await mockups.nth(i).scrollIntoViewIfNeeded();
      await expect
        .poll(
          () => mockups.nth(i).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
          {
            timeout: 30_000,
          },
        )
        .toBe(true);
    }
    expect(await seriousViolations(page)).toEqual([]);
    expect(await shots(page, 'order-page')).toBeLessThanOrEqual(390);

    // 4. /pricing names the print size its DTG price assumes, and offers only the rush that buys time.
    await page.goto(`${session.server.url}/pricing?product=gildan-5000&color=Navy&type=dtg&q.lrg=102`);
    expect(await page.locator('#result').textContent()).toContain(
      'for a medium print on the front (up to 10 × 12 in)',
    );
    expect(await page.locator('#rush').textContent()).toMatch(/1-day rush: ships by \d{4}-\d\d-\d\d/);
    expect(await page.locator('#rush').textContent()).not.toMatch(/3-day/);
    expect(await shots(page, 'pricing')).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
    await page.close();
  });
});
