import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDb } from '@platen/db';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markShipped } from '../apps/server/test/billing/support.ts';
import { type FakeStripe, startFakeStripe } from '../apps/server/test/support/fake-stripe.ts';
import { seriousViolations } from './support/axe.ts';
import { launchBrowser, screenshot, watchConsole } from './support/browser.ts';
import { api, cartViaApi, orderViaApi } from './support/flows.ts';
import { type RunningServer, startServer } from './support/server.ts';

const WEBHOOK_SECRET = 'whsec_e2e_platen';

/** The order and its items shipped yesterday (billing/support.ts markShipped), written while the server is down. */
async function markShippedIn(dataDir: string, orderId: string) {
  const db = await createDb({ dataDir: path.join(dataDir, 'pglite'), cache: false });
  try {
    await markShipped(db, orderId);
  } finally {
    await db.close();
  }
}

describe('billing and claims in Chromium (issue 19)', () => {
  let fake: FakeStripe;
  let server: RunningServer;
  let browser: Browser;
  let buyer: BrowserContext;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'platen-e2e-billing-'));
  const env = () => ({
    DATA_DIR: dataDir,
    STRIPE_SECRET_KEY: 'sk_test_platen',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: fake.url,
    CARD_PAYMENT_PUBLIC_KEY: 'pk_test_platen',
  });
  const start = async () => {
    server = await startServer(env());
    fake.webhookUrl = `${server.url}/api/stripe/webhook`;
  };
  beforeAll(async () => {
    fake = await startFakeStripe(WEBHOOK_SECRET);
    [, browser] = await Promise.all([start(), launchBrowser()]);
    buyer = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  });
  afterAll(async () => {
    await buyer?.close();
    await browser?.close();
    await server?.stop();
    await fake?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const timeline = (page: Page) => page.getByRole('list', { name: 'Order timeline' }).textContent();

  it('#19.5 a new account without funds orders, sees the held banner, tops up by card and the order is released; a claim is approved as a reship in the timeline', async () => {
    const page = await buyer.newPage();
    const errors = watchConsole(page);
    await page.goto(`${server.url}/auth/login`);
    await api(page, 'POST', '/auth/register', {
      email: `held${Date.now()}@example.com`,
      password: 'correct horse battery',
      name: 'Held Buyer',
    });
    const first = await orderViaApi(
      page,
      await cartViaApi(page, { complete: true, shipments: 1, po: 'E2E Held' }),
    );
    await orderViaApi(page, await cartViaApi(page, { complete: true, shipments: 1, po: 'E2E Held Two' }));

    await page.goto(`${server.url}/manager/v2/orders/${first}`);
    await expect.poll(() => page.getByTestId('order-status').getAttribute('data-status')).toBe('unpaid');
    const banner = page.getByRole('status', { name: 'Orders waiting for funds' });
    await expect
      .poll(() => banner.textContent())
      .toMatch(/^2 orders are waiting for funds: add \$[\d,]+\.\d\d/);
    expect(await timeline(page)).toContain('Waiting for funds');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'billing-held-1280');

    await banner.getByRole('link', { name: 'Add funds' }).click();
    await page.waitForURL(/\/manager\/v2\/billing\/balance$/);
    await expect.poll(() => page.getByTestId('balance').textContent()).toBe('$0.00');
    // Keyboard: the amount is prefilled with what is missing; the card select and the button are reachable by Tab.
    await page.getByLabel('Amount (USD)').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Added' }).count()).toBe(1);
    await expect.poll(() => banner.count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'billing-balance-390');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(
      true,
    );
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.goto(`${server.url}/manager/v2/orders/${first}`);
    await expect.poll(() => page.getByTestId('order-status').getAttribute('data-status')).toBe('paid');
    expect(await timeline(page)).toContain('Payment received');

    // The order ships (the floor is not built yet: written while the server is down), then the claim.
    await server.stop();
    await markShippedIn(dataDir, first);
    await start();
    // While the server was down the open page's refreshes failed to connect: expected, not an app error.
    errors.length = 0;
    await page.goto(`${server.url}/manager/v2/orders/${first}`);
    await page.getByRole('link', { name: 'File a claim' }).click();
    await page.waitForURL(/\/manager\/v2\/orders\/claim\//);
    await page.getByLabel('Reason').selectOption('misprinted/flawed items');
    await page.getByLabel('Printer problem').selectOption('print quality');
    await page.getByLabel('What happened').fill('Two shirts are smudged');
    await page.getByLabel(/^Item 1/).fill('2');
    // A photo of the smudge, uploaded as the customer's own file and attached by id.
    const photo = await sharp({
      create: { width: 640, height: 480, channels: 3, background: { r: 90, g: 90, b: 90 } },
    })
      .png()
      .toBuffer();
    await page
      .getByLabel('Add photos')
      .setInputFiles({ name: 'smudge.png', mimeType: 'image/png', buffer: photo });
    await expect.poll(() => page.getByText('1 photo(s) attached.').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Remove smudge.png' }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'claim-form-1280');
    await page.getByLabel(/^Item 1/).press('Enter');
    await page.waitForURL(/\/manager\/v2\/claims$/);
    await expect.poll(() => page.getByText('under review').count()).toBe(1);
    expect(await page.getByText(/1 photo · filed/).count()).toBe(1);

    const staff = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const cs = await staff.newPage();
    await cs.goto(`${server.url}/auth/login?next=%2Finternal%2Fdashboard%2Fclaims`);
    await cs.getByLabel('Email').fill('cs@platen.test');
    await cs.getByLabel('Password').fill('platen-demo');
    await cs.getByRole('button', { name: 'Sign in' }).click();
    await cs.waitForURL(/\/internal\/dashboard\/claims/);
    // The customer's photo shows as a thumbnail (a loaded picture) linking to the full file.
    const evidence = cs.getByRole('img', { name: /^Claim evidence 1 for E2E Held/ });
    await expect
      .poll(() => evidence.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await cs.getByRole('button', { name: 'Reship E2E Held' }).click();
    await expect.poll(() => cs.getByRole('status').textContent()).toBe('Reship approved for E2E Held.');
    expect(await seriousViolations(cs)).toEqual([]);
    await screenshot(cs, 'claims-review-1280');
    await staff.close();

    await page.goto(`${server.url}/manager/v2/orders/${first}`);
    await expect.poll(() => timeline(page)).toContain('Reship approved: reprinting for your claim');
    await page.goto(`${server.url}/manager/v2/claims`);
    await expect.poll(() => page.getByText('reship').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  }, 180_000);
});
