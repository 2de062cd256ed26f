import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { screenshot, watchConsole } from './support/browser.ts';
import { api, cartIdOf, cartViaApi, readyDraft, signedInSession, uploadArtwork } from './support/flows.ts';

const session = signedInSession();

type ServerCart = {
  _v: number;
  _full: {
    printables: {
      id: string;
      complete: boolean;
      color: string;
      databasePrintableId?: string;
      designDraftId: string | null;
    }[];
    designDrafts: { id: string; designId?: string | null }[];
    shipments: { id: string; items: { printableId: string }[] }[];
  };
};
const serverCart = (page: Page, cartId: string) => api<ServerCart>(page, 'GET', `/api/order2/cart/${cartId}`);

async function openPage(path = '/manager/v2'): Promise<Page> {
  const page = await session.context.newPage();
  await page.goto(`${session.server.url}${path}`);
  return page;
}

/** A saved design and a saved (database) printable of it, through the APIs. */
async function savedPrintable(page: Page, name: string) {
  const art = await uploadArtwork(page);
  const draft = readyDraft('x', art.artworkId, null);
  const { designId } = await api<{ designId: string }>(page, 'POST', '/api/print/v3/design/dtg', {
    name: draft.name,
    type: draft.type,
    sides: draft.sides,
  });
  const { printableId } = await api<{ printableId: string }>(page, 'POST', '/api/print/v3/printable', {
    name,
    designId,
    product: { identifier: 'gildan-5000', color: 'Navy' },
    sizePrices: [
      { size: 'med', price: 1500 },
      { size: 'lrg', price: 1650 },
    ],
    minQuantity: 6,
  });
  return { designId, printableId };
}

describe('saved printables, printable parameters, SLA and services in Chromium', () => {
  it('O-2-30 the manager printable list shows saved printables; "Order this" starts a cart holding it complete (O-2-26, O-4-15)', async () => {
    const page = await openPage();
    const errors = watchConsole(page);
    const name = `Crew tee ${Date.now()}`;
    const { printableId } = await savedPrintable(page, name);
    await page.goto(`${session.server.url}/manager/v2/printables`);
    await expect.poll(() => page.getByRole('heading', { name: 'Your printables' }).count()).toBe(1);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect.poll(() => row.count()).toBe(1);
    const text = await row.textContent();
    expect(text).toContain('Navy');
    expect(text).toContain('$15.00');
    expect(text).toContain('6');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'printables-list');
    // Keyboard: focus the link and press Enter.
    await row.getByRole('link', { name: `Order this: ${name}` }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('heading', { name: 'Shopping cart' }).count()).toBe(1);
    expect(new URL(page.url()).search).toBe('');
    const cartId = cartIdOf(page);
    const card = page.getByRole('listitem', { name });
    await expect.poll(() => card.getByText('In the order').count()).toBe(1);
    const cart = await serverCart(page, cartId);
    expect(cart._full.printables).toEqual([
      expect.objectContaining({ databasePrintableId: printableId, complete: true, color: 'Navy' }),
    ]);
    await screenshot(page, 'printables-order-this');
    expect(errors).toEqual([]);
  });

  it('O-2-30 "Save printable" in the design editor saves a database printable and lands on the manager list showing it', async () => {
    const page = await openPage();
    const cartId = await cartViaApi(page, { complete: true });
    await page.goto(`${session.server.url}/order/v2/cart/${cartId}/printable/p-1/design`);
    await expect.poll(() => page.getByRole('heading', { name: /Design your/ }).count()).toBe(1);
    const name = `Editor tee ${Date.now()}`;
    await page.getByLabel('Printable name').fill(name);
    await page.getByRole('button', { name: 'Save printable' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/manager/v2/printables');
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain('Black');
    await screenshot(page, 'printables-after-editor-save');
  });

  it('O-2-19 createPrintable + printableIdentifier + preventPrintableEdit: the saved printable joins the cart, no edit controls', async () => {
    const page = await openPage();
    const { printableId } = await savedPrintable(page, 'Locked tee');
    const cartId = await cartViaApi(page, { complete: true });
    await page.goto(
      `${session.server.url}/order/v2/cart/${cartId}/printable?createPrintable=true&printableIdentifier=${printableId}&preventPrintableEdit=true`,
    );
    await expect.poll(() => page.getByRole('heading', { name: 'Shopping cart' }).count()).toBe(1);
    expect(new URL(page.url()).searchParams.get('preventPrintableEdit')).toBe('true');
    expect(new URL(page.url()).searchParams.has('printableIdentifier')).toBe(false);
    await expect.poll(() => page.getByRole('listitem', { name: 'Locked tee' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Edit design' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Duplicate' }).count()).toBe(0);
    await expect
      .poll(async () =>
        (await serverCart(page, cartId))._full.printables.map((p) => p.databasePrintableId ?? null),
      )
      .toEqual([null, printableId]);
    // Back does not add it twice (the URL was replaced).
    await page.reload();
    await expect.poll(() => page.getByRole('listitem', { name: 'Locked tee' }).count()).toBe(1);
    expect((await serverCart(page, cartId))._full.printables).toHaveLength(2);
    await screenshot(page, 'printable-params-locked');
  });

  it('O-2-19 printableDesignId + printableColor preselect the colour and carry the saved design into the new printable', async () => {
    const page = await openPage();
    const { designId } = await savedPrintable(page, 'Design source');
    const cartId = await cartViaApi(page, { complete: true });
    await page.goto(
      `${session.server.url}/order/v2/cart/${cartId}/printable?productIdentifier=gildan-5000&printableColor=Navy&printableDesignId=${designId}&createPrintable=true`,
    );
    await expect
      .poll(() => page.getByText('Your saved design will be placed on the product you choose.').count())
      .toBe(1);
    expect(await page.getByRole('radio', { name: 'Navy' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Design this product' }).click();
    await expect.poll(() => page.url()).toMatch(/\/design$/);
    await expect.poll(() => page.getByRole('heading', { name: /Design your/ }).count()).toBe(1);
    await expect
      .poll(async () => {
        const c = (await serverCart(page, cartId))._full;
        const p = c.printables[1];
        const d = c.designDrafts.find((x) => x.id === p?.designDraftId);
        return [c.printables.length, p?.color, d?.designId];
      })
      .toEqual([2, 'Navy', designId]);
  });

  it('O-4-52 / O-5-75 / O-5-91 quantity page: SLA per shipment, a zero shipment item removed; shipping method: why not other services', async () => {
    const page = await openPage();
    const cartId = await cartViaApi(page, { complete: true, shipments: 2 });
    await page.goto(`${session.server.url}/order/v2/cart/${cartId}/checkout/quantity`);
    await expect.poll(() => page.getByRole('heading', { name: 'Quantities' }).count()).toBe(1);
    const slas = page.getByTestId('shipment-sla');
    await expect.poll(() => slas.count()).toBe(2);
    await expect
      .poll(async () => slas.first().textContent())
      .toMatch(/^Production time: (\d+ business days?|ships the same business day|to be confirmed)/);
    await screenshot(page, 'quantity-sla');
    // Keep the product out of shipment 2: clear its sizes. The quote flags it, and it leaves shipment 2.
    for (const input of await page.getByRole('spinbutton', { name: /^Shipment 2,/ }).all())
      await input.fill('');
    await expect
      .poll(async () => (await serverCart(page, cartId))._full.shipments.map((s) => s.items.length), {
        timeout: 10_000,
      })
      .toEqual([1, 0]);
    await expect.poll(() => page.getByText(/Shipment 2: enter a quantity/).count()).toBe(0);
    await page.getByRole('button', { name: 'Continue to shipping method' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Shipping method' }).count()).toBe(1);
    const why = page.getByText('Why not other services?').first();
    expect(await page.locator('details.excluded-services[open]').count()).toBe(0);
    await why.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('details.excluded-services[open]').count()).toBe(1);
    const reasons = page
      .getByRole('list', { name: 'Services not available for shipment 1' })
      .getByRole('listitem');
    expect(await reasons.count()).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'shipping-why-not');
  });
});
