import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstVariant, placedOrderOf } from '../floor/support.ts';
import { floorStaff, staffClient } from '../lifecycle/support.ts';
import { type Client, callAs, newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';
import { scanAt, walkToQc } from './floor-helpers.ts';
import { TEST_DESIGN_WARNINGS } from '../ordering/support.ts';

const targets = await testTargets();

interface Unit {
  barcode: string;
  /** The station it waits at; null once shipped. */
  station: string | null;
  facility: string;
  itemIndex: number;
  size: string;
}

describe.each(targets)('a reship is printed and shipped again on $kind', (target) => {
  let t: TestApp;
  let buyer: Client;
  let cs: Client;
  let op: Client;
  beforeAll(async () => {
    t = await openApp(target);
    buyer = await newClient(t.app, 'Reship Buyer');
    ({ operator: op } = await floorStaff(t.app));
    cs = await staffClient(t.app, 'cs@platen.test');
  });
  afterAll(async () => t?.close());

  const call = callAs(() => t.app);
  const units = async (orderId: string): Promise<Unit[]> =>
    (await call(op, 'GET', `/api/internal/orders/${orderId}`)).json().units;

  /** Every unit not yet shipped through QC (accept), store when asked, and shipping; the shipping answers. */
  async function finish(orderId: string) {
    const shipping: Record<string, unknown>[] = [];
    for (const u of await units(orderId))
      if (u.station !== null && u.station !== 'voided')
        await walkToQc(call, op, u.barcode, u.station, u.facility);
    for (const u of await units(orderId)) {
      if (u.station !== 'qc') continue;
      let r = await scanAt(call, op, u.barcode, 'qc', u.facility, { result: 'accept' });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      if (r.body.station === 'store') r = await scanAt(call, op, u.barcode, 'store', u.facility);
      expect(r.body.station, JSON.stringify(r.body)).toBe('shipping');
    }
    for (const u of await units(orderId)) {
      if (u.station !== 'shipping') continue;
      const r = await scanAt(call, op, u.barcode, 'shipping', u.facility);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      shipping.push(r.body.data);
    }
    return shipping;
  }

  const ledgerRows = async (userId: string) =>
    Number(
      (
        await t.db.query<{ n: string }>('SELECT count(*) AS n FROM ledger_transactions WHERE user_id = $1', [
          userId,
        ])
      ).rows[0]?.n,
    );

  it('#31 R-4-06 an approved reship puts the claimed pieces back on the floor; they ship in a second shipment with their own tracking, at no charge', async () => {
    const orderId = await placedOrderOf(t.app, buyer, t.db, 'dtg', (id) => firstVariant(t.db, id));
    expect(
      (
        await call(cs, 'POST', `/api/internal/approvals/${orderId}`, {
          decision: 'approve',
          acknowledged: TEST_DESIGN_WARNINGS,
        })
      ).statusCode,
    ).toBe(200);
    await finish(orderId);
    const shippedOnce = await units(orderId);
    expect(shippedOnce.map((u) => u.station)).toEqual(shippedOnce.map(() => null));
    const claim = await call(buyer, 'POST', '/api/v2/claims', {
      orderId,
      reason: 'misprinted/flawed items',
      severity: 'medium',
      printerProblem: 'print quality',
      items: [{ itemIndex: 0, quantity: 1 }],
    });
    expect(claim.statusCode, claim.body).toBe(201);
    const rowsBefore = await ledgerRows(buyer.userId);
    const d = await call(cs, 'POST', `/api/internal/claims/${claim.json().id}`, { decision: 'reship' });
    expect(d.statusCode, d.body).toBe(200);

    // One new unit, same item and size as the claimed piece, at the first station, new barcode.
    const after = await units(orderId);
    const fresh = after.filter((u) => !shippedOnce.some((s) => s.barcode === u.barcode));
    expect(fresh).toHaveLength(1);
    expect(fresh[0]).toMatchObject({ itemIndex: 0, size: shippedOnce[0]?.size });
    expect(fresh[0]?.station).toEqual(expect.any(String));
    const progress = async () =>
      (await call(buyer, 'GET', '/api/v2/claims'))
        .json()
        .find((c: { id: string }) => c.id === claim.json().id)?.reship;
    expect(await progress()).toMatchObject({
      pieces: 1,
      printed: 0,
      summary: 'Reprinting: 0 of 1 piece printed.',
    });
    let o = (await call(buyer, 'GET', `/api/v3/orders/${orderId}`)).json();
    expect(o.items[0].status).toBe('reprint');
    expect(o.shipments).toHaveLength(2);

    // The floor prints it, QC, and the shipping station packs it alone as shipment 2 with a label.
    const packed = await finish(orderId);
    expect(packed).toHaveLength(1);
    expect(packed[0]).toMatchObject({ packed: true, shipmentIndex: 1 });
    o = (await call(buyer, 'GET', `/api/v3/orders/${orderId}`)).json();
    expect(o.status).toBe('shipped');
    expect(o.items[0].status).toBe('shipped');
    const [first, second] = o.shipments as { tracking: { tracking: string } | null; parcels: unknown[] }[];
    expect(second?.tracking?.tracking).toEqual(expect.any(String));
    expect(second?.tracking?.tracking).not.toBe(first?.tracking?.tracking);
    const parcels = (
      await t.db.query<{ shipment_index: number; barcodes: string[] }>(
        'SELECT shipment_index, barcodes FROM parcels WHERE order_id = $1 ORDER BY shipment_index',
        [orderId],
      )
    ).rows;
    expect(parcels.find((p) => p.shipment_index === 1)?.barcodes).toEqual([fresh[0]?.barcode]);
    // The claim says it shipped, with the reship's own tracking (also in the reship list).
    expect(await progress()).toMatchObject({
      pieces: 1,
      shipped: 1,
      summary: expect.stringMatching(
        new RegExp(`^Shipped: 1 piece, tracking .*${second?.tracking?.tracking}\\.$`),
      ),
    });
    const reships = (await call(buyer, 'GET', '/api/v2/reship')).json();
    expect(reships[0].reship.shipped).toBe(1);
    // A reship costs the customer nothing.
    expect(await ledgerRows(buyer.userId)).toBe(rowsBefore);
  });

  it('#31 R-7-03 an API customer asks for a reprint with POST /api/v2/order/{id}/reprint: a claim on the order; approved as a reship, its units go to the floor', async () => {
    const orderId = await placedOrderOf(t.app, buyer, t.db, 'mug', (id) => firstVariant(t.db, id));
    expect(
      (
        await call(cs, 'POST', `/api/internal/approvals/${orderId}`, {
          decision: 'approve',
          acknowledged: TEST_DESIGN_WARNINGS,
        })
      ).statusCode,
    ).toBe(200);
    const body = {
      reason: 'misprinted/flawed items',
      severity: 'medium',
      items: [{ itemIndex: 0, quantity: 1 }],
    };
    // Before shipping: the claim window's sentence, nothing filed.
    const early = await call(buyer, 'POST', `/api/v2/order/${orderId}/reprint`, body);
    expect(early.statusCode, early.body).toBe(422);
    expect(early.json().message).toBe('Claims can be filed once the order has shipped.');
    await finish(orderId);
    const before = await units(orderId);
    // Another account's order is not found; a bad body is a 400 naming the field.
    const other = await newClient(t.app, 'Reprint Other');
    expect((await call(other, 'POST', `/api/v2/order/${orderId}/reprint`, body)).statusCode).toBe(404);
    expect(
      (await call(buyer, 'POST', `/api/v2/order/${orderId}/reprint`, { ...body, items: [] })).statusCode,
    ).toBe(400);
    const r = await call(buyer, 'POST', `/api/v2/order/${orderId}/reprint`, body);
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json()).toMatchObject({ orderId, status: 'open', items: body.items });
    expect(await units(orderId)).toHaveLength(before.length);
    expect(
      (await call(cs, 'POST', `/api/internal/claims/${r.json().id}`, { decision: 'reship' })).statusCode,
    ).toBe(200);
    const after = await units(orderId);
    expect(after).toHaveLength(before.length + 1);
    const packed = await finish(orderId);
    expect(packed[0]).toMatchObject({ packed: true, shipmentIndex: 1 });
  });
});
