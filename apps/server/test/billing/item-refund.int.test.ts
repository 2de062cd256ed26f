import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCart, orderableOps, patch, savedDesign } from '../ordering/support.ts';
import { type Client, newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';

const targets = await testTargets();

describe.each(targets)('billing: cancelling one item refunds its share on $kind', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openApp(target);
  });
  afterAll(async () => t?.close());

  const get = (c: Client, url: string) => t.app.inject({ method: 'GET', url, headers: c.headers() });
  const post = (c: Client, url: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, headers: c.headers(), payload });
  const refunds = async (orderId: string) =>
    (
      await t.db.query<{ type: string; amount_cents: number | string }>(
        "SELECT type, amount_cents FROM ledger_transactions WHERE order_id = $1 AND direction = 'credit' ORDER BY created_at, id",
        [orderId],
      )
    ).rows.map((r) => ({ type: r.type, amount: Number(r.amount_cents) }));

  /** A paid order of two printables (black tees and white tees) in one shipment. */
  async function twoItemOrder(c: Client) {
    const cartId = await newCart(t.app, c.headers());
    const [draft, black, shipment] = orderableOps(await savedDesign(t.db, c.userId)) as [
      object,
      { value: object },
      { value: { items: object[] } },
    ];
    const white = { ...black.value, id: 'p2', color: 'White' };
    const ops = [
      draft,
      black,
      { op: 'add', path: '/printables/-', value: white },
      {
        ...shipment,
        value: {
          ...shipment.value,
          items: [...shipment.value.items, { printableId: 'p2', quantities: { sml: 4 } }],
        },
      },
    ];
    const r = await patch(t.app, c.headers(), cartId, 0, ops);
    expect(r.status).toBe(200);
    const placed = await t.app.inject({
      method: 'POST',
      url: `/api/order2/cart/${cartId}/order`,
      headers: { ...c.headers(), 'idempotency-key': `item-refund-${cartId}` },
    });
    expect(placed.statusCode).toBe(201);
    return placed.json().orderId as string;
  }

  it('#19 a cancelled item gives back its share once; the whole-order cancel gives back the rest; refunds add up to the payment', async () => {
    const buyer = await newClient(t.app, 'Item Refund');
    const orderId = await twoItemOrder(buyer);
    const order = (await get(buyer, `/api/v3/orders/${orderId}`)).json();
    expect(order.status).toBe('paid');
    expect(order.items).toHaveLength(2);
    const paid = Number(
      (
        await t.db.query<{ a: number | string }>(
          "SELECT amount_cents AS a FROM ledger_transactions WHERE order_id = $1 AND type = 'order'",
          [orderId],
        )
      ).rows[0]!.a,
    );
    const balance0 = (await get(buyer, '/api/v2/billing/balance')).json().balance as number;

    expect((await post(buyer, `/api/v2/order/${orderId}/cancelItem`, { itemIndex: 1 })).statusCode).toBe(200);
    const afterItem = await refunds(orderId);
    expect(afterItem).toHaveLength(1);
    expect(afterItem[0]!.type).toBe('item-cancelled');
    const share = afterItem[0]!.amount;
    expect(share).toBeGreaterThan(0);
    expect(share).toBeLessThan(paid);
    expect((await get(buyer, '/api/v2/billing/balance')).json().balance).toBe(balance0 + share);

    // The same item again: refused, and nothing is refunded twice.
    const again = await post(buyer, `/api/v2/order/${orderId}/cancelItem`, { itemIndex: 1 });
    expect(again.statusCode).toBe(409);
    expect(await refunds(orderId)).toHaveLength(1);

    // The rest of the order: the remainder, so the refunds are exactly the payment.
    expect((await post(buyer, `/api/v2/order/${orderId}/cancel`)).statusCode).toBe(200);
    const all = await refunds(orderId);
    expect(all.map((r) => r.type)).toEqual(['item-cancelled', 'order-cancelled']);
    expect(all.reduce((s, r) => s + r.amount, 0)).toBe(paid);
    expect((await get(buyer, '/api/v2/billing/balance')).json().balance).toBe(balance0 + paid);
  });
});
