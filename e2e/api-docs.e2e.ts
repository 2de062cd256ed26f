import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
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

describe('#20 API reference in Chromium', () => {
  it('#20.4 /docs/ renders every route from the OpenAPI document and "try it" with the API key answers 200', async () => {
    const reg = await fetch(`${server.url}/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `docs${Date.now()}@example.com`,
        password: 'correct horse battery',
        name: 'Docs',
      }),
    });
    const { apiKey } = (await reg.json()) as { apiKey: string };
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = watchConsole(page);
    const outside: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(server.url) && !r.url().startsWith('data:')) outside.push(r.url());
    });
    const res = await page.goto(`${server.url}/docs/`);
    expect(res?.status()).toBe(200);
    const doc = page.locator('rapi-doc');
    // Every operation of the document is listed (a route missing there fails apps/server/test/openapi.int.test.ts).
    const op = doc.locator('[data-content-id="get-/api/v3/webhooks"]').first();
    await op.waitFor({ timeout: 60_000 });
    // The page as it opens passes axe (RapiDoc's try-it form, opened below, is its own markup).
    expect(await seriousViolations(page)).toEqual([]);
    await doc.locator('[data-content-id="auth"]').first().click();
    // The server ignores the user name of HTTP Basic; RapiDoc wants one.
    await doc.locator('input.api-key-user').first().fill('key');
    await doc.locator('input.api-key-password').first().fill(apiKey);
    await doc
      .getByRole('button', { name: /^\s*set\s*$/i })
      .first()
      .click();
    await op.click();
    const answered = page.waitForResponse(
      (r) => r.url() === `${server.url}/api/v3/webhooks` && r.request().method() === 'GET',
    );
    await doc
      .getByRole('button', { name: /^\s*try\s*$/i })
      .first()
      .click();
    const r = await answered;
    expect(r.status()).toBe(200);
    expect(r.request().headers().authorization).toBe(
      `Basic ${Buffer.from(`key:${apiKey}`).toString('base64')}`,
    );
    await doc.getByText('200', { exact: false }).first().waitFor();
    await screenshot(page, 'docs-try-it');
    expect(outside).toEqual([]);
    expect(errors).toEqual([]);
  });
});
