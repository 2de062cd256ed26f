import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteBulkFor } from '../../src/services/quote/quote-bulk.ts';
import { quoteForCart } from '../../src/services/quote/quote-cart.ts';
import { newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';
import { CA, garmentDesign, screenprintTeeCart, solidPng, upload } from './print-support.ts';

const targets = await testTargets();

const NY = {
  name: 'Bo Buyer',
  address1: '2 Broadway',
  city: 'New York',
  state: 'NY',
  zip: '10004',
  country: 'US',
};
const TX = {
  name: 'Cy Buyer',
  address1: '3 Congress Ave',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  country: 'US',
};
const WA = {
  name: 'Di Buyer',
  address1: '4 Pike St',
  city: 'Seattle',
  state: 'WA',
  zip: '98101',
  country: 'US',
};

const tee12 = {
  type: 'screenprint' as const,
  products: ['med', 'lrg', 'xlg'].map((size) => ({ id: 'gildan-5000', quantity: 4, size, color: 'Black' })),
  address: CA,
  sides: { front: 2 },
};

describe.each(targets)('O-7-19 quote bulk on $kind', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openApp(target);
  });
  afterAll(async () => t?.close());
  const quote = async (payload: object, headers?: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/print/quote/bulk',
      headers: headers ?? (await newClient(t.app)).basic(),
      payload,
    });

  it('O-3-29 a 12-piece 2-colour screenprint tee to CA, checked by hand', async () => {
    const res = await quote({ items: [tee12], sla: true });
    expect(res.statusCode).toBe(200);
    const q = res.json();
    // printing 12 x 325 + 2 screens x 1500 = 6900; blanks 12 x 285 = 3420; shipping 499 + 11 x 100 = 1599;
    // tax CA 7.25% of 10320 = 748.2 -> 748; total 12667.
    expect(q.breakdown).toEqual([{ printing: 6900, blanks: 3420, shipping: 1599, fees: 0, tax: 748 }]);
    expect(q.totals.total).toBe(12667);
    expect(q.facilities).toEqual(['FRESNO']);
    expect(q.sla).toEqual([{ days: 7 }]);
    expect(q.orderIssues).toEqual(['No designId provided']);
    expect(q.issues).toEqual([]);
  });

  it('a 1-piece DTG hoodie to NY with 1-day rush, checked by hand', async () => {
    const q = (
      await quote({
        items: [
          {
            type: 'dtg',
            products: [{ id: 'gildan-18500', quantity: 1, size: 'lrg', color: 'Black' }],
            address: NY,
            sides: { front: 1 },
            features: { rushOrder: 1 },
          },
        ],
      })
    ).json();
    // Hoodie front 14 x 10 = 140 sq in -> large 900; blank 1240; rush 50% of 2140 = 1070 -> minimum 1500;
    // shipping 499; tax NY 4% of 3640 = 145.6 -> 146; total 4285.
    expect(q.breakdown).toEqual([{ printing: 900, blanks: 1240, shipping: 499, fees: 1500, tax: 146 }]);
    expect(q.totals.total).toBe(4285);
    expect(q.details[0].fees).toEqual([{ code: 'rush', cents: 1500 }]);
    expect(q.sla).toEqual([{ days: 1 }]);
    expect(q.facilities).toEqual(['SCRANTON']);
  });

  it('48 embroidered hats with 14,500 stitches, checked by hand', async () => {
    const q = (
      await quote({
        items: [
          {
            type: 'embr',
            products: [{ id: 'yupoong-6089', quantity: 48, size: 'one', color: 'Black' }],
            address: TX,
            sides: { front: 1 },
            quoteDetails: { embroidery: { sides: { front: { stitchCount: 14500, colors: 4 } } } },
          },
        ],
      })
    ).json();
    // 600 + 5 started thousands over 10,000 x 75 = 975 a hat -> 46800; blanks 48 x 640 = 30720;
    // shipping 499 + 47 x 100 = 5199; tax TX 6.25% of 77520 = 4845; total 87564.
    expect(q.breakdown).toEqual([{ printing: 46800, blanks: 30720, shipping: 5199, fees: 0, tax: 4845 }]);
    expect(q.totals.total).toBe(87564);
    expect(q.facilities).toEqual(['INDY']);
  });

  it('a mixed cart to two addresses: shipping per shipment split over its items, reseller tier', async () => {
    const q = (
      await quote({
        items: [
          {
            type: 'screenprint',
            products: [{ id: 'gildan-64000', quantity: 24, size: 'lrg', color: 'Black' }],
            address: CA,
            sides: { front: 1, back: 1 },
          },
          {
            type: 'mug',
            products: [{ id: 'ceramic-mug', quantity: 2, size: '11oz', color: 'White' }],
            address: CA,
            sides: { front: 1 },
          },
          {
            type: 'dtg',
            products: [{ id: 'bella-canvas-3001', quantity: 10, size: 'med', color: 'Black' }],
            address: WA,
            sides: { front: 1 },
          },
        ],
        data: { pricingTier: 'reseller' },
      })
    ).json();
    // 0: 24 x (200 + 200) + 2 x 1500 = 12600 - 10% = 11340; blanks 24 x 310 = 7440.
    // 1: 2 x 450 = 900 - 10% = 810; blanks 2 x 190 = 380.
    // 2: 10 x 900 = 9000 - 10% = 8100; blanks 10 x 395 = 3950.
    // CA shipment: 26 pieces -> 499 + 2500 = 2999, split 24:2 -> 2768 + 231; WA: 499 + 900 = 1399.
    // Tax CA 7.25%: 18780 -> 1361.55 -> 1362; 1190 -> 86.275 -> 86. WA 6.5%: 12050 -> 783.25 -> 783.
    expect(q.breakdown).toEqual([
      { printing: 11340, blanks: 7440, shipping: 2768, fees: 0, tax: 1362 },
      { printing: 810, blanks: 380, shipping: 231, fees: 0, tax: 86 },
      { printing: 8100, blanks: 3950, shipping: 1399, fees: 0, tax: 783 },
    ]);
    expect(
      q.shipments.map((s: { pieces: number; shipping: number; items: number[] }) => [
        s.pieces,
        s.shipping,
        s.items,
      ]),
    ).toEqual([
      [26, 2999, [0, 1]],
      [10, 1399, [2]],
    ]);
    expect(q.totals.total).toBe(11340 + 7440 + 2768 + 810 + 380 + 231 + 86 + 1362 + 8100 + 3950 + 1399 + 783);
  });

  it('O-9-15 R-9-102 R-9-103 due dates across a weekend, a holiday and the order cutoff', async () => {
    const c = await newClient(t.app);
    // DTG to Pennsylvania is printed at Scranton, a day-shift facility (to California it would be Indy, which
    // runs around the clock and takes orders all day: O-9-72, below).
    const dtg = {
      type: 'dtg' as const,
      products: [{ id: 'gildan-5000', quantity: 1, size: 'lrg', color: 'White' }],
      address: { ...CA, city: 'Scranton', state: 'PA', zip: '18503' },
      sides: { front: 1 },
    };
    const at = (iso: string, item = dtg) =>
      quoteBulkFor(t.db, { items: [item], sla: true }, c.userId, new Date(iso));
    expect((await at('2026-11-18T17:01:00Z')).facilities).toEqual(['SCRANTON']);
    // Wednesday 2026-11-18 08:59 LA (before the 9:00 cutoff): counts Wednesday; 3 business days -> Monday 23rd
    // (the weekend skipped), due 13:00 LA = 21:00Z.
    expect((await at('2026-11-18T16:59:00Z')).dueDate).toBe('2026-11-23T21:00:00.000Z');
    // Wednesday 09:01 LA (after the cutoff): counts Thursday -> Fri, Mon, Tue 24th.
    expect((await at('2026-11-18T17:01:00Z')).dueDate).toBe('2026-11-24T21:00:00.000Z');
    // Friday 20th 10:00 LA (after the cutoff) counts Monday 23rd: Tue 24, Wed 25, Thanksgiving 26 skipped -> Fri 27.
    expect((await at('2026-11-20T18:00:00Z')).dueDate).toBe('2026-11-27T21:00:00.000Z');
    // O-9-72: the same order to California goes to Indy, open around the clock: 09:01 still counts Wednesday.
    const indy = await at('2026-11-18T17:01:00Z', { ...dtg, address: CA });
    expect(indy.facilities).toEqual(['INDY']);
    expect(indy.dueDate).toBe('2026-11-23T21:00:00.000Z');
    // The answer without the sla flag carries no SLA.
    const noSla = await quoteBulkFor(t.db, { items: [dtg], sla: false }, c.userId);
    expect(noSla.sla).toBeUndefined();
  });

  it('O-5-77 bad values -> issues {code: bad_value, path}; O-5-88/89 order issues; R-5-23 polyester excluded from DTG', async () => {
    const q = (
      await quote({
        items: [
          {
            type: 'screenprint',
            products: [{ id: 'gildan-5000', quantity: -3, size: 'lrg', color: 'Black' }],
            address: null,
            sides: { front: 1 },
          },
          {
            type: 'dtg',
            products: [{ id: 'no-such-tee', quantity: 1, size: 'lrg', color: 'Black' }],
            address: CA,
            sides: { front: 1 },
          },
          {
            type: 'dtg',
            products: [{ id: 'gildan-5000', quantity: 1, size: 'lrg', color: 'Chartreuse' }],
            address: CA,
            sides: { front: 1 },
          },
          {
            type: 'dtg',
            products: [{ id: 'gildan-5000', quantity: 1, size: '24m', color: 'Black' }],
            address: CA,
            sides: { front: 1 },
          },
          {
            type: 'screenprint',
            products: [{ id: 'gildan-5000', quantity: 12, size: 'lrg', color: 'Black' }],
            address: CA,
            sides: { front: 9 },
          },
          {
            type: 'dtg',
            products: [{ id: 'sport-tek-st350', quantity: 1, size: 'lrg', color: 'Black' }],
            address: CA,
            sides: { front: 1 },
          },
          {
            type: 'embr',
            products: [{ id: 'yupoong-6089', quantity: 1, size: 'one', color: 'Black' }],
            address: CA,
            sides: { front: 1 },
            quoteDetails: { embroidery: { sides: { front: { stitchCount: 5000, colors: 16 } } } },
          },
          {
            type: 'dtg',
            products: [{ id: 'gildan-5000', quantity: 0, size: 'lrg', color: 'Black' }],
            address: CA,
            sides: { front: 1 },
          },
        ],
      })
    ).json();
    expect(q.issues.map((i: { path: string }) => i.path)).toEqual([
      'items[0].products[0].quantity',
      'items[1].products[0].id',
      'items[2].products[0].color',
      'items[3].products[0].size',
      'items[4].sides.front',
      'items[5].type',
      'items[6].quoteDetails.embroidery.sides.front.colors',
      'items[7].products[0].quantity',
    ]);
    expect(q.issues.every((i: { code: string }) => i.code === 'bad_value')).toBe(true);
    expect(q.orderIssues).toEqual(['No address given', 'No designId provided']);
    expect(q.breakdown).toHaveLength(8);
  });

  it('R-5-26 dtg-warn and low artwork DPI at the placed size are warnings; a saved design needs no designId issue', async () => {
    const c = await newClient(t.app);
    const art = (await upload(t.app, c, await solidPng(900, 900, [0, 0, 0]), 'small.png')).json();
    const { designId } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/print/v3/design/dtg',
        headers: c.basic(),
        payload: garmentDesign(art.artworkId, { width: 1 }),
      })
    ).json();
    const q = (
      await quote(
        {
          items: [
            {
              type: 'dtg',
              designId,
              products: [{ id: 'bella-canvas-3413', quantity: 2, size: 'lrg', color: 'Charcoal' }],
              address: CA,
            },
          ],
        },
        c.basic(),
      )
    ).json();
    expect(q.issues).toEqual([]);
    expect(q.orderIssues).toEqual([]);
    expect(q.warnings.join('\n')).toMatch(/may not match/);
    // 900 px over 14 in = 64 DPI.
    expect(q.warnings.join('\n')).toMatch(/64 DPI/);
    // Another user's design is not theirs to quote.
    const other = (
      await quote({
        items: [
          {
            type: 'dtg',
            designId,
            products: [{ id: 'gildan-5000', quantity: 1, size: 'lrg', color: 'Black' }],
            address: CA,
          },
        ],
      })
    ).json();
    expect(other.issues[0].path).toBe('items[0].designId');
  });

  it('quoteForCart prices a cart document with the same engine', async () => {
    const c = await newClient(t.app);
    const cart = screenprintTeeCart('cart-1');
    const q = await quoteForCart(t.db, cart, c.userId);
    expect(q.refs).toEqual([{ shipmentId: 's1', printableId: 'p1' }]);
    expect(q.breakdown).toEqual([{ printing: 6900, blanks: 3420, shipping: 1599, fees: 0, tax: 748 }]);
    expect(q.totals.total).toBe(12667);
    expect(q.dueDate).toEqual(expect.any(String));
  });

  it('schema: unknown keys and wrong types -> 400; anonymous -> 401', async () => {
    expect((await quote({ items: [], extra: 1 })).statusCode).toBe(400);
    expect((await quote({ items: [{ ...tee12, type: 'laser' }] })).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/print/quote/bulk', payload: { items: [] } }))
        .statusCode,
    ).toBe(401);
  });

  it('R7 quote is rate limited: 429 with retry-after', async () => {
    const c = await newClient(t.app);
    let res = await quote({ items: [] }, c.basic());
    for (let i = 0; i < 130 && res.statusCode !== 429; i++) res = await quote({ items: [] }, c.basic());
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});
