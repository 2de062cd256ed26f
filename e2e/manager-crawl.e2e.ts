import { buildPath, ROUTES, type RouteParam } from '@platen/domain/access/route-table';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { api, cartViaApi, orderViaApi, signedInSession } from './support/flows.ts';

/**
 * R-2-09..16: every route of the customer manager area and the older /manager area, read from the spec-derived
 * route table, opens a real screen for a signed-in customer (never "Page not found"), axe clean at 1280 and
 * 390 px. Ids come from a seeded order, its design, a claim on it and its invoice. One page, one context.
 */
const WIDTHS = [1280, 390] as const;
const MANAGER = ROUTES.filter((r) => r.area === 'manager' || r.area === 'manager-legacy');

describe('the manager area answers every route of the route table', () => {
  const session = signedInSession();

  it('R-2-09..16: each manager and older /manager route shows a screen, axe clean at 1280 and 390 px', async () => {
    const { server, context } = session;
    const page = await context.newPage();
    await page.goto(`${server.url}/manager/v2`);
    const cartId = await cartViaApi(page, { complete: true, shipments: 1 });
    const cart = await api<{ _full: { designDrafts: { designId: string }[] } }>(
      page,
      'GET',
      `/api/order2/cart/${cartId}`,
    );
    const orderId = await orderViaApi(page, cartId);
    // Claims need a shipped order: the seeded account's own claim when it has one, else an unknown id (the claim
    // screen then says so: still a screen, never "Page not found").
    const claims = await api<{ id: string }[]>(page, 'GET', '/api/v2/claims');
    const claim = { id: claims[0]?.id ?? 'no-such-claim' };
    const invoices = await api<{ id: string }[]>(page, 'GET', '/api/v2/billing/invoice');
    const ids: Record<RouteParam, string> = {
      orderId,
      cartId,
      designId: cart._full.designDrafts[0]?.designId ?? 'none',
      claimId: claim.id,
      reshipId: claim.id,
      invoiceId: invoices[0]?.id ?? 'none',
      billingId: invoices[0]?.id ?? 'none',
      shippingFormId: '0',
    } as Record<RouteParam, string>;

    const problems: string[] = [];
    for (const route of MANAGER) {
      const path = buildPath(route.path, ids);
      // One load per route: the phone width is the same screen resized (CSS decides the layout), not a reload.
      await page.setViewportSize({ width: WIDTHS[0], height: 900 });
      await page.goto(`${server.url}${path}`);
      await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
      await page
        .waitForFunction(() => !document.querySelector('main [aria-busy="true"]'), undefined, {
          timeout: 5_000,
        })
        .catch(() => {});
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        const h1 =
          (await page
            .locator('h1')
            .first()
            .textContent({ timeout: 5_000 })
            .catch(() => null)) ?? '';
        if (/page not found/i.test(h1) || !h1.trim()) problems.push(`${path} at ${width}: "${h1}"`);
        for (const v of await seriousViolations(page)) problems.push(`${path} at ${width}: ${v}`);
      }
    }
    await page.close();
    expect(problems).toEqual([]);
  }, 300_000);
});
