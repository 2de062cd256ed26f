import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { screenshot, watchConsole } from './support/browser.ts';
import { api, cartViaApi, orderViaApi, signedInSession, staffContext } from './support/flows.ts';

const session = signedInSession();

async function placed(page: Page, po: string, features: Record<string, unknown> = {}): Promise<string> {
  const cartId = await cartViaApi(page, { complete: true, shipments: 1, po });
  for (const [k, value] of Object.entries(features)) {
    const { _v } = await api<{ _v: number }>(page, 'GET', `/api/order2/cart/${cartId}`);
    await api(page, 'PATCH', `/api/order2/cart/${cartId}`, {
      _v,
      _d: [{ op: 'replace', path: `/features/${k}`, value }],
    });
  }
  return orderViaApi(page, cartId);
}

/** Full-page screenshots at desktop (1280) and phone (390) widths, each checked with axe. */
async function atBothWidths(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, `${name}-${width}`);
    // No horizontal scroll of the page (a wide table scrolls inside its own box).
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
  }
  await page.setViewportSize({ width: 1200, height: 900 });
}

describe('order lifecycle in Chromium (issue 15)', () => {
  it('#15.5 the customer places an order, cs approves it in the queue, the customer sees the timeline move and cancels an item; axe clean', async () => {
    const buyer = await session.context.newPage();
    const errors = watchConsole(buyer);
    await buyer.goto(`${session.server.url}/manager/v2`);
    const orderId = await placed(buyer, 'E2E Lifecycle');

    await buyer.goto(`${session.server.url}/manager/v2/orders`);
    // #15.4 search (submitted with Enter) and filters live in the URL.
    await buyer.getByLabel('Search by name or id').fill('no such order anywhere');
    await buyer.keyboard.press('Enter');
    await expect.poll(() => buyer.getByText('No order matches these filters.').count()).toBe(1);
    await buyer.getByLabel('Search by name or id').fill(orderId);
    await buyer.keyboard.press('Enter');
    await buyer.waitForURL(new RegExp(`q=${orderId}`));
    await expect.poll(() => buyer.getByRole('link', { name: 'E2E Lifecycle' }).count()).toBe(1);
    await atBothWidths(buyer, 'lifecycle-orders');
    await buyer.getByRole('link', { name: 'E2E Lifecycle' }).first().click();
    await buyer.waitForURL(new RegExp(`/manager/v2/orders/${orderId}$`));
    await expect.poll(() => buyer.getByTestId('order-status').getAttribute('data-status')).toBe('paid');
    // The customer's timeline: milestones only (the floor log is staff-only).
    await expect.poll(() => buyer.getByText('Payment received', { exact: true }).count()).toBe(1);
    // Each item shows its mockup (the proof's drawing of its first printed side).
    const thumb = buyer.getByRole('img', { name: /^Item 1, .*front side$/ });
    await expect
      .poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
        timeout: 20_000,
      })
      .toBe(true);
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
    await expect
      .poll(() => buyer.getByTestId('order-status').getAttribute('data-status'))
      .toBe('artwork-created');
    await expect.poll(() => buyer.getByText('Artwork approved', { exact: true }).count()).toBe(1);
    // #15.4 shipment controls: the shipping method, then the address (domestic stays domestic: the guard's
    // sentence shows on a move abroad). Each refreshes the order and its timeline without a reload.
    await buyer.getByLabel('Shipping method', { exact: true }).selectOption('ups-ground');
    await buyer.getByRole('button', { name: 'Change shipping method' }).click();
    await expect.poll(() => buyer.getByText('Shipping: UPS Ground (1-5 days)').count()).toBe(1);
    await buyer.getByRole('button', { name: 'Change address of shipment 1' }).click();
    await buyer.getByLabel('Country (2 letters)').fill('CA');
    await buyer.getByRole('button', { name: 'Save address' }).click();
    await expect
      .poll(() => buyer.getByRole('alert').textContent())
      .toBe('A shipment cannot move between domestic and international addresses.');
    await buyer.getByLabel('Country (2 letters)').fill('US');
    await buyer.getByLabel('Address', { exact: true }).fill('1 Market St');
    await buyer.getByRole('button', { name: 'Save address' }).click();
    await expect.poll(() => buyer.getByText(/1 Market St/).count()).toBe(1);
    // The artwork exists now: the design can no longer change.
    expect(await buyer.getByRole('button', { name: 'Change design of item 1' }).count()).toBe(0);
    await atBothWidths(buyer, 'lifecycle-detail-controls');
    // Issue 28: the cancel goes through a confirm dialog stating what it refunds.
    await buyer.getByRole('button', { name: 'Cancel item 1…' }).click();
    await buyer.getByRole('dialog').getByRole('button', { name: 'Cancel item 1' }).click();
    await expect.poll(() => buyer.getByTestId('order-status').getAttribute('data-status')).toBe('cancelled');
    await expect.poll(() => buyer.getByText('Cancelled (item 1)').count()).toBe(1);
    await screenshot(buyer, 'lifecycle-detail');
    // The refused move abroad is the only failed request.
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 409 (Conflict)']);
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

  it('#15.5 O-4-12 send-proof: the customer sees every side of the proof, asks for a change with a reason, then approves', async () => {
    const buyer = await session.context.newPage();
    const errors = watchConsole(buyer);
    await buyer.goto(`${session.server.url}/manager/v2`);
    const orderId = await placed(buyer, 'E2E Proof', { sendProof: true });
    // Before staff approve, an order with design changes allowed offers the design control (#15.4).
    await buyer.goto(`${session.server.url}/manager/v2/orders/${orderId}`);
    await buyer.getByRole('button', { name: 'Change design of item 1' }).click();
    await expect.poll(() => buyer.getByRole('button', { name: 'Keep the current design' }).count()).toBe(1);
    await buyer.getByRole('button', { name: 'Keep the current design' }).click();

    const staff = await staffContext(session.browser, session.server, 'cs@platen.test');
    const cs = await staff.newPage();
    await cs.goto(`${session.server.url}/internal/dashboard`);
    await cs.getByRole('button', { name: 'Approve E2E Proof' }).first().click();
    await expect
      .poll(() => cs.getByRole('status').filter({ hasText: 'Approved E2E Proof.' }).count())
      .toBe(1);

    await buyer.reload();
    await buyer.getByRole('link', { name: 'Review the proof and approve it' }).click();
    await buyer.waitForURL(new RegExp(`/manager/v2/orders/approval/${orderId}$`));
    const mockup = buyer.getByRole('img', { name: /Item 1, front side/ });
    await expect
      .poll(() => mockup.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
        timeout: 20_000,
      })
      .toBe(true);
    await atBothWidths(buyer, 'lifecycle-proof');
    await buyer.getByLabel('What should change?').fill('Make the logo larger');
    await buyer.getByRole('button', { name: 'Request a change' }).click();
    await expect.poll(() => buyer.getByRole('status').first().textContent()).toMatch(/Change requested/);

    await cs.reload();
    await cs.getByRole('button', { name: 'Approve E2E Proof' }).first().click();
    await expect
      .poll(() => cs.getByRole('status').filter({ hasText: 'Approved E2E Proof.' }).count())
      .toBe(1);
    await buyer.reload();
    await buyer.getByRole('button', { name: 'Approve the proof' }).click();
    await expect.poll(() => buyer.getByText(/Proof approved/).count()).toBe(1);
    await buyer.goto(`${session.server.url}/manager/v2/orders/${orderId}`);
    await expect
      .poll(() => buyer.getByTestId('order-status').getAttribute('data-status'))
      .toBe('artwork-created');
    await expect.poll(() => buyer.getByText('You asked for a change to the proof').count()).toBe(1);
    await expect.poll(() => buyer.getByText('Reason: Make the logo larger').count()).toBe(1);
    await expect.poll(() => buyer.getByText('Artwork approved', { exact: true }).count()).toBe(1);
    expect(errors).toEqual([]);
    await staff.close();
  });

  it('one name per endpoint: after the manager home, the order page reads its own route and shows the OrderView (items, shipments)', async () => {
    const buyer = await session.context.newPage();
    const errors = watchConsole(buyer);
    await buyer.goto(`${session.server.url}/manager/v2`);
    const orderId = await placed(buyer, 'E2E Home Then Order');
    // The manager home lists the orders through the order2 endpoints (its order history)...
    await buyer.reload();
    const history = buyer.getByRole('table', { name: 'Your orders' });
    await expect
      .poll(() => history.getByRole('cell', { name: 'E2E Home Then Order', exact: true }).count())
      .toBe(1);
    const reads: string[] = [];
    buyer.on('request', (r) => {
      if (r.url().includes(orderId)) reads.push(new URL(r.url()).pathname);
    });
    // ...then, in the same page (no reload), the app moves to the order page.
    await buyer.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `/manager/v2/orders/${orderId}`);
    await expect.poll(() => buyer.getByTestId('order-status').getAttribute('data-status')).toBe('paid');
    await expect.poll(() => buyer.getByRole('heading', { name: 'Item 1' }).count()).toBe(1);
    await expect.poll(() => buyer.getByRole('heading', { name: 'Shipment 1' }).count()).toBe(1);
    expect(reads).toContain(`/api/v3/orders/${orderId}`);
    // The priced lines come from the order2 detail under its own name (orderDetail), beside the OrderView.
    expect(reads).toContain(`/api/order2/orders/${orderId}`);
    await expect.poll(() => buyer.getByTestId('item-1-price').textContent()).toMatch(/^\$\d/);
    expect(errors).toEqual([]);
    await buyer.close();
  });
});
