import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { saveShot, watchConsole } from './support/browser.ts';
import { api, cartViaApi, orderViaApi, signedInSession, staffContext } from './support/flows.ts';

const session = signedInSession();
const shots = '/tmp/shots/webauthn';

/** Screenshots at 1280 and 390 px wide, axe clean at both. */
async function judge(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await seriousViolations(page), `${name} at ${width}`).toEqual([]);
    await saveShot(page, `${shots}/${name}-${width}.png`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Every status and alert line on the page (the app shell has status regions of its own), joined. */
const said = async (page: Page) =>
  (await page.locator('[role="status"], [role="alert"]').allTextContents()).filter(Boolean).join(' | ');

/** The station's fingerprint reader: Chromium's virtual platform authenticator (user verified, resident keys). */
async function fingerprintReader(context: BrowserContext, page: Page) {
  const cdp: CDPSession = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return {
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
    remove: (credentialId: string) =>
      cdp.send('WebAuthn.removeCredential', { authenticatorId, credentialId }),
  };
}

describe('fingerprint clock-in in Chromium with a virtual authenticator', () => {
  it('an employee enrols two fingerprints, clocks in by touch, scans a unit, clocks out; a fingerprint a supervisor removed no longer clocks in; axe clean', async () => {
    // WebAuthn needs a secure context and a domain name: the station opens the site on localhost.
    const local = { ...session.server, url: `http://localhost:${session.server.port}` };
    const buyer = await session.context.newPage();
    await buyer.goto(`${session.server.url}/manager/v2`);
    const orderId = await orderViaApi(
      buyer,
      await cartViaApi(buyer, { complete: true, shipments: 1, po: 'E2E Touch' }),
    );
    const cs = await (await staffContext(session.browser, session.server, 'cs@platen.test')).newPage();
    await cs.goto(`${session.server.url}/internal/dashboard`);
    await api(cs, 'POST', `/api/internal/approvals/${orderId}`, { decision: 'approve' });

    // At the station's browser, the operator signs in once and enrols two fingerprints.
    const station = await staffContext(session.browser, local, 'operator@platen.test', {
      width: 1280,
      height: 900,
    });
    const page = await station.newPage();
    const errors = watchConsole(page);
    const reader = await fingerprintReader(station, page);
    await page.goto(`${local.url}/internal/employee/fingerprints`);
    await expect.poll(() => page.getByRole('heading', { name: 'Your fingerprints' }).count()).toBe(1);
    for (const name of ['Right index', 'Left thumb']) {
      await page.getByLabel('Name (optional)').fill(name);
      await page.getByRole('button', { name: 'Add a fingerprint' }).click();
      await expect.poll(() => said(page)).toContain(`${name} enrolled`);
    }
    await expect
      .poll(() => page.getByRole('rowheader').allTextContents())
      .toEqual(['Right index', 'Left thumb']);
    expect(await page.getByText('2 of 4').count()).toBe(1);
    expect((await reader.credentials()).filter((c) => c.isResidentCredential)).toHaveLength(2);
    await judge(page, 'fingerprints-mine');

    // Signed out: the shared station screen clocks whoever touches in at its station and facility.
    await station.clearCookies();
    const order = await api<{ units: { barcode: string; facility: string; station: string }[] }>(
      cs,
      'GET',
      `/api/internal/orders/${orderId}`,
    );
    const unit = order.units[0]!;
    await page.goto(`${local.url}/internal/employee/clock?station=${unit.station}&facility=${unit.facility}`);
    await page.getByRole('button', { name: 'Clock in' }).click();
    await expect
      .poll(() => said(page))
      .toMatch(new RegExp(`Otto Operator clocked in at .+ \\(${unit.facility}\\)\\.`));
    await judge(page, 'station-clock');

    // The operator scans the unit at that station (signed in on the floor's terminal): the touch's shift counts.
    const floor = await (
      await staffContext(session.browser, session.server, 'operator@platen.test')
    ).newPage();
    await floor.goto(`${session.server.url}/internal/dashboard`);
    const scan = await api<{ station: string }>(floor, 'POST', '/api/internal/scans', {
      barcode: unit.barcode,
      station: unit.station,
      facility: unit.facility,
    });
    expect(scan.station).not.toBe(unit.station);
    await page.getByRole('button', { name: 'Clock out' }).click();
    await expect.poll(() => said(page)).toMatch(/Otto Operator clocked out of /);
    expect((await api<{ shift: unknown }>(floor, 'GET', '/api/internal/shifts/current')).shift).toBeNull();

    // The supervisor removes the fingerprint that was used; the reader holds only that one, and it is refused.
    const lead = await (
      await staffContext(session.browser, local, 'lead@platen.test', { width: 1280, height: 900 })
    ).newPage();
    await lead.goto(`${local.url}/internal/employee/fingerprints`);
    const rows = lead.getByRole('row').filter({ hasText: 'Otto Operator' });
    await expect.poll(() => rows.count()).toBe(2);
    const used = rows.filter({ hasNotText: 'Never' });
    await expect.poll(() => used.count()).toBe(1);
    const usedLabel = ((await used.getByRole('cell').first().textContent()) as string).split('Last used')[0];
    await judge(lead, 'fingerprints-supervisor');
    await used.getByRole('button', { name: /^Remove/ }).click();
    await lead.getByRole('button', { name: 'Remove fingerprint' }).click();
    await expect.poll(() => said(lead)).toContain('no longer clocks in');
    await expect.poll(() => rows.count()).toBe(1);
    const left = await lead.evaluate(
      async () => (await (await fetch('/api/internal/employee/fingerprints/enrolled')).json()).fingerprints,
    );
    // The operator's one fingerprint left is the one not used; the reader forgets it (the other finger).
    const kept = (left as { credentialId: string; label: string }[]).find((f) => f.label !== usedLabel)!;
    expect(left).toHaveLength(1);
    for (const c of await reader.credentials())
      if (Buffer.from(c.credentialId, 'base64').toString('base64url') === kept.credentialId)
        await reader.remove(c.credentialId);
    expect(await reader.credentials()).toHaveLength(1);

    await page.getByRole('button', { name: 'Clock in' }).click();
    await expect
      .poll(() => said(page))
      .toBe(
        'This fingerprint was removed by a supervisor and no longer clocks in. Sign in and enrol it again.',
      );
    await judge(page, 'station-clock-removed');
    expect((await api<{ shift: unknown }>(floor, 'GET', '/api/internal/shifts/current')).shift).toBeNull();
    // The refused touch is a 403 answer, which Chromium logs as a failed resource; nothing else may fail.
    expect(errors.filter((e) => !e.includes('403 (Forbidden)'))).toEqual([]);
    await station.close();
  });
});
