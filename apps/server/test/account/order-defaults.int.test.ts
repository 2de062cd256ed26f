import { blanksRepository } from '@platen/db';
import { FACILITY_CODES } from '@platen/domain/operations/facilities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsOf, floorStaff } from '../lifecycle/support.ts';
import { type Client, callAs, newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';
import { firstVariant, placedOrderOf } from '../floor/support.ts';
import { TEST_DESIGN_WARNINGS } from '../ordering/support.ts';

const targets = await testTargets();

/** The account's general and shipping settings used by running code: new carts, the floor's autoSwap. */
describe.each(targets)('general settings applied on $kind', (target) => {
  let t: TestApp;
  let cs: Client;
  let operator: Client;
  beforeAll(async () => {
    t = await openApp(target);
    ({ cs, operator } = await floorStaff(t.app));
    // Stock at zero everywhere: every blank goes on a supplier's blank order.
    for (const f of FACILITY_CODES) await blanksRepository(t.db).setDemoStock(f, false);
  });
  afterAll(async () => t?.close());
  const call = callAs(() => t.app);

  const save = (c: Client, body: Record<string, unknown>) =>
    call(c, 'PUT', '/api/manager2/settings/general', body);

  it('a new cart starts with the saved fold-and-poly and shipping service; an unknown service is refused', async () => {
    const buyer = await newClient(t.app, 'Defaults Buyer');
    const refused = await save(buyer, { defaultShippingMethod: 'teleport' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Choose a shipping service from the list.');
    const plain = (await call(buyer, 'POST', '/api/order2/cart')).json()._id;
    const before = (await call(buyer, 'GET', `/api/order2/cart/${plain}`)).json()._full.features;
    expect(before.foldPoly).toBeNull();
    expect(before.shipping ?? null).toBeNull();

    expect((await save(buyer, { foldPoly: true, defaultShippingMethod: 'ups-ground' })).statusCode).toBe(200);
    const id = (await call(buyer, 'POST', '/api/order2/cart')).json()._id;
    const features = (await call(buyer, 'GET', `/api/order2/cart/${id}`)).json()._full.features;
    expect(features).toMatchObject({ foldPoly: true, shipping: 'ups-ground' });
  });

  async function releasedUnits(buyer: Client) {
    const orderId = await placedOrderOf(t.app, buyer, t.db, 'dtg', (id) => firstVariant(t.db, id));
    const approved = await call(cs, 'POST', `/api/internal/approvals/${orderId}`, {
      decision: 'approve',
      acknowledged: TEST_DESIGN_WARNINGS,
    });
    expect(approved.statusCode).toBe(200);
    const units = (await call(operator, 'GET', `/api/internal/orders/${orderId}`)).json().units;
    return { orderId, units: units as { blockedBy: string; barcode: string }[] };
  }

  it('autoSwap on: an out-of-stock blank is swapped to the swap table substitute at release, without asking', async () => {
    const buyer = await newClient(t.app, 'Swap Buyer');
    expect((await save(buyer, { autoSwap: true })).statusCode).toBe(200);
    const { orderId, units } = await releasedUnits(buyer);
    for (const u of units) expect(u.blockedBy).toMatch(/; swapped to Hanes 5180 \(autoSwap\)$/);
    const swaps = (await eventsOf(t.db, orderId)).filter((e) => e.name === 'garment-substitution');
    expect(swaps).toHaveLength(1);
    expect(swaps[0]!.data).toMatchObject({ from: 'Gildan 5000', to: 'Hanes 5180', automatic: true });
    expect((swaps[0]!.data.barcodes as string[]).sort()).toEqual(units.map((u) => u.barcode).sort());
  });

  it('autoSwap off (ask first): the release only suggests the swap and records none', async () => {
    const buyer = await newClient(t.app, 'Ask Buyer');
    const { orderId, units } = await releasedUnits(buyer);
    for (const u of units) expect(u.blockedBy).toMatch(/; swap suggestion: Hanes 5180$/);
    const swaps = (await eventsOf(t.db, orderId)).filter((e) => e.name === 'garment-substitution');
    expect(swaps).toEqual([]);
  });
});
