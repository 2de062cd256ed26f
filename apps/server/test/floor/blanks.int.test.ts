import { blanksRepository } from '@platen/db';
import { FACILITY_CODES } from '@platen/domain/operations/facilities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendBlankOrders } from '../../src/services/floor/send-blank-orders.ts';
import { eventsOf, floorStaff, staffClient } from '../lifecycle/support.ts';
import { type Client, callAs, newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';
import { firstVariant, placedOrderOf, unitMilestones } from './support.ts';
import { TEST_DESIGN_WARNINGS } from '../ordering/support.ts';

const targets = await testTargets();

describe.each(targets)('blanks on $kind', (target) => {
  let t: TestApp;
  let buyer: Client;
  let cs: Client;
  let operator: Client;
  beforeAll(async () => {
    t = await openApp(target);
    buyer = await newClient(t.app, 'Blanks Buyer');
    ({ cs, operator } = await floorStaff(t.app));
    // Stock at zero everywhere: no demo stock, no stock rows.
    for (const f of FACILITY_CODES) await blanksRepository(t.db).setDemoStock(f, false);
  });
  afterAll(async () => t?.close());

  const call = callAs(() => t.app);

  it('#17.3 O-9-11 stock at zero -> supplier blank order sent at the cutoff; receiving releases the units (partial, then all)', async () => {
    const orderId = await placedOrderOf(t.app, buyer, t.db, 'dtg', (id) => firstVariant(t.db, id));
    const approved = await call(cs, 'POST', `/api/internal/approvals/${orderId}`, {
      decision: 'approve',
      acknowledged: TEST_DESIGN_WARNINGS,
    });
    if (approved.statusCode !== 200) console.log('DEBUG', String(t.reporter.reports[0]?.error));
    expect(approved.statusCode).toBe(200);
    let order = (await call(operator, 'GET', `/api/internal/orders/${orderId}`)).json();
    expect(order.units).toHaveLength(3);
    for (const u of order.units) {
      expect(u.station).toBe('receiving');
      expect(u.blockedBy).toMatch(
        /^waiting for blanks from SANMAR \(blank order \d+\); swap suggestion: Hanes 5180$/,
      );
    }
    // A unit waiting for blanks cannot be worked.
    const [first] = order.units;
    await call(operator, 'POST', '/api/internal/shifts', { station: 'pull', facility: first.facility });
    const refused = await call(operator, 'POST', '/api/internal/scans', {
      barcode: first.barcode,
      station: 'pull',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(`Unit ${first.barcode}: waiting for blanks from SANMAR`);

    const list = (await call(operator, 'GET', '/api/internal/blank-orders')).json().blankOrders;
    const bo = list.find(
      (o: { supplier: string; facility: string }) => o.supplier === 'SANMAR' && o.facility === first.facility,
    );
    expect(bo).toMatchObject({ status: 'open' });
    expect(bo.lines.map((l: { size: string; quantity: number }) => [l.size, l.quantity])).toEqual([
      ['lrg', 1],
      ['med', 2],
    ]);
    const early = await call(operator, 'POST', `/api/internal/blank-orders/${bo.id}/receive`, {
      lines: [{ productIdentifier: 'gildan-5000', color: 'Black', size: 'med', quantity: 1 }],
    });
    expect(early.statusCode).toBe(409);

    // The cutoff job: run as the 12:00 schedule would, at an instant past the order's cutoff.
    const sent = await sendBlankOrders(t.db, new Date(Date.parse(bo.cutoffAt) + 1000).toISOString());
    expect(sent).toContain(bo.id);
    expect(await sendBlankOrders(t.db, new Date(Date.parse(bo.cutoffAt) + 2000).toISOString())).toEqual([]);

    const over = await call(operator, 'POST', `/api/internal/blank-orders/${bo.id}/receive`, {
      lines: [{ productIdentifier: 'gildan-5000', color: 'Black', size: 'med', quantity: 3 }],
    });
    expect(over.statusCode).toBe(422);
    const part = await call(operator, 'POST', `/api/internal/blank-orders/${bo.id}/receive`, {
      lines: [{ productIdentifier: 'gildan-5000', color: 'Black', size: 'med', quantity: 1 }],
    });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().blankOrder.status).toBe('partial');
    expect(part.json().released).toHaveLength(1);
    order = (await call(operator, 'GET', `/api/internal/orders/${orderId}`)).json();
    const released = order.units.filter((u: { blockedBy?: string }) => !u.blockedBy);
    expect(released.map((u: { station: string }) => u.station)).toEqual(['pick']);

    const rest = await call(operator, 'POST', `/api/internal/blank-orders/${bo.id}/receive`, {
      lines: [
        { productIdentifier: 'gildan-5000', color: 'Black', size: 'med', quantity: 1 },
        { productIdentifier: 'gildan-5000', color: 'Black', size: 'lrg', quantity: 1 },
      ],
    });
    expect(rest.json().blankOrder.status).toBe('received');
    order = (await call(operator, 'GET', `/api/internal/orders/${orderId}`)).json();
    expect(order.units.map((u: { station: string }) => u.station)).toEqual(['pick', 'pick', 'pick']);

    const events = await eventsOf(t.db, orderId);
    const names = events.map((e) => e.name);
    expect(names).toContain('partial-receipt');
    expect(names.at(-1)).toBe('blanks-received');
    for (const u of order.units)
      expect(unitMilestones(events, u.barcode)).toEqual(['BLANK_ORDERED', 'RECEIVED']);
    // The released unit carries on to pick.
    await call(operator, 'POST', '/api/internal/shifts', { station: 'pick', facility: first.facility });
    expect(
      (await call(operator, 'POST', '/api/internal/scans', { barcode: released[0].barcode, station: 'pick' }))
        .statusCode,
    ).toBe(200);

    const checkpoints = await t.db.query<{ checkpoint: string }>(
      'SELECT checkpoint FROM inventory_checkpoints WHERE order_id = $1 OR blank_order_id = $2 ORDER BY id',
      [orderId, bo.id],
    );
    expect(checkpoints.rows.map((r) => r.checkpoint)).toEqual([
      'order-accepted',
      'stock-update',
      'stock-update',
    ]);
  });

  it('#17.3 R-9-45 staff apply a swap from the swap table; the customer sees the garment substitution', async () => {
    const orderId = await placedOrderOf(t.app, buyer, t.db, 'screenprint', (id) => firstVariant(t.db, id));
    await call(cs, 'POST', `/api/internal/approvals/${orderId}`, {
      decision: 'approve',
      acknowledged: TEST_DESIGN_WARNINGS,
    });
    const bad = await call(operator, 'POST', `/api/internal/orders/${orderId}/swap`, {
      itemIndex: 0,
      to: 'Gildan 18500',
    });
    expect(bad.statusCode).toBe(422);
    const ok = await call(operator, 'POST', `/api/internal/orders/${orderId}/swap`, {
      itemIndex: 0,
      to: 'Hanes 5180',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const seen = await call(buyer, 'GET', `/api/v3/events?orderId=${orderId}&name=garment-substitution`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()[0]).toMatchObject({
      name: 'garment-substitution',
      itemIndex: 0,
      data: { from: 'Gildan 5000', to: 'Hanes 5180', generic: 'Classic Heavyweight Cotton Tee' },
    });
  });

  it('#17.3 stock on hand is taken first and counted down', async () => {
    const variant = await firstVariant(t.db, 'gildan-5000');
    const facility = 'SCRANTON'; // ADDRESS is in CA: DTG goes to the nearest DTG facility with open work counted
    for (const f of ['SCRANTON', 'INDY'])
      await blanksRepository(t.db).addStock(
        { facility: f, productIdentifier: 'gildan-5000', color: 'Black', size: 'med' },
        5,
      );
    const orderId = await placedOrderOf(t.app, buyer, t.db, 'dtg', async () => variant);
    const approved = await call(cs, 'POST', `/api/internal/approvals/${orderId}`, {
      decision: 'approve',
      acknowledged: TEST_DESIGN_WARNINGS,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const order = (await call(operator, 'GET', `/api/internal/orders/${orderId}`)).json();
    const med = order.units.filter((u: { size: string }) => u.size === 'med');
    expect(med.every((u: { station: string }) => u.station === 'pull')).toBe(true);
    const lrg = order.units.filter((u: { size: string }) => u.size === 'lrg');
    expect(lrg.every((u: { station: string }) => u.station === 'receiving')).toBe(true);
    const left = await t.db.query<{ facility: string; quantity: number }>(
      "SELECT facility, quantity FROM blank_stock WHERE product_identifier = 'gildan-5000' AND size = 'med' ORDER BY facility",
    );
    const at = order.units[0].facility;
    expect([facility, 'INDY']).toContain(at);
    expect(left.rows.find((r) => r.facility === at)?.quantity).toBe(3);
  });

  it('#31 a blank order is sent now by a manager (not by an operator) and received from the screen API; demo stock is a facility setting', async () => {
    const lead = await staffClient(t.app, 'lead@platen.test');
    // Demo stock: the operator reads it, only a manager changes it.
    const facilities = (await call(operator, 'GET', '/api/internal/facilities')).json().facilities;
    expect(facilities.map((f: { code: string }) => f.code)).toEqual([...FACILITY_CODES]);
    expect(facilities.every((f: { demoStock: boolean }) => f.demoStock === false)).toBe(true);
    expect(
      (await call(operator, 'PUT', '/api/internal/facilities/INDY', { demoStock: true })).statusCode,
    ).toBe(403);
    expect(
      (await call(lead, 'PUT', '/api/internal/facilities/NOWHERE', { demoStock: true })).statusCode,
    ).toBe(404);
    const on = await call(lead, 'PUT', '/api/internal/facilities/INDY', { demoStock: true });
    expect(on.json()).toMatchObject({ code: 'INDY', demoStock: true });
    expect(
      (await call(lead, 'PUT', '/api/internal/facilities/INDY', { demoStock: false })).json().demoStock,
    ).toBe(false);

    const orderId = await placedOrderOf(t.app, buyer, t.db, 'dtg', (id) => firstVariant(t.db, id));
    expect(
      (
        await call(cs, 'POST', `/api/internal/approvals/${orderId}`, {
          decision: 'approve',
          acknowledged: TEST_DESIGN_WARNINGS,
        })
      ).statusCode,
    ).toBe(200);
    const units = (await call(operator, 'GET', `/api/internal/orders/${orderId}`)).json().units;
    const bo = (await call(operator, 'GET', '/api/internal/blank-orders'))
      .json()
      .blankOrders.find(
        (o: { status: string; facility: string }) => o.status === 'open' && o.facility === units[0].facility,
      );
    expect(bo).toBeDefined();
    // An operator cannot send it; a manager can, before the cutoff; a second send says it went.
    expect((await call(operator, 'POST', `/api/internal/blank-orders/${bo.id}/send`)).statusCode).toBe(403);
    const sent = await call(lead, 'POST', `/api/internal/blank-orders/${bo.id}/send`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().blankOrder).toMatchObject({ id: bo.id, status: 'sent', sentAt: expect.any(String) });
    expect(Date.parse(sent.json().blankOrder.sentAt)).toBeLessThan(Date.parse(bo.cutoffAt));
    const again = await call(lead, 'POST', `/api/internal/blank-orders/${bo.id}/send`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`Blank order ${bo.id} was already sent to ${bo.supplier}.`);
    expect((await call(lead, 'POST', '/api/internal/blank-orders/999999/send')).statusCode).toBe(404);
    const events = await eventsOf(t.db, orderId);
    expect(events.map((e) => e.name)).toContain('blanks-placed');
    // Received in full at once: every unit moves on.
    const all = await call(operator, 'POST', `/api/internal/blank-orders/${bo.id}/receive`, {
      lines: bo.lines.map(
        (l: { productIdentifier: string; color: string; size: string; quantity: number }) => ({
          productIdentifier: l.productIdentifier,
          color: l.color,
          size: l.size,
          quantity: l.quantity,
        }),
      ),
    });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().blankOrder.status).toBe('received');
    const after = (await call(operator, 'GET', `/api/internal/orders/${orderId}`)).json().units;
    expect(after.every((u: { blockedBy?: string }) => !u.blockedBy)).toBe(true);
  });
});
