import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { FAKE_CAMERA_ARGS, saveShot, screenshot, watchConsole } from './support/browser.ts';
import { api, cartViaApi, orderViaApi, signedInSession, staffContext } from './support/flows.ts';

interface Unit {
  barcode: string;
  station: string;
  facility: string;
  itemIndex: number;
}

const SHOTS = '/tmp/shots/camprint';

/** A screenshot kept with the test artifacts and in the shots folder the team opens. */
async function shot(page: Page, name: string) {
  await screenshot(page, name);
  mkdirSync(SHOTS, { recursive: true });
  await saveShot(page, `${SHOTS}/${name}.png`);
}

describe('station cameras in Chromium (fake webcam)', () => {
  const session = signedInSession(() => ({}), { browserArgs: FAKE_CAMERA_ARGS });

  it('the QC operator takes the photo of a unit by keyboard with the webcam; cs see it as "Photo at QC" on the claim of that unit; axe clean at 1280 and 390 px', async () => {
    const { server, browser, context } = session;
    const customer = await context.newPage();
    await customer.goto(`${server.url}/manager/v2`);
    const orderId = await orderViaApi(
      customer,
      await cartViaApi(customer, { complete: true, shipments: 1, po: 'E2E Camera' }),
    );
    const staff = await staffContext(browser, server, 'lead@platen.test', { width: 1280, height: 1000 });
    const lead = await staff.newPage();
    const errors = watchConsole(lead);
    await lead.goto(`${server.url}/internal/dashboard`);
    await api(lead, 'POST', `/api/internal/approvals/${orderId}`, { decision: 'approve' });
    const units = (await api<{ units: Unit[] }>(lead, 'GET', `/api/internal/orders/${orderId}`)).units;
    const scan = async (u: Unit, station: string, data?: object) => {
      await api(lead, 'POST', '/api/internal/shifts', { station, facility: u.facility });
      return api<Unit>(lead, 'POST', '/api/internal/scans', {
        barcode: u.barcode,
        station,
        ...(data ? { data } : {}),
      });
    };
    for (const u of units) {
      let at = u.station;
      while (at !== 'qc') at = (await scan({ ...u, station: at }, at)).station;
    }
    const unit = units.find((u) => u.itemIndex === 0) ?? (units[0] as Unit);

    // The QC station: scan like a keyboard wedge, then "Use camera" and "Take photo" with the keyboard only.
    await lead.goto(`${server.url}/internal/dashboard2/workstation/qc`);
    await lead.getByLabel('Facility').selectOption(unit.facility);
    const clockIn = lead.getByRole('button', { name: 'Clock in at qc' });
    if (await clockIn.count()) {
      await clockIn.focus();
      await lead.keyboard.press('Enter');
    }
    await expect.poll(() => lead.evaluate(() => document.activeElement?.id)).toBe('scan-input');
    await lead.keyboard.type(unit.barcode);
    await lead.keyboard.press('Enter');
    await expect
      .poll(() => lead.getByRole('heading', { name: `Check unit ${unit.barcode}` }).count())
      .toBe(1);
    await lead.getByRole('button', { name: 'Use camera' }).focus();
    await lead.keyboard.press('Enter');
    const take = lead.getByRole('button', { name: 'Take photo' });
    await expect.poll(() => take.count()).toBe(1);
    // The fake camera's frames are playing in the preview before the photo is taken.
    await expect
      .poll(() => lead.getByLabel('Camera preview').evaluate((v: HTMLVideoElement) => v.videoWidth))
      .toBeGreaterThan(0);
    await expect.poll(() => lead.evaluate(() => document.activeElement?.textContent)).toContain('Take photo');
    await lead.keyboard.press('Enter');
    await expect
      .poll(() => lead.getByRole('status').filter({ hasText: 'Photo at QC saved' }).count())
      .toBe(1);
    expect(await seriousViolations(lead)).toEqual([]);
    await shot(lead, 'station-qc-camera-1280');
    await lead.setViewportSize({ width: 390, height: 844 });
    expect(await seriousViolations(lead)).toEqual([]);
    await shot(lead, 'station-qc-camera-390');
    await lead.setViewportSize({ width: 1280, height: 1000 });

    // Every unit passes QC, is stored and shipped; the customer claims the photographed unit's item.
    for (const u of units) {
      await scan(u, 'qc', { result: 'accept' });
      let at = (await scan(u, 'store')).station;
      while (at !== 'shipped' && at !== 'shipping') at = (await scan({ ...u, station: at }, at)).station;
    }
    for (const u of units) await scan(u, 'shipping');
    await api(customer, 'POST', '/api/v2/claims', {
      orderId,
      reason: 'misprinted/flawed items',
      severity: 'minor',
      items: [{ itemIndex: unit.itemIndex, quantity: 1 }],
      note: 'Smudged print',
    });

    await lead.goto(`${server.url}/internal/dashboard/claims`);
    const photo = lead.getByRole('img', { name: `Photo at QC: unit ${unit.barcode}, opens full size` });
    await expect.poll(() => photo.count()).toBe(1);
    await expect
      .poll(() => photo.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0))
      .toBe(true);
    expect(await lead.getByText('Photo at QC', { exact: true }).count()).toBeGreaterThan(0);
    expect(await seriousViolations(lead)).toEqual([]);
    await shot(lead, 'claims-review-station-photo-1280');
    await lead.setViewportSize({ width: 390, height: 844 });
    expect(await seriousViolations(lead)).toEqual([]);
    await shot(lead, 'claims-review-station-photo-390');
    expect(errors).toEqual([]);
    await staff.close();
  }, 240_000);
});
