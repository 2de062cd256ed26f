import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { screenshot, watchConsole } from './support/browser.ts';
import { api, cartViaApi, orderViaApi, signedInSession, staffContext } from './support/flows.ts';

const session = signedInSession();

/** Scans like a keyboard-wedge scanner: the barcode typed into the focused box, then Enter. */
async function scanWithKeyboard(page: Page, barcode: string) {
  await page.keyboard.type(barcode);
  await page.keyboard.press('Enter');
}

describe('production floor in Chromium (issue 17)', () => {
  it('#17.4 an operator clocks in, scans a DTG unit with the keyboard at pull, pick, pretreat and dtg, and sees the refusal at a wrong station; axe clean', async () => {
    const buyer = await session.context.newPage();
    await buyer.goto(`${session.server.url}/manager/v2`);
    const cartId = await cartViaApi(buyer, { complete: true, shipments: 1, po: 'E2E Floor' });
    const orderId = await orderViaApi(buyer, cartId);

    const cs = await (await staffContext(session.browser, session.server, 'cs@platen.test')).newPage();
    await cs.goto(`${session.server.url}/internal/dashboard`);
    await api(cs, 'POST', `/api/internal/approvals/${orderId}`, { decision: 'approve' });

    const staff = await staffContext(session.browser, session.server, 'operator@platen.test');
    const op = await staff.newPage();
    const errors = watchConsole(op);
    await op.goto(`${session.server.url}/internal/dashboard2/workstation/pull`);
    const order = await api<{ units: { barcode: string; facility: string; station: string }[] }>(
      op,
      'GET',
      `/api/internal/orders/${orderId}`,
    );
    const unit = order.units[0]!;
    expect(unit.station).toBe('pull');

    for (const station of ['pull', 'pick', 'pretreat', 'dtg']) {
      await op.goto(`${session.server.url}/internal/dashboard2/workstation/${station}`);
      await expect.poll(() => op.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Station: /);
      await op.getByLabel('Facility').selectOption(unit.facility);
      await op.getByRole('button', { name: `Clock in at ${station}` }).click();
      await expect.poll(() => op.getByText(`Clocked in at ${station} (${unit.facility})`).count()).toBe(1);
      // The scan box takes focus back after the click: the wedge scanner types straight into it.
      await expect.poll(() => op.evaluate(() => document.activeElement?.id)).toBe('scan-input');
      if (station === 'pretreat') {
        // Wrong station first: the unit is at pretreat, scanned here as if at QC is refused with the sentence.
        await op.goto(`${session.server.url}/internal/dashboard2/workstation/qc`);
        await op.getByRole('button', { name: 'Clock in at qc' }).click();
        await expect.poll(() => op.evaluate(() => document.activeElement?.id)).toBe('scan-input');
        await scanWithKeyboard(op, unit.barcode);
        await expect
          .poll(() => op.getByRole('alert').textContent())
          .toBe(`Unit ${unit.barcode} is waiting for pretreat at ${unit.facility}, not QC`);
        expect(await seriousViolations(op)).toEqual([]);
        await screenshot(op, 'floor-refusal');
        await op.goto(`${session.server.url}/internal/dashboard2/workstation/pretreat`);
        await op.getByRole('button', { name: 'Clock in at pretreat' }).click();
        await expect.poll(() => op.evaluate(() => document.activeElement?.id)).toBe('scan-input');
        // The station's input is on screen: the pretreat value goes with the scan.
        await op.getByLabel('Pretreat value', { exact: true }).fill('40');
        await op.locator('#scan-input').focus();
      }
      if (station === 'dtg') {
        // #31 the printer picker lists the facility's printers that print; the scan names the one chosen.
        await expect
          .poll(() => op.getByLabel('Printer').locator('option').allTextContents())
          .toEqual(['Choose a printer', 'DTG 1', 'DTG 2']);
        await op.getByLabel('Printer').selectOption({ label: 'DTG 2' });
        await op.locator('#scan-input').focus();
      }
      await scanWithKeyboard(op, unit.barcode);
      await expect.poll(() => op.getByRole('heading', { name: `Unit ${unit.barcode}` }).count()).toBe(1);
      await expect.poll(() => op.getByRole('status').first().textContent()).toContain(`Done: ${station}.`);
    }
    // The DTG unit's RIP job: queued by the pretreat scan, shown with its state on the DTG screen.
    await expect
      .poll(() => op.getByRole('region', { name: 'RIP' }).textContent())
      .toMatch(/front: (Queued for the RIP|In hot folder [A-Z]+)/);
    // The side's print file downloads from the station screen, in the operator's session: a PNG.
    const printFile = op.getByRole('link', { name: 'Print file front (PNG)' });
    const file = await op.request.get(new URL((await printFile.getAttribute('href'))!, op.url()).href);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('image/png');
    expect((await file.body()).subarray(1, 4).toString()).toBe('PNG');
    expect(await seriousViolations(op)).toEqual([]);
    await screenshot(op, 'floor-dtg');
    for (const width of [390, 1280]) {
      await op.setViewportSize({ width, height: 900 });
      await screenshot(op, `floor-dtg-rip-${width}`);
    }
    const after = await api<{ units: { barcode: string; station: string }[] }>(
      op,
      'GET',
      `/api/internal/orders/${orderId}`,
    );
    expect(after.units.find((u) => u.barcode === unit.barcode)?.station).toBe('qc');
    const events = await api<{ name: string; data: Record<string, unknown> }[]>(
      buyer,
      'GET',
      `/api/v3/events?orderId=${orderId}&limit=100`,
    );
    expect(events.some((e) => e.data.pretreatValue === 40)).toBe(true);
    expect(events.some((e) => e.data.printerName === 'DTG 2')).toBe(true);
    await op.getByRole('button', { name: 'Clock out' }).click();
    await expect.poll(() => op.getByText('Not clocked in').count()).toBe(1);
    await expect.poll(() => op.getByRole('img', { name: `Mockup of unit ${unit.barcode}` }).count()).toBe(1);
    // The one refused scan is a 409 answer, which Chromium logs as a failed resource; nothing else may fail.
    expect(errors.filter((e) => !e.includes('409 (Conflict)'))).toEqual([]);
    await staff.close();
  });
});

describe('the floor screens of a manager in Chromium: printers, pretreat manager, batches', () => {
  /** Screenshots at 1280 and 390 px, axe clean at both, nothing wider than the screen. */
  const atBothWidths = async (page: Page, name: string) => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `floor-stations-${name}-${width}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  };

  it('R-4-37 R-5-56 R-9-02 a manager adds, renames and retires a printer, sets a pretreat value the station shows, and prints a DTG batch of tickets, by keyboard', async () => {
    const buyer = await session.context.newPage();
    await buyer.goto(`${session.server.url}/manager/v2`);
    const orderId = await orderViaApi(
      buyer,
      await cartViaApi(buyer, { complete: true, shipments: 1, po: 'E2E Batch' }),
    );
    const cs = await (await staffContext(session.browser, session.server, 'cs@platen.test')).newPage();
    await cs.goto(`${session.server.url}/internal/dashboard`);
    await api(cs, 'POST', `/api/internal/approvals/${orderId}`, { decision: 'approve' });
    const staff = await staffContext(session.browser, session.server, 'lead@platen.test', {
      width: 1280,
      height: 900,
    });
    const lead = await staff.newPage();
    const errors = watchConsole(lead);

    // Printers: add, rename, retire, with the keyboard.
    await lead.goto(`${session.server.url}/internal/dashboard/printers`);
    await lead.getByLabel('Facility').selectOption('INDY');
    await lead.getByLabel('Name').fill('Kornit 9');
    await lead.getByLabel('DPI').fill('1200');
    await lead.keyboard.press('Enter');
    await expect.poll(() => lead.getByRole('status').textContent()).toBe('Kornit 9 added at INDY.');
    await lead.getByRole('button', { name: 'Rename Kornit 9' }).focus();
    await lead.keyboard.press('Enter');
    const dialog = lead.getByRole('dialog', { name: 'Rename Kornit 9' });
    await dialog.getByLabel('Name').fill('Kornit 9L');
    await lead.keyboard.press('Enter');
    await expect.poll(() => lead.getByRole('status').textContent()).toBe('Kornit 9L saved.');
    await atBothWidths(lead, 'printers');
    await lead.getByRole('button', { name: 'Retire Kornit 9L' }).focus();
    await lead.keyboard.press('Enter');
    await lead.getByRole('dialog').getByRole('button', { name: 'Retire' }).click();
    await expect.poll(() => lead.getByRole('status').textContent()).toBe('Kornit 9L retired.');
    await expect
      .poll(() => lead.getByRole('table', { name: 'Retired' }).textContent())
      .toContain('Kornit 9L');

    // Pretreat manager: a bad value is refused with the sentence; a good one is listed.
    const order = await api<{ units: { barcode: string; facility: string; station: string }[] }>(
      lead,
      'GET',
      `/api/internal/orders/${orderId}`,
    );
    const unit = order.units[0]!;
    const preview = await api<{ productIdentifier: string; color: string }>(
      lead,
      'GET',
      `/api/internal/units/${unit.barcode}?station=pull&facility=${unit.facility}`,
    );
    await lead.goto(`${session.server.url}/internal/dashboard/pretreat`);
    await lead.getByLabel('Product').fill(preview.productIdentifier);
    await lead.getByLabel('Colour').fill(preview.color);
    await lead.getByLabel('Pretreat value', { exact: true }).fill('101');
    await lead.keyboard.press('Enter');
    await expect
      .poll(() => lead.getByRole('alert').textContent())
      .toBe('Pretreat value must be a whole number between 5 and 100 (0 deletes)');
    await lead.getByLabel('Pretreat value', { exact: true }).fill('35');
    await lead.keyboard.press('Enter');
    await expect.poll(() => lead.getByRole('table').textContent()).toContain('35');
    await atBothWidths(lead, 'pretreat');

    // The pretreat station shows the value for the scanned unit.
    for (const station of ['pull', 'pick']) {
      await api(lead, 'POST', '/api/internal/shifts', { station, facility: unit.facility });
      await api(lead, 'POST', '/api/internal/scans', { barcode: unit.barcode, station });
    }
    await lead.goto(`${session.server.url}/internal/dashboard2/workstation/pretreat`);
    await lead.getByLabel('Facility').selectOption(unit.facility);
    await lead.getByRole('button', { name: 'Clock in at pretreat' }).click();
    await expect.poll(() => lead.evaluate(() => document.activeElement?.id)).toBe('scan-input');
    await scanWithKeyboard(lead, unit.barcode);
    await expect.poll(() => lead.getByTestId('pretreat-answer').textContent()).toContain('Pretreat value 35');

    // Batches: the unit waits at DTG; choose its group with the keyboard and print the batch's tickets.
    await lead.goto(`${session.server.url}/internal/dashboard/batches`);
    await lead.getByLabel('Facility').selectOption(unit.facility);
    await lead.getByLabel('Station').selectOption('dtg');
    const group = lead
      .getByRole('checkbox', { name: new RegExp(`^${preview.productIdentifier} · `) })
      .first();
    await group.focus();
    await lead.keyboard.press('Space');
    const popup = staff.waitForEvent('page');
    await lead.getByRole('button', { name: 'Make a batch and print its tickets' }).click();
    await popup;
    await expect
      .poll(() => lead.getByRole('status').textContent())
      .toMatch(/^Batch of \d+ units?: their job tickets opened for printing\./);
    await atBothWidths(lead, 'batches');

    // The board's tiles: printed today (in Los Angeles time) counts the unit once it is printed.
    await api(lead, 'POST', '/api/internal/shifts', { station: 'dtg', facility: unit.facility });
    const dtg = await api<{
      printers: { printerId: string; status: string; retiredAt: string | null; type: string }[];
    }>(lead, 'GET', `/api/internal/printers?facility=${unit.facility}`);
    const printer = dtg.printers.find((p) => p.status === 'printing' && !p.retiredAt && p.type === 'dtg');
    await api(lead, 'POST', '/api/internal/scans', {
      barcode: unit.barcode,
      station: 'dtg',
      data: { printer: printer?.printerId },
    });
    await lead.goto(`${session.server.url}/internal/dashboard/board`);
    await lead.getByLabel('Facility').selectOption(unit.facility);
    const tiles = lead.getByRole('definition');
    await expect.poll(() => lead.getByText('Printed today').count()).toBe(1);
    await expect.poll(async () => Number(await tiles.nth(0).textContent())).toBeGreaterThanOrEqual(1);
    await atBothWidths(lead, 'board');
    expect(errors.filter((e) => !e.includes('422'))).toEqual([]);
    await staff.close();
  });
});
