import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { screenshot } from './support/browser.ts';
import { cartViaApi, signedInSession } from './support/flows.ts';

const session = signedInSession();
let cartId = '';
beforeAll(async () => {
  const page = await session.context.newPage();
  await page.goto(`${session.server.url}/order/v2`);
  cartId = await cartViaApi(page, { complete: true, shipments: 2 });
  await page.close();
});

describe('shipping step: suggested services', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ])
    it(`at ${viewport.width} px each shipment offers its recommended, cheapest and fastest service with price and date, every service on demand, by keyboard`, async () => {
      const page = await session.context.newPage();
      await page.setViewportSize(viewport);
      await page.goto(`${session.server.url}/order/v2/cart/${cartId}/checkout/shippingMethod`);
      const group = page.getByRole('radiogroup', { name: 'Shipping method for shipment 1' });
      await expect
        .poll(() => group.getByTestId('option-price').count(), { timeout: 20_000 })
        .toBeGreaterThan(1);
      const shown = await group.getByRole('radio').count();
      // The three suggestions (one service may carry two) and the chosen one when it is none of them.
      expect(shown).toBeGreaterThanOrEqual(2);
      expect(shown).toBeLessThanOrEqual(4);
      for (const tag of ['Recommended', 'Cheapest', 'Fastest'])
        expect(await group.getByText(tag, { exact: true }).count()).toBe(1);
      expect(await group.getByTestId('option-price').count()).toBe(shown);
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await screenshot(page, `shipping-choices-${viewport.width}`);
      expect(await seriousViolations(page)).toEqual([]);

      // Keyboard only: the chosen radio takes the focus, an arrow key chooses the next service.
      await group.getByRole('radio', { checked: true }).focus();
      const before = await group.getByRole('radio', { checked: true }).getAttribute('aria-label');
      const firstName = await group.locator('input:checked').evaluate((e) => e.closest('label')!.textContent);
      await page.keyboard.press('ArrowDown');
      const after = await group.locator('input:checked').evaluate((e) => e.closest('label')!.textContent);
      expect(before).toBeNull();
      expect(after).not.toBe(firstName);
      // Every service on demand, from the keyboard.
      const toggle = page
        .getByRole('group', { name: /^Shipment 1:/ })
        .getByRole('button', { name: /^Show all \d+ services$/ });
      const total = Number(/\d+/.exec((await toggle.textContent()) ?? '')![0]);
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => group.getByRole('radio').count()).toBe(total);
      expect(
        await page
          .getByRole('group', { name: /^Shipment 1:/ })
          .getByRole('button', { name: 'Show only the suggested services' })
          .getAttribute('aria-expanded'),
      ).toBe('true');
      await screenshot(page, `shipping-choices-all-${viewport.width}`);
      await page.close();
    });
});
