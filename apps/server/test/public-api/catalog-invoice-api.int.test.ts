import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placedOrder } from '../lifecycle/support.ts';
import { ADDRESS } from '../ordering/support.ts';
import { type Client, newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';

const targets = await testTargets();

describe.each(targets)('#20 v2/v3 products, categories, invoices and the v2 quote on $kind', (target) => {
  let t: TestApp;
  let buyer: Client;
  beforeAll(async () => {
    t = await openApp(target);
    buyer = await newClient(t.app, 'Catalogue Buyer');
  });
  afterAll(async () => t?.close());

  const get = (url: string, headers: Record<string, string> = buyer.basic()) =>
    t.app.inject({ method: 'GET', url, headers });

  it('R-7-03 / R-7-04 products: the catalogue search a page at a time with X-Count and X-Pages, v2 = v3 = the SPA search', async () => {
    const spa = (await get('/api/print/products/search?query=gildan&limit=100')).json();
    const v3 = await get('/api/v3/products?query=gildan&page=1&limit=2');
    expect(v3.statusCode).toBe(200);
    expect(v3.json()).toEqual(spa.slice(0, 2));
    expect(v3.headers['x-count']).toBe(String(spa.length));
    expect(v3.headers['x-pages']).toBe(String(Math.ceil(spa.length / 2)));
    const page2 = await get('/api/v3/products?query=gildan&page=2&limit=2');
    expect(page2.json()).toEqual(spa.slice(2, 4));
    expect((await get('/api/v2/products?query=gildan&page=1&limit=2')).json()).toEqual(v3.json());
    const detail = await get('/api/v3/products/gildan-5000', {});
    expect(detail.json()).toEqual((await get('/api/print/products/gildan-5000')).json());
    const missing = await get('/api/v3/products/no-such-product');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ statusCode: 404, code: 'not_found' });
    const bad = await get('/api/v3/products?limit=500');
    expect(bad.statusCode).toBe(400);
  });

  it('R-7-03 / R-7-04 categories: list and detail as the SPA catalogue answers them', async () => {
    const list = await get('/api/v3/categories', {});
    expect(list.json()).toEqual((await get('/api/print/categories')).json());
    const first = list.json()[0].categoryId;
    const detail = await get(`/api/v2/categories/${first}`);
    expect(detail.json()).toEqual((await get(`/api/print/categories/${first}`)).json());
  });

  it('R-7-04 invoice: the account invoices of billing (the same rows as /api/v2/billing/invoice), paged, and one by id', async () => {
    await placedOrder(t.app, buyer, t.db);
    const v2 = await get('/api/v2/billing/invoice?limit=50');
    const v3 = await get('/api/v3/invoice?limit=50');
    expect(v3.statusCode).toBe(200);
    expect(v3.json()).toEqual(v2.json());
    expect(v3.json().length).toBeGreaterThan(0);
    expect(v3.headers['x-count']).toBe(v2.headers['x-count']);
    for (const inv of v3.json()) {
      expect((await get(`/api/v3/invoice/${inv.id}`)).json()).toEqual(inv);
    }
    expect((await get('/api/v3/invoice/no-such-invoice')).statusCode).toBe(404);
    expect((await get('/api/v3/invoice', {})).statusCode).toBe(401);
  });

  it('R-7-03 v2 reship: the account reships (claims decided as reship); none for a new account', async () => {
    const r = await get('/api/v2/reship');
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual([]);
    expect((await get('/api/v2/reship', {})).statusCode).toBe(401);
  });

  it('R-7-03 v2 quote: the bulk quote, priced the same as /api/print/quote/bulk', async () => {
    const body = {
      items: [
        {
          type: 'screenprint',
          products: [{ id: 'gildan-5000', color: 'Black', size: 'lrg', quantity: 4 }],
          sides: { front: 2 },
          address: ADDRESS,
        },
      ],
    };
    const post = (url: string) =>
      t.app.inject({ method: 'POST', url, headers: buyer.basic(), payload: body });
    const v2 = await post('/api/v2/quote');
    expect(v2.statusCode).toBe(200);
    expect(v2.json().totals).toEqual((await post('/api/print/quote/bulk')).json().totals);
    expect(v2.json().totals.total).toBeGreaterThan(0);
    // Every quote answer carries its total in cents.
    expect(v2.json().totalCents).toBe(v2.json().totals.total);
  });
});
