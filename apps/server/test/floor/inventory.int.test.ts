import { blanksRepository } from '@platen/db';
import { FACILITY_CODES } from '@platen/domain/operations/facilities';
import { dueDateAfterBlanks, expectedDay, expectedDelivery } from '@platen/domain/floor/supplier-lead-times';
import { onHand } from '@platen/domain/production/stock-ledger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsOf, floorStaff, staffClient } from '../lifecycle/support.ts';
import { TEST_DESIGN_WARNINGS } from '../ordering/support.ts';
import { type Client, callAs, newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';
import { firstVariant, placedOrderOf } from './support.ts';

// Issue 31 point 4: concurrent receipts on PGlite and PostgreSQL, in every run.
const targets = await testTargets({ needs: 'both' });

interface Level {
  facility: string;
  productIdentifier: string;
  color: string;
  size: string;
  received: number;
  consumed: number;
  adjusted: number;
  onHand: number;
  reserved: number;
  available: number;
  onOrder: number;
  low: boolean;
}

describe.each(targets)('inventory on $kind', (target) => {
  let t: TestApp;
  let buyer: Client;
  let cs: Client;
  let operator: Client;
  let lead: Client;
  beforeAll(async () => {
    t = await openApp(target);
    buyer = await newClient(t.app, 'Inventory Buyer');
    ({ cs, operator } = await floorStaff(t.app));
    lead = await staffClient(t.app, 'lead@platen.test');
    for (const f of FACILITY_CODES) await blanksRepository(t.db).setDemoStock(f, false);
  });
  afterAll(async () => t?.close());

  const call = callAs(() => t.app);
  const stock = async (q = '') =>
    (await call(operator, 'GET', `/api/internal/inventory${q}`)).json().stock as Level[];
  /** The free count blank_stock keeps must be on-hand less reserved, for every sku the ledger knows. */
  const expectStockAddsUp = async () => {
    const free = await t.db.query<{ k: string; quantity: number }>(
      "SELECT facility || '|' || product_identifier || '|' || color || '|' || size AS k, quantity FROM blank_stock",
    );
    const freeOf = new Map(free.rows.map((r) => [r.k, Number(r.quantity)]));
    for (const l of await stock()) {
      expect(l.onHand).toBe(onHand(l));
      expect(l.available).toBe(l.onHand - l.reserved);
      expect(freeOf.get(`${l.facility}|${l.productIdentifier}|${l.color}|${l.size}`) ?? 0).toBe(l.available);
    }
  };

  it('a sent blank order gets its expected date (the due date follows); concurrent receipts of the same lines never over-receive; the ledger and on-order follow', async () => {
    const orderId = await placedOrderOf(t.app, buyer, t.db, 'dtg', (id) => firstVariant(t.db, id));
    const approved = await call(cs, 'POST', `/api/internal/approvals/${orderId}`, {
      decision: 'approve',
      acknowledged: TEST_DESIGN_WARNINGS,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const units = (await call(operator, 'GET', `/api/internal/orders/${orderId}`)).json().units;
    const facility = units[0].facility;
    const bo = (await call(operator, 'GET', '/api/internal/blank-orders'))
      .json()
      .blankOrders.find(
        (o: { status: string; facility: string }) => o.status === 'open' && o.facility === facility,
      );
    const med = { productIdentifier: 'gildan-5000', color: 'Black', size: 'med' };
    const before = (await stock(`?facility=${facility}&product=gildan-5000`)).find((l) => l.size === 'med');
    expect(before?.onOrder).toBeGreaterThanOrEqual(2);
    const dueBefore = (await call(buyer, 'GET', `/api/v3/orders/${orderId}`)).json().dueDate as string;
    const sent = await call(lead, 'POST', `/api/internal/blank-orders/${bo.id}/send`);
    expect(sent.statusCode).toBe(200);
    // The supplier's expected delivery: its lead time in business days (LA) from now; the waiting units say it,
    // and the customer's due date follows it when the SLA would have been earlier.
    const { expectedAt } = sent.json().blankOrder;
    expect(expectedAt).toBe(expectedDelivery(sent.json().blankOrder.sentAt, bo.supplier));
    const waiting = (await call(operator, 'GET', `/api/internal/orders/${orderId}`)).json().units;
    for (const u of waiting) expect(u.blockedBy).toContain(`expected ${expectedDay(expectedAt)})`);
    const dueAfter = (await call(buyer, 'GET', `/api/v3/orders/${orderId}`)).json().dueDate as string;
    expect(dueAfter).toBe(dueDateAfterBlanks(dueBefore, expectedAt));
    const placed = (await eventsOf(t.db, orderId)).findLast((e) => e.name === 'blanks-placed');
    expect(placed?.data.expectedAt, JSON.stringify(placed)).toBe(expectedAt);

    // Six receivers each try to book both open blanks of the med line at once: exactly one may.
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        call(operator, 'POST', `/api/internal/blank-orders/${bo.id}/receive`, {
          lines: [{ ...med, quantity: 2 }],
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422, 422, 422, 422, 422]);
    for (const a of answers.filter((x) => x.statusCode === 422))
      expect(a.json().message).toBe('gildan-5000 Black med: Only 0 more of this line were ordered.');
    const line = await t.db.query<{ received: number }>(
      "SELECT received FROM blank_order_lines WHERE blank_order_id = $1 AND size = 'med'",
      [bo.id],
    );
    expect(Number(line.rows[0]?.received)).toBe(2);
    const receipts = await t.db.query<{ n: number }>(
      "SELECT SUM(quantity)::int AS n FROM inventory_movements WHERE blank_order_id = $1 AND kind = 'receipt' AND size = 'med'",
      [bo.id],
    );
    expect(receipts.rows[0]?.n).toBe(2);
    const after = (await stock(`?facility=${facility}&product=gildan-5000`)).find((l) => l.size === 'med');
    // Both blanks went straight to their waiting units: received 2, consumed 2, nothing left on the shelf.
    expect(after).toMatchObject({ onOrder: (before?.onOrder ?? 0) - 2 });
    expect(after!.received - (before?.received ?? 0)).toBe(2);
    expect(after!.onHand).toBe(before?.onHand ?? 0);
    await expectStockAddsUp();
  });

  it('R-4-36 an adjustment with an inventory checkpoint as reason moves on-hand; a manager only; refusals change nothing', async () => {
    const sku = { facility: 'FRESNO', productIdentifier: 'bella-3001', color: 'Heather', size: 'sml' };
    const adjust = (c: Client, quantity: number, reason: string) =>
      call(c, 'POST', '/api/internal/inventory/adjustments', {
        ...sku,
        quantity,
        reason,
        note: 'cycle count',
      });
    expect((await adjust(operator, 10, 'stock-update')).statusCode).toBe(403);
    const up = await adjust(lead, 10, 'stock-update');
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().level).toMatchObject({ onHand: 10, adjusted: 10, available: 10, low: false });
    expect((await adjust(lead, 5, 'lost-in-the-back')).statusCode).toBe(400);
    const under = await adjust(lead, -11, 'stock-update');
    expect(under.statusCode).toBe(422);
    expect(under.json().message).toBe(
      'Only 10 can be taken off: 10 on hand, 0 reserved for units not yet pulled.',
    );
    const zero = await adjust(lead, 0, 'order-accepted');
    expect(zero.statusCode).toBe(422);
    const down = await adjust(lead, -6, 'order-accepted');
    expect(down.statusCode, down.body).toBe(200);
    expect(down.json().level).toMatchObject({ onHand: 4, available: 4, low: true });
    const nowhere = await call(lead, 'POST', '/api/internal/inventory/adjustments', {
      ...sku,
      facility: 'NOWHERE',
      quantity: 1,
      reason: 'stock-update',
    });
    expect(nowhere.statusCode).toBe(422);
    const inv = (await call(operator, 'GET', '/api/internal/inventory?facility=FRESNO&low=true')).json();
    expect(inv.stock).toEqual([expect.objectContaining({ ...sku, onHand: 4, low: true })]);
    expect(inv.adjustments.map((a: { quantity: number; reason: string }) => [a.quantity, a.reason])).toEqual([
      [-6, 'order-accepted'],
      [10, 'stock-update'],
    ]);
    const checkpoints = await t.db.query<{ checkpoint: string }>(
      "SELECT checkpoint FROM inventory_checkpoints WHERE facility = 'FRESNO' AND data ? 'adjustment' ORDER BY id",
    );
    expect(checkpoints.rows.map((r) => r.checkpoint)).toEqual(['stock-update', 'order-accepted']);
    await expectStockAddsUp();
  });

  it('a unit takes its blank from counted stock: reserved until the pull, consumed by it; stock still adds up', async () => {
    const sku = { productIdentifier: 'gildan-5000', color: 'Black', size: 'lrg' };
    for (const facility of ['SCRANTON', 'INDY'])
      expect(
        (
          await call(lead, 'POST', '/api/internal/inventory/adjustments', {
            ...sku,
            facility,
            quantity: 3,
            reason: 'stock-update',
          })
        ).statusCode,
      ).toBe(200);
    const orderId = await placedOrderOf(t.app, buyer, t.db, 'dtg', (id) => firstVariant(t.db, id));
    const approved = await call(cs, 'POST', `/api/internal/approvals/${orderId}`, {
      decision: 'approve',
      acknowledged: TEST_DESIGN_WARNINGS,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const units = (await call(operator, 'GET', `/api/internal/orders/${orderId}`)).json().units;
    const lrg = units.find((u: { size: string }) => u.size === 'lrg');
    expect(lrg.station).toBe('pull');
    const level = async () =>
      (await stock(`?facility=${lrg.facility}&product=gildan-5000`)).find((l) => l.size === 'lrg');
    expect(await level()).toMatchObject({ onHand: 3, reserved: 1, available: 2 });
    await expectStockAddsUp();
    await call(operator, 'POST', '/api/internal/shifts', { station: 'pull', facility: lrg.facility });
    const pulled = await call(operator, 'POST', '/api/internal/scans', {
      barcode: lrg.barcode,
      station: 'pull',
    });
    expect(pulled.statusCode, pulled.body).toBe(200);
    expect(await level()).toMatchObject({ onHand: 2, consumed: 1, reserved: 0, available: 2 });
    await expectStockAddsUp();
  });
});
