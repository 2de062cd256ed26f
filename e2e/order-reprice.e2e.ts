import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { launchBrowser, saveShot, screenshot, watchConsole } from './support/browser.ts';
import { api, cartViaApi, orderViaApi, staffContext } from './support/flows.ts';
import { type RunningServer, startServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 20_000 });
/** Screens of this issue also go to SHOTS_DIR when set (the reviewer's folder). */
const SHOTS = process.env.SHOTS_DIR;
const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[^0-9.-]/g, '')) * 100);

/** Screenshots at desktop (1280) and phone (390) widths, each axe clean, no page-wide horizontal scroll. */
async function atBothWidths(page: Page, name: string, fullPage = true) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, `${name}-${width}`);
    if (SHOTS) {
      mkdirSync(SHOTS, { recursive: true });
      // A modal dialog is shot as the screen shows it (its backdrop covers the viewport, not the whole page).
      await saveShot(page, `${SHOTS}/${name}-${width}.png`, { fullPage });
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousViolations(page), `${name} at ${width}`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A new account without funds (its orders wait unpaid) and an order of two items (black and white tees). */
async function unpaidTwoItemOrder(page: Page): Promise<string> {
  await page.goto(`${server.url}/auth/login`);
  await api(page, 'POST', '/auth/register', {
    email: `reprice${Date.now()}@example.com`,
    password: 'correct horse battery',
    name: 'Reprice Buyer',
  });
  const cartId = await cartViaApi(page, { complete: true, shipments: 1, po: 'E2E Reprice' });
  const url = `/api/order2/cart/${cartId}`;
  const { _v } = await api<{ _v: number }>(page, 'GET', url);
  await api(page, 'PATCH', url, {
    _v,
    _d: [
      {
        op: 'add',
        path: '/printables/-',
        value: {
          id: 'p-2',
          designDraftId: 'draft-1',
          productIdentifier: 'gildan-5000',
          color: 'White',
          complete: true,
        },
      },
      { op: 'add', path: '/shipments/0/items/-', value: { printableId: 'p-2', quantities: { sml: 6 } } },
    ],
  });
  return orderViaApi(page, cartId);
}

describe('order changes re-price in Chromium (issue 28)', () => {
  it('#28 cancelling an item in the confirm dialog takes the previewed amount off the amount due; keyboard only; axe clean; staff see the invoice revision with before, after, reason and who', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = watchConsole(page);
    const orderId = await unpaidTwoItemOrder(page);
    await page.goto(`${server.url}/manager/v2/orders/${orderId}`);
    await poll(() => page.getByTestId('order-status').getAttribute('data-status')).toBe('unpaid');
    const due = page.getByTestId('amount-due');
    await poll(async () => cents(await due.textContent())).toBeGreaterThan(0);
    const before = cents(await due.textContent());
    expect(cents(await page.getByTestId('order-total').textContent())).toBe(before);

    // Keyboard: focus the item's cancel button, open the dialog with Enter; "Keep" has the focus first.
    await page.getByRole('button', { name: 'Cancel item 2…' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Cancel item 2?' });
    await poll(() => dialog.isVisible()).toBe(true);
    await poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Keep item 2');
    const sentence = dialog.getByText(/will be taken off the amount due/);
    await poll(() => sentence.count()).toBe(1);
    const cutText = (await sentence.textContent())?.split(' will ')[0] ?? '';
    const cut = cents(cutText);
    expect(cut).toBeGreaterThan(0);
    expect(cut).toBeLessThan(before);
    // Escape keeps the item; the dialog closes and nothing changed.
    await page.keyboard.press('Escape');
    await poll(() => dialog.count()).toBe(0);
    await poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel item 2…');
    expect(cents(await due.textContent())).toBe(before);

    await page.getByRole('button', { name: 'Cancel item 2…' }).focus();
    await page.keyboard.press('Enter');
    await poll(() => dialog.getByText(/will be taken off the amount due/).count()).toBe(1);
    await atBothWidths(page, 'reprice-dialog', false);
    await page.keyboard.press('Tab');
    await poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel item 2');
    await page.keyboard.press('Enter');
    await poll(() => dialog.count()).toBe(0);
    const done = `Item 2 cancelled. ${cutText} taken off the amount due.`;
    await poll(() => page.getByRole('status').filter({ hasText: done }).count()).toBe(1);
    await poll(async () => cents(await due.textContent())).toBe(before - cut);
    expect(cents(await page.getByTestId('order-total').textContent())).toBe(before - cut);
    // The header's total says the same.
    expect(cents(await page.getByTestId('order-header-total').textContent())).toBe(before - cut);
    await atBothWidths(page, 'reprice-after-cancel');

    // The invoice is revised: revision 2 at the new total.
    await page.getByRole('link', { name: /INV-\d+ \(revision 2\)/ }).click();
    await poll(() => page.getByRole('heading', { name: 'Revised invoice: revision 2' }).count()).toBe(1);
    await atBothWidths(page, 'reprice-invoice');
    const pdf = await page.request.get(
      await page
        .getByRole('link', { name: 'Download PDF' })
        .getAttribute('href')
        .then((h) => `${server.url}${h}`),
    );
    expect(pdf.status()).toBe(200);
    if (SHOTS) {
      // The revised invoice as its PDF renders (for review).
      writeFileSync(`${SHOTS}/reprice-invoice.pdf`, await pdf.body());
      execFileSync('pdftoppm', [
        '-r',
        '80',
        '-png',
        '-singlefile',
        `${SHOTS}/reprice-invoice.pdf`,
        `${SHOTS}/reprice-invoice-pdf`,
      ]);
    }
    expect(errors).toEqual([]);
    await context.close();

    // Staff see the invoice's revisions on the internal order page: before, after, the change, why, who, when.
    const staff = await staffContext(browser, server, 'cs@platen.test', { width: 1280, height: 900 });
    const cs = await staff.newPage();
    const staffErrors = watchConsole(cs);
    await cs.goto(`${server.url}/internal/dashboard/orders/${orderId}`);
    const revisions = cs.getByRole('table', { name: /^Revisions of INV-\d+$/ });
    await poll(() => revisions.locator('tbody tr').count()).toBe(2);
    const cells = async (row: number) =>
      (await revisions.locator('tbody tr').nth(row).locator('th, td').allTextContents()).map((c) => c.trim());
    const [first, second] = [await cells(0), await cells(1)];
    expect(first.slice(0, 2)).toEqual(['1', '—']);
    expect(cents(first[2]!)).toBe(before);
    expect(first[4]).toBe('Issued at placement');
    expect(first[5]).toBe('At placement');
    expect(second[0]).toBe('2');
    expect(cents(second[1]!)).toBe(before);
    expect(cents(second[2]!)).toBe(before - cut);
    expect(cents(second[3]!)).toBe(-cut);
    expect(second[4]).toBe('Item 2 cancelled');
    expect(second[5]).toBe('Reprice Buyer');
    expect(second[6]).not.toBe('—');
    await atBothWidths(cs, 'staff-invoice-revisions');
    expect(staffErrors).toEqual([]);
    await staff.close();
  });
});
