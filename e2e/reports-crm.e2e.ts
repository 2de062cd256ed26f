import { copyFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { screenshot, watchConsole } from './support/browser.ts';
import { cartViaApi, orderViaApi, signedInSession, staffContext } from './support/flows.ts';

const session = signedInSession();
const shots = fileURLToPath(new URL('../test-results/screenshots/', import.meta.url));

/** Full-page screenshots at 1280 and 390 px: no horizontal scroll of the page, axe clean at both. */
async function atBothWidths(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, `${name}-${width}`);
    if (process.env.PLATEN_SHOTS_DIR) {
      mkdirSync(process.env.PLATEN_SHOTS_DIR, { recursive: true });
      copyFileSync(`${shots}${name}-${width}.png`, `${process.env.PLATEN_SHOTS_DIR}/${name}-${width}.png`);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('reports and CRM in Chromium', () => {
  it('sales reads a report (chart, table, CSV link) and logs a call with a follow-up by keyboard in the CRM; axe clean', async () => {
    const buyer = await session.context.newPage();
    await buyer.goto(`${session.server.url}/manager/v2`);
    const cartId = await cartViaApi(buyer, { complete: true, shipments: 1, po: 'E2E Reports' });
    await orderViaApi(buyer, cartId);
    await buyer.close();

    const staff = await staffContext(session.browser, session.server, 'sales@platen.test', {
      width: 1280,
      height: 900,
    });
    const page = await staff.newPage();
    const errors = watchConsole(page);
    await page.goto(`${session.server.url}/query/reports`);
    await expect.poll(() => page.getByRole('heading', { name: 'Reports', level: 1 }).count()).toBe(1);
    await expect.poll(() => page.getByRole('img', { name: /^Revenue per day: / }).count()).toBe(1);
    await page.getByLabel('Report', { exact: true }).selectOption({ label: 'Top customers' });
    await expect.poll(() => page.getByRole('img', { name: /^Paid for orders: / }).count()).toBe(1);
    const href = await page.getByRole('link', { name: 'Download CSV' }).getAttribute('href');
    expect(href).toMatch(/^\/api\/internal\/reports\/top-customers\/rows\.csv\?from=/);
    await atBothWidths(page, 'staff-reports');

    await page.goto(`${session.server.url}/internal/dashboard/crm`);
    await expect.poll(() => page.getByRole('heading', { name: 'Customers', level: 1 }).count()).toBe(1);
    await page.getByLabel('Search').fill('demo@platen.test');
    const open = page.getByRole('button', { name: 'Demo Buyer' }).first();
    await expect.poll(() => open.count()).toBeGreaterThan(0);
    await open.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('heading', { level: 2, name: /Demo Buyer/ }).count()).toBe(1);
    await page.getByLabel('Note').focus();
    await page.keyboard.type('Called about the next order');
    await page.getByLabel('Follow up on').fill(new Date().toISOString().slice(0, 10));
    await page.getByRole('button', { name: 'Save activity' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('status').first().textContent()).toBe('Activity logged.');
    await expect.poll(() => page.getByText('Called about the next order').count()).toBeGreaterThan(1);
    await atBothWidths(page, 'staff-crm');
    expect(errors).toEqual([]);
    await staff.close();
  });
});
