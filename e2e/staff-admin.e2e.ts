import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, startSmtp } from '../apps/server/test/support/smtp.ts';
import { seriousViolations } from './support/axe.ts';
import { launchBrowser, saveShot, screenshot, watchConsole } from './support/browser.ts';
import { api } from './support/flows.ts';
import { type RunningServer, startServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
const PASSWORD = 'a sturdy staff passphrase';
const SHOTS = '/tmp/shots/i30-staff';
const poll = expect.poll;

beforeAll(async () => {
  smtp = await startSmtp();
  [server, browser] = await Promise.all([
    startServer({ SMTP_URL: smtp.url, MAIL_FROM: 'Platen <mail@platen.test>' }),
    launchBrowser(),
  ]);
  mkdirSync(SHOTS, { recursive: true });
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

/** Screenshots at 1280 and 390 (here and in the run's artifacts), no sideways scroll, axe clean. */
async function atBothWidths(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await saveShot(page, `${SHOTS}/${name}-${width}.png`);
    await screenshot(page, `${name}-${width}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), name).toBe(
      true,
    );
    expect(await seriousViolations(page), name).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${server.url}/auth/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('staff administration in Chromium (issue 30)', () => {
  it('R-6-12 the admin invites an employee by keyboard; the mailed link sets a password; they land on their home; deactivated, their next request is refused', async () => {
    const adminCtx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const admin = await adminCtx.newPage();
    const errors = watchConsole(admin);
    await signIn(admin, 'admin@platen.test', 'platen-demo');
    // Staff land in the staff area, not on the customer catalogue.
    await admin.waitForURL(/\/internal\/dashboard$/);
    await admin.getByRole('navigation', { name: 'Staff area' }).getByRole('link', { name: 'Staff' }).click();
    await poll(() => admin.getByRole('heading', { name: 'Staff', level: 1 }).count()).toBe(1);
    await poll(() => admin.getByRole('table', { name: 'Employees' }).count()).toBe(1);

    const email = `cara${Date.now()}@platen.test`;
    await admin.getByLabel('Name').fill('Cara Care');
    await admin.getByLabel('E-mail').fill(email);
    await admin.getByLabel('Group').selectOption('cs');
    await admin.getByLabel('Position').selectOption('CS Rep');
    await admin.getByLabel('Facility').selectOption('INDY');
    await admin.getByRole('button', { name: 'Send invitation' }).focus();
    await admin.keyboard.press('Enter');
    await poll(() => admin.getByRole('status').first().textContent()).toContain(`Invited ${email}`);
    await poll(() => admin.getByRole('row', { name: /Cara Care/ }).textContent()).toContain('Invited');
    await poll(() =>
      admin.getByText(`admin@platen.test invited ${email} as EMPLOYEE cs, CS Rep (INDY)`).count(),
    ).toBe(1);
    await atBothWidths(admin, 'staff-admin');

    // The employee follows the mailed link, sets a password and lands on the cs home (approvals).
    const link = linkIn(await smtp.next(email, /invited you to the Platen staff area/), '/auth/staff-invite');
    const empCtx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const emp = await empCtx.newPage();
    await emp.goto(`${server.url}${link.pathname}${link.search}`);
    await emp.getByLabel('Your name').fill('Cara Care');
    await emp.getByLabel('Password').fill(PASSWORD);
    await atBothWidths(emp, 'staff-invite');
    await emp.getByRole('button', { name: 'Set password' }).click();
    await emp.waitForURL(/\/internal\/dashboard\/approvals$/);
    // Signing in again lands there too.
    await api(emp, 'POST', '/auth/logout');
    await signIn(emp, email, PASSWORD);
    await emp.waitForURL(/\/internal\/dashboard\/approvals$/);
    await poll(() => emp.getByRole('heading', { level: 1 }).count()).toBe(1);

    // The admin changes their position in a dialog; the audit log says so.
    await admin.reload();
    await admin.getByRole('button', { name: 'Change role of Cara Care' }).click();
    const roleDialog = admin.getByRole('dialog', { name: 'Change the role of Cara Care' });
    await roleDialog.getByLabel('Position').selectOption('Approval Rep');
    await atBothWidths(admin, 'staff-change-role');
    await roleDialog.getByRole('button', { name: 'Save role' }).click();
    await poll(() => roleDialog.count()).toBe(0);
    await poll(() =>
      admin
        .getByText(`admin@platen.test changed the role of ${email} to EMPLOYEE cs, Approval Rep (INDY)`)
        .count(),
    ).toBe(1);

    // The admin deactivates them behind a confirmation (keyboard: Escape cancels, then confirm).
    await admin.reload();
    const deactivate = admin.getByRole('button', { name: 'Deactivate Cara Care' });
    await deactivate.focus();
    await admin.keyboard.press('Enter');
    const dialog = admin.getByRole('dialog', { name: 'Deactivate Cara Care?' });
    await poll(() => dialog.count()).toBe(1);
    await atBothWidths(admin, 'staff-deactivate-dialog');
    await admin.keyboard.press('Escape');
    await poll(() => dialog.count()).toBe(0);
    await deactivate.focus();
    await admin.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await poll(() => admin.getByRole('status').first().textContent()).toContain(`Deactivated ${email}`);
    await poll(() => admin.getByRole('row', { name: /Cara Care/ }).textContent()).toContain('Deactivated');
    await poll(() => admin.getByRole('button', { name: 'Reactivate Cara Care' }).count()).toBe(1);

    // Their very next request is refused.
    const status = await emp.evaluate(async () => (await fetch('/api/internal/approvals')).status);
    expect(status).toBe(401);
    await signIn(emp, email, PASSWORD);
    await poll(() => emp.getByRole('alert').first().textContent()).toContain('deactivated');
    expect(errors.filter((e) => !/40[13]/.test(e))).toEqual([]);
    await adminCtx.close();
    await empCtx.close();
  }, 120_000);

  it('production lands on the station picker with queue counts; the staff navigation finds orders', async () => {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await ctx.newPage();
    await signIn(page, 'operator@platen.test', 'platen-demo');
    await page.waitForURL(/\/internal\/dashboard\/stations$/);
    await poll(() => page.getByRole('heading', { name: 'Pick your station', level: 1 }).count()).toBe(1);
    await poll(() => page.getByRole('link', { name: /^Pick \d+ waiting/ }).count()).toBe(1);
    await atBothWidths(page, 'station-picker');
    await page.getByLabel('Find order').fill('nobody-ordered@example.com');
    await page.keyboard.press('Enter');
    await poll(() => page.getByRole('status').first().textContent()).toContain(
      'No order matches “nobody-ordered@example.com”',
    );
    await ctx.close();
  }, 60_000);
});
