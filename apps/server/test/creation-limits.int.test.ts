import { CART_CREATION_LIMIT } from '@platen/domain/cart/cart-creation-limit';
import { MAX_WEBHOOK_ENDPOINTS } from '@platen/domain/webhooks/webhook-policy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, newClient, openApp, type TestApp, testTargets } from './support/harness.ts';

const targets = await testTargets();

describe.each(targets)('creation limits on $kind', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openApp(target);
  });
  afterAll(async () => t?.close());

  const count = async (table: string, userId: string) =>
    Number(
      (
        await t.db.query<{ n: string | number }>(`SELECT count(*) AS n FROM ${table} WHERE user_id = $1`, [
          userId,
        ])
      ).rows[0]?.n,
    );

  it('#L5 cart creation is limited per account: past the limit 429 with Retry-After, no cart stored; others unaffected', async () => {
    const buyer: Client = await newClient(t.app, 'Cart Spammer');
    const create = (c: Client) =>
      t.app.inject({ method: 'POST', url: '/api/order2/cart', headers: c.headers() });
    // Two carts through the route, then the window's count moved on to two short of the limit (cheaper than
    // creating a hundred carts; LIMIT_LOOPS=1 walks the whole way instead).
    const created = process.env.LIMIT_LOOPS === '1' ? CART_CREATION_LIMIT.max - 2 : 2;
    for (let i = 0; i < created; i++) expect((await create(buyer)).statusCode).toBe(201);
    const bucket = `cart-create:${buyer.userId}`;
    const moved = await t.db.query('UPDATE rate_limits SET hits = $2 WHERE bucket = $1', [
      bucket,
      CART_CREATION_LIMIT.max - 2,
    ]);
    expect(moved.rowCount).toBe(1);
    for (let i = 0; i < 2; i++) expect((await create(buyer)).statusCode).toBe(201);
    const over = await create(buyer);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.json().message).toMatch(/Too many requests/);
    // Copying an order counts against the same limit (checked before the order is even looked up).
    const copy = await t.app.inject({
      method: 'POST',
      url: '/api/order2/cart/from-order/nope',
      headers: buyer.headers(),
    });
    expect(copy.statusCode).toBe(429);
    expect(await count('carts', buyer.userId)).toBe(created + 2);
    const other = await newClient(t.app, 'Cart Neighbour');
    expect((await create(other)).statusCode).toBe(201);
  });

  it('#L5 webhook endpoints are capped per account: one past the cap is a 422 and stores nothing; deleting one frees a place', async () => {
    const dev = await newClient(t.app, 'Hook Collector');
    const register = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v3/webhooks',
        headers: dev.basic(),
        payload: { url: `https://hooks.example/${n}`, events: ['*'] },
      });
    const ids: string[] = [];
    for (let i = 0; i < MAX_WEBHOOK_ENDPOINTS; i++) {
      const r = await register(i);
      expect(r.statusCode).toBe(201);
      ids.push(r.json().id);
    }
    const over = await register(99);
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toContain(`at most ${MAX_WEBHOOK_ENDPOINTS} webhook endpoints`);
    expect(await count('webhook_endpoints', dev.userId)).toBe(MAX_WEBHOOK_ENDPOINTS);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v3/webhooks/${ids[0]}`,
      headers: dev.basic(),
    });
    expect(del.statusCode).toBe(204);
    expect((await register(100)).statusCode).toBe(201);
  });
});
