import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newClient, openApp, type TestApp, testTargets } from './support/harness.ts';

const targets = await testTargets();

/** A web build of one page and a manifest naming the cart detail screen's chunk. */
function fakeWebBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'platen-web-'));
  mkdirSync(path.join(dir, '.vite'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index-1.js"></script></head><body><div id="app"></div><!--initial-state--></body></html>',
  );
  writeFileSync(
    path.join(dir, '.vite/manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'] },
      '_react-1.js': { file: 'assets/react-1.js' },
      '_guards-1.js': { file: 'assets/guards-1.js' },
      'src/features/cart-detail/CartDetailPage.tsx': {
        file: 'assets/CartDetailPage-1.js',
        imports: ['_react-1.js', '_guards-1.js'],
      },
    }),
  );
  return dir;
}

/** Markup and the replacement patterns of String.replace ($` $' $&) in a field the user types. */
const PO = "</script><script>alert(1)</script>$`$'$&";

const embeddedCart = (html: string) =>
  /<script id="initial-cart" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? null;

describe.each(targets)('the first screen of a page on $kind', (target) => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = fakeWebBuild();
    t = await openApp(target, { webDist });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('O-1-09 a cart page carries its cart as the GET answer, escaped, for its owner only', async () => {
    const owner = await newClient(t.app);
    const created = await t.app.inject({ method: 'POST', url: '/api/order2/cart', headers: owner.headers() });
    const cartId = created.json()._id as string;
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/order2/cart/${cartId}`,
      headers: owner.headers(),
      payload: {
        _v: 0,
        _d: [{ op: 'replace', path: '/po', value: PO }],
      },
    });
    expect(patched.statusCode).toBe(200);
    const api = await t.app.inject({
      method: 'GET',
      url: `/api/order2/cart/${cartId}`,
      headers: { cookie: owner.cookie },
    });
    const page = await t.app.inject({
      method: 'GET',
      url: `/order/v2/cart/${cartId}/checkout`,
      headers: { cookie: owner.cookie },
    });
    const text = embeddedCart(page.body);
    expect(text).not.toBeNull();
    expect(text).not.toContain('</script>');
    expect(page.body).not.toContain('<script>alert(1)</script>');
    expect(JSON.parse(text!)).toEqual(api.json());
    expect(JSON.parse(text!)._full.po).toBe(PO);

    const other = await newClient(t.app);
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/order/v2/cart/${cartId}`,
      headers: { cookie: other.cookie },
    });
    expect(theirs.statusCode).toBe(200);
    expect(embeddedCart(theirs.body)).toBeNull();
    const signedOut = await t.app.inject({ method: 'GET', url: `/order/v2/cart/${cartId}` });
    expect(embeddedCart(signedOut.body)).toBeNull();
    const missing = await t.app.inject({
      method: 'GET',
      url: '/order/v2/cart/no-such-cart',
      headers: { cookie: owner.cookie },
    });
    expect(missing.statusCode).toBe(200);
    expect(embeddedCart(missing.body)).toBeNull();
    expect(embeddedCart((await t.app.inject({ method: 'GET', url: '/order/v2' })).body)).toBeNull();
  });

  it("O-2-01 a page preloads its own screen's chunk and that chunk's imports, nothing the entry loads, behind the page's picture and font", async () => {
    const cart = await t.app.inject({ method: 'GET', url: '/order/v2/cart/c1?headerless' });
    const preloads = [
      ...cart.body.matchAll(/<link rel="modulepreload" fetchpriority="low" crossorigin href="([^"]+)">/g),
    ].map((m) => m[1]);
    expect(preloads).toEqual(['/assets/CartDetailPage-1.js', '/assets/guards-1.js']);
    const other = await t.app.inject({ method: 'GET', url: '/order/v2/cart/c1/checkout/review' });
    expect(other.body).not.toContain('modulepreload');
  });

  it("a catalogue page carries the search answer and each product's lowest price, as the API answers them", async () => {
    const embedded = (html: string) =>
      /<script id="initial-catalog" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? null;
    const page = await t.app.inject({ method: 'GET', url: '/order/v2/cart/c1/printable/new/detail' });
    const text = embedded(page.body);
    expect(text).not.toBeNull();
    const catalog = JSON.parse(text!) as {
      query: string;
      products: { identifier: string }[];
      fromCents: object;
    };
    const search = await t.app.inject({
      method: 'GET',
      url: '/api/print/products/search?query=&designable=true&limit=60',
    });
    expect(catalog.query).toBe('');
    expect(catalog.products).toEqual(search.json());
    const ids = catalog.products.map((p) => p.identifier);
    const bulk = await t.app.inject({
      method: 'POST',
      url: '/api/print/products/bulk',
      payload: { productIds: ids },
    });
    const lowest = Object.fromEntries(
      (bulk.json() as { identifier: string; prices: Record<string, number> }[]).map((p) => [
        p.identifier,
        Math.min(...Object.values(p.prices)),
      ]),
    );
    expect(catalog.fromCents).toEqual(lowest);
    const categories = await t.app.inject({ method: 'GET', url: '/api/print/categories' });
    expect((catalog as unknown as { categories: unknown }).categories).toEqual(categories.json());
    // The first card's picture is asked for before any script runs.
    expect(page.body).toMatch(
      /<link rel="preload" as="image" href="\/catalog\/images\/[^"]+-320\.webp"[^>]*fetchpriority="high">/,
    );

    // A typed search is the page's too, escaped; other screens carry none.
    const typed = await t.app.inject({
      method: 'GET',
      url: `/order/v2/cart/c1/printable/new/detail?search=${encodeURIComponent('</script><b>tee')}`,
    });
    expect(typed.body).not.toContain('<b>tee');
    expect(JSON.parse(embedded(typed.body)!).query).toBe('</script><b>tee');
    expect(embedded((await t.app.inject({ method: 'GET', url: '/order/v2/cart/c1' })).body)).toBeNull();
  });

  it('pages and catalogue answers are compressed for a browser that accepts it', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/order/v2/cart/c1/printable/new/detail',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(page.headers['content-encoding']).toBe('br');
    const search = await t.app.inject({
      method: 'GET',
      url: '/api/print/products/search?query=&designable=true&limit=60',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(search.headers['content-encoding']).toBe('gzip');
    expect(search.headers.vary).toContain('Accept-Encoding');
  });
});
