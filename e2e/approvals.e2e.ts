import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { startSmtp } from '../apps/server/test/support/smtp.ts';
import { seriousViolations } from './support/axe.ts';
import { saveShot, screenshot, watchConsole } from './support/browser.ts';
import { cartViaApi, DEMO, orderViaApi, signedInSession, staffContext } from './support/flows.ts';

const SHOTS = '/tmp/shots-approvals';
mkdirSync(SHOTS, { recursive: true });
const smtp = await startSmtp();
afterAll(async () => smtp.close());
const session = signedInSession(() => ({ SMTP_URL: smtp.url, MAIL_FROM: 'Platen <mail@platen.test>' }));

/** Screenshots at 1280 and 390, no sideways scroll, axe clean. */
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

describe('artwork approval with the proof in Chromium', () => {
  it('cs sees the proof with a "larger than the platen" warning and must tick it to approve; a change request mails the reason; the customer fixes the design; the order returns to the queue', async () => {
    const customer = await session.context.newPage();
    await customer.goto(`${session.server.url}/manager/v2`);
    // A 140 in wide logo (10 print-area widths) on a Gildan 5000 front.
    const orderId = await orderViaApi(
      customer,
      await cartViaApi(customer, { complete: true, shipments: 1, artworkWidth: 10 }),
    );

    const csContext = await staffContext(session.browser, session.server, 'cs@platen.test', {
      width: 1280,
      height: 900,
    });
    const cs = await csContext.newPage();
    const errors = watchConsole(cs);
    await cs.goto(`${session.server.url}/internal/dashboard/approvals`);
    const card = cs
      .locator('.approval-queue > li')
      .filter({ has: cs.locator(`h2 a[href$="/orders/${orderId}"]`) });
    await expect.poll(() => card.getByRole('img', { name: 'Proof of item 1, front side' }).count()).toBe(1);
    // The proof is a real drawing the browser loaded.
    await expect
      .poll(() =>
        card
          .getByRole('img', { name: 'Proof of item 1, front side' })
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true);
    await expect.poll(() => card.getByText(/larger than the platen \(14 x 16 in\)/).count()).toBe(1);
    await expect.poll(() => card.getByText('Sizes: M x 10, L x 2 · 12 pieces').count()).toBe(1);
    const approve = card.getByRole('button', { name: /^Approve / });
    expect(await approve.isDisabled()).toBe(true);
    const warnings = card.getByRole('group').getByRole('checkbox');
    const n = await warnings.count();
    expect(n).toBeGreaterThanOrEqual(1);
    // Ticked by keyboard: Approve waits for the last one.
    for (let i = 0; i < n; i++) {
      expect(await approve.isDisabled()).toBe(true);
      await warnings.nth(i).focus();
      await cs.keyboard.press('Space');
    }
    await expect.poll(() => approve.isDisabled()).toBe(false);
    await atBothWidths(cs, 'queue');

    // A change request instead: reason from the list, a note; the customer gets the e-mail.
    await card
      .getByLabel('Reason for the change')
      .selectOption({ label: 'The artwork is larger than the print area' });
    await card.getByLabel('Note to the customer').fill('Make the logo 8 in wide.');
    await card.getByRole('button', { name: 'Request a change' }).click();
    await expect.poll(() => cs.getByRole('status').filter({ hasText: 'Change requested' }).count()).toBe(1);
    await expect.poll(() => card.count()).toBe(0);
    const mail = await smtp.next(DEMO.email, /please change your design/);
    expect(mail.text).toContain('Reason: The artwork is larger than the print area.');
    expect(mail.text).toContain('Make the logo 8 in wide.');
    const link = /https?:\/\/\S+#fix-design/.exec(mail.text)?.[0];
    expect(link).toContain(`/manager/v2/orders/${orderId}#fix-design`);

    // The customer follows the link, sees the reason in the timeline, resizes the artwork and saves.
    await customer.goto(`${session.server.url}${new URL(link!).pathname}#fix-design`);
    const timeline = customer.getByRole('list', { name: 'Order timeline' });
    await expect.poll(() => timeline.getByText('We need a change to your design').count()).toBe(1);
    // The reason stands at the top, in the panel the e-mail's link opens.
    await expect
      .poll(() =>
        customer
          .getByRole('region', { name: 'Fix your design' })
          .getByText('Reason: The artwork is larger than the print area: Make the logo 8 in wide.')
          .count(),
      )
      .toBe(1);
    await expect
      .poll(() =>
        timeline
          .getByText('Reason: The artwork is larger than the print area: Make the logo 8 in wide.')
          .count(),
      )
      .toBe(1);
    await atBothWidths(customer, 'customer-timeline');
    await customer.getByLabel('Artwork 1 on the front: width in inches').fill('8');
    await customer.getByRole('button', { name: 'Save the fixed design of item 1' }).click();
    await expect
      .poll(() => customer.getByRole('status').filter({ hasText: 'back with our team' }).count())
      .toBe(1);
    await expect.poll(() => customer.getByTestId('order-status').getAttribute('data-status')).toBe('paid');

    // Back in the queue, now without the warning: cs approves it.
    await cs.reload();
    await expect.poll(() => card.getByRole('img', { name: 'Proof of item 1, front side' }).count()).toBe(1);
    expect(await card.getByText(/larger than the platen/).count()).toBe(0);
    await expect.poll(() => card.getByRole('button', { name: /^Approve / }).isDisabled()).toBe(false);
    await card.getByRole('button', { name: /^Approve / }).click();
    await expect.poll(() => card.count()).toBe(0);

    // The staff order view shows the same proof, and the full floor log the customer does not see.
    await cs.goto(`${session.server.url}/internal/dashboard/orders/${orderId}`);
    const proof = cs.getByRole('region', { name: 'Proof and approval' });
    await expect.poll(() => proof.getByRole('img', { name: 'Proof of item 1, front side' }).count()).toBe(1);
    await expect
      .poll(() =>
        cs
          .getByRole('table', { name: 'Event log' })
          .getByText(/Blanks ordered from the supplier/)
          .count(),
      )
      .toBe(1);
    await atBothWidths(cs, 'staff-order');

    // The customer's timeline: milestones only, the change request with its reason.
    await customer.reload();
    await expect.poll(() => timeline.getByText('In production').count()).toBe(1);
    const lines = await timeline.getByRole('listitem').allTextContents();
    expect(lines.length).toBeLessThanOrEqual(10);
    expect(lines.join(' | ')).not.toMatch(
      /blank|pretreat|reprint|address and payment|artwork in preparation/i,
    );
    expect(lines.map((l) => l.split(/\d{1,2}\/\d{1,2}\/\d{4}/)[0]!.trim())).toEqual([
      'Order placed',
      'Payment received',
      'We need a change to your design',
      'Artwork approved',
      'In production',
    ]);
    await atBothWidths(customer, 'customer-timeline-approved');
    expect(errors).toEqual([]);
    await csContext.close();
  });
});
