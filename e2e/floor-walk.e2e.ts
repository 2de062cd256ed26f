import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { screenshot, watchConsole } from './support/browser.ts';
import { atStation, chooseWithKeyboard, pdfText, pressEnter, scanOnScreen } from './support/floor.ts';
import { api, cartViaApi, orderViaApi, signedInSession, staffContext } from './support/flows.ts';

const session = signedInSession();

interface Unit {
  barcode: string;
  station: string | null;
  facility: string;
  blockedBy?: string;
}
interface CustomerOrder {
  status: string;
  shipments: { tracking: { carrier: string; tracking: string } | null }[];
}

/**
 * The production floor walked by people with a keyboard and a scanner (a barcode typed, then Enter): every staff
 * step happens on its screen; the API is only read, to check what the screens did.
 */
describe('the floor walked by keyboard and scanner in Chromium', () => {
  let cs: Page;
  let lead: Page;
  let customer: Page;
  let orderId = '';
  let facility = '';
  const errors: string[][] = [];
  const url = (p: string) => `${session.server.url}${p}`;
  const unitsOf = async () =>
    (await api<{ units: Unit[] }>(lead, 'GET', `/api/internal/orders/${orderId}`)).units;
  const orderOf = () => api<CustomerOrder>(customer, 'GET', `/api/v3/orders/${orderId}`);

  beforeAll(async () => {
    const viewport = { width: 1280, height: 900 };
    const [csContext, leadContext]: BrowserContext[] = await Promise.all([
      staffContext(session.browser, session.server, 'cs@platen.test', viewport),
      staffContext(session.browser, session.server, 'lead@platen.test', viewport),
    ]);
    cs = await (csContext as BrowserContext).newPage();
    lead = await (leadContext as BrowserContext).newPage();
    customer = await session.context.newPage();
    for (const p of [cs, lead, customer]) errors.push(watchConsole(p));
  });

  /**
   * Sends the open blank order now; with `partly`, receives one piece of its first line by scanning its label and
   * runs `partly` (the checks of a partial receipt); then receives the rest.
   */
  async function sendAndReceive(partly?: () => Promise<void>) {
    await lead.goto(url('/internal/dashboard/blank-orders'));
    const send = lead.getByRole('button', { name: /^Send blank order \d+ now$/ });
    await expect.poll(() => send.count()).toBeGreaterThan(0);
    const id = /(\d+)/.exec((await send.first().textContent()) as string)?.[1] as string;
    await pressEnter(lead, send.first());
    await expect
      .poll(() => lead.getByRole('status').first().textContent())
      .toMatch(`Blank order ${id} sent to`);
    const card = lead
      .getByRole('listitem')
      .filter({ has: lead.getByRole('heading', { name: new RegExp(`Blank order ${id} `) }) });
    await expect.poll(() => card.getByRole('textbox', { name: /^Arrived now/ }).count()).toBeGreaterThan(0);
    if (partly) {
      // The box label scanned at the receiving station opens the line; the count typed, Enter receives it.
      await lead.getByRole('textbox', { name: 'Scan a box or blank order' }).focus();
      await lead.keyboard.type(`BO-${id}`);
      await lead.keyboard.press('Enter');
      await expect
        .poll(() => lead.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''))
        .toMatch(/^Arrived now: /);
      await lead.keyboard.type('1');
      await lead.keyboard.press('Enter');
      await expect.poll(() => card.getByText('Partly received').count()).toBe(1);
      await partly();
    }
    await pressEnter(lead, card.getByRole('button', { name: 'Everything arrived' }));
    await pressEnter(lead, card.getByRole('button', { name: `Receive on blank order ${id}` }));
    await expect.poll(() => lead.getByRole('status').first().textContent()).toMatch(`on Blank order ${id}.`);
  }

  /**
   * Scans units from the station they wait at (pull, or pick once their blanks were received) through pretreat (its
   * value typed) and DTG (its printer chosen) until they wait at QC.
   */
  async function printUnits(barcodes: string[]) {
    const at = new Set((await unitsOf()).filter((u) => barcodes.includes(u.barcode)).map((u) => u.station));
    expect(at.size).toBe(1);
    const path = ['pull', 'pick', 'pretreat', 'dtg'];
    for (const station of path.slice(path.indexOf([...at][0] as string))) {
      await atStation(lead, session.server.url, station, facility);
      if (station === 'pretreat') {
        await lead.getByLabel('Pretreat value', { exact: true }).focus();
        await lead.keyboard.type('40');
      }
      if (station === 'dtg') {
        const printer = lead.getByLabel('Printer');
        await expect.poll(() => printer.locator('option').count()).toBeGreaterThan(1);
        await chooseWithKeyboard(lead, printer, 'DTG 2');
      }
      await lead.locator('#scan-input').focus();
      for (const b of barcodes) {
        await scanOnScreen(lead, b);
        await expect
          .poll(() => lead.getByRole('status').first().textContent())
          .toContain(`Done: ${station}.`);
      }
    }
  }

  /** QC accepts each unit (its ticket scanned twice: look, then accept); store names rack and bin; answers the bin. */
  async function acceptAndStore(barcodes: string[]): Promise<string | null> {
    await atStation(lead, session.server.url, 'qc', facility);
    for (const b of barcodes) {
      await scanOnScreen(lead, b);
      await expect.poll(() => lead.getByRole('heading', { name: `Check unit ${b}` }).count()).toBe(1);
      await scanOnScreen(lead, b);
      await expect.poll(() => lead.getByRole('status').first().textContent()).toContain('QC passed.');
    }
    // One unit alone (a one-piece reship) needs no bin: QC sends it straight to shipping.
    if ((await unitsOf()).filter((u) => barcodes.includes(u.barcode)).every((u) => u.station === 'shipping'))
      return null;
    await atStation(lead, session.server.url, 'store', facility);
    let bin = '';
    for (const b of barcodes) {
      await scanOnScreen(lead, b);
      const answer = lead.getByTestId('bin-answer');
      await expect.poll(() => answer.textContent()).toMatch(/^Rack \S+, bin \d+ \(.+\)/);
      bin = /\((.+)\)/.exec((await answer.textContent()) as string)?.[1] as string;
    }
    expect(await lead.getByTestId('bin-answer').textContent()).toContain('ready to pack');
    return bin;
  }

  /** The shipping station: the bin label scanned, then each unit; the last opens the label PDF. Answers its tracking. */
  async function shipFromBin(bin: string | null, barcodes: string[]): Promise<string> {
    await atStation(lead, session.server.url, 'shipping', facility);
    if (bin === null) return shipAlone(barcodes[0] as string);
    await lead.keyboard.type(bin);
    await lead.keyboard.press('Enter');
    await expect.poll(() => lead.getByText('To fetch', { exact: true }).count()).toBe(barcodes.length);
    const [last, ...firsts] = [...barcodes].reverse() as [string, ...string[]];
    for (const b of firsts) await scanOnScreen(lead, b);
    const popup = lead.waitForEvent('popup');
    const opened = lead.context().waitForEvent('response', {
      predicate: (r) => /\/api\/internal\/orders\/.+\/parcels\/.+\/label$/.test(r.url()),
    });
    await scanOnScreen(lead, last);
    const [tab, label] = await Promise.all([popup, opened]);
    expect(label.status()).toBe(200);
    expect(label.headers()['content-type']).toBe('application/pdf');
    await tab.close();
    await expect.poll(() => lead.getByText('Every unit is scanned', { exact: false }).count()).toBe(1);
    const text = pdfText(await (await lead.request.get(label.url())).body());
    const links = lead.getByRole('link', { name: /^Label PDF / });
    await expect.poll(() => links.count()).toBeGreaterThan(0);
    const tracking = ((await links.first().textContent()) as string).replace('Label PDF ', '');
    expect(text).toContain(tracking);
    return tracking;
  }

  /** A unit without a bin scanned at shipping: its label PDF opened from the screen's link. Answers its tracking. */
  async function shipAlone(barcode: string): Promise<string> {
    await scanOnScreen(lead, barcode);
    const link = lead.getByRole('link', { name: /^Label PDF / });
    await expect.poll(() => link.count()).toBe(1);
    const tracking = ((await link.textContent()) as string).replace('Label PDF ', '');
    const opened = lead.context().waitForEvent('response', {
      predicate: (r) => /\/parcels\/.+\/label$/.test(r.url()),
    });
    const tab = lead.waitForEvent('popup');
    await pressEnter(lead, link);
    const label = await opened;
    expect(label.headers()['content-type']).toBe('application/pdf');
    await (await tab).close();
    expect(pdfText(await (await lead.request.get(label.url())).body())).toContain(tracking);
    return tracking;
  }

  it('an order approved on screen, its blanks ordered and received partly then fully, printed, failed at QC and reprinted, stored and shipped from its bin: the customer sees it shipped with its tracking', async () => {
    // Demo stock off at every facility, on the blank orders screen (focus the box, Space).
    await lead.goto(url('/internal/dashboard/blank-orders'));
    const boxes = lead.getByRole('group', { name: /Demo stock/ }).getByRole('checkbox');
    await expect.poll(() => boxes.count()).toBeGreaterThan(0);
    for (let i = 0; i < (await boxes.count()); i++) {
      const box = boxes.nth(i);
      if (!(await box.isChecked())) continue;
      await box.focus();
      await lead.keyboard.press('Space');
      await expect.poll(() => box.isChecked()).toBe(false);
    }

    // The customer orders two shirts; cs ticks the proof's warnings and approves it on the approvals screen.
    await customer.goto(url('/manager/v2'));
    orderId = await orderViaApi(
      customer,
      await cartViaApi(customer, { complete: true, shipments: 1, po: 'E2E Walk', quantities: { med: 2 } }),
    );
    await cs.goto(url('/internal/dashboard/approvals'));
    const card = cs
      .locator('.approval-queue > li')
      .filter({ has: cs.locator(`h2 a[href$="/orders/${orderId}"]`) });
    const approve = card.getByRole('button', { name: /^Approve / });
    await expect.poll(() => approve.count()).toBe(1);
    const warnings = card.getByRole('group').getByRole('checkbox');
    for (let i = 0; i < (await warnings.count()); i++) {
      await warnings.nth(i).focus();
      await cs.keyboard.press('Space');
    }
    await expect.poll(() => approve.isDisabled()).toBe(false);
    await pressEnter(cs, approve);
    await expect.poll(() => card.count()).toBe(0);
    const units = await unitsOf();
    expect(units).toHaveLength(2);
    expect(units.every((u) => /waiting for blanks/.test(u.blockedBy ?? ''))).toBe(true);
    facility = units[0]?.facility as string;

    // Its blank order is sent now; one shirt arrives (a partial receipt), then the other.
    await sendAndReceive(async () => {
      expect((await unitsOf()).filter((u) => !u.blockedBy)).toHaveLength(1);
      const events = await api<{ name: string }[]>(
        customer,
        'GET',
        `/api/v3/events?orderId=${orderId}&limit=100`,
      );
      expect(events.map((e) => e.name)).toContain('partial-receipt');
    });
    expect((await unitsOf()).every((u) => !u.blockedBy)).toBe(true);

    // Every station's input given on its screen; both shirts reach QC.
    const barcodes = units.map((u) => u.barcode);
    await printUnits(barcodes);
    expect((await unitsOf()).map((u) => u.station)).toEqual(['qc', 'qc']);

    // QC fails the first with its defect; the screen names the reprint, walked through the floor again.
    const [failed, kept] = barcodes as [string, string];
    await atStation(lead, session.server.url, 'qc', facility);
    await scanOnScreen(lead, failed);
    await chooseWithKeyboard(lead, lead.getByLabel('Defect'), 'smudge');
    await pressEnter(lead, lead.getByRole('button', { name: 'Fail (reprint)' }));
    await expect.poll(() => lead.getByRole('status').first().textContent()).toMatch(/QC failed: unit voided/);
    const ticket = lead.getByRole('link', { name: /^Print the ticket of reprint / });
    const reprint = ((await ticket.textContent()) as string).replace('Print the ticket of reprint ', '');
    expect(reprint).not.toBe(failed);
    if ((await unitsOf()).find((u) => u.barcode === reprint)?.blockedBy) await sendAndReceive();
    await printUnits([reprint]);
    const bin = await acceptAndStore([kept, reprint]);

    // Shipping from the bin: the label opens; the customer, in their own browser, sees it shipped and tracked.
    const tracking = await shipFromBin(bin, [kept, reprint]);
    const order = await orderOf();
    expect(order.status).toBe('shipped');
    expect(order.shipments[0]?.tracking?.tracking).toBe(tracking);
    await customer.goto(url(`/manager/v2/orders/${orderId}`));
    await expect.poll(() => customer.getByTestId('order-status').getAttribute('data-status')).toBe('shipped');
    const parcels = customer.getByRole('list', { name: 'Parcels of shipment 1' });
    await expect.poll(() => parcels.textContent()).toContain(tracking);
    expect(await seriousViolations(customer)).toEqual([]);
  }, 400_000);

  it('a claim approved as a reship on the claims screen: its new units walk the floor to a second shipment with its own label and tracking, which the customer and the claim screen show', async () => {
    expect(orderId).not.toBe('');
    const before = (await unitsOf()).map((u) => u.barcode);
    const firstTracking = (await orderOf()).shipments[0]?.tracking?.tracking as string;

    // The customer files the claim from the order page, by keyboard.
    await customer.goto(url(`/manager/v2/orders/${orderId}`));
    await pressEnter(customer, customer.getByRole('link', { name: 'File a claim' }));
    await customer.waitForURL(/\/manager\/v2\/orders\/claim\//);
    await chooseWithKeyboard(customer, customer.getByLabel('Reason'), 'misprinted/flawed items');
    await chooseWithKeyboard(customer, customer.getByLabel('Printer problem'), 'print quality');
    await customer.getByLabel('What happened').focus();
    await customer.keyboard.type('One shirt is smudged');
    await customer.getByLabel(/^Item 1/).focus();
    await customer.keyboard.type('1');
    await customer.keyboard.press('Enter');
    await customer.waitForURL(/\/manager\/v2\/claims$/);

    // cs approves it as a reship on the claims screen.
    await cs.goto(url('/internal/dashboard/claims'));
    await pressEnter(cs, cs.getByRole('button', { name: 'Reship E2E Walk' }));
    await expect
      .poll(() => cs.getByRole('status').first().textContent())
      .toBe('Reship approved for E2E Walk.');
    const fresh = (await unitsOf()).filter((u) => !before.includes(u.barcode));
    expect(fresh).toHaveLength(1);
    const claimCard = cs.locator('.approval-queue > li').filter({ hasText: 'E2E Walk' });
    await expect.poll(() => claimCard.textContent()).toContain('Reprinting: 0 of 1 piece printed.');

    // The floor prints its ticket from the batches screen (the PDF names the reprint's barcode) and walks it.
    const reship = fresh[0] as Unit;
    if (reship.blockedBy) await sendAndReceive();
    await lead.goto(url('/internal/dashboard/batches'));
    await chooseWithKeyboard(lead, lead.getByLabel('Facility'), facility);
    await chooseWithKeyboard(lead, lead.getByLabel('Station'), 'pull');
    const group = lead.getByRole('checkbox', { name: / · med$/ }).first();
    await expect.poll(() => group.count()).toBe(1);
    await group.focus();
    await lead.keyboard.press('Space');
    const tickets = lead.waitForResponse((r) => r.request().method() === 'POST' && /tickets/.test(r.url()));
    const tab = lead.context().waitForEvent('page');
    await pressEnter(lead, lead.getByRole('button', { name: 'Make a batch and print its tickets' }));
    const printed = await tickets;
    await (await tab).close();
    expect(printed.status()).toBe(200);
    expect(printed.headers()['content-type']).toBe('application/pdf');
    expect(printed.request().postDataJSON().barcodes).toEqual([reship.barcode]);

    await printUnits([reship.barcode]);
    const bin = await acceptAndStore([reship.barcode]);
    const tracking = await shipFromBin(bin, [reship.barcode]);
    expect(tracking).not.toBe(firstTracking);

    // The customer's order page lists the second shipment's parcel; the claim screens show it shipped, tracked.
    const order = await orderOf();
    expect(order.status).toBe('shipped');
    expect(order.shipments[1]?.tracking?.tracking).toBe(tracking);
    await customer.goto(url(`/manager/v2/orders/${orderId}`));
    await expect
      .poll(() => customer.getByRole('list', { name: 'Parcels of shipment 2' }).textContent())
      .toContain(tracking);
    await customer.goto(url('/manager/v2/claims'));
    await expect.poll(() => customer.getByText(`Shipped: 1 piece, tracking`).count()).toBe(1);
    expect(await customer.getByRole('main').textContent()).toContain(tracking);
    await cs.reload();
    await expect.poll(() => claimCard.textContent()).toContain(tracking);
    for (const [page, name] of [
      [customer, 'floor-walk-claims'],
      [cs, 'floor-walk-claims-review'],
    ] as const) {
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await screenshot(page, `${name}-${width}`);
        expect(await seriousViolations(page)).toEqual([]);
      }
    }
    expect(errors.flat()).toEqual([]);
  }, 400_000);
});
