import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { launchBrowser, screenshot } from './support/browser.ts';
import { cartWithPrintable, colourBounds, flatPng, signIn } from './support/design.ts';
import { type RunningServer, startServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
const dir = mkdtempSync(path.join(tmpdir(), 'platen-design-'));
const MAGENTA: [number, number, number] = [255, 0, 255];

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  writeFileSync(path.join(dir, 'magenta.png'), await flatPng(1200, 600, MAGENTA));
  writeFileSync(path.join(dir, 'tiny.png'), await flatPng(60, 60, [0, 160, 0]));
  writeFileSync(path.join(dir, 'tall.png'), await flatPng(300, 1200, MAGENTA));
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function openEditor(page: Page, product: string, color: string) {
  await signIn(page, server.url);
  const { cartId, printableId } = await cartWithPrintable(page, product, color);
  await page.goto(`${server.url}/order/v2/cart/${cartId}/printable/${printableId}/design`);
  await page.getByRole('heading', { name: /Design your/ }).waitFor();
  return { cartId, printableId };
}

async function upload(page: Page, file: string) {
  await page.getByLabel('Upload artwork').setInputFiles(path.join(dir, file));
  await page.locator('image[data-element]').last().waitFor();
}

const draftOf = (page: Page) =>
  page.evaluate(async () => {
    const m = /cart\/([^/]+)\/printable\/([^/]+)/.exec(location.pathname)!;
    // The cart syncs after 700 ms; read it back from the server so the test sees what was stored.
    await new Promise((r) => setTimeout(r, 1500));
    const c = await (await fetch(`/api/order2/cart/${m[1]}`)).json();
    const p = c._full.printables.find((x: { id: string }) => x.id === m[2]);
    return c._full.designDrafts.find((d: { id: string }) => d.id === p.designDraftId);
  });

describe('design editor in Chromium', () => {
  it('O-5-01 / O-5-02 / O-5-03 / O-5-04 / O-5-05 / O-5-06 / O-5-07 / O-5-08 / O-5-09 / O-5-10 / O-5-11 a two-sided DTG tee from an uploaded PNG with a preset and a drag is ready, saves, and its mockup shows the artwork where it was placed', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
    await openEditor(page, 'gildan-5000', 'White');
    await page.getByRole('radio', { name: 'DTG' }).check();
    await upload(page, 'magenta.png');
    await page.getByLabel('Placement').selectOption('center-large');
    // Drag the artwork down by about 2 inches (the canvas maps pixels to inches through the interaction machine).
    const img = page.locator('image[data-element="0"]');
    const b = (await img.boundingBox())!;
    const areaBox = (await page.locator('rect[data-print-area]').boundingBox())!;
    const pxPerInch = areaBox.width / 14;
    await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2);
    await page.mouse.down();
    for (let i = 1; i <= 10; i++)
      await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2 + (2 * pxPerInch * i) / 10);
    await page.mouse.up();
    await expect.poll(() => page.getByTestId('placement-readout').textContent()).toMatch(/horizontal C/);
    // Back side too.
    await page.getByRole('tab', { name: 'Back' }).click();
    await upload(page, 'magenta.png');
    await expect.poll(() => page.getByText('Ready: every rule of the design is met.').count()).toBe(1);
    await expect
      .poll(() => page.getByTestId('unit-price').textContent())
      .toMatch(/Total\$\d+\.\d\d for \d+ piece/);
    const draft = await draftOf(page);
    const front = draft.sides.front.elements[0];
    expect(front.width).toBeCloseTo(0.75, 3); // R-5-06 center-large: 75% of the width for a wide artwork (10.5 in)
    await screenshot(page, 'design-tee-editor');
    const axeFindings = (await seriousViolations(page)).map((v) => `editor ${v}`);

    // O-4-18 an extra colour: the mockup page then shows both colours.
    await page.getByRole('checkbox', { name: 'Black' }).check();
    await page.getByRole('button', { name: 'Save and preview mockups' }).click();
    const mock = page.getByRole('img', { name: 'Mockup front in White' });
    await mock.waitFor();
    await expect
      .poll(() => mock.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth))
      .toBeGreaterThan(0);
    expect(await page.getByRole('img', { name: 'Mockup back in White' }).count()).toBe(1);
    expect(await page.getByRole('img', { name: 'Mockup front in Black' }).count()).toBe(1);
    await screenshot(page, 'design-tee-mockups');
    axeFindings.push(...(await seriousViolations(page)).map((v) => `mockups ${v}`));
    // axe-core: no serious or critical violation on the editor and the mockup page either.
    expect(axeFindings).toEqual([]);

    // The mockup pixels: the magenta artwork sits where the draft placed it (area box x 0.6, the mockup scale).
    const src = (await mock.getAttribute('src'))!;
    const png = Buffer.from(await (await page.request.get(`${server.url}${src}`)).body());
    const found = await colourBounds(png, MAGENTA);
    const product = await (await page.request.get(`${server.url}/api/print/products/gildan-5000`)).json();
    const area = product.printAreas.front.box;
    const s = 600 / 1000;
    const w = front.width * area.width;
    const h = w * front.aspect;
    // The element is anchored to the nearer edge: after the drag that can be the bottom (inches, 14 x 16 area).
    const off = front.position.offset;
    const topIn = off.top ?? 16 - off.bottom - front.width * 14 * front.aspect;
    const expected = {
      left: (area.x + 0.5 * (area.width - w)) * s,
      top: (area.y + (topIn * area.height) / 16) * s,
      width: w * s,
      height: h * s,
    };
    expect(found).not.toBeNull();
    expect(Math.abs(found!.left - expected.left)).toBeLessThanOrEqual(3);
    expect(Math.abs(found!.top - expected.top)).toBeLessThanOrEqual(3);
    expect(Math.abs(found!.width - expected.width)).toBeLessThanOrEqual(4);
    expect(Math.abs(found!.height - expected.height)).toBeLessThanOrEqual(4);
    // The drag moved it down about 2 in from the preset's place (center-large: 5.38 in from the top).
    expect(topIn).toBeGreaterThan(6.5);
    await page.close();
  });

  it('R-3-31 / R-3-84 a tall narrow artwork turned 90 degrees by keyboard saves turned and its mockup shows it lying wide', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
    await openEditor(page, 'gildan-5000', 'White');
    await page.getByRole('radio', { name: 'DTG' }).check();
    await upload(page, 'tall.png');
    const canvas = page.getByRole('application', { name: 'Design canvas' });
    await canvas.focus();
    // ] turns 15 degrees on a DTG tee: six presses make a quarter turn.
    for (let i = 0; i < 6; i++) await page.keyboard.press(']');
    await expect.poll(() => page.getByTestId('placement-readout').textContent()).toMatch(/rotation 90°/);
    await expect
      .poll(() => page.getByRole('spinbutton', { name: 'Rotation (degrees)' }).inputValue())
      .toBe('90');
    await expect.poll(() => page.getByText('Ready: every rule of the design is met.').count()).toBe(1);
    const draft = await draftOf(page);
    const el = draft.sides.front.elements[0];
    expect(el.rotation).toBe(90);
    await page.getByRole('button', { name: 'Save and preview mockups' }).click();
    const mock = page.getByRole('img', { name: 'Mockup front in White' });
    await mock.waitFor();
    await expect
      .poll(() => mock.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth))
      .toBeGreaterThan(0);
    await screenshot(page, 'design-tee-rotated-mockup');
    const png = Buffer.from(
      await (await page.request.get(`${server.url}${await mock.getAttribute('src')}`)).body(),
    );
    const found = await colourBounds(png, MAGENTA);
    expect(found).not.toBeNull();
    // Upright the artwork is 4x taller than wide; turned it covers 4x wider than tall.
    expect(found!.width).toBeGreaterThan(found!.height * 3.5);
    const product = await (await page.request.get(`${server.url}/api/print/products/gildan-5000`)).json();
    const area = product.printAreas.front.box;
    const s = 600 / 1000;
    const w = el.width * area.width;
    const h = w * el.aspect;
    // The covered rectangle (h wide, w high) sits at the code's place and the stored offset.
    const share = { L: 0, LC: 0.25, C: 0.5, RC: 0.75, R: 1 }[el.position.horizontal as 'C'];
    const top = el.position.offset.top ?? 16 - el.position.offset.bottom - w / (area.height / 16);
    const expected = {
      left: (area.x + share * (area.width - h)) * s,
      top: (area.y + (top * area.height) / 16) * s,
      width: h * s,
      height: w * s,
    };
    for (const k of ['left', 'top', 'width', 'height'] as const)
      expect(Math.abs(found![k] - expected[k]), k).toBeLessThanOrEqual(4);
    await page.close();
  });

  it("R-3-35 a low-resolution upload warns 'may not print well'; O-8-04 an unready screenprint cannot be added to the cart", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
    await openEditor(page, 'gildan-5000', 'Black');
    await page.getByRole('radio', { name: 'Screenprint' }).check();
    await upload(page, 'tiny.png');
    await expect.poll(() => page.getByText(/may not print well/).count()).toBe(1);
    await expect
      .poll(() => page.getByText('Side front needs at least one ink colour for screenprint.').count())
      .toBe(1);
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await expect.poll(() => page.getByText('Design not ready to add to cart').count()).toBeGreaterThan(0);
    expect(page.url()).toMatch(/\/design$/);
    // Three matched colours make it ready (R-5-18 limit 8).
    for (const c of ['Black', 'Snow White', '109 C'])
      await page.getByLabel('Add a colour').selectOption({ label: c });
    // #12.10 the low-DPI artwork keeps it from a green "Ready": it can be ordered, with the warning in view.
    await expect
      .poll(() => page.getByText(/^Can be ordered, but one artwork may print blurry/).count())
      .toBe(1);
    expect(await page.getByText('Ready: every rule of the design is met.').count()).toBe(0);
    expect(await page.locator('[data-low-dpi]').count()).toBe(1);
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await page.waitForURL(/\/order\/v2\/cart\/[^/]+$/);
    await screenshot(page, 'design-screenprint-added');
    await page.close();
  });
});
