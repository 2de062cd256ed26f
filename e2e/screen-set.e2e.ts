import { saveShot } from './support/browser.ts';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { cartWithPrintable } from './support/design.ts';
import { api, cartViaApi, orderViaApi, signedInSession, staffContext } from './support/flows.ts';

/**
 * The before/after screenshot set: the buyer's fifteen screens and the staff and station screens, at 1280 and
 * 390 px, written to PLATEN_SCREEN_SET_DIR (default /tmp/shots/screen-set), never to the repository. It runs only
 * when PLATEN_SCREEN_SET=1, so `npm test` stays fast; each screen is also checked axe clean.
 */
const ENABLED = process.env.PLATEN_SCREEN_SET === '1';
const OUT = process.env.PLATEN_SCREEN_SET_DIR ?? '/tmp/shots/screen-set';
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

/** Waits for the screen to settle: no request in flight and nothing marked busy. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
  await page
    .waitForFunction(() => !document.querySelector('main [aria-busy="true"]'), undefined, { timeout: 10_000 })
    .catch(() => {});
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
}

async function shoot(context: BrowserContext, name: string, url: string, problems: string[]) {
  const page = await context.newPage();
  try {
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      await page.goto(url);
      await settle(page);
      await saveShot(page, path.join(OUT, `${name}-${size.width}.png`));
      for (const v of await seriousViolations(page)) problems.push(`${name} at ${size.width}: ${v}`);
    }
  } finally {
    await page.close();
  }
}

describe.skipIf(!ENABLED)('the screenshot set (PLATEN_SCREEN_SET=1)', () => {
  const session = signedInSession();

  it('buyer screens from home to billing, and the staff and station screens, at 1280 and 390 px', async () => {
    mkdirSync(OUT, { recursive: true });
    const { server, context } = session;
    const base = server.url;
    const problems: string[] = [];
    const page = await context.newPage();
    await page.goto(`${base}/manager/v2`);
    const cartId = await cartViaApi(page, { complete: true, shipments: 1 });
    const mug = await cartWithPrintable(page, 'ceramic-mug', 'White');
    const cart = `${base}/order/v2/cart/${cartId}`;

    const buyer: [string, string][] = [
      ['01-home', `${base}/`],
      ['02-catalogue', `${cart}/printable/new/detail`],
      ['03-product', `${cart}/printable/new?productIdentifier=gildan-5000`],
      ['04-editor-shirt', `${cart}/printable/p-1/design`],
      ['05-editor-mug', `${base}/order/v2/cart/${mug.cartId}/printable/${mug.printableId}/design`],
      ['06-mockups', `${cart}/printable/p-1/mockup`],
      ['07-cart', cart],
      ['08-addresses', `${cart}/checkout`],
      ['09-quantities', `${cart}/checkout/quantity`],
      ['10-shipping', `${cart}/checkout/shippingMethod`],
      ['11-review', `${cart}/checkout/review`],
    ];
    for (const [name, url] of buyer) await shoot(context, name, url, problems);

    const orderId = await orderViaApi(page, cartId);
    await shoot(context, '12-confirmation', `${cart}/confirmation`, problems);
    await shoot(context, '13-order', `${base}/manager/v2/orders/${orderId}`, problems);
    await shoot(context, '14-billing', `${base}/manager/v2/billing`, problems);

    const lead = await staffContext(session.browser, server, 'lead@platen.test');
    const staff: [string, string][] = [
      ['15-board', `${base}/internal/dashboard/board`],
      ['16-staff-home', `${base}/internal/dashboard`],
      ['17-staff-order', `${base}/internal/dashboard/orders/${orderId}`],
      ['18-approvals', `${base}/internal/dashboard/approvals`],
      ['19-blanks', `${base}/internal/dashboard/blank-orders`],
      ['20-stores', `${base}/ecommerce/v2`],
      ['21-mail', `${base}/internal/dashboard/mail`],
      ['22-station-pull', `${base}/internal/dashboard2/workstation/pull`],
      ['23-station-dtg', `${base}/internal/dashboard2/workstation/dtg`],
    ];
    const approver = await staffContext(session.browser, server, 'cs@platen.test');
    const csPage = await approver.newPage();
    await csPage.goto(`${base}/internal/dashboard`);
    // One order approved (on the floor, waiting at its first station) and the buyer's next one still waiting.
    await api(csPage, 'POST', `/api/internal/approvals/${orderId}`, { decision: 'approve' });
    const second = await cartViaApi(page, { complete: true, shipments: 1 });
    await orderViaApi(page, second);
    await approver.close();
    for (const [name, url] of staff) await shoot(lead, name, url, problems);
    await lead.close();
    await page.close();
    expect(problems).toEqual([]);
  }, 600_000);
});
