import { describe, expect, it } from 'vitest';
import { createHttp } from '@/lib/http.ts';
import { productTruckableBulk, TRUCKABLE_AT_A_TIME } from '../order2/product-truckable.ts';
import { productTagsBulk, TAGS_AT_A_TIME } from './product-tags.ts';

/**
 * A fake server that answers each product after a short wait, counting requests in flight. Products named in
 * `failing` answer 404 (or break the connection for "net-*").
 */
function fakeServer(body: (id: string) => object, failing: (id: string) => boolean = () => false) {
  let inFlight = 0;
  let maxInFlight = 0;
  const urls: string[] = [];
  const fetchImpl = async (url: RequestInfo | URL) => {
    urls.push(String(url));
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    await new Promise((r) => setTimeout(r, 2));
    inFlight--;
    const id = decodeURIComponent(String(url).split('/')[4]!);
    if (failing(id) && id.startsWith('net-')) throw new TypeError('Failed to fetch');
    return failing(id)
      ? new Response('{"code":"not_found","message":"Product not found."}', { status: 404 })
      : new Response(JSON.stringify(body(id)), { status: 200 });
  };
  return { http: createHttp(fetchImpl as typeof fetch, () => ''), urls, maxInFlight: () => maxInFlight };
}

const ids = (n: number, prefix = 'p') => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

describe('product tags and truckable in bulk', () => {
  it('R-7-16 tags of many products are fetched 25 at a time from print product tags', async () => {
    const s = fakeServer((id) => ({ key: id, tags: { black: [`t-${id}`] } }));
    const out = await productTagsBulk(ids(60), s.http);
    expect(TAGS_AT_A_TIME).toBe(25);
    expect(s.maxInFlight()).toBe(25);
    expect(s.urls).toHaveLength(60);
    expect(s.urls[0]).toBe('/api/print/products/p0/tags');
    expect(Object.keys(out)).toHaveLength(60);
    expect(out.p59).toEqual({ key: 'p59', tags: { black: ['t-p59'] } });
  });

  it('R-8-05 tag bulk fetch ignores failure of single products', async () => {
    const failing = (id: string) => id === 'p3' || id === 'net-1';
    const s = fakeServer((id) => ({ key: id, tags: {} }), failing);
    const out = await productTagsBulk([...ids(5), 'net-1', 'p3'], s.http);
    expect(Object.keys(out).sort()).toEqual(['p0', 'p1', 'p2', 'p4']);
    // Every product is asked once, failures included.
    expect(s.urls).toHaveLength(6);
    // All failing: an empty answer, not an error.
    expect(await productTagsBulk(['p3'], s.http)).toEqual({});
  });

  it('R-7-17 truckable of many products is fetched 10 at a time from order2 product truckable', async () => {
    const s = fakeServer(
      (id) => ({ productId: id, truckable: id.endsWith('1') }),
      (id) => id === 'p5',
    );
    const out = await productTruckableBulk(ids(32), s.http);
    expect(TRUCKABLE_AT_A_TIME).toBe(10);
    expect(s.maxInFlight()).toBe(10);
    expect(s.urls[0]).toBe('/api/order2/products/p0/truckable');
    expect(Object.keys(out)).toHaveLength(31);
    expect(out.p1).toBe(true);
    expect(out.p2).toBe(false);
    expect(out.p5).toBeUndefined();
  });
});
