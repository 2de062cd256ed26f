import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placedOrder } from '../lifecycle/support.ts';
import { newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';
import { solidPng, upload } from './print-support.ts';

const targets = await testTargets();

describe.each(targets)('artwork library on $kind (issue 21)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openApp(target);
  });
  afterAll(async () => t?.close());

  it('#21.4 rename an artwork; delete is refused while a design in an open order uses it, then allowed', async () => {
    const c = await newClient(t.app);
    const up = await upload(t.app, c, await solidPng(300, 300, [200, 30, 30]), 'red.png', 'Red square');
    expect(up.statusCode).toBe(201);
    const id = up.json().artworkId as string;

    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/print/v3/artwork/${id}`,
      headers: c.headers(),
      payload: { name: 'Crimson square' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().name).toBe('Crimson square');
    const empty = await t.app.inject({
      method: 'PATCH',
      url: `/api/print/v3/artwork/${id}`,
      headers: c.headers(),
      payload: { name: '  ' },
    });
    expect(empty.statusCode).toBe(400);

    const orderId = await placedOrder(t.app, c, t.db);
    // The order's design places this artwork.
    await t.db.query(
      `UPDATE designs SET doc = jsonb_set(doc, '{sides,front,elements}', jsonb_build_array(jsonb_build_object('artworkId', $1::text)))
        WHERE user_id = $2`,
      [id, c.userId],
    );
    const del = () =>
      t.app.inject({ method: 'DELETE', url: `/api/print/v3/artwork/${id}`, headers: c.headers() });
    const refused = await del();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(orderId);
    await t.db.query("UPDATE orders SET status = 'cancelled' WHERE id = $1", [orderId]);
    expect((await del()).statusCode).toBe(204);
    expect((await del()).statusCode).toBe(404);
    const other = await newClient(t.app);
    const up2 = await upload(t.app, c, await solidPng(100, 100, [0, 0, 200]), 'blue.png');
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/print/v3/artwork/${up2.json().artworkId}`,
      headers: other.headers(),
    });
    expect(foreign.statusCode).toBe(404);
  }, 120_000);
});
