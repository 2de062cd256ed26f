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

    // The receiving station scans the box label: a wrong style is refused with a sentence; the order's label
    // opens its form on the first open line. Part of that line arrives: typed, Enter submits.
    const card = lead
      .getByRole('listitem')
      .filter({ has: lead.getByRole('heading', { name: new RegExp(`Blank order ${id} `) }) });
    const inputs = card.getByRole('textbox', { name: /^Arrived now/ });
    await expect.poll(() => inputs.count()).toBeGreaterThan(0);
    expect(await card.textContent()).toMatch(/expected [A-Z][a-z]{2}, [A-Z][a-z]{2} \d+/);
    const scanBox = lead.getByRole('textbox', { name: 'Scan a box or blank order' });
    await scanBox.focus();
    await lead.keyboard.type(`BO-${id}:bella-3001`);
    await lead.keyboard.press('Enter');
    await expect
      .poll(() => lead.getByText(`This box holds bella-3001, which is not on blank order ${id}`).count())
      .toBe(1);
    await scanBox.fill('');
    await lead.keyboard.type(`BO-${id}`);
    await lead.keyboard.press('Enter');
    await expect
      .poll(() => lead.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''))
      .toMatch(/^Arrived now: /);
    expect(await lead.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      await inputs.first().getAttribute('aria-label'),
    );
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

  it('the inventory screen: stock per facility, style, colour and size; an adjustment with a reason changes on hand (keyboard, axe at 1280 and 390)', async () => {
    const lead = await staff.newPage();
    const errors = watchConsole(lead);
    await lead.goto(`${session.server.url}/internal/dashboard`);
    await lead
      .getByRole('navigation', { name: 'Staff area' })
      .getByRole('link', { name: 'Inventory' })
      .click();
    await expect.poll(() => lead.getByRole('heading', { name: 'Inventory', level: 1 }).count()).toBe(1);
    const sku = { facility: 'FRESNO', productIdentifier: 'bella-3001', color: 'Heather', size: 'sml' };
    type Level = typeof sku & { onHand: number };
    const onHand = async () =>
      (
        await api<{ stock: Level[] }>(
          lead,
          'GET',
          '/api/internal/inventory?facility=FRESNO&product=bella-3001',
        )
      ).stock.find((l) => l.size === 'sml')?.onHand ?? 0;
    const before = await onHand();

    // The form by keyboard: facility, style, colour, size, +12, reason "stock update", Enter.
    const form = lead.getByRole('region', { name: 'Adjust stock' });
    await form.getByLabel('Facility').focus();
    await form.getByLabel('Facility').selectOption('FRESNO');
    await lead.keyboard.press('Tab');
    await lead.keyboard.type(sku.productIdentifier);
    await lead.keyboard.press('Tab');
    await lead.keyboard.type(sku.color);
    await lead.keyboard.press('Tab');
    await lead.keyboard.type(sku.size);
    await lead.keyboard.press('Tab');
    await lead.keyboard.type('12');
    await form.getByLabel('Reason').selectOption('stock-update');
    await form.getByLabel('Note (optional)').focus();
    await lead.keyboard.type('cycle count');
    await lead.keyboard.press('Enter');
    await expect
      .poll(() => form.getByRole('status').textContent())
      .toBe('Adjusted bella-3001 Heather sml at FRESNO by +12.');
    expect(await onHand()).toBe(before + 12);
    const row = lead.getByRole('row').filter({ has: lead.getByRole('rowheader', { name: 'bella-3001' }) });
    await expect.poll(() => row.first().textContent()).toContain(`FRESNO`);
    expect(await row.first().getByRole('cell').nth(3).textContent()).toBe(String(before + 12));

    // From the row: Adjust puts the focus on the change; -3 with reason "order accepted".
    await row
      .first()
      .getByRole('button', { name: /^Adjust bella-3001 Heather sml at FRESNO$/ })
      .focus();
    await lead.keyboard.press('Enter');
    await expect
      .poll(() =>
        lead.evaluate(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent),
      )
      .toBe('Change (+ or −)');
    await lead.keyboard.type('-3');
    await form.getByLabel('Reason').selectOption('order-accepted');
    await form.getByLabel('Change (+ or −)').press('Enter');
    await expect.poll(() => onHand()).toBe(before + 9);
    await expect
      .poll(() =>
        lead.getByRole('table', { name: 'Latest adjustments' }).getByRole('row').nth(1).textContent(),
      )
      .toContain('order accepted');
    await atBothWidths(lead, 'inventory');
    expect(errors).toEqual([]);
  });
});
