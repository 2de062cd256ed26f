import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { screenshot, watchConsole } from './support/browser.ts';
import { api, cartViaApi, signedInContext, signedInSession } from './support/flows.ts';

/** Issue #12 points 1-6: the buyer's data is neither lost nor changed behind their back. */
const session = signedInSession();

type ServerCart = {
  _v: number;
  _full: {
    shipments: { id: string; items: { printableId: string; quantities: Record<string, number> }[] }[];
  };
};
const serverCart = (page: Page, cartId: string) => api<ServerCart>(page, 'GET', `/api/order2/cart/${cartId}`);
const quantitiesOf = async (page: Page, cartId: string) =>
  (await serverCart(page, cartId))._full.shipments[0]?.items[0]?.quantities;

/** Counts the cart PATCH answers a page gets, by status. */
function watchPatches(page: Page) {
  const statuses: number[] = [];
  page.on('response', (r) => {
    if (r.request().method() === 'PATCH' && /\/api\/order2\/cart\//.test(r.url())) statuses.push(r.status());
  });
  return statuses;
}

const cell = (page: Page, size: string) => page.getByLabel(new RegExp(`^Shipment 1, .*, size ${size}$`));

describe('#12 lost or wrong data, in Chromium', () => {
  let second: BrowserContext;
  beforeAll(async () => {
    second = await signedInContext(session.browser, session.server);
  });
  afterAll(async () => {
    await second?.close();
  });

  it("#12.2 O-4-24 two browser contexts on one cart: a 409 re-applies only the tab's own change; a real conflict keeps the acknowledged value and says so", async () => {
    const a = await session.context.newPage();
    await a.goto(`${session.server.url}/manager/v2`);
    const cartId = await cartViaApi(a, { complete: true, shipments: 1 }); // M 10, L 2
    const b = await second.newPage();
    const errors = [...watchConsole(a), ...watchConsole(b)];
    const bPatches = watchPatches(b);
    const aPatches = watchPatches(a);
    for (const p of [a, b]) {
      await p.goto(`${session.server.url}/order/v2/cart/${cartId}/checkout/quantity`);
      await expect.poll(() => cell(p, 'M').inputValue()).toBe('10');
    }
    // Tab A: M 10 -> 30, acknowledged.
    await cell(a, 'M').fill('30');
    await expect.poll(() => quantitiesOf(a, cartId), { timeout: 10_000 }).toEqual({ med: 30, lrg: 2 });
    // Tab B still shows M 10: it changes L only. Its save is refused (409); what it sends next is only L.
    await cell(b, 'L').fill('7');
    await expect.poll(() => quantitiesOf(a, cartId), { timeout: 10_000 }).toEqual({ med: 30, lrg: 7 });
    expect(bPatches).toContain(409);
    await expect.poll(() => cell(b, 'M').inputValue()).toBe('30');
    expect(await b.getByText(/changed in another tab/).count()).toBe(0);
    await screenshot(b, '12-2-tab-b-rebased');

    // Now tab A (it has not seen L 7) changes L too: a real conflict. The acknowledged 7 stays, A is told.
    await cell(a, 'L').fill('50');
    await expect
      .poll(() => a.getByText(/changed in another tab .* 1 of your changes \(quantities\)/).count(), {
        timeout: 10_000,
      })
      .toBe(1);
    expect(aPatches).toContain(409);
    expect(await quantitiesOf(a, cartId)).toEqual({ med: 30, lrg: 7 });
    await expect.poll(() => cell(a, 'L').inputValue()).toBe('7');
    await screenshot(a, '12-2-tab-a-conflict');
    expect(await seriousViolations(a)).toEqual([]);
    expect(errors.filter((e) => !/409|Conflict/i.test(e))).toEqual([]);
    await a.close();
    await b.close();
  });

  it('#12.3 an edit followed at once by a reload is kept: flushed on leaving, with a beforeunload prompt while unsaved', async () => {
    const page = await session.context.newPage();
    await page.goto(`${session.server.url}/manager/v2`);
    const cartId = await cartViaApi(page, { complete: true, shipments: 1 }); // M 10, L 2
    await page.goto(`${session.server.url}/order/v2/cart/${cartId}/checkout/quantity`);
    await expect.poll(() => cell(page, 'M').inputValue()).toBe('10');
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.type());
      void d.accept();
    });
    await cell(page, 'M').fill('12');
    await page.reload(); // well inside the 700 ms debounce
    await expect.poll(() => quantitiesOf(page, cartId), { timeout: 10_000 }).toEqual({ med: 12, lrg: 2 });
    expect(dialogs).toEqual(['beforeunload']);
    await expect.poll(() => cell(page, 'M').inputValue()).toBe('12');
    // Leaving for another site-internal page right after an edit keeps it too.
    await cell(page, 'L').fill('5');
    await page.goto(`${session.server.url}/manager/v2`);
    await expect.poll(() => quantitiesOf(page, cartId), { timeout: 10_000 }).toEqual({ med: 12, lrg: 5 });
    await page.close();
  });
});
