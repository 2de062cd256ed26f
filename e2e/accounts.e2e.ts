import sharp from 'sharp';
import { generate } from 'otplib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, startSmtp } from '../apps/server/test/support/smtp.ts';
import { seriousViolations } from './support/axe.ts';
import { launchBrowser, screenshot } from './support/browser.ts';
import { api } from './support/flows.ts';
import { type RunningServer, startServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
const PASSWORD = 'a sturdy first passphrase';
const NEW_PASSWORD = 'a sturdy second passphrase';

beforeAll(async () => {
  smtp = await startSmtp();
  [server, browser] = await Promise.all([
    startServer({ SMTP_URL: smtp.url, MAIL_FROM: 'Platen <mail@platen.test>' }),
    launchBrowser(),
  ]);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

/** A fresh context with a new account registered through the API (answers its API key). */
async function newAccount(name: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${server.url}/auth/login`);
  const email = `${name.toLowerCase().replace(/\W/g, '')}${Date.now()}@example.com`;
  const r = await api<{ apiKey: string }>(page, 'POST', '/auth/register', {
    email,
    password: PASSWORD,
    name,
  });
  return { context, page, email, apiKey: r.apiKey };
}

/** expect.poll with room for a loaded machine (password hashing, lazy screens): 1 s is vitest's default. */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 20_000 });

async function axeClean(page: Page, name: string) {
  expect(await seriousViolations(page), name).toEqual([]);
}

const basicMe = (key: string) =>
  fetch(`${server.url}/auth/me`, { headers: { authorization: `Basic ${btoa(`:${key}`)}` } });

describe('accounts and the manager area in Chromium (issue 21)', () => {
  it('#21.4 forgot -> mail -> reset -> sign in with TOTP', async () => {
    const { page, email, context } = await newAccount('Tess Totp');
    await page.goto(`${server.url}/manager/v2/settings/account`);
    // A session alone cannot set up two-factor sign-in: the password is asked again.
    await page.getByLabel('Your password, to confirm it is you').fill(PASSWORD);
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    const secret = (await page.locator('code').first().textContent())!.trim();
    await axeClean(page, 'two-factor set-up');
    await page
      .getByLabel('6-digit code')
      .fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) - 30 }));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await poll(() => page.getByRole('list', { name: 'Recovery codes' }).count()).toBe(1);
    await screenshot(page, 'settings-account-2fa-1280');

    // Sign out from the header, then forget the password.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL(/\/auth\/login/);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await axeClean(page, 'forgot');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await poll(async () => (await page.locator('main').textContent()) ?? '').toContain(
      'a link to choose a new password is on its way',
    );

    const mail = await smtp.next(email, /Reset your Platen password/);
    const link = linkIn(mail, '/auth/reset');
    // The mail's link opens in a new tab, as a mail reader would open it.
    const tab = await context.newPage();
    await tab.goto(`${server.url}${link.pathname}${link.search}`);
    await tab.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await tab.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await axeClean(tab, 'reset');
    await tab.getByRole('button', { name: 'Save the new password' }).click();
    await poll(() => tab.getByRole('status').textContent()).toContain('Your password is changed');
    // The link works once.
    await tab.goto(`${server.url}${link.pathname}${link.search}`);
    await tab.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await tab.getByLabel('New password', { exact: true }).fill('yet another passphrase 3');
    await tab.getByRole('button', { name: 'Save the new password' }).click();
    await poll(() => tab.getByRole('alert').textContent()).toContain('already used');

    await tab.goto(`${server.url}/auth/login`);
    await tab.getByRole('heading', { name: 'Sign in' }).waitFor();
    await tab.getByLabel('Email').fill(email);
    await tab.getByLabel('Password').fill(NEW_PASSWORD);
    await tab.getByRole('button', { name: 'Sign in' }).click();
    const codeField = tab.getByLabel(/Code from your authenticator app/);
    await poll(async () => `${await codeField.count()} ${await tab.locator('main').textContent()}`).toMatch(
      /^1 /,
    );
    await axeClean(tab, 'login code step');
    await codeField.fill(await generate({ secret }));
    await tab.getByRole('button', { name: 'Sign in' }).click();
    await tab.waitForURL(/\/order\/v2/);
    const me = await api<{ user: { email: string } }>(tab, 'GET', '/auth/me');
    expect(me.user.email).toBe(email);
    await context.close();
  }, 120_000);

  it('#21.4 a sub-user invited with only "order" sees orders but cannot place one', async () => {
    const owner = await newAccount('Olga Owner');
    const member = `member${Date.now()}@example.com`;
    await owner.page.goto(`${server.url}/manager/v2/settings/teams`);
    await owner.page.getByLabel('E-mail').fill(member);
    await owner.page.getByRole('checkbox', { name: /order: view the order history page/ }).check();
    await axeClean(owner.page, 'teams');
    await owner.page.getByRole('button', { name: 'Send invitation' }).click();
    await poll(() => owner.page.getByRole('status').textContent()).toContain('Invitation sent');
    await poll(() => owner.page.getByText('(invited)').count()).toBe(1);
    await screenshot(owner.page, 'settings-teams-1280');

    const link = linkIn(await smtp.next(member, /Olga Owner invited you/), '/auth/invite');
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await ctx.newPage();
    await page.goto(`${server.url}${link.pathname}${link.search}`);
    await page.getByLabel('Your name').fill('Mia Member');
    await page.getByLabel('Password').fill(PASSWORD);
    await axeClean(page, 'invite');
    await page.getByRole('button', { name: 'Join' }).click();
    await page.waitForURL(/\/manager\/v2$/);

    await page.goto(`${server.url}/manager/v2/orders`);
    await poll(() => page.getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0);
    expect(await api<unknown[]>(page, 'GET', '/api/v3/orders')).toEqual([]);
    const placing = await page.evaluate(async () => {
      const xsrf = decodeURIComponent(
        document.cookie
          .split('; ')
          .find((c) => c.startsWith('XSRF-TOKEN='))!
          .slice(11),
      );
      const r = await fetch('/api/order2/cart', { method: 'POST', headers: { 'x-xsrf-token': xsrf } });
      return { status: r.status, body: await r.json() };
    });
    expect(placing.status).toBe(403);
    expect(placing.body.message).toContain('"shop"');
    await ctx.close();
    await owner.context.close();
  }, 120_000);

  it('#21.4 artwork library: upload with progress, rename and delete; rotate the API key', async () => {
    const { page, context, apiKey } = await newAccount('Art Keeper');
    await page.goto(`${server.url}/manager/v2/designs/artworks`);
    await poll(() => page.getByText('No artwork yet.').count()).toBe(1);
    const png = await sharp({
      create: { width: 900, height: 600, channels: 3, background: { r: 240, g: 120, b: 20 } },
    })
      .png()
      .toBuffer();
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'sunset.png', mimeType: 'image/png', buffer: png });
    await poll(() => page.getByRole('heading', { name: 'sunset' }).count()).toBe(1);
    await axeClean(page, 'artworks');
    await page.getByRole('button', { name: 'Rename sunset' }).click();
    await page.getByLabel('Name').fill('Orange sunset');
    await page.getByRole('button', { name: 'Save name' }).click();
    await poll(() => page.getByRole('heading', { name: 'Orange sunset' }).count()).toBe(1);
    await page.getByLabel('Search').fill('orange');
    await poll(() => page.getByRole('heading', { name: 'Orange sunset' }).count()).toBe(1);
    await screenshot(page, 'artworks-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'artworks-390');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 900 });
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: 'Delete Orange sunset' }).click();
    await poll(() => page.getByRole('heading', { name: 'Orange sunset' }).count()).toBe(0);

    await page.goto(`${server.url}/manager/v2/settings/api`);
    await axeClean(page, 'api settings');
    await page.getByRole('button', { name: 'Make a new API key', exact: true }).click();
    const key = page.locator('code.api-key');
    await poll(() => key.count()).toBe(1);
    const fresh = (await key.textContent())!.trim();
    expect(fresh).toMatch(/^[\w-]{43}$/);
    expect((await basicMe(fresh)).status).toBe(200);
    expect((await basicMe(apiKey)).status).toBe(200);
    await poll(() => page.getByText(/previous key keeps working until/).count()).toBe(1);
    await page.getByRole('button', { name: 'Make a new key and stop the old one now' }).click();
    await poll(async () => (await key.textContent())?.trim()).not.toBe(fresh);
    expect((await basicMe(fresh)).status).toBe(401);
    await screenshot(page, 'settings-api-1280');
    await context.close();
  }, 120_000);

  it('#21.4 every new screen passes axe and fits 390 px', async () => {
    const { page, context } = await newAccount('Screen Walker');
    for (const path of [
      '/manager/v2/settings/account',
      '/manager/v2/settings/api',
      '/manager/v2/settings/general',
      '/manager/v2/settings/teams',
      '/manager/v2/designs/artworks',
      '/auth/success',
    ]) {
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${server.url}${path}`);
        await poll(() => page.getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0);
        await axeClean(page, `${path} at ${width}`);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(
          width,
        );
        await screenshot(page, `${path.replaceAll('/', '_')}-${width}`);
      }
    }
    // Keyboard: the settings tabs are reachable and followable with Tab and Enter.
    await page.goto(`${server.url}/manager/v2/settings/account`);
    await page.getByRole('link', { name: 'Team' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/settings\/teams$/);
    // Older manager routes land on their v2 screen.
    await page.goto(`${server.url}/manager/design`);
    expect(new URL(page.url()).pathname).toBe('/manager/v2/designs/artworks');
    await context.close();
  }, 180_000);
});
