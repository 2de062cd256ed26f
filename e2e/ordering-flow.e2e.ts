import { describe, expect, it } from 'vitest';
import { screenshot, watchConsole } from './support/browser.ts';
import { flatPng } from './support/design.ts';
import { api, cartIdOf, signedInSession } from './support/flows.ts';

const session = signedInSession();

describe('ordering flow in Chromium', () => {
  it('O-1-01 / O-1-02 / O-1-03 / O-1-04 / O-1-12 / O-2-56 (a) new cart -> search -> tee -> design -> cart -> two addresses (one suggestion) -> quantities -> methods -> review -> order -> manager', async () => {
    const page = await session.context.newPage();
    const errors = watchConsole(page);
    await page.goto(`${session.server.url}/order/v2`);
    await page.waitForURL(/\/printable$/);
    const cartId = cartIdOf(page);

    // Catalogue: search, pick the Gildan 5000 tee, choose a colour.
    await page.getByRole('searchbox', { name: 'Search products' }).fill('gildan 5000');
    await page.waitForURL(/search=gildan/);
    await page.getByRole('link', { name: 'Gildan 5000 Heavy Cotton T-Shirt' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Design this product' }).count()).toBe(1);
    await page.getByRole('radio', { name: 'Black' }).check();
    await page.getByLabel('Quantity M').fill('24');
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: /Ships|Backlogged/ })
          .count(),
      )
      .toBe(1);
    await screenshot(page, 'flow-a-product');
    await page.getByRole('button', { name: 'Design this product' }).click();
    await page.waitForURL(/\/design\?/);

    // The design in the editor: the printable enters the cart with the first design change (#12.5), carrying
    // the M 24 typed on the product page (#12.4).
    await page.getByRole('heading', { name: /Design your/ }).waitFor();
    await page.getByRole('radio', { name: 'DTG' }).check();
    await page.getByLabel('Upload artwork').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: await flatPng(1200, 1200, [11, 92, 173]),
    });
    await expect
      .poll(() => page.getByText('Ready: every rule of the design is met.').count(), { timeout: 20_000 })
      .toBe(1);
    // "Add to cart" saves the design and completes the printable: only now is it a cart item (O-4-03).
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.waitForURL(new RegExp(`/cart/${cartId}$`));
    await expect.poll(() => page.getByRole('heading', { name: 'Shopping cart' }).count()).toBe(1);
    await expect.poll(() => page.getByText('In the order').count()).toBe(1);
    expect(await page.getByText('1. Shopping cart').getAttribute('aria-current')).toBe('step');
    await screenshot(page, 'flow-a-cart');
    await page.getByRole('button', { name: 'Continue to shipping' }).click();

    // Two addresses; the first accepts a suggestion.
    await page.waitForURL(/\/checkout$/);
    await page.getByRole('radio', { name: 'Several addresses' }).check();
    const first = page.getByRole('form', { name: 'Address of Shipment 1' });
    await first.getByLabel('Name').fill('Ann Buyer');
    await first.getByLabel('Address line 1').fill('500 Howard St');
    await first.getByLabel('City').fill('San Fransisco');
    await first.getByLabel('State').fill('CA');
    await first.getByLabel('Zip').fill('94105');
    await first.getByRole('button', { name: 'Use this address' }).click();
    await expect
      // The first validation loads the ZIP reference data on the session.server: give it time.
      .poll(() => page.getByText('Did you mean:').count(), { timeout: 20_000 })
      .toBe(1)
      .catch(async (e) => {
        await screenshot(page, 'flow-a-suggestion-failed');
        throw new Error(`${e}\n${await page.locator('main').innerText()}`);
      });
    await screenshot(page, 'flow-a-address-suggestion');
    await page.getByRole('button', { name: 'Use suggested address' }).click();
    await expect.poll(() => page.getByText(/SAN FRANCISCO|San Francisco/).count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Add another address' }).click();
    const second = page.getByRole('form', { name: 'Address of Shipment 2' });
    await second.getByLabel('Name').fill('Bob Receiver');
    await second.getByLabel('Address line 1').fill('350 5th Ave');
    await second.getByLabel('City').fill('New York');
    await second.getByLabel('State').fill('NY');
    await second.getByLabel('Zip').fill('10118');
    await second.getByRole('button', { name: 'Use this address' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: 'Change address of Shipment 2' }).count())
      .toBe(1);
    await screenshot(page, 'flow-a-addresses');
    await page.getByRole('button', { name: 'Continue to quantities' }).click();

    // Quantities per size for each shipment.
    await page.waitForURL(/\/checkout\/quantity$/);
    await page.getByLabel(/^Shipment 1, .*size M$/).fill('12');
    await page.getByLabel(/^Shipment 1, .*size L$/).fill('6');
    await page.getByLabel(/^Shipment 2, .*size S$/).fill('4');
    await expect.poll(() => page.getByText(/Ships from/).count()).toBe(2);
    await screenshot(page, 'flow-a-quantities');
    await page.getByRole('button', { name: 'Continue to shipping method' }).click();

    // A shipping method each.
    await page.waitForURL(/\/checkout\/shippingMethod$/);
    // The recommended, cheapest and fastest services come first; every other one on demand.
    for (const n of [1, 2])
      await page
        .getByRole('group', { name: new RegExp(`^Shipment ${n}:`) })
        .getByRole('button', { name: /^Show all \d+ services$/ })
        .click();
    await page
      .getByRole('radiogroup', { name: 'Shipping method for shipment 1' })
      .getByRole('radio', { name: /UPS Ground/ })
      .check();
    await page
      .getByRole('radiogroup', { name: 'Shipping method for shipment 2' })
      .getByRole('radio', { name: /USPS Priority Mail \(/ })
      .check();
    await screenshot(page, 'flow-a-shipping');
    await page.getByRole('button', { name: 'Continue to review' }).click();

    // Review: breakdown and due date.
    await page.waitForURL(/\/checkout\/review$/);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Order total' }).count(), { timeout: 20_000 })
      .toBe(1);
    expect(await page.getByText(/^Due date: \d{2}\/\d{2}\/\d{4}$/).count()).toBe(1);
    // #12.9 fees are itemised by name (this order has none); each line and the order total list the parts.
    for (const part of ['Printing', 'Blanks', 'Shipping', 'Tax']) {
      expect(await page.getByRole('rowheader', { name: part }).count()).toBe(3);
    }
    expect(await page.getByRole('row', { name: /^Total \$\d[\d,]*\.\d\d$/ }).count()).toBe(1);
    await screenshot(page, 'flow-a-review');

    // Place the order with a double click: one order.
    await page.getByRole('button', { name: 'Place order' }).dblclick();
    await page.waitForURL(/\/confirmation\?orderId=/).catch(async (e) => {
      await screenshot(page, 'flow-a-place-failed');
      throw new Error(`${e}\n${await page.locator('main').innerText()}`);
    });
    await expect
      .poll(() => page.getByRole('heading', { name: 'Thank you, your order is placed' }).count())
      .toBe(1);
    await expect.poll(() => page.getByText(/^Order number/).count()).toBe(1);
    await screenshot(page, 'flow-a-confirmation');
    const { orders } = await api<{ orders: { cartId: string }[] }>(page, 'GET', '/api/order2/orders');
    expect(orders.filter((o) => o.cartId === cartId)).toHaveLength(1);

    // The order is in the manager.
    await page.getByRole('link', { name: 'See all your orders' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Orders' }).count()).toBe(1);
    await expect.poll(() => page.getByRole('button', { name: /^Order again: / }).count()).toBe(1);
    await screenshot(page, 'flow-a-manager');
    expect(errors).toEqual([]);
    await page.close();
  });
});
