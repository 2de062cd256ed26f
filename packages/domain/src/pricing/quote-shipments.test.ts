import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PricingTables } from './pricing-tables.ts';
import { addressKey, planShipments, shipmentArrival } from './quote-shipments.ts';
import type { EngineItem } from './quote-types.ts';

const tables = {
  shipping: {
    standard: { baseCents: 499, perPieceCents: 100 },
    international: { baseCents: 1999, perPieceCents: 400 },
  },
} as unknown as PricingTables;
const CA = { name: 'Ann', address1: '1 Main St', city: 'Fresno', state: 'CA', zip: '93650', country: 'US' };
const item = (address: EngineItem['address'], shipping?: string): EngineItem => ({
  type: 'dtg',
  products: [],
  address,
  features: shipping ? { shipping } : null,
});

describe('quote step: shipping (planShipments)', () => {
  it('#14.1 O-3-24 items to the same address and service ship together; shipping is split by pieces', () => {
    const items = [item(CA), item({ ...CA, city: ' fresno ' }), item(CA, 'express'), item(null), item(CA)];
    const plan = planShipments(items, [2, 1, 3, 4, null], tables);
    expect(plan.shipmentOf).toEqual([0, 0, 1, null, null]);
    expect(plan.shipments.map((s) => [s.service, s.pieces, s.shipping, s.items])).toEqual([
      ['standard', 3, 699, [0, 1]],
      ['express', 3, 699, [2]],
    ]);
    expect(plan.shippingOfItem).toEqual([466, 233, 699, 0, 0]);
  });

  it('#14.1 O-3-24 abroad a shipment pays the international rate', () => {
    const plan = planShipments([item({ ...CA, country: 'DE', state: '' })], [2], tables);
    expect(plan.shipments[0]?.shipping).toBe(1999 + 400);
  });

  it('#14.1 the address key ignores case and whitespace runs; country defaults to US', () => {
    expect(addressKey({ ...CA, name: ' ann ', address1: '1  Main\tSt' })).toBe(addressKey(CA));
    expect(addressKey({ ...CA, country: '' })).toBe(addressKey(CA));
  });

  it('#14.1 the address key is each field trimmed, upper case, whitespace runs as one space, joined by |', () => {
    const part = (v: string | null | undefined) => (v ?? '').trim().toUpperCase().replace(/\s+/g, ' ');
    const text = fc.option(fc.stringMatching(/^[ a-zA-Z|\t\n\u00a0\u2003ßé-]{0,8}$/), { nil: undefined });
    fc.assert(
      fc.property(fc.record({ name: text, company: text, address1: text, city: text, zip: text }), (a) => {
        expect(addressKey(a)).toBe(
          [a.name, a.company, a.address1, undefined, a.city, undefined, a.zip, 'US'].map(part).join('|'),
        );
      }),
      { numRuns: 500 },
    );
  });

  it("#14.1 a shipment arrives its latest item due date plus the service's longest transit", () => {
    const s = { address: CA, service: 'standard', pieces: 1, shipping: 0, items: [0, 1] };
    expect(shipmentArrival(s, [{ dueDate: null }, { dueDate: null }])).toBeNull();
    const arrival = shipmentArrival(s, [
      { dueDate: '2026-11-23T21:00:00.000Z' },
      { dueDate: '2026-11-24T21:00:00.000Z' },
    ]);
    expect(arrival).not.toBeNull();
    expect(String(arrival) > '2026-11-24').toBe(true);
  });
});
