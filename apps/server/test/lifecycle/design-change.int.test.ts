import { randomUUID } from 'node:crypto';
import { designsRepository } from '@platen/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAFT_SIDES, orderableOps, savedDesign } from '../ordering/support.ts';
import { type Client, newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';
import { eventsOf, placedOrder, staffClient } from './support.ts';

const targets = await testTargets();

const SIX = ['Black', 'White', 'Red', 'Blue', 'Green', 'Yellow'];
/** The probe's bigger design: two printed sides of six colours each. */
const BIG_SIDES = {
  front: { ...DRAFT_SIDES.front, colors: { matched: SIX } },
  back: { ...DRAFT_SIDES.front, name: 'Back', colors: { matched: SIX } },
};

describe.each(targets)('order design change on $kind', (target) => {
  let t: TestApp;
  let buyer: Client;
  let cs: Client;
  beforeAll(async () => {
    t = await openApp(target);
    buyer = await newClient(t.app, 'Redesigner');
    cs = await staffClient(t.app, 'cs@platen.test');
  });
  afterAll(async () => t?.close());

  const post = (c: Client, url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: c.headers(), ...(payload ? { payload } : {}) });
  const bigDesign = async (userId: string) => {
    const id = `design-${randomUUID()}`;
    await designsRepository(t.db).insert({
      id,
      userId,
      printType: 'screenprint',
      name: 'Big tee',
      doc: { type: 'Garment', printType: 'screenprint', sides: BIG_SIDES },
    });
    return id;
  };
  const total = async (orderId: string) =>
    Number(
      (
        await t.db.query<{ n: string | number }>('SELECT total_cents AS n FROM orders WHERE id = $1', [
          orderId,
        ])
      ).rows[0]?.n,
    );
  const ledger = async (orderId: string) =>
    (
      await t.db.query<{ type: string; direction: string; amount: string | number }>(
        'SELECT type, direction, amount_cents AS amount FROM ledger_transactions WHERE order_id = $1 ORDER BY created_at, id',
        [orderId],
      )
    ).rows.map((r) => ({ type: r.type, direction: r.direction, amount: Number(r.amount) }));
  const balance = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/v2/billing/balance', headers: buyer.headers() })).json()
      .balance as number;
  const rejected = async () => {
    const orderId = await placedOrder(t.app, buyer, t.db);
    const r = await post(cs, `/api/internal/approvals/${orderId}`, {
      decision: 'reject',
      reason: 'Too blurry',
    });
    expect(r.json().status).toBe('on-hold');
    return orderId;
  };

  it('#M2 a design change after a reject is re-priced by the quote engine: 2 sides x 6 colours is charged its own price through the ledger', async () => {
    const big = await bigDesign(buyer.userId);
    // What the quote engine charges for the big design on the same item, placed directly.
    const cart = (await post(buyer, '/api/order2/cart')).json()._id as string;
    const ops = await t.app.inject({
      method: 'PATCH',
      url: `/api/order2/cart/${cart}`,
      headers: buyer.headers(),
      payload: { _v: 0, _d: orderableOps(big) },
    });
    expect(ops.statusCode).toBe(200);
    const placed = await t.app.inject({
      method: 'POST',
      url: `/api/order2/cart/${cart}/order`,
      headers: { ...buyer.headers(), 'idempotency-key': `m2-${cart}` },
    });
    expect(placed.statusCode).toBe(201);
    const bigPrice = await total(placed.json().orderId);

    const orderId = await rejected();
    const smallPrice = await total(orderId);
    expect(bigPrice).toBeGreaterThan(smallPrice);
    const before = await balance();
    const d = await post(buyer, `/api/v2/order/${orderId}/changeDesign`, { itemIndex: 0, designId: big });
    expect(d.statusCode).toBe(200);
    expect(d.json()).toMatchObject({ status: 'paid', artwork: 'queued' });
    expect(d.json().items[0].designId).toBe(big);
    expect(await total(orderId)).toBe(bigPrice);
    expect(await ledger(orderId)).toEqual([
      { type: 'order', direction: 'debit', amount: smallPrice },
      { type: 'design-change', direction: 'debit', amount: bigPrice - smallPrice },
    ]);
    expect(before - (await balance())).toBe(bigPrice - smallPrice);
    // The lines carry the new price too, and a cancel gives back everything paid (the first debit and the change).
    const lines = await t.db.query<{ s: string | number }>(
      'SELECT sum(total_cents) AS s FROM order_lines WHERE order_id = $1',
      [orderId],
    );
    expect(Number(lines.rows[0]?.s)).toBeGreaterThan(0);
    expect((await post(buyer, `/api/v2/order/${orderId}/cancel`)).statusCode).toBe(200);
    expect((await ledger(orderId)).at(-1)).toEqual({
      type: 'order-cancelled',
      direction: 'credit',
      amount: bigPrice,
    });
  });

  it("#M2 another account's design, or a non-existent one, is refused with a 422 and nothing changes", async () => {
    const other = await newClient(t.app, 'Design Owner');
    const theirs = await savedDesign(t.db, other.userId);
    const orderId = await rejected();
    const events = (await eventsOf(t.db, orderId)).length;
    const price = await total(orderId);
    for (const designId of [theirs, 'design-does-not-exist']) {
      const r = await post(buyer, `/api/v2/order/${orderId}/changeDesign`, { itemIndex: 0, designId });
      expect(r.statusCode, designId).toBe(422);
      expect(r.json().issues[0]).toMatchObject({ path: 'designId' });
      expect(r.json().message).toBe('The design was not found among your saved designs.');
    }
    expect((await eventsOf(t.db, orderId)).length).toBe(events);
    expect(await total(orderId)).toBe(price);
    expect((await ledger(orderId)).map((l) => l.type)).toEqual(['order']);
    // The customer's own, ready design is taken (same price: nothing moves in the ledger).
    const mine = await savedDesign(t.db, buyer.userId);
    const ok = await post(buyer, `/api/v2/order/${orderId}/changeDesign`, { itemIndex: 0, designId: mine });
    expect(ok.statusCode).toBe(200);
    expect(await total(orderId)).toBe(price);
    expect((await ledger(orderId)).map((l) => l.type)).toEqual(['order']);
  });
});
