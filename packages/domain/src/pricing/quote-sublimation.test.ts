import { describe, expect, it } from 'vitest';
import type { PricingTables } from './pricing-tables.ts';
import { quoteBulk } from './quote-engine.ts';
import type { EngineProduct, QuoteContext } from './quote-types.ts';
import { QUOTE_PRINT_TYPES, quoteFacilityCandidates } from './quote-print-types.ts';

// The seed's tables (packages/db/seed/pricing.json), trimmed to what the examples use.
const tables: PricingTables = {
  screenprint: [{ colors: 1, minQuantity: 1, perSideCents: 250 }],
  dtg: [],
  embroidery: { perSideCents: 600, freeStitches: 10000, stitchTier: 1000, perTierCents: 75 },
  flat: { mug: { '11oz': 450 }, sublimation: { default: 600, 'sublimation-coaster': 300 } },
  fees: {
    rushPercent: { '1': 50, '3': 25, '5': 10 },
    rushMinimumCents: 1500,
    preProductionCents: 2500,
    foldPolyPerPieceCents: 50,
    proofCents: 500,
    screenSetupPerColorCents: 1500,
  },
  tiers: { standard: 0, reseller: 10 },
  salesTax: { CA: 725, NY: 400 },
  shipping: { standard: { baseCents: 499, perPieceCents: 100 } },
  productionDays: { mug: 3, screenprint: 7, sublimation: 3 },
  deliveryDays: { CA: { FREMONT: 1.5, FRESNO: 1, INDY: 4, SCRANTON: 4.5, DALLAS: 3 } },
};

const product = (identifier: string, type: string, printTypes: string[], blank: number): EngineProduct => ({
  productId: identifier,
  identifier,
  name: identifier,
  type,
  printTypes,
  colors: [{ name: 'White', sizes: ['one'] }],
  blankCents: { one: blank },
  tags: {},
  printAreas: { front: { width: 4.08, height: 4.08, dpi: 300 } },
  stock: { White: { one: 500 } },
  backlogged: false,
});
const products = new Map<string, EngineProduct>([
  ['sublimation-coaster', product('sublimation-coaster', 'Housewares', ['sublimation'], 150)],
  ['sublimation-towel', product('sublimation-towel', 'Housewares', ['sublimation'], 400)],
  ['tee', product('tee', 'Garment', ['screenprint', 'dtg'], 285)],
]);
const ctx: QuoteContext = {
  tables,
  product: (id) => products.get(id),
  design: () => undefined,
  artwork: () => undefined,
  now: new Date('2026-11-20T18:00:00Z'),
};
const CA = {
  name: 'Ann Buyer',
  address1: '1 Main St',
  city: 'Fresno',
  state: 'CA',
  zip: '93721',
  country: 'US',
};
const NY = {
  name: 'Bo Buyer',
  address1: '2 Broadway',
  city: 'New York',
  state: 'NY',
  zip: '10004',
  country: 'US',
};

describe('sublimation quotes', () => {
  it('sublimation is a quote print type; it is printed where mugs are (no facility lists it)', () => {
    expect(QUOTE_PRINT_TYPES).toContain('sublimation');
    expect(quoteFacilityCandidates('sublimation')).toEqual(['INDY']);
    expect(quoteFacilityCandidates('embr')).toEqual(['INDY']);
  });

  it('flat per-item price by product, else the default; blanks, shipping and tax as for other items', () => {
    const r = quoteBulk(
      {
        items: [
          {
            type: 'sublimation',
            products: [{ id: 'sublimation-coaster', quantity: 20, size: 'one', color: 'White' }],
            address: CA,
          },
          {
            type: 'sublimation',
            products: [{ id: 'sublimation-towel', quantity: 2, size: 'one', color: 'White' }],
            address: NY,
          },
        ],
      },
      ctx,
    );
    // Coasters: printing 20 x 300 = 6000; blanks 20 x 150 = 3000; shipping 499 + 19 x 100 = 2399;
    // tax CA 7.25% of 9000 = 652.5 -> 653; total 12052.
    // Towels (no own price -> default 600): printing 2 x 600 = 1200; blanks 2 x 400 = 800; shipping 499 + 100
    // = 599; tax NY 4% of 2000 = 80; total 2679.
    expect(r.issues).toEqual([]);
    expect(r.breakdown).toEqual([
      { printing: 6000, blanks: 3000, shipping: 2399, fees: 0, tax: 653 },
      { printing: 1200, blanks: 800, shipping: 599, fees: 0, tax: 80 },
    ]);
    expect(r.totals.total).toBe(12052 + 2679);
    expect(r.facilities).toEqual(['INDY', 'INDY']);
    expect(r.sla).toEqual([{ days: 3 }, { days: 3 }]);
  });

  it('a product not offered for sublimation, or sublimation without a price, is a bad_value', () => {
    const r = quoteBulk(
      {
        items: [
          {
            type: 'sublimation',
            products: [{ id: 'tee', quantity: 1, size: 'one', color: 'White' }],
            address: CA,
          },
          {
            type: 'sublimation',
            products: [{ id: 'sublimation-towel', quantity: 1, size: 'one', color: 'White' }],
            address: CA,
          },
        ],
      },
      { ...ctx, tables: { ...tables, flat: { mug: { '11oz': 450 } } } },
    );
    expect(r.issues.map((i) => [i.code, i.path])).toEqual([
      ['bad_value', 'items[0].type'],
      ['bad_value', 'items[1].type'],
    ]);
    expect(r.breakdown.every((b) => b.printing === 0)).toBe(true);
  });
});
