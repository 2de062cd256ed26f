import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { saveShot, screenshot, watchConsole } from './support/browser.ts';
import { signedInSession, staffContext } from './support/flows.ts';

const session = signedInSession();
const SHOTS = process.env.PLATEN_SHOTS_DIR;

/** A full-page screenshot at 1280 and 390 px wide (and into PLATEN_SHOTS_DIR when set, for a person to judge). */
async function bothWidths(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, `${name}-${width}`);
    if (SHOTS) {
      mkdirSync(SHOTS, { recursive: true });
      await saveShot(page, `${SHOTS}/${name}-${width}.png`);
    }
  }
}

describe('R-9-62 promotions in Chromium', () => {
  it('R-9-62 a customer turns offers off and on by keyboard; a bad unsubscribe link says so; staff read the campaigns; axe clean', async () => {
    const page = await session.context.newPage();
    const errors = watchConsole(page);
    await page.goto(`${session.server.url}/manager/v2/settings/account`);
    const offers = page.getByRole('checkbox', { name: 'Offers and reminders from Platen' });
    await offers.waitFor({ state: 'attached' });
    expect(await offers.isChecked()).toBe(true);
    await offers.focus();
    await page.keyboard.press('Space');
    await page.getByRole('status').filter({ hasText: 'no more offers' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await bothWidths(page, 'promos-email-preferences');
    await page.setViewportSize({ width: 1200, height: 900 });
    await offers.focus();
    await page.keyboard.press('Space');
    await page.getByRole('status').filter({ hasText: 'offers are on' }).waitFor();

    const res = await page.goto(`${session.server.url}/email/unsubscribe/someone.bad-signature`);
    expect(res?.status()).toBe(404);
    await page.getByRole('alert').filter({ hasText: 'not valid' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await bothWidths(page, 'promos-unsubscribe-refused');
    await page.close();
    expect(errors.filter((e) => !/404/.test(e))).toEqual([]);

    const staff = await staffContext(session.browser, session.server, 'admin@platen.test');
    const admin = await staff.newPage();
    await admin.goto(`${session.server.url}/internal/dashboard/promotions`);
    await admin.getByRole('heading', { name: 'Promotions', level: 1 }).waitFor();
    await admin.getByText('This campaign has sent no e-mail yet.').waitFor();
    const current = admin.getByRole('radio', { name: 'Inactivity follow-up' });
    await current.focus();
    await admin.keyboard.press('ArrowRight');
    await expect.poll(() => admin.getByRole('radio', { name: 'New-user follow-up' }).isChecked()).toBe(true);
    expect(await seriousViolations(admin)).toEqual([]);
    await bothWidths(admin, 'promos-staff');
    await staff.close();
  });
});
