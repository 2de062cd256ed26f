import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';
import { CA } from './print-support.ts';

const targets = await testTargets();

describe.each(targets)('O-7-19 quote bulk of sublimation items on $kind', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openApp(target);
  });
  afterAll(async () => t?.close());
  const quote = async (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/print/quote/bulk',
      headers: (await newClient(t.app)).basic(),
      payload,
    });

  it('O-3-29 seeded coasters and socks to one CA address, reseller tier, checked by hand', async () => {
    const res = await quote({
      items: [
        {
          type: 'sublimation',
          products: [{ id: 'sublimation-coaster', quantity: 20, size: 'one', color: 'White' }],
          address: CA,
        },
        {
          type: 'sublimation',
          products: [
            { id: 'sublimation-crew-socks', quantity: 3, size: 'sml', color: 'White' },
            { id: 'sublimation-crew-socks', quantity: 3, size: 'med', color: 'White' },
          ],
          address: CA,
        },
      ],
      data: { pricingTier: 'reseller' },
    });
    expect(res.statusCode).toBe(200);
    const q = res.json();
    // Coasters: printing 20 x 300 = 6000, reseller -10% = 5400; blanks 20 x 150 = 3000.
    // Socks: printing 6 x 650 = 3900, -10% = 3510; blanks 6 x 540 = 3240.
    // One CA shipment of 26 pieces: 499 + 25 x 100 = 2999, split 20:6 -> 2306.92 / 692.08 -> 2307 + 692.
    // Tax CA 7.25%: (5400 + 3000) = 8400 -> 609; (3510 + 3240) = 6750 -> 489.375 -> 489.
    // Total 5400 + 3000 + 2307 + 609 + 3510 + 3240 + 692 + 489 = 19247.
    expect(q.issues).toEqual([]);
    expect(q.breakdown).toEqual([
      { printing: 5400, blanks: 3000, shipping: 2307, fees: 0, tax: 609 },
      { printing: 3510, blanks: 3240, shipping: 692, fees: 0, tax: 489 },
    ]);
    expect(q.shipments.map((s: { pieces: number; shipping: number }) => [s.pieces, s.shipping])).toEqual([
      [26, 2999],
    ]);
    expect(q.totals.total).toBe(19247);
    // No facility lists sublimation: it is printed where mugs are (docs/decisions/pricing-model.md).
    expect(q.facilities).toEqual(['INDY', 'INDY']);
    expect(q.sla).toEqual([{ days: 3 }, { days: 3 }]);
  });

  it('sublimation on a product that does not offer it is a bad_value; an unknown print type a 400', async () => {
    const bad = (
      await quote({
        items: [
          {
            type: 'sublimation',
            products: [{ id: 'gildan-5000', quantity: 1, size: 'lrg', color: 'Black' }],
            address: CA,
          },
        ],
      })
    ).json();
    expect(bad.issues.map((i: { code: string; path: string }) => [i.code, i.path])).toEqual([
      ['bad_value', 'items[0].type'],
    ]);
    expect(bad.totals.total).toBe(0);
    const res = await quote({
      items: [
        {
          type: 'sublimate',
          products: [{ id: 'sublimation-coaster', quantity: 1, size: 'one', color: 'White' }],
        },
      ],
    });
    expect(res.statusCode).toBe(400);
  });
});
