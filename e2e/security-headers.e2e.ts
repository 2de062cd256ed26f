import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser.ts';
import { cartWithPrintable, flatPng } from './support/design.ts';
import { DEMO } from './support/flows.ts';
import { type RunningServer, startServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
const dir = mkdtempSync(path.join(tmpdir(), 'platen-csp-'));

beforeAll(async () => {
  // Loopback is the trusted proxy here: a context that sends X-Forwarded-Proto: https stands for a browser
  // behind an https proxy.
  [server, browser] = await Promise.all([startServer({ TRUST_PROXY: 'loopback' }), launchBrowser()]);
  writeFileSync(path.join(dir, 'art.png'), await flatPng(900, 900, [11, 92, 173]));
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/**
 * Every CSP violation a page reports, both ways Chromium reports them: the `securitypolicyviolation` event
 * (from an init script, so it is listening before the first script runs) and the "Refused to …" console error.
 */
async function watchCsp(context: BrowserContext) {
  const violations: string[] = [];
  await context.exposeBinding('__cspViolation', (_src, v: string) => void violations.push(v));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __cspViolation(v: string): void }).__cspViolation(
        `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`,
      ),
    );
  });
  context.on('console', (m) => {
    if (m.type() === 'error' && /Refused to|Content Security Policy/i.test(m.text()))
      violations.push(m.text());
  });
  return violations;
}

async function signIn(page: Page, base: string) {
  await page.goto(`${base}/auth/login`);
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The app starts a cart (a session write: it needs the XSRF header) and shows the catalogue.
  await page.waitForURL(/\/order\/v2\/cart\/[^/]+\/printable$/);
}

describe('#13 security headers in Chromium', () => {
  it('#13.5 the main ordering screens work under the Content-Security-Policy with no violation reported', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
    const violations = await watchCsp(context);
    const page = await context.newPage();
    const first = await page.goto(`${server.url}/order/v2`);
    expect(first?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    // Static files are nosniff and unframeable too.
    const entry = await page.locator('script[type="module"][src]').first().getAttribute('src');
    const asset = await context.request.get(`${server.url}${entry}`);
    expect(asset.status()).toBe(200);
    expect(asset.headers()['x-content-type-options']).toBe('nosniff');
    expect(asset.headers()['x-frame-options']).toBe('DENY');
    await signIn(page, server.url);

    // Catalogue: search, a product with live price and ship date.
    await page.getByRole('searchbox', { name: 'Search products' }).fill('gildan 5000');
    await page.waitForURL(/search=gildan/);
    await page.getByRole('link', { name: 'Gildan 5000 Heavy Cotton T-Shirt' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Design this product' }).count()).toBe(1);
    await page.getByRole('radio', { name: 'Black' }).check();

    // The design editor with an uploaded artwork (images from the API, the canvas, the inlined stylesheet).
    const { cartId, printableId } = await cartWithPrintable(page, 'gildan-5000', 'White');
    await page.goto(`${server.url}/order/v2/cart/${cartId}/printable/${printableId}/design`);
    await page.getByRole('heading', { name: /Design your/ }).waitFor();
    await page.getByLabel('Upload artwork').setInputFiles(path.join(dir, 'art.png'));
    await page.locator('image[data-element]').last().waitFor();
    await page.getByLabel('Placement').selectOption('center-large');
    await screenshot(page, 'csp-editor');

    // The cart and the orders manager.
    await page.goto(`${server.url}/order/v2/cart/${cartId}`);
    await expect.poll(() => page.getByRole('heading', { name: 'Shopping cart' }).count()).toBe(1);
    await page.goto(`${server.url}/manager/v2`);
    await page.waitForLoadState('networkidle');

    // The API reference page runs no script, loads nothing but its inline style.
    await page.goto(`${server.url}/api/docs`);
    await expect.poll(() => page.getByRole('heading', { name: /Platen API/ }).count()).toBe(1);
    expect(violations).toEqual([]);
    await context.close();
  });

  it('#13.5 another site cannot frame a Platen page: Chromium refuses to render it', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // A page of another origin (served by the test, no network) framing the app, the API docs and, as a
    // control that framing itself works here, a page of its own.
    await page.route('http://attacker.test/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: route.request().url().endsWith('/inner')
          ? '<!doctype html><p id="inner">framed</p>'
          : `<!doctype html><iframe src="${server.url}/order/v2"></iframe><iframe src="${server.url}/api/docs"></iframe><iframe src="/inner"></iframe>`,
      }),
    );
    await page.goto('http://attacker.test/');
    const frames = () => page.frames().slice(1);
    await expect
      .poll(() => frames().filter((f) => f.url() === 'http://attacker.test/inner').length, {
        timeout: 10_000,
      })
      .toBe(1);
    // The refused frames hold Chromium's error page, not the app or the docs.
    await expect
      .poll(() => frames().filter((f) => f.url().startsWith('chrome-error:')).length, { timeout: 10_000 })
      .toBe(2);
    for (const f of frames()) expect(f.url()).not.toContain(server.url);
    await context.close();
  });

  it('#13.4 behind a trusted https proxy the app signs in and writes with Secure __Host- cookies', async () => {
    // localhost is a secure context to Chromium, so it keeps Secure cookies there as it would on https.
    const base = `http://localhost:${server.port}`;
    const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-proto': 'https' } });
    const page = await context.newPage();
    // Every write the app itself sends (its HTTP helper must find the __Host- XSRF cookie, or these are 403).
    const writes: string[] = [];
    page.on('response', (r) => {
      const m = r.request().method();
      const p = new URL(r.url()).pathname;
      if (m !== 'GET' && (p.startsWith('/api/') || p.startsWith('/auth/')))
        writes.push(`${m} ${p} ${r.status()}`);
    });
    const response = await page.goto(`${base}/order/v2`);
    expect(response?.headers()['strict-transport-security']).toMatch(/^max-age=\d+/);
    await signIn(page, base);
    const cookies = await context.cookies();
    // The device cookie marks a browser that has signed in before (sign-in throttling spares known devices).
    expect(cookies.map((c) => c.name).sort()).toEqual([
      '__Host-XSRF-TOKEN',
      '__Host-platen_device',
      '__Host-platen_session',
    ]);
    for (const c of cookies) expect(c).toMatchObject({ secure: true, path: '/' });
    const byName = (name: string) => cookies.find((c) => c.name === name);
    expect(byName('__Host-platen_session')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(byName('__Host-XSRF-TOKEN')).toMatchObject({ sameSite: 'Lax' });
    // Only ever read by sign-in on this site: never sent from another site's link.
    expect(byName('__Host-platen_device')).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    // Pick a product on the catalogue: the app saves it into the cart (a PATCH with the XSRF header).
    await page.getByRole('searchbox', { name: 'Search products' }).fill('gildan 5000');
    await page.getByRole('link', { name: 'Gildan 5000 Heavy Cotton T-Shirt' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Design this product' }).count()).toBe(1);
    await page.getByRole('radio', { name: 'Black' }).check();
    await page.getByLabel('Quantity M').fill('24');
    await page.getByRole('button', { name: 'Design this product' }).click();
    // The product page's quantities travel in the design URL (#12.4); the printable enters the cart on the first design change.
    await page.waitForURL(/\/design(\?.*)?$/);
    // A write through the app's HTTP helper with the XSRF header: a new API key on the account page.
    await page.goto(`${base}/manager/v2`);
    await page.getByRole('button', { name: 'Make a new API key' }).click();
    await expect
      .poll(() => writes.filter((w) => w.startsWith('POST /auth/api-key/rotate')).length, { timeout: 10_000 })
      .toBeGreaterThan(0);
    expect(writes.length).toBeGreaterThan(1);
    expect(writes.filter((w) => !/ 20\d$/.test(w))).toEqual([]);
    await context.close();
  });
});
