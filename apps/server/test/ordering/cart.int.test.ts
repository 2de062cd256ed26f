import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';
import { getCart, newCart, ORDERABLE_OPS, orderableCart, patch } from './support.ts';

const targets = await testTargets();

describe.each(targets)('order2 carts on $kind', (target) => {
  let t: TestApp;
  let a: Client;
  let b: Client;
  beforeAll(async () => {
    t = await openApp(target);
    a = await newClient(t.app, 'Buyer A');
    b = await newClient(t.app, 'Buyer B');
  });
  afterAll(async () => t?.close());

  const storedText = async (id: string) =>
    (
      await t.db.query<{ t: string; v: number }>(
        'SELECT doc::text AS t, version AS v FROM carts WHERE id = $1',
        [id],
      )
    ).rows[0];

  it('O-7-11 POST cart -> 201 {_id}; O-7-10 GET -> {_full: empty cart, _v: 0}', async () => {
    const id = await newCart(t.app, a.headers());
    const r = await getCart(t.app, a.headers(), id);
    expect(r.status).toBe(200);
    expect(r.body._v).toBe(0);
    expect(r.body._full).toMatchObject({
      _id: id,
      shipments: [],
      printables: [],
      designDrafts: [],
      orderedAt: null,
    });
    expect(r.body._full.features).toBeDefined();
  });

  it('O-7-09 PATCH applies the ops atomically -> {_v: _v + 1, _errors: []} and logs the version', async () => {
    const id = await newCart(t.app, a.headers());
    const r = await patch(t.app, a.headers(), id, 0, ORDERABLE_OPS);
    expect(r).toEqual({ status: 200, body: { _v: 1, _errors: [] } });
    const g = await getCart(t.app, a.headers(), id);
    expect(g.body._v).toBe(1);
    expect(g.body._full.shipments[0].items[0].quantities).toEqual({ med: 2, lrg: 1 });
    const log = await t.db.query<{ version: number }>(
      'SELECT version FROM cart_versions WHERE cart_id = $1 ORDER BY version',
      [id],
    );
    expect(log.rows.map((x) => Number(x.version))).toEqual([0, 1]);
  });

  it('O-7-09 a stale _v -> 409 {_v: current} and nothing changes', async () => {
    const id = await orderableCart(t.app, a);
    const before = await storedText(id);
    const r = await patch(t.app, a.headers(), id, 0, [{ op: 'replace', path: '/po', value: 'late' }]);
    expect(r.status).toBe(409);
    expect(r.body._v).toBe(1);
    expect(r.body.message).toMatch(/changed/);
    expect(await storedText(id)).toEqual(before);
  });

  it.each([
    ['an invalid op', [{ op: 'spam', path: '/po', value: 1 }], '/0'],
    [
      'a failed test op',
      [
        { op: 'replace', path: '/po', value: 'x' },
        { op: 'test', path: '/po', value: 'y' },
      ],
      '/po',
    ],
    ['a missing path', [{ op: 'remove', path: '/nope' }], '/nope'],
    [
      'a result that breaks the Cart schema',
      [{ op: 'replace', path: '/shippingMode', value: 'teleport' }],
      '/shippingMode',
    ],
    ['a dangling reference', [{ op: 'remove', path: '/printables/0' }], '/shipments/0/items/0/printableId'],
    ['a server-owned field', [{ op: 'replace', path: '/_id', value: 'mine' }], '/_id'],
    ['a prototype key', [{ op: 'add', path: '/__proto__/polluted', value: true }], '/__proto__/polluted'],
  ])(
    'R1 / O-7-09 %s -> 422 {_errors: [{path, message}]}, stored cart byte-identical',
    async (_n, ops, path) => {
      const id = await orderableCart(t.app, a);
      const before = await storedText(id);
      const r = await patch(t.app, a.headers(), id, 1, ops);
      expect(r.status).toBe(422);
      expect(r.body._errors[0]).toMatchObject({ path });
      expect(r.body._errors[0].message.length).toBeGreaterThan(3);
      expect(r.body.message.length).toBeGreaterThan(3);
      expect(await storedText(id)).toEqual(before);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    },
  );

  it('a malformed body is 400 with a message, not 5xx', async () => {
    const id = await newCart(t.app, a.headers());
    for (const payload of [{ _v: 0 }, { _v: -1, _d: [] }, { _v: 0, _d: {} }, { _v: 0, _d: [], extra: 1 }]) {
      const r = await t.app.inject({
        method: 'PATCH',
        url: `/api/order2/cart/${id}`,
        headers: a.headers(),
        payload,
      });
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toBeTruthy();
    }
  });

  it("a user sees and changes only their own carts (404 for another's)", async () => {
    const id = await orderableCart(t.app, a);
    expect((await getCart(t.app, b.headers(), id)).status).toBe(404);
    expect((await patch(t.app, b.headers(), id, 1, [])).status).toBe(404);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/order2/cart/${id}/name`,
      headers: b.headers(),
      payload: { po: 'steal' },
    });
    expect(put.statusCode).toBe(404);
    expect((await getCart(t.app, a.headers(), id)).body._v).toBe(1);
  });

  it('O-6 API-key (Basic) clients use the same routes without XSRF', async () => {
    const id = await newCart(t.app, a.basic());
    const r = await patch(t.app, a.basic(), id, 0, [{ op: 'replace', path: '/po', value: 'api' }]);
    expect(r.status).toBe(200);
    expect((await getCart(t.app, a.headers(), id)).body._full.po).toBe('api');
  });

  it('O-7-21 PUT name saves the cart as a quote; GET carts?saved=1 lists saved carts only', async () => {
    const id = await orderableCart(t.app, a);
    const other = await newCart(t.app, a.headers());
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/order2/cart/${id}/name`,
      headers: a.headers(),
      payload: { po: '  Spring run  ' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ _v: 2, po: 'Spring run' });
    expect((await getCart(t.app, a.headers(), id)).body._full.po).toBe('Spring run');
    const saved = await t.app.inject({
      method: 'GET',
      url: '/api/order2/carts?saved=1',
      headers: a.headers(),
    });
    const ids = saved.json().carts.map((c: { _id: string }) => c._id);
    expect(ids).toContain(id);
    expect(ids).not.toContain(other);
    expect(saved.json().carts.find((c: { _id: string }) => c._id === id)).toMatchObject({
      po: 'Spring run',
      itemCount: 1,
    });
    const all = await t.app.inject({ method: 'GET', url: '/api/order2/carts', headers: a.headers() });
    expect(all.json().carts.map((c: { _id: string }) => c._id)).toContain(other);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/order2/carts?saved=1',
      headers: b.headers(),
    });
    expect(mine.json().carts).toEqual([]);
    const blank = await t.app.inject({
      method: 'PUT',
      url: `/api/order2/cart/${id}/name`,
      headers: a.headers(),
      payload: { po: '   ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toMatch(/name/);
  });
});
