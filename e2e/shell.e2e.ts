import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, watchConsole } from './support/browser.ts';
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

describe('app shell in Chromium', () => {
  it('O-1-09 / O-1-10 / R-1-07 /order/v2 boots from the embedded state and renders the shell into #app', async () => {
    const page = await browser.newPage();
    const errors = watchConsole(page);
    await page.goto(`${server.url}/order/v2`);
    await expect.poll(() => page.getByRole('heading', { name: 'Start a new order' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Platen home' }).count()).toBe(1);
    const embedded = await page.locator('#initial-state').textContent();
    expect(JSON.parse(embedded!).configuration.services.order2).toBe('/api/order2');
    expect(await page.locator('#app').innerHTML()).not.toBe('');
    await screenshot(page, 'shell-order-v2');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('unknown routes show a real not-found screen', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/order/v2/nowhere/at/all`);
    await expect.poll(() => page.getByRole('heading', { name: 'Page not found' }).count()).toBe(1);
    expect(await page.getByText('/order/v2/nowhere/at/all').count()).toBe(1);
    await screenshot(page, 'not-found');
    await page.close();
  });

  it('signing in with the demo account puts the user in the header and starts a cart (O-2-25)', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/auth/login`);
    await page.getByLabel('Email').fill('demo@platen.test');
    await page.getByLabel('Password').fill('platen-demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/order\/v2\/cart\/[^/]+\/printable$/);
    await expect.poll(() => page.getByRole('link', { name: 'Demo Buyer' }).count()).toBe(1);
    await page.reload();
    const state = JSON.parse((await page.locator('#initial-state').textContent())!);
    expect(state.user.email).toBe('demo@platen.test');
    await page.close();
  });
});
