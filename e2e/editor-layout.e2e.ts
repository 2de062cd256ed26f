import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { launchBrowser, screenshot } from './support/browser.ts';
import { cartWithPrintable, flatPng, signIn } from './support/design.ts';
import { type RunningServer, startServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
const art = path.join(mkdtempSync(path.join(tmpdir(), 'platen-layout-')), 'logo.png');

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  writeFileSync(art, await flatPng(1200, 900, [11, 92, 173]));
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Opens the editor of a new White tee at a viewport, places an artwork and prices 24 pieces (as a buyer would). */
async function pricedEditor(width: number, height: number): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height } });
  await signIn(page, server.url);
  const { cartId, printableId } = await cartWithPrintable(page, 'gildan-5000', 'White');
  await page.goto(`${server.url}/order/v2/cart/${cartId}/printable/${printableId}/design`);
  await page.getByRole('heading', { name: /Design your/ }).waitFor();
  await page.getByLabel('Upload artwork').setInputFiles(art);
  await page.locator('image[data-element]').last().waitFor();
  await page.getByLabel('Pieces to price').fill('24');
  await expect
    .poll(() => page.getByTestId('total-price').textContent(), { timeout: 20_000 })
    .toMatch(/^\$\d+\.\d\d for 24 pieces$/);
  await page.evaluate(() => window.scrollTo(0, 0));
  return page;
}

/** The element's box in the first viewport (no scrolling): answers how far it lies outside it. */
async function outsideFirstViewport(page: Page, locator: ReturnType<Page['locator']>) {
  const b = await locator.boundingBox();
  const v = page.viewportSize()!;
  expect(b).not.toBeNull();
  return {
    above: Math.max(0, -b!.y),
    below: Math.max(0, b!.y + b!.height - v.height),
    right: Math.max(0, b!.x + b!.width - v.width),
  };
}

const inside = { above: 0, below: 0, right: 0 };

describe('design editor on one screen', () => {
  it('at 1280x800 the canvas, the print options, the unit price, the total and "Add to cart" are all in the first viewport', async () => {
    const page = await pricedEditor(1280, 800);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    for (const l of [
      page.getByTestId('unit-price'),
      page.getByTestId('total-price'),
      page.getByTestId('printing-price'),
      page.getByRole('button', { name: 'Add to cart', exact: true }),
      page.getByRole('group', { name: 'Print type' }),
      page.getByRole('application', { name: 'Design canvas' }),
    ])
      expect(await outsideFirstViewport(page, l)).toEqual(inside);
    await screenshot(page, 'editor-layout-1280');
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it('at 390x844 the canvas starts in the first viewport and the price bar stays at the bottom while scrolling', async () => {
    const page = await pricedEditor(390, 844);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const canvas = await page.getByRole('application', { name: 'Design canvas' }).boundingBox();
    expect(canvas!.y).toBeLessThan(844 / 2);
    for (const l of [
      page.getByTestId('total-price'),
      page.getByRole('button', { name: 'Add to cart', exact: true }),
    ])
      expect(await outsideFirstViewport(page, l)).toEqual(inside);
    // Scrolled to the checks at the foot of the options, the total and the add button are still on screen.
    await page.getByRole('heading', { name: 'Ready to print?' }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    for (const l of [
      page.getByTestId('total-price'),
      page.getByRole('button', { name: 'Add to cart', exact: true }),
    ])
      expect(await outsideFirstViewport(page, l)).toEqual(inside);
    // The fixed bar hides no control: the last option clears it when scrolled to the end.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const bar = (await page.locator('.editor-pricebar').boundingBox())!;
    const last = (await page.getByRole('heading', { name: 'Ready to print?' }).boundingBox())!;
    expect(last.y + last.height).toBeLessThanOrEqual(bar.y);
    await screenshot(page, 'editor-layout-390');
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });
});
