import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUPON_MESSAGES } from '@platen/domain/coupons/coupon';
import { staffClient } from '../lifecycle/support.ts';
import { ADDRESS, orderableCart, savedDesign } from '../ordering/support.ts';
import { type Client, newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';
import { expectOneTotal, threeItemOrder, totalsOf } from './reprice-support.ts';

const targets = await testTargets();
let codes = 0;

describe.each(targets)('coupons on $kind (docs/decisions/coupons.md)', (target) => {
  let t: TestApp;
  let cs: Client;
  let sales: Client;
  beforeAll(async () => {
    t = await openApp(target);
    cs = await staffClient(t.app, 'cs@platen.test');
    sales = await staffClient(t.app, 'sales@platen.test');
  });
  afterAll(async () => t?.close());

  const call = (c: Client, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: c.headers(), ...(payload ? { payload } : {}) });
  const coupon = async (terms: object = {}) => {
    const code = `C${process.pid}X${++codes}${target.kind.slice(0, 2).toUpperCase()}`;
    const r = await call(cs, 'POST', '/api/internal/coupons', {
      code,
      kind: 'percent',
      value: 10,
      expiresAt: null,
      usesPerAccount: null,
      usesTotal: null,
      ...terms,
    });
    expect(r.statusCode, r.body).toBe(201);
    return r.json() as { id: string; code: string };
  };
  const place = (c: Client, cartId: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/order2/cart/${cartId}/order`,
      headers: { ...c.headers(), 'idempotency-key': `coupon-${cartId}` },
    });
  const invoiceLines = async (c: Client, orderId: string) => {
    const view = (await call(c, 'GET', `/api/v3/orders/${orderId}`)).json();
    const inv = (await call(c, 'GET', `/api/v2/billing/invoice/${view.money.invoice.id}`)).json();
    return inv.lines as { description: string; amount: number }[];
  };

  it('staff without billing.manage get 403 on the coupon screen routes; cs creates, lists and expires', async () => {
    expect((await call(sales, 'GET', '/api/internal/coupons')).statusCode).toBe(403);
    const denied = await call(sales, 'POST', '/api/internal/coupons', {
      code: 'NOPE1',
      kind: 'percent',
      value: 5,
    });
    expect(denied.statusCode).toBe(403);
    const c = await coupon({ kind: 'amount', value: 2500 });
    const again = await call(cs, 'POST', '/api/internal/coupons', {
      code: c.code.toLowerCase(),
      kind: 'amount',
      value: 1,
      expiresAt: null,
      usesPerAccount: null,
      usesTotal: null,
    });
    expect([again.statusCode, again.json().message]).toEqual([
      409,
      `A coupon with the code ${c.code} exists already.`,
    ]);
    const list = (await call(cs, 'GET', '/api/internal/coupons')).json().coupons as {
      code: string;
      state: string;
    }[];
    expect(list.find((x) => x.code === c.code)?.state).toBe('active');
    const expired = await call(cs, 'POST', `/api/internal/coupons/${c.id}/expire`, {});
    expect(expired.json().state).toBe('expired');
  });

  it('the review code field: unknown, expired, below minimum, not for these products are refused with their sentence and nothing is kept', async () => {
    const buyer = await newClient(t.app, 'Coupon Refusals');
    const cartId = await orderableCart(t.app, buyer, t.db);
    const put = (code: string) => call(buyer, 'PUT', `/api/order2/cart/${cartId}/coupon`, { code });
    const unknown = await put('NO-SUCH-CODE');
    expect([unknown.statusCode, unknown.json().message]).toEqual([422, COUPON_MESSAGES.unknown]);
    const old = await coupon({ expiresAt: '2020-01-01T00:00:00Z' });
    expect((await put(old.code)).json().message).toBe(COUPON_MESSAGES.expired);
    const big = await coupon({ minimumCents: 10_000_000 });
    expect((await put(big.code)).json().message).toBe(
      'This coupon needs an order of at least $100,000.00 before shipping and tax.',
    );
    const mugs = await coupon({ products: ['no-such-product'] });
    expect((await put(mugs.code)).json().message).toBe(COUPON_MESSAGES.notForProducts);
    expect((await call(buyer, 'GET', `/api/order2/cart/${cartId}/coupon`)).json()).toEqual({ coupon: null });
  });

  it('a coupon is its own line at review, on the order and the invoice; order, API, invoice and ledger agree, also after a cancel', async () => {
    const buyer = await newClient(t.app, 'Coupon Buyer');
    const c = await coupon({ kind: 'percent', value: 15 });
    // Three items; the coupon is attached to the cart before it is ordered.
    const orderId = await threeItemOrder(t.app, t.db, buyer, async (cartId) => {
      const r = await call(buyer, 'PUT', `/api/order2/cart/${cartId}/coupon`, { code: c.code.toLowerCase() });
      expect(r.statusCode, r.body).toBe(200);
      const line = r.json().coupon;
      expect(line.discountCents).toBeGreaterThan(0);
      expect(line.totalCents).toBe(line.subtotalCents - line.discountCents);
    });
    const start = await totalsOf(t.app, t.db, buyer, orderId);
    expectOneTotal(start);
    const lines = await invoiceLines(buyer, orderId);
    const discount = lines.find((l) => l.description.startsWith(`Coupon ${c.code}`));
    expect(discount?.amount).toBeLessThan(0);
    const cancel = await call(buyer, 'POST', `/api/v2/order/${orderId}/cancelItem`, { itemIndex: 1 });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const after = await totalsOf(t.app, t.db, buyer, orderId);
    expectOneTotal(after);
    expect(after.stored).toBeLessThan(start.stored);
    expect(after.stored).toBeGreaterThanOrEqual(0);
    const still = (await invoiceLines(buyer, orderId)).find((l) =>
      l.description.startsWith(`Coupon ${c.code}`),
    );
    expect(still?.amount).toBeLessThan(0);
    expect(-still!.amount).toBeLessThan(-discount!.amount);
  });

  it('concurrent redemptions of a 1-use coupon: exactly one order wins, the others are refused as used up', async () => {
    const c = await coupon({ usesTotal: 1 });
    const buyers = await Promise.all([1, 2, 3, 4].map((i) => newClient(t.app, `Racer ${i}`)));
    const carts = await Promise.all(buyers.map((b) => orderableCart(t.app, b, t.db)));
    for (const [i, b] of buyers.entries()) {
      const r = await call(b, 'PUT', `/api/order2/cart/${carts[i]}/coupon`, { code: c.code });
      expect(r.statusCode, r.body).toBe(200);
    }
    const placed = await Promise.all(buyers.map((b, i) => place(b, carts[i]!)));
    const codesSeen = placed.map((r) => r.statusCode).sort();
    expect(codesSeen).toEqual([201, 422, 422, 422]);
    for (const r of placed.filter((x) => x.statusCode === 422))
      expect(r.json().message).toBe(COUPON_MESSAGES.usedUp);
    const used = await t.db.query<{ used_count: number; n: number }>(
      'SELECT used_count, (SELECT count(*)::int FROM coupon_redemptions WHERE coupon_id = $1) AS n FROM coupons WHERE id = $1',
      [c.id],
    );
    expect([Number(used.rows[0]!.used_count), Number(used.rows[0]!.n)]).toEqual([1, 1]);
    // The losers' carts are still open: they can remove the coupon and order.
    const loser = placed.findIndex((r) => r.statusCode === 422);
    await call(buyers[loser]!, 'DELETE', `/api/order2/cart/${carts[loser]}/coupon`);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/order2/cart/${carts[loser]}/order`,
          headers: { ...buyers[loser]!.headers(), 'idempotency-key': `again-${carts[loser]}` },
        })
      ).statusCode,
    ).toBe(201);
  });

  it('the API quote carries the coupon as its own line; ordering the quote redeems it and the order total is the quote total', async () => {
    const buyer = await newClient(t.app, 'Api Coupon');
    const designId = await savedDesign(t.db, buyer.userId);
    const c = await coupon({ kind: 'amount', value: 1500, usesTotal: 1 });
    const items = [
      {
        designId,
        product: { id: 'gildan-5000', color: 'Black' },
        sizes: { med: 2, lrg: 1 },
        address: ADDRESS,
      },
    ];
    const api = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: buyer.basic(), payload });
    const plain = (await api('/api/v3/quotes', { items })).json();
    const q = await api('/api/v3/quotes', { items, coupon: c.code });
    expect(q.statusCode, q.body).toBe(201);
    expect(q.json().discount).toEqual({ code: c.code, label: `Coupon ${c.code} ($15.00 off)`, cents: 1500 });
    expect(q.json().totalCents).toBe(plain.totalCents - 1500);
    const bad = await api('/api/v3/quotes', { items, coupon: 'NOT-A-CODE' });
    expect([bad.statusCode, bad.json().issues[0].path]).toEqual([422, 'body.coupon']);
    const order = await api('/api/v3/orders', { quoteToken: q.json().token });
    expect(order.statusCode, order.body).toBe(201);
    const totals = await totalsOf(t.app, t.db, buyer, order.json().id);
    expectOneTotal(totals);
    expect(totals.stored).toBe(q.json().totalCents);
    const late = await api('/api/v3/quotes', { items, coupon: c.code });
    expect(late.json().issues[0].message).toBe(COUPON_MESSAGES.usedUp);
  });

  it('uses per account: a second order of the same account is refused', async () => {
    const buyer = await newClient(t.app, 'Twice');
    const c = await coupon({ usesPerAccount: 1, kind: 'amount', value: 500 });
    const first = await orderableCart(t.app, buyer, t.db);
    await call(buyer, 'PUT', `/api/order2/cart/${first}/coupon`, { code: c.code });
    expect((await place(buyer, first)).statusCode).toBe(201);
    const second = await orderableCart(t.app, buyer, t.db);
    const r = await call(buyer, 'PUT', `/api/order2/cart/${second}/coupon`, { code: c.code });
    expect([r.statusCode, r.json().message]).toEqual([422, COUPON_MESSAGES.usedByAccount]);
  });

  it('property: any coupon terms, placed then an item cancelled: total never negative nor above the undiscounted order; invoice total = ledger sum = API total', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          kind: fc.constantFrom('percent' as const, 'amount' as const),
          value: fc.integer({ min: 1, max: 100 }),
          big: fc.boolean(),
          cancel: fc.integer({ min: 0, max: 2 }),
        }),
        async (p) => {
          const value =
            p.kind === 'amount' && p.big ? 5_000_000 : p.kind === 'amount' ? p.value * 137 : p.value;
          const c = await coupon({ kind: p.kind, value });
          const buyer = await newClient(t.app, 'Property');
          let quoted = 0;
          const orderId = await threeItemOrder(t.app, t.db, buyer, async (cartId) => {
            const r = await call(buyer, 'PUT', `/api/order2/cart/${cartId}/coupon`, { code: c.code });
            expect(r.statusCode, r.body).toBe(200);
            quoted = r.json().coupon.subtotalCents;
          });
          const start = await totalsOf(t.app, t.db, buyer, orderId);
          expectOneTotal(start);
          expect(start.stored).toBeGreaterThanOrEqual(0);
          expect(start.stored).toBeLessThanOrEqual(quoted);
          await call(buyer, 'POST', `/api/v2/order/${orderId}/cancelItem`, { itemIndex: p.cancel });
          const after = await totalsOf(t.app, t.db, buyer, orderId);
          expectOneTotal(after);
          expect(after.stored).toBeGreaterThanOrEqual(0);
          expect(after.stored).toBeLessThanOrEqual(start.stored);
        },
      ),
      { numRuns: 4 },
    );
  });
});
