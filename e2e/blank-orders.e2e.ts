import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { screenshot, watchConsole } from './support/browser.ts';
import { api, cartViaApi, orderViaApi, signedInSession, staffContext } from './support/flows.ts';

const session = signedInSession();

interface Unit {
  barcode: string;
  station: string | null;
  blockedBy?: string;
}

describe('blank orders in Chromium (issue 31)', () => {
  let staff: BrowserContext;
  beforeAll(async () => {
    staff = await staffContext(session.browser, session.server, 'lead@platen.test', {
      width: 1280,
      height: 900,
    });
  });

  const atBothWidths = async (page: Page, name: string) => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `${name}-${width}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  };

  it('#31 a manager turns demo stock off, sends the blank order now and receives it partly, then fully, by keyboard; the units move on', async () => {
    const lead = await staff.newPage();
    const errors = watchConsole(lead);
    await lead.goto(`${session.server.url}/internal/dashboard`);
    await lead
      .getByRole('navigation', { name: 'Staff area' })
      .getByRole('link', { name: 'Blank orders' })
      .click();
    await expect.poll(() => lead.getByRole('heading', { name: 'Blank orders', level: 1 }).count()).toBe(1);
    // Demo stock off everywhere, from the screen (keyboard: focus the box, Space).
    const boxes = lead.getByRole('group', { name: /Demo stock/ }).getByRole('checkbox');
    await expect.poll(() => boxes.count()).toBe(5);
    for (let i = 0; i < 5; i++) {
      const box = boxes.nth(i);
      if (!(await box.isChecked())) continue;
      await box.focus();
      await lead.keyboard.press('Space');
      await expect.poll(() => box.isChecked()).toBe(false);
    }

    // A customer order needs blanks now: its units wait for the supplier.
    const customer = await session.context.newPage();
    await customer.goto(`${session.server.url}/manager/v2`);
    const orderId = await orderViaApi(customer, await cartViaApi(customer, { complete: true, shipments: 1 }));
    await api(lead, 'POST', `/api/internal/approvals/${orderId}`, { decision: 'approve' });
    const unitsOf = async () =>
      (await api<{ units: Unit[] }>(lead, 'GET', `/api/internal/orders/${orderId}`)).units;
    expect((await unitsOf()).every((u) => /waiting for blanks/.test(u.blockedBy ?? ''))).toBe(true);

    await lead.reload();
    const send = lead.getByRole('button', { name: /^Send blank order \d+ now$/ });
    await expect.poll(() => send.count()).toBeGreaterThan(0);
    const label = (await send.first().textContent()) as string;
    const id = /(\d+)/.exec(label)?.[1] as string;
    await atBothWidths(lead, 'blank-orders-open');
    await send.first().focus();
    await lead.keyboard.press('Enter');
    await expect
      .poll(() => lead.getByRole('status').first().textContent())
      .toMatch(`Blank order ${id} sent to`);

    // Part of one line arrives: typed, Enter submits; the rest stays open.
    const card = lead
      .getByRole('listitem')
      .filter({ has: lead.getByRole('heading', { name: new RegExp(`Blank order ${id} `) }) });
    const inputs = card.getByRole('textbox', { name: /^Arrived now/ });
    await expect.poll(() => inputs.count()).toBeGreaterThan(0);
    await inputs.first().focus();
    await lead.keyboard.type('1');
    await lead.keyboard.press('Enter');
    await expect.poll(() => card.getByText('Partly received').count()).toBe(1);
    await atBothWidths(lead, 'blank-orders-partial');
    const partly = await unitsOf();
    expect(partly.filter((u) => !u.blockedBy)).toHaveLength(1);

    // Over-receipt is refused with the sentence and changes nothing.
    await inputs.first().fill('999');
    await card.getByRole('button', { name: `Receive on blank order ${id}` }).click();
    await expect
      .poll(() => lead.getByRole('alert').first().textContent())
      .toMatch(/more of this line were ordered/);
    expect((await unitsOf()).filter((u) => !u.blockedBy)).toHaveLength(1);

    // The rest arrives.
    await card.getByRole('button', { name: 'Everything arrived' }).click();
    await card.getByRole('button', { name: `Receive on blank order ${id}` }).click();
    await expect.poll(() => lead.getByRole('status').first().textContent()).toMatch(`on Blank order ${id}.`);
    await lead.getByLabel('Show').selectOption('all');
    await expect.poll(() => card.locator('strong', { hasText: /^Received$/ }).count()).toBe(1);
    const done = await unitsOf();
    expect(done.every((u) => !u.blockedBy)).toBe(true);
    // The only failed request is the refused over-receipt.
    expect(errors).toEqual([
      'Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)',
    ]);
  });
});
