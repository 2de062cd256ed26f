import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { screenshot, watchConsole } from './support/browser.ts';
import { signedInSession } from './support/flows.ts';

const session = signedInSession();

/** Every screen a signed-in customer reaches (the manager area and the ordering flow's first screen). */
const SIGNED_IN_PAGES = [
  '/manager/v2',
  '/manager/v2/orders',
  '/manager/v2/orders/drafts',
  '/manager/v2/printables',
  '/manager/v2/designs/artworks',
  '/manager/v2/billing',
  '/manager/v2/billing/transactions',
  '/manager/v2/billing/invoices',
  '/manager/v2/billing/statement',
  '/manager/v2/billing/paymentMethods',
  '/manager/v2/claims',
  '/manager/v2/settings/account',
  '/manager/v2/settings/general',
  '/manager/v2/settings/api',
  '/manager/v2/settings/api/webhooks',
  '/manager/v2/settings/teams',
  '/order/v2',
];

/** The style guide shows every component in every state: axe clean at both widths, a dialog open too. */
async function styleGuideIsClean(page: Page) {
  const errors = watchConsole(page);
  await page
    .getByRole('navigation', { name: 'Staff shortcuts' })
    .getByRole('link', { name: 'Style guide' })
    .click();
  await page.getByRole('heading', { name: 'Style guide', level: 1 }).waitFor();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await seriousViolations(page), `style guide at ${width}`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await screenshot(page, `styleguide-${width}`);
  }
  // No rise animation to wait out: axe measures the dialog's colours as they settle.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.getByRole('button', { name: 'Cancel order…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await dialog.waitFor();
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Keep order');
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  // No CSP report: nothing set a style attribute or injected a stylesheet.
  expect(errors).toEqual([]);
}

const menuButton = (page: Page) => page.getByRole('button', { name: 'Account menu' });
const hrefOf = (page: Page, name: string) =>
  page
    .getByRole('menu', { name: 'Account' })
    .getByRole('menuitem', { name, exact: true })
    .getAttribute('href');

describe('app shell: the account menu (issue 29)', () => {
  it('#29.3 every signed-in page has the account menu with Orders, Billing, Settings and Team; axe clean with it open at 1280 and 390', async () => {
    const page = await session.context.newPage();
    const errors = watchConsole(page);
    for (const path of SIGNED_IN_PAGES) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${session.server.url}${path}`);
      await menuButton(page).waitFor();
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      // A click before the page is interactive (a loaded machine) opens nothing: click until the menu shows.
      const menu = page.getByRole('menu', { name: 'Account' });
      await expect
        .poll(async () => {
          if ((await menu.count()) === 0) await menuButton(page).click();
          return menu.count();
        })
        .toBe(1);
      expect(await hrefOf(page, 'Orders'), path).toBe('/manager/v2/orders');
      expect(await hrefOf(page, 'Billing'), path).toBe('/manager/v2/billing');
      expect(await hrefOf(page, 'Settings'), path).toBe('/manager/v2/settings');
      expect(await hrefOf(page, 'Team'), path).toBe('/manager/v2/settings/teams');
      expect(await hrefOf(page, 'Designs and artwork'), path).toBe('/manager/v2/designs/artworks');
      expect(await page.getByRole('menuitem', { name: 'Sign out' }).count(), path).toBe(1);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        expect(await seriousViolations(page), `${path} at ${width}`).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(
          width,
        );
      }
      if (path === '/manager/v2/orders') {
        await screenshot(page, 'account-menu-390');
        await page.setViewportSize({ width: 1280, height: 900 });
        await screenshot(page, 'account-menu-1280');
      }
      await page.keyboard.press('Escape');
    }
    expect(errors).toEqual([]);
    await page.close();
  }, 240_000);

  it('#29.3 the menu works by keyboard: Enter opens on Orders, arrows move, Enter follows, Escape closes', async () => {
    const page = await session.context.newPage();
    await page.goto(`${session.server.url}/manager/v2/billing`);
    await menuButton(page).focus();
    await page.keyboard.press('Enter');
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    expect(await focused()).toBe('Orders');
    await page.keyboard.press('ArrowUp');
    expect(await focused()).toBe('Sign out');
    await page.keyboard.press('Escape');
    expect(await page.getByRole('menu').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup'))).toBe('menu');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe('Billing');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/manager\/v2\/settings$/);
    expect(await page.getByRole('menu').count()).toBe(0);
    await page.close();
  });

  it('staff see shortcuts their permissions allow, a customer none; the style guide is axe clean', async () => {
    const page = await session.context.newPage();
    await page.goto(`${session.server.url}/manager/v2`);
    await menuButton(page).waitFor();
    expect(await page.getByRole('navigation', { name: 'Staff shortcuts' }).count()).toBe(0);
    await page.close();
    const links = async (email: string) => {
      const ctx = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
      const p = await ctx.newPage();
      await p.goto(`${session.server.url}/auth/login?next=%2Fmanager%2Fv2`);
      await p.getByLabel('Email').fill(email);
      await p.getByLabel('Password').fill('platen-demo');
      await p.getByRole('button', { name: 'Sign in' }).click();
      const nav = p.getByRole('navigation', { name: 'Staff shortcuts' });
      await nav.waitFor();
      const names = await nav.getByRole('link').allTextContents();
      if (email === 'admin@platen.test') await styleGuideIsClean(p);
      await ctx.close();
      return names;
    };
    const admin = await links('admin@platen.test');
    expect(admin).toEqual(
      expect.arrayContaining(['Approvals', 'Board', 'Stations', 'Customer accounts', 'Mail']),
    );
    const operator = await links('operator@platen.test');
    expect(operator).toContain('Stations');
    expect(operator).not.toContain('Customer accounts');
    // The outbox holds every customer's mail: mail.read, which a production operator does not hold.
    expect(operator).not.toContain('Mail');
    expect(operator.length).toBeLessThan(admin.length);
  });
});
