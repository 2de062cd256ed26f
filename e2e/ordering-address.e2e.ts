import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { screenshot } from './support/browser.ts';
import { cartViaApi, orderViaApi, signedInSession } from './support/flows.ts';

const session = signedInSession();

describe('checkout address and accessibility in Chromium', () => {
  it('O-5-29 / O-5-30 / O-5-31 / O-5-32 / O-5-33 / O-5-34 / O-5-35 / O-5-36 form errors are tied to their fields; O-8-28 an unreachable validator keeps the address and says so', async () => {
    const page = await session.context.newPage();
    await page.goto(`${session.server.url}/manager/v2`);
    const cartId = await cartViaApi(page, { complete: true });
    await page.goto(`${session.server.url}/order/v2/cart/${cartId}/checkout`);
    const form = page.getByRole('form', { name: 'Address of Shipment 1' });
    await expect.poll(() => form.count()).toBe(1);
    await form.getByRole('button', { name: 'Use this address' }).click();
    const name = form.getByLabel('Name', { exact: true });
    await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true');
    const describedBy = await name.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${describedBy}"]`).innerText()).toBe('Name must be provided.');
    expect(await form.getByText('Address line 1 must be provided.').count()).toBe(1);
    expect(await form.getByText('City must be provided.').count()).toBe(1);
    expect(await name.getAttribute('maxlength')).toBe('40');
    await screenshot(page, 'address-errors');

    await page.route('**/api/order2/address/validation', (route) => route.abort('internetdisconnected'));
    await name.fill('Dee Dealer');
    await form.getByLabel('Address line 1').fill('1 Main St');
    await form.getByLabel('City').fill('Springfield');
    await form.getByLabel('State').fill('IL');
    await form.getByLabel('Zip').fill('62701');
    await form.getByRole('button', { name: 'Use this address' }).click();
    await expect
      .poll(() => page.getByText('We could not check this address right now.', { exact: false }).count())
      .toBe(1);
    expect(await page.getByRole('button', { name: 'Continue to quantities' }).isEnabled()).toBe(true);
    await screenshot(page, 'address-validation-unreachable');
    await page.close();
  });

  it('axe-core finds no serious or critical violation on the ordering screens', async () => {
    const page = await session.context.newPage();
    await page.goto(`${session.server.url}/manager/v2`);
    const cartId = await cartViaApi(page, { complete: true, shipments: 1 });
    const base = `/order/v2/cart/${cartId}`;
    const screens: [string, string][] = [
      [`${base}/printable`, 'Choose a product'],
      [`${base}/printable/new?productIdentifier=gildan-5000`, 'Gildan 5000 Heavy Cotton T-Shirt'],
      [base, 'Shopping cart'],
      [`${base}/checkout`, 'Shipping address'],
      [`${base}/checkout/quantity`, 'Quantities'],
      [`${base}/checkout/shippingMethod`, 'Shipping method'],
      [`${base}/checkout/review`, 'Review your order'],
      ['/manager/v2', 'Welcome, Demo Buyer'],
      ['/auth/register', 'Create an account'],
      ['/auth/login', 'Sign in'],
      [`/manager/v2/orders/drafts?cartId=${cartId}&quote=true`, 'Saved quotes and drafts'],
      ['/manager/v2/printables', 'Your printables'],
      ['/integrations/configurator', 'Product configurator'],
      ['/order/v2/no/such/screen', 'Page not found'],
    ];
    const found: string[] = [];
    for (const [path, heading] of screens) {
      await page.goto(`${session.server.url}${path}`);
      await expect.poll(() => page.getByRole('heading', { name: heading, level: 1 }).count()).toBe(1);
      await page.waitForLoadState('networkidle');
      found.push(...(await seriousViolations(page)).map((v) => `${path} ${v}`));
    }
    await orderViaApi(page, cartId);
    await page.goto(`${session.server.url}${base}/confirmation`);
    await expect.poll(() => page.getByText(/^Order number/).count()).toBe(1);
    found.push(...(await seriousViolations(page)));
    expect(found).toEqual([]);
    await page.close();
  });
});
