import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { screenshot, watchConsole } from './support/browser.ts';
import { cartViaApi, orderViaApi, signedInSession } from './support/flows.ts';
import type { RunningServer } from './support/server.ts';

const session = signedInSession();

/** A browser context signed in as a seeded staff member through the real sign-in screen. */
async function staffContext(browser: Browser, server: RunningServer, email: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${server.url}/auth/login?next=%2Finternal%2Fdashboard`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('platen-demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/internal\/dashboard/);
  await page.close();
  return context;
}

async function placed(page: Page, po: string): Promise<string> {
  const cartId = await cartViaApi(page, { complete: true, shipments: 1, po });
  return orderViaApi(page, cartId);
}

describe('order lifecycle in Chromium (issue 15)', () => {
  it('#15.5 the customer places an order, cs approves it in the queue, the customer sees the timeline move and cancels an item; axe clean', async () => {
    const buyer = await session.context.newPage();
    const errors = watchConsole(buyer);
    await buyer.goto(`${session.server.url}/manager/v2`);
    const orderId = await placed(buyer, 'E2E Lifecycle');

    await buyer.goto(`${session.server.url}/manager/v2/orders`);
    await buyer.getByRole('link', { name: 'E2E Lifecycle' }).first().click();
    await buyer.waitForURL(new RegExp(`/manager/v2/orders/${orderId}$`));
    await expect.poll(() => buyer.getByTestId('order-status').textContent()).toBe('paid');
    await expect.poll(() => buyer.getByText('Artwork in preparation').count()).toBe(1);
    expect(await seriousViolations(buyer)).toEqual([]);

    const staff = await staffContext(session.browser, session.server, 'cs@platen.test');
    const cs = await staff.newPage();
    const csErrors = watchConsole(cs);
    await cs.goto(`${session.server.url}/internal/dashboard`);
    await expect.poll(() => cs.getByRole('heading', { name: 'Artwork approvals' }).count()).toBe(1);
    await cs.getByRole('button', { name: 'Approve E2E Lifecycle' }).first().click();
    await expect
      .poll(() => cs.getByRole('status').filter({ hasText: 'Approved E2E Lifecycle.' }).count())
      .toBe(1);
    expect(await seriousViolations(cs)).toEqual([]);
    await screenshot(cs, 'lifecycle-queue');

    await buyer.reload();
    await expect.poll(() => buyer.getByTestId('order-status').textContent()).toBe('artwork-created');
    await expect.poll(() => buyer.getByText('Artwork approved by our team').count()).toBe(1);
    await buyer.getByRole('button', { name: 'Cancel item 1' }).click();
    await expect.poll(() => buyer.getByTestId('order-status').textContent()).toBe('cancelled');
    await expect.poll(() => buyer.getByText('Cancelled (item 1)').count()).toBe(1);
    await screenshot(buyer, 'lifecycle-detail');
    expect(errors).toEqual([]);
    expect(csErrors).toEqual([]);
    await staff.close();
  });

  it('#15.5 R-6-20 R-6-21 cs assumes the customer from the queue, sees the banner, and returns', async () => {
    const buyer = await session.context.newPage();
    await buyer.goto(`${session.server.url}/manager/v2`);
    await placed(buyer, 'E2E Assume');
    const staff = await staffContext(session.browser, session.server, 'cs@platen.test');
    const cs = await staff.newPage();
    await cs.goto(`${session.server.url}/internal/dashboard`);
    await cs.getByRole('button', { name: 'Act as the customer of E2E Assume' }).first().click();
    await cs.waitForURL(/\/manager\/v2\/orders$/);
    const banner = cs.getByRole('region', { name: 'Acting as another user' });
    await expect.poll(() => banner.textContent()).toMatch(/Acting as Demo Buyer/);
    expect(await seriousViolations(cs)).toEqual([]);
    await cs.getByRole('button', { name: 'Return to my account' }).click();
    await cs.waitForURL(/\/internal\/dashboard$/);
    await expect.poll(() => cs.getByRole('heading', { name: 'Artwork approvals' }).count()).toBe(1);
    expect(await cs.getByRole('region', { name: 'Acting as another user' }).count()).toBe(0);
    await staff.close();
  });
});
