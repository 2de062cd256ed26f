import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { screenshot, watchConsole } from './support/browser.ts';
import { api, cartViaApi, orderViaApi, signedInSession, staffContext } from './support/flows.ts';
import { shiftDay } from '@platen/domain/floor/timesheets';

const session = signedInSession();

/** Full-page screenshots at 1280 and 390 px: no horizontal scroll, axe clean at both. */
async function atBothWidths(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, `${name}-${width}`);
    // No horizontal scroll of the page (a wide table scrolls inside its own box).
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Staff area' });
/** The links of this issue's screens in the staff navigation (other areas add their own). */
const ISSUE_15_LINKS = ['Approval queue', 'Roles', 'Feature flags'];
const ownLinks = async (page: Page) =>
  (await nav(page).getByRole('link').allTextContents()).filter((l) => ISSUE_15_LINKS.includes(l));

describe('staff area in Chromium (issue 15)', () => {
  it('#15.5 R-2-02 R-6-10 R-2-20 the admin grants and revokes a permission in the role manager, by keyboard; axe clean', async () => {
    const staff = await staffContext(session.browser, session.server, 'admin@platen.test', {
      width: 1280,
      height: 900,
    });
    const page = await staff.newPage();
    const errors = watchConsole(page);
    await page.goto(`${session.server.url}/internal/dashboard`);
    await expect.poll(() => ownLinks(page)).toEqual(['Approval queue', 'Roles', 'Feature flags']);
    // Keyboard only: the Roles link, the role list, then the permission's checkbox.
    await nav(page).getByRole('link', { name: 'Roles' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/internal\/dashboard\/roles$/);
    await expect.poll(() => page.getByRole('heading', { name: 'Roles and permissions' }).count()).toBe(1);
    expect(await nav(page).getByRole('link', { name: 'Roles' }).getAttribute('aria-current')).toBe('page');
    await page.getByLabel('Role', { exact: true }).selectOption({ label: 'EMPLOYEE · sales (level 1)' });
    const box = page.getByRole('checkbox', { name: 'featureFlags.view' });
    expect(await box.isChecked()).toBe(false);
    await box.focus();
    await page.keyboard.press('Space');
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toBe('Granted featureFlags.view to EMPLOYEE · sales.');
    await expect.poll(() => box.isChecked()).toBe(true);
    await atBothWidths(page, 'staff-roles');
    await page.keyboard.press('Space');
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toBe('Revoked featureFlags.view from EMPLOYEE · sales.');
    // The domain refuses what would lock everyone out; the page shows the sentence.
    await page.getByLabel('Role', { exact: true }).selectOption({ label: 'ADMIN (level 11)' });
    await page.getByRole('checkbox', { name: 'roles.manage' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('The ADMIN role always keeps roles.manage.');
    expect(await page.getByRole('checkbox', { name: 'roles.manage' }).isChecked()).toBe(true);

    await nav(page).getByRole('link', { name: 'Feature flags' }).click();
    const flag = page.getByRole('switch', { name: 'approvals.autoApprove' });
    await expect.poll(() => flag.isDisabled()).toBe(false);
    await flag.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => page.getByRole('status').textContent()).toBe('approvals.autoApprove is now on.');
    await atBothWidths(page, 'staff-flags');
    await page.keyboard.press('Space');
    await expect.poll(() => page.getByRole('status').textContent()).toBe('approvals.autoApprove is now off.');
    // The refused change above is the only failed request.
    expect(errors).toEqual([
      'Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)',
    ]);
    await staff.close();
  });

  it('#15.5 R-2-02 R-2-20 the production lead sees the flags read-only and no role manager; the operator sees neither (only the board)', async () => {
    const lead = await staffContext(session.browser, session.server, 'lead@platen.test', {
      width: 1280,
      height: 900,
    });
    const page = await lead.newPage();
    await page.goto(`${session.server.url}/internal/dashboard/feature-flags`);
    await expect.poll(() => ownLinks(page)).toEqual(['Approval queue', 'Feature flags']);
    await expect
      .poll(() => page.getByRole('switch', { name: 'approvals.autoApprove' }).isDisabled())
      .toBe(true);
    await expect.poll(() => page.getByText('an administrator changes them').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    const roles = await page.goto(`${session.server.url}/internal/dashboard/roles`);
    expect(roles?.status()).toBe(403);
    await lead.close();

    const operator = await staffContext(session.browser, session.server, 'operator@platen.test', {
      width: 1280,
      height: 900,
    });
    const op = await operator.newPage();
    await op.goto(`${session.server.url}/internal/dashboard`);
    await expect.poll(() => op.getByRole('heading', { name: 'Staff area' }).count()).toBe(1);
    // The operator holds none of the issue 15 screens' permissions: the floor's screens only (station.use: the
    // station picker, blank orders and the suppliers' areas, batches, inventory and their own fingerprints; the
    // production board, the stores overview and the style guide are every staff member's; the outbox, every
    // customer's mail, needs mail.read, which an operator does not hold).
    expect(await nav(op).getByRole('link').allTextContents()).toEqual([
      'Stations',
      'Production board',
      'Blank orders',
      'SanMar',
      'Alpha Broder',
      'Batches',
      'Inventory',
      'Fingerprints',
      'Stores',
      'Style guide',
    ]);
    expect(await seriousViolations(op)).toEqual([]);
    await operator.close();
  });

  it('#15.5 R-4-34 cs opens an order from the queue: each item shows its milestone timeline and health; axe clean', async () => {
    const buyer = await session.context.newPage();
    await buyer.goto(`${session.server.url}/manager/v2`);
    const cartId = await cartViaApi(buyer, { complete: true, shipments: 1, po: 'E2E Milestones' });
    const orderId = await orderViaApi(buyer, cartId);
    const staff = await staffContext(session.browser, session.server, 'cs@platen.test', {
      width: 1280,
      height: 900,
    });
    const cs = await staff.newPage();
    const errors = watchConsole(cs);
    await cs.goto(`${session.server.url}/internal/dashboard`);
    await cs.getByRole('link', { name: 'E2E Milestones' }).first().click();
    await cs.waitForURL(new RegExp(`/internal/dashboard/orders/${orderId}$`));
    await expect.poll(() => cs.getByTestId('staff-order-status').getAttribute('data-status')).toBe('paid');
    await expect.poll(() => cs.getByText('Not in production').count()).toBe(1);
    await api(cs, 'POST', `/api/internal/approvals/${orderId}`, { decision: 'approve' });
    await cs.reload();
    await expect
      .poll(() => cs.getByTestId('staff-order-status').getAttribute('data-status'))
      .toBe('artwork-created');
    const table = cs.getByRole('table', { name: 'Milestones of item 1' });
    await expect.poll(() => table.getByRole('row').count()).toBe(12);
    const current = table.locator('tr[aria-current="step"]');
    // Approval releases the order to the floor in the same transaction; its blanks are in stock (the demo
    // facilities stock every blank), so the unit starts at RECEIVED.
    expect(await current.getByRole('rowheader').textContent()).toBe('RECEIVED');
    expect(await current.getByText('On track').count()).toBe(1);
    await atBothWidths(cs, 'staff-order');
    expect(errors).toEqual([]);
    await staff.close();
  });

  it('a supervisor reads the timesheet (hours, units, units per hour), corrects a shift with a reason by keyboard, and gets the same lines as CSV; axe clean', async () => {
    // The operator works a shift at DTG (clocked in and out through the API, as the station screen does).
    const floor = await staffContext(session.browser, session.server, 'operator@platen.test');
    const op = await floor.newPage();
    await op.goto(`${session.server.url}/internal/dashboard`);
    await api(op, 'POST', '/api/internal/shifts', { station: 'dtg', facility: 'FRESNO' });
    await api(op, 'DELETE', '/api/internal/shifts/current');
    await floor.close();

    const staff = await staffContext(session.browser, session.server, 'lead@platen.test', {
      width: 1280,
      height: 900,
    });
    const page = await staff.newPage();
    const errors = watchConsole(page);
    await page.goto(`${session.server.url}/internal/dashboard`);
    await nav(page).getByRole('link', { name: 'Timesheets' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/internal\/employee\/shifts$/);
    await expect.poll(() => page.getByRole('heading', { name: 'Timesheets', level: 1 }).count()).toBe(1);
    const lines = page.getByRole('table', { name: 'Per employee, station and day' });
    await expect
      .poll(() => lines.getByRole('rowheader', { name: 'Otto Operator' }).count())
      .toBeGreaterThan(0);

    // Correct the shift to 8:00-8:45 yesterday on the Fresno clock, keyboard only.
    const today = shiftDay(new Date().toISOString(), 'FRESNO');
    const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    await page
      .getByRole('button', { name: /^Correct Otto Operator's shift at DTG/ })
      .last()
      .focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.count()).toBe(1);
    await dialog.getByLabel('Clocked in').fill(`${yesterday}T08:00`);
    await dialog.getByLabel('Clocked out').fill(`${yesterday}T08:45`);
    await dialog.getByRole('button', { name: 'Save correction' }).focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => dialog.getByRole('alert').textContent())
      .toBe('Say why the shift is changed (at least 3 characters).');
    await dialog.getByLabel('Reason').fill('Clocked in late by mistake');
    await dialog.getByRole('button', { name: 'Save correction' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.count()).toBe(0);
    const shifts = page.getByRole('table', { name: 'Each shift of the period' });
    await expect.poll(() => shifts.getByText('Clocked in late by mistake').count()).toBe(1);
    const row = shifts.getByRole('row').filter({ hasText: 'Clocked in late by mistake' });
    expect(await row.getByRole('cell').allTextContents()).toEqual(
      expect.arrayContaining([`${yesterday} 08:00`, `${yesterday} 08:45`, '0:45']),
    );

    // The CSV link carries the period on screen and answers the same lines.
    const href = (await page.getByRole('link', { name: 'Download CSV' }).getAttribute('href')) as string;
    expect(href).toMatch(/^\/api\/internal\/timesheets\.csv\?from=\d{4}-\d\d-\d\d&to=/);
    const csv = await page.evaluate(async (u) => (await fetch(u)).text(), href);
    expect(csv.split('\r\n')[0]).toBe(
      'Day,Employee,Station,Facility,Shifts,Hours,Hours (decimal),Units,Units per hour',
    );
    expect(csv.trim().split('\r\n').length - 1).toBe(await lines.locator('tbody tr').count());
    await atBothWidths(page, 'staff-timesheets');
    // The one refusal was asked for: the correction without a reason.
    expect(errors.filter((e) => !e.includes('status of 422'))).toEqual([]);
    await staff.close();
  });
});
