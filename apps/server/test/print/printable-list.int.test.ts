import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';
import { garmentDesign, solidPng, upload } from './print-support.ts';

const targets = await testTargets();

describe.each(targets)('saved printables: list and detail on $kind', (target) => {
  let t: TestApp;
  let c: Client;
  let other: Client;
  let designId: string;
  const ids: string[] = [];
  let othersId: string;

  const designFor = async (client: Client) => {
    const art = (await upload(t.app, client, await solidPng(60, 60, [10, 200, 10]), 'g.png')).json();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/print/v3/design/dtg',
      headers: client.basic(),
      payload: garmentDesign(art.artworkId),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().designId as string;
  };
  const save = async (client: Client, design: string, name: string, color = 'Black') => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/print/v3/printable',
      headers: client.basic(),
      payload: {
        name,
        designId: design,
        product: { identifier: 'gildan-5000', color },
        sizePrices: [
          { size: 'med', price: 1500 },
          { size: 'lrg', price: 1600 },
        ],
        minQuantity: 12,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().printableId as string;
  };
  const get = (url: string, client: Client | null = c) =>
    t.app.inject({ method: 'GET', url, headers: client ? client.headers() : {} });

  beforeAll(async () => {
    t = await openApp(target);
    c = await newClient(t.app);
    other = await newClient(t.app);
    designId = await designFor(c);
    // Oldest first: the list answers newest first.
    ids.push(await save(c, designId, 'Staff tee', 'Black'));
    ids.push(await save(c, designId, 'Staff tee navy', 'Navy'));
    ids.push(await save(c, designId, 'Event tee', 'White'));
    othersId = await save(other, await designFor(other), 'Not yours');
  });
  afterAll(async () => t?.close());

  it("O-2-30 GET /api/print/v3/printable lists the user's printables newest first with product, colour, prices, min quantity, created", async () => {
    const res = await get('/api/print/v3/printable');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 3, limit: 50, offset: 0 });
    expect(body.printables.map((p: { printableId: string }) => p.printableId)).toEqual([...ids].reverse());
    expect(body.printables[2]).toMatchObject({
      name: 'Staff tee',
      designId,
      product: { identifier: 'gildan-5000', color: 'Black', name: expect.any(String) },
      sizePrices: [
        { size: 'med', price: 1500 },
        { size: 'lrg', price: 1600 },
      ],
      minQuantity: 12,
    });
    expect(Number.isNaN(Date.parse(body.printables[0].createdAt))).toBe(false);
    // API-key auth answers the same list.
    const basic = await t.app.inject({ method: 'GET', url: '/api/print/v3/printable', headers: c.basic() });
    expect(basic.json().total).toBe(3);
  });

  it('O-2-30 GET /api/print/v3/printable pages with limit/offset; limit above 100 is capped; bad values are 400', async () => {
    const page = (await get('/api/print/v3/printable?limit=2&offset=1')).json();
    expect(page.printables.map((p: { printableId: string }) => p.printableId)).toEqual([ids[1], ids[0]]);
    expect(page).toMatchObject({ total: 3, limit: 2, offset: 1 });
    expect((await get('/api/print/v3/printable?limit=5000')).json().limit).toBe(100);
    expect((await get('/api/print/v3/printable?offset=10')).json().printables).toEqual([]);
    for (const q of ['limit=0', 'limit=x', 'offset=-1', 'offset=1000001', 'foo=1']) {
      const bad = await get(`/api/print/v3/printable?${q}`);
      expect(bad.statusCode, q).toBe(400);
      expect(bad.json().code).toEqual(expect.any(String));
    }
  });

  it('O-2-30 the list is owner-scoped and needs a user', async () => {
    const theirs = (await get('/api/print/v3/printable', other)).json();
    expect(theirs.printables.map((p: { printableId: string }) => p.printableId)).toEqual([othersId]);
    expect((await get('/api/print/v3/printable', null)).statusCode).toBe(401);
  });

  it('O-2-19 printableIdentifier GET /api/print/v3/printable/:id -> the printable with its design (enough for a cart, O-4-15)', async () => {
    const res = await get(`/api/print/v3/printable/${ids[1]}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      printableId: ids[1],
      name: 'Staff tee navy',
      product: { identifier: 'gildan-5000', color: 'Navy' },
      minQuantity: 12,
      design: { designId, printType: 'dtg', type: 'Garment', sides: { front: expect.any(Object) } },
    });
  });

  it("O-2-19 GET /api/print/v3/printable/:id: another user's or an unknown printable is 404; anonymous 401; over-long id 400", async () => {
    const theirs = await get(`/api/print/v3/printable/${othersId}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().code).toBe('not_found');
    expect((await get('/api/print/v3/printable/nope')).statusCode).toBe(404);
    expect((await get(`/api/print/v3/printable/${ids[0]}`, null)).statusCode).toBe(401);
    expect((await get(`/api/print/v3/printable/${'x'.repeat(101)}`)).statusCode).toBe(400);
    // The owner still reads it, unchanged by the refusals.
    expect((await get(`/api/print/v3/printable/${othersId}`, other)).statusCode).toBe(200);
  });
});
