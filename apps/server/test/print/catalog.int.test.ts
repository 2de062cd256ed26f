import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIZE_ORDER } from '@platen/domain/catalog/size-codes';
import { openApp, type TestApp, testTargets } from '../support/harness.ts';

const targets = await testTargets();

describe.each(targets)('catalogue on $kind', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openApp(target);
  });
  afterAll(async () => t?.close());
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const post = (url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, payload: payload as object });

  it('R-7-10 GET print category list -> an array; R-7-09 category detail by identifier; unknown -> 404', async () => {
    const list = await get('/api/print/categories');
    expect(list.statusCode).toBe(200);
    const ids = list.json().map((c: { categoryId: string }) => c.categoryId);
    for (const c of [
      'short-sleeve-shirts',
      'long-sleeve-shirts',
      'hoodies',
      'tank-tops',
      'hats',
      'beanies',
      'aprons',
      'backpacks',
      'mugs',
      'phone-cases',
      'posters',
      'coasters',
    ])
      expect(ids).toContain(c);
    const hats = await get('/api/print/categories/hats');
    expect(hats.statusCode).toBe(200);
    expect(hats.json().products.length).toBeGreaterThanOrEqual(3);
    expect((await get('/api/print/categories/nope')).statusCode).toBe(404);
  });

  it('the seeded catalogue: at least 40 products across every product type, sizes in spec order', async () => {
    const all = await get('/api/print/products/search?limit=100');
    const products = all.json();
    expect(products.length).toBeGreaterThanOrEqual(40);
    const types = new Set(products.map((p: { type: string }) => p.type));
    for (const type of ['Garment', 'Mug', 'Case', 'Poster', 'Housewares']) expect(types).toContain(type);
    const bulk = await post('/api/print/products/bulk', {
      productIds: products.map((p: { productId: string }) => p.productId).slice(0, 100),
    });
    for (const p of bulk.json()) {
      const ranks = p.sizes.map((s: string) => SIZE_ORDER.indexOf(s));
      expect(ranks.every((r: number) => r >= 0)).toBe(true);
      expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
      expect(p.colors.every((c: { hex: string }) => /^[0-9a-f]{6}$/.test(c.hex))).toBe(true);
      for (const s of p.sizes) expect(p.prices[s]).toBeGreaterThan(0);
      expect(Object.keys(p.printAreas).length).toBeGreaterThan(0);
    }
  });

  it('R-7-11 product detail by identifier or productId; templates per colour and side render as SVG; unknown -> 404', async () => {
    const res = await get('/api/print/products/gildan-5000');
    expect(res.statusCode).toBe(200);
    const p = res.json();
    expect(p).toMatchObject({
      identifier: 'gildan-5000',
      brand: 'Gildan',
      type: 'Garment',
      sizes: ['sml', 'med', 'lrg', 'xlg', 'xxl', 'xxxl', 'xxxxl'],
    });
    expect(p.prices.xxl).toBe(p.prices.lrg + 200);
    expect((await get(`/api/print/products/${p.productId}`)).json().identifier).toBe('gildan-5000');
    const tpl = await get(p.templates.colors[0].templates.front);
    expect(tpl.statusCode).toBe(200);
    expect(tpl.headers['content-type']).toContain('image/svg+xml');
    expect(tpl.body).toContain(`#${p.colors[0].hex}`);
    expect((await get('/api/print/products/nope')).statusCode).toBe(404);
    expect((await get('/api/print/products/nope/tags')).statusCode).toBe(404);
    expect((await get('/api/print/products/nope/availability')).statusCode).toBe(404);
    expect((await get('/api/order2/products/nope/truckable')).statusCode).toBe(404);
  });

  it('R-7-12 products bulk and R-7-13 sizes by productIds (unknown ids left out)', async () => {
    const bulk = await post('/api/print/products/bulk', {
      productIds: ['gildan-5000', 'nope', 'ceramic-mug'],
    });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json().map((p: { identifier: string }) => p.identifier)).toEqual([
      'gildan-5000',
      'ceramic-mug',
    ]);
    const sizes = await post('/api/print/products/sizes', {
      productIds: ['ceramic-mug', 'rabbit-skins-4400'],
    });
    expect(sizes.json()).toEqual([
      expect.objectContaining({ identifier: 'ceramic-mug', sizes: ['11oz', '15oz'] }),
      expect.objectContaining({ identifier: 'rabbit-skins-4400', sizes: ['6m', '12m', '18m', '24m'] }),
    ]);
    expect((await post('/api/print/products/bulk', { productIds: [] })).statusCode).toBe(400);
  });

  it('R-7-14 search by SKU, brand and keyword, typo-tolerant and ranked; designable=true', async () => {
    const sku = (await get('/api/print/products/search?query=18500')).json();
    expect(sku[0].identifier).toBe('gildan-18500');
    const brand = (await get('/api/print/products/search?query=bela%20canvas')).json();
    expect(brand.length).toBeGreaterThan(3);
    expect(brand.every((p: { brand: string }) => p.brand === 'Bella+Canvas')).toBe(true);
    const typo = (await get('/api/print/products/search?query=hoodei')).json();
    expect(typo.some((p: { identifier: string }) => p.identifier === 'gildan-18500')).toBe(true);
    const keyword = (await get('/api/print/products/search?query=iphone%2016%20pro&designable=true')).json();
    expect(keyword[0].identifier).toMatch(/^iphone-16-pro/);
    expect((await get('/api/print/products/search?query=qqqqqqqq')).json()).toEqual([]);
  });

  it('R-7-15 availability: some colours without prime stock, some sizes short; R-7-16 tags; R-7-17 truckable', async () => {
    const a = (await get('/api/print/products/gildan-5000/availability')).json();
    const colours = Object.values(a.availability) as Record<string, number>[];
    expect(colours.some((c) => Object.values(c).every((n) => n === 0))).toBe(true);
    expect(colours.some((c) => (c.xxxl ?? 0) < 6 && (c.lrg ?? 0) > 20)).toBe(true);
    expect((await get('/api/print/products/american-apparel-2001/availability')).json().backlogged).toBe(
      true,
    );
    expect((await get('/api/print/products/sport-tek-st350/tags')).json().tags.Black).toEqual([
      'polyester',
      'dtg-banned',
    ]);
    expect(
      (await get('/api/print/products/bella-canvas-3413/tags')).json().tags['Athletic Heather'],
    ).toContain('dtg-warn');
    expect((await get('/api/print/products/yupoong-6089/tags')).json().tags.Black).toContain(
      'screenprint-banned',
    );
    expect((await get('/api/order2/products/gildan-5000/truckable')).json()).toMatchObject({
      truckable: true,
    });
    expect((await get('/api/order2/products/ceramic-mug/truckable')).json()).toMatchObject({
      truckable: false,
    });
  });

  it('GET /api/openapi.json is generated from the zod schemas of every route; /api/docs renders it', async () => {
    const res = await get('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    const spec = res.json();
    expect(spec.openapi).toMatch(/^3\./);
    for (const p of [
      '/api/print/categories',
      '/api/print/products/search',
      '/api/print/products/bulk',
      '/api/print/v3/artwork',
      '/api/print/v3/design/{printType}',
      '/api/print/v3/printable',
      '/api/print/quote/bulk',
      '/api/print/mockup/{designId}/{productId}/{color}/{side}',
      '/api/health',
    ])
      expect(Object.keys(spec.paths), p).toContain(p);
    const quoteBody = spec.paths['/api/print/quote/bulk'].post.requestBody.content['application/json'].schema;
    expect(quoteBody.properties.items.type).toBe('array');
    const docs = await get('/api/docs');
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toContain('text/html');
    expect(docs.body).toContain('/api/print/quote/bulk');
    expect(docs.body).not.toContain('<script');
  });
});
