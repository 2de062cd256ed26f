import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { launchBrowser, saveShot, watchConsole } from './support/browser.ts';
import { api, cartViaApi, orderViaApi, staffContext } from './support/flows.ts';
import { type RunningServer, startServer } from './support/server.ts';

const SHOTS = '/tmp/shots/coupons';

/** Screenshots at 1280 and 390 px wide, each checked by axe. */
async function bothWidths(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await seriousViolations(page), `${name} at ${width}`).toEqual([]);
    await saveShot(page, `${SHOTS}/${name}-${width}.png`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('coupons and credit line applications in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let staff: BrowserContext;
  let buyer: BrowserContext;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    staff = await staffContext(browser, server, 'cs@platen.test');
    buyer = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  });
  afterAll(async () => {
    await staff?.close();
    await buyer?.close();
    await browser?.close();
    await server?.stop();
  });

  it('cs creates a coupon on the staff screen; a new buyer applies it at review (a wrong code says why), then applies for credit and the held order is released when cs approves', async () => {
    const s = await staff.newPage();
    const staffErrors = watchConsole(s);
    await s.goto(`${server.url}/internal/dashboard/coupons`);
    await s.getByLabel('Code').fill('SPRING10');
    await s.getByLabel('Percent').fill('10');
    await s.getByLabel('Uses in total').fill('50');
    await s.getByRole('button', { name: 'Create coupon' }).click();
    await expect.poll(() => s.getByRole('status').first().textContent()).toBe('Coupon SPRING10 created.');
    await expect.poll(() => s.getByRole('rowheader', { name: 'SPRING10' }).count()).toBe(1);
    await bothWidths(s, 'staff-coupons');

    const page = await buyer.newPage();
    const errors = watchConsole(page);
    await page.goto(`${server.url}/auth/login`);
    await api(page, 'POST', '/auth/register', {
      email: `coupon${Date.now()}@example.com`,
      password: 'correct horse battery',
      name: 'Coupon Buyer',
    });
    const cartId = await cartViaApi(page, { complete: true, shipments: 1, po: 'E2E Coupon' });
    await page.goto(`${server.url}/order/v2/cart/${cartId}/checkout/review`);
    const total = page.getByTestId('order-total');
    await expect.poll(() => total.textContent()).toMatch(/^\$[\d,]+\.\d\d$/);
    const before = Number((await total.textContent())!.replace(/[$,]/g, ''));
    const code = page.getByLabel('Coupon code');
    await code.fill('NOPE');
    await code.press('Enter');
    await expect
      .poll(() => page.locator('.ui-error').textContent())
      .toContain('We do not know this coupon code. Check the spelling.');
    await code.fill('spring10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect
      .poll(() => page.getByTestId('coupon-line').textContent())
      .toMatch(/^Coupon SPRING10 \(10% off\)/);
    const discount = Number((await page.getByTestId('coupon-discount').textContent())!.replace(/[−$,]/g, ''));
    expect(discount).toBeGreaterThan(0);
    expect(Number((await total.textContent())!.replace(/[$,]/g, ''))).toBeCloseTo(before - discount, 2);
    await bothWidths(page, 'review-coupon');
    const orderId = await orderViaApi(page, cartId);

    // A new account has no credit: the order waits for payment until a credit line covers it.
    await page.goto(`${server.url}/manager/v2/billing/credit`);
    await page.getByLabel('Company name').fill('Acme Tees LLC');
    await page.getByLabel('Address').fill('1 Main St, Oakland CA 94607');
    await page.getByLabel('Phone', { exact: true }).fill('510-555-0100');
    await page.getByLabel('Years in business').fill('6');
    for (const i of [1, 2]) {
      await page.getByLabel(`Reference ${i} company`).fill(`Supplier ${i}`);
      await page.getByLabel(`Reference ${i} contact`).fill(`Contact ${i}`);
      await page.getByLabel(`Reference ${i} phone`).fill(`510-555-010${i}`);
    }
    await page.getByLabel('Credit line asked for ($)').fill('200000');
    await expect
      .poll(() => page.locator('.ui-error').textContent())
      .toContain('The maximum credit line is $100,000.00');
    await bothWidths(page, 'credit-apply');
    await page.getByLabel('Credit line asked for ($)').fill('25000');
    await page.getByRole('button', { name: 'Send application' }).click();
    await expect
      .poll(() => page.getByText('Your application is waiting for review.', { exact: false }).count())
      .toBe(1);

    await s.goto(`${server.url}/internal/dashboard/credit-applications`);
    await s.getByLabel('Credit line for Acme Tees LLC ($)').first().fill('25000');
    await bothWidths(s, 'staff-credit-queue');
    await s.getByRole('button', { name: 'Approve Acme Tees LLC' }).first().click();
    await expect
      .poll(() => s.getByRole('status').first().textContent())
      .toBe('Approved. 1 held order released.');

    await page.goto(`${server.url}/manager/v2/billing/credit`);
    await expect
      .poll(() => page.getByTestId('credit-line').textContent())
      .toBe('Your credit line: $25,000.00');
    await bothWidths(page, 'credit-approved');
    const order = await api<{ status: string; totalCents: number }>(page, 'GET', `/api/v3/orders/${orderId}`);
    expect(order.status).not.toBe('unpaid');
    expect(order.totalCents).toBe(Math.round((before - discount) * 100));
    // The wrong code is a 422 the browser logs as a failed resource; nothing else may fail.
    expect(errors.filter((e) => !e.includes('status of 422'))).toEqual([]);
    expect(staffErrors).toEqual([]);
  });
});
