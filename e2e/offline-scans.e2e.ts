import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { screenshot } from './support/browser.ts';
import { api, cartViaApi, orderViaApi, signedInSession, staffContext } from './support/flows.ts';

const session = signedInSession();

interface Unit {
  barcode: string;
  facility: string;
  station: string;
}

describe('a station that survives the network (issue 31)', () => {
  it('#31 R-9-12 R-9-13 offline mid-shift: 10 scans are kept on the device, survive a reload, and are applied exactly once when the network is back', async () => {
    const buyer = await session.context.newPage();
    await buyer.goto(`${session.server.url}/manager/v2`);
    const orderId = await orderViaApi(buyer, await cartViaApi(buyer, { complete: true, shipments: 1 }));
    const cs = await (
      await staffContext(session.browser, session.server, 'cs@platen.test', { width: 1280, height: 900 })
    ).newPage();
    await cs.goto(`${session.server.url}/internal/dashboard`);
    await api(cs, 'POST', `/api/internal/approvals/${orderId}`, { decision: 'approve' });

    const staff = await staffContext(session.browser, session.server, 'operator@platen.test', {
      width: 1280,
      height: 900,
    });
    const op = await staff.newPage();
    await op.goto(`${session.server.url}/internal/dashboard2/workstation/pull`);
    const unitsOf = async (page: Page) =>
      (await api<{ units: Unit[] }>(page, 'GET', `/api/internal/orders/${orderId}`)).units;
    const units = (await unitsOf(op)).filter((u) => u.station === 'pull').slice(0, 10);
    expect(units).toHaveLength(10);
    await op.getByLabel('Facility').selectOption(units[0]?.facility as string);
    await op.getByRole('button', { name: 'Clock in at pull' }).click();
    await expect.poll(() => op.evaluate(() => document.activeElement?.id)).toBe('scan-input');
    await expect.poll(() => op.getByRole('img', { name: /^Connection: \d of 5 bars$/ }).count()).toBe(1);

    // The Wi-Fi drops: every scan is kept on the device, the indicator shows the error state.
    await staff.setOffline(true);
    for (const u of units) {
      await op.keyboard.type(u.barcode);
      await op.keyboard.press('Enter');
    }
    await expect.poll(() => op.getByRole('img', { name: 'Connection: offline' }).count()).toBe(1);
    await expect
      .poll(() => op.locator('.signal-queue').textContent())
      .toBe('Offline: 10 scans kept on this device, sent when the network is back.');
    expect(await seriousViolations(op)).toEqual([]);
    await screenshot(op, 'station-offline-1280');
    // A reload while offline fails to load the page; the kept scans are still on the device.
    await op.reload().catch(() => undefined);
    const check = await staff.newPage();
    await check.goto(`${session.server.url}/manager/v2`).catch(() => undefined);
    await check.close();

    // The network is back: the page loads again, and the kept scans are sent, oldest first, exactly once.
    await staff.setOffline(false);
    await op.goto(`${session.server.url}/internal/dashboard2/workstation/pull`);
    await expect.poll(async () => (await unitsOf(op)).filter((u) => u.station === 'pick').length).toBe(10);
    await expect.poll(() => op.locator('.signal-queue').count()).toBe(0);
    const after = await unitsOf(op);
    for (const u of units) expect(after.find((x) => x.barcode === u.barcode)?.station).toBe('pick');
    const events = await api<{ name: string; data: { barcode?: string } }[]>(
      buyer,
      'GET',
      `/api/v3/events?orderId=${orderId}&limit=200`,
    );
    const pulled = events.filter((e) => units.some((u) => u.barcode === e.data.barcode));
    // One event per scan: none lost, none applied twice.
    expect(new Set(pulled.map((e) => e.data.barcode)).size).toBe(10);
    expect(pulled).toHaveLength(10);
    await staff.close();
  });
});
