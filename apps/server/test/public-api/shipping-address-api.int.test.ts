import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS } from '../ordering/support.ts';
import { type Client, newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';

const targets = await testTargets();
const ITEM = {
  type: 'screenprint',
  products: [{ id: 'gildan-5000', color: 'Black', size: 'lrg', quantity: 3 }],
  sides: { front: 1 },
};

describe.each(targets)('#20 v3 shipping and address validation on $kind', (target) => {
  let t: TestApp;
  let buyer: Client;
  beforeAll(async () => {
    t = await openApp(target);
    buyer = await newClient(t.app, 'Shipping Buyer');
  });
  afterAll(async () => t?.close());

  const post = (url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, headers: buyer.basic(), payload: payload as object });

  it('R-7-04 services: a German address gets 4PX and no UPS Ground (country whitelist), EU flagged, will call never', async () => {
    const r = await post('/api/v3/shipping/services', { address: { ...ADDRESS, country: 'DE' } });
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body).toMatchObject({ country: 'DE', domestic: false, eu: true });
    const allowed = body.allowed.map((s: { code: string }) => s.code);
    expect(allowed).toContain('4px');
    expect(allowed).not.toContain('ups-ground');
    expect(allowed).not.toContain('willcall');
    const ups = body.excluded.find((e: { code: string }) => e.code === 'ups-ground');
    expect(ups.reasons[0].code).toBe('country_whitelist');
  });

  it('R-7-04 services: weight limits apply (USPS First Class carries at most 13 oz)', async () => {
    const light = await post('/api/v3/shipping/services', {
      address: ADDRESS,
      weight: { amount: 12, unit: 'oz' },
    });
    const heavy = await post('/api/v3/shipping/services', {
      address: ADDRESS,
      weight: { amount: 2, unit: 'lb' },
    });
    const codes = (r: typeof light) => r.json().allowed.map((s: { code: string }) => s.code);
    expect(codes(light)).toContain('usps-first-class');
    expect(codes(heavy)).not.toContain('usps-first-class');
  });

  it('R-7-04 rates: each allowed service priced by the quote engine, the cheapest recommended', async () => {
    const r = await post('/api/v3/shipping/rates', { address: ADDRESS, items: [ITEM] });
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body.issues).toEqual([]);
    expect(body.rates.length).toBeGreaterThan(3);
    for (const rate of body.rates) expect(Number.isInteger(rate.cents)).toBe(true);
    const cheapest = Math.min(...body.rates.map((x: { cents: number }) => x.cents));
    expect(body.rates.find((x: { code: string }) => x.code === body.recommended).cents).toBe(cheapest);
    // The same price the bulk quote gives for that service.
    const ground = body.rates.find((x: { code: string }) => x.code === 'ups-ground');
    const q = await post('/api/print/quote/bulk', {
      items: [{ ...ITEM, address: ADDRESS, features: { shipping: 'ups-ground' } }],
    });
    expect(ground.cents).toBe(q.json().totals.shipping);
  });

  it('R-7-04 rates: a service not allowed for the country is refused with a 422 that says why, by carrier name too', async () => {
    const r = await post('/api/v3/shipping/rates', {
      address: { ...ADDRESS, country: 'CA' },
      items: [ITEM],
      service: 'UPS Ground',
    });
    expect(r.statusCode).toBe(422);
    expect(r.json()).toMatchObject({ statusCode: 422, code: 'unprocessable' });
    expect(r.json().message).toMatch(/UPS Ground cannot ship here: Ships only to US/);
    const ok = await post('/api/v3/shipping/rates', { address: ADDRESS, items: [ITEM], service: '03' });
    expect(ok.json().rates.map((x: { code: string }) => x.code)).toEqual(['ups-ground']);
    const unknown = await post('/api/v3/shipping/rates', {
      address: ADDRESS,
      items: [ITEM],
      service: 'teleport',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe('Unknown shipping service teleport.');
  });

  it('R-7-04 rates: an unknown product is an issue on the caller item, no rates, not a 5xx', async () => {
    const r = await post('/api/v3/shipping/rates', {
      address: ADDRESS,
      items: [{ ...ITEM, products: [{ ...ITEM.products[0], id: 'no-such-product' }] }],
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().rates).toEqual([]);
    expect(r.json().issues).toEqual([
      expect.objectContaining({
        path: 'items[0].products[0].id',
        message: 'Unknown product no-such-product.',
      }),
    ]);
  });

  it('R-7-04 address validate: the checkout validation (O-7-14) answers a correction and issues by field', async () => {
    const ok = await post('/api/v3/address/validate', ADDRESS);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().issues ?? []).toEqual([]);
    const order2 = await post('/api/order2/address/validation', { ...ADDRESS, address1: 'PO Box 12' });
    const v3 = await post('/api/v3/address/validate', { ...ADDRESS, address1: 'PO Box 12' });
    expect(v3.json()).toEqual(order2.json());
    expect(v3.json().issues).toContainEqual({
      type: 'address1',
      message: 'We cannot ship to a PO box. Please enter a street address.',
    });
    const bad = await post('/api/v3/address/validate', { ...ADDRESS, street: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ statusCode: 400, code: 'validation' });
  });

  it('answers 401 without credentials', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/v3/shipping/services',
      payload: { address: ADDRESS },
    });
    expect(r.statusCode).toBe(401);
  });
});
