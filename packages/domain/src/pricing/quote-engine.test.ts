import { describe, expect, it } from 'vitest';
import type { PricingTables } from './pricing-tables.ts';
import { allocateCents } from './shipping-price.ts';
import { quoteBulk } from './quote-engine.ts';
import type { EngineProduct, EngineRequest, QuoteContext } from './quote-types.ts';
import { embroideryTiers, screenprintSideCents } from './print-prices.ts';

// The seed's tables (packages/db/seed/pricing.json), trimmed to what the examples use.
const tables: PricingTables = {
  screenprint: [1, 2, 9].flatMap((colors) =>
    [1, 24, 48].map((minQuantity, t) => ({
      colors: colors === 9 ? 8 : colors,
      minQuantity,
      perSideCents:
        colors === 1 ? [250, 200, 160][t]! : colors === 2 ? [325, 260, 210][t]! : [775, 620, 510][t]!,
    })),
  ),
  dtg: [
    { areaTier: 'small', maxSquareInches: 16, firstSideCents: 400, additionalSideCents: 250 },
    { areaTier: 'medium', maxSquareInches: 120, firstSideCents: 650, additionalSideCents: 400 },
    { areaTier: 'large', maxSquareInches: 10000, firstSideCents: 900, additionalSideCents: 600 },
  ],
  embroidery: { perSideCents: 600, freeStitches: 10000, stitchTier: 1000, perTierCents: 75 },
  flat: { mug: { '11oz': 450, '15oz': 550 }, case: { default: 900 }, poster: { '11x17': 650 } },
  fees: {
    rushPercent: { '1': 50, '3': 25, '5': 10 },
    rushMinimumCents: 1500,
    preProductionCents: 2500,
    foldPolyPerPieceCents: 50,
    proofCents: 500,
    screenSetupPerColorCents: 1500,
  },
  tiers: { standard: 0, reseller: 10 },
  salesTax: { CA: 725, NY: 400, TX: 625, WA: 650 },
  shipping: {
    standard: { baseCents: 499, perPieceCents: 100 },
    international: { baseCents: 1999, perPieceCents: 400 },
  },
  productionDays: { dtg: 3, mug: 3, case: 3, poster: 3, embr: 5, screenprint: 7 },
  deliveryDays: {
    CA: { FREMONT: 1.5, FRESNO: 1, INDY: 4, SCRANTON: 4.5, DALLAS: 3 },
    NY: { INDY: 2.5, SCRANTON: 1.5 },
  },
};

const garment = (identifier: string, blank: number, extra: Partial<EngineProduct> = {}): EngineProduct => ({
  productId: identifier,
  identifier,
  name: identifier,
  type: 'Garment',
  printTypes: ['screenprint', 'dtg', 'embr'],
  colors: [{ name: 'Black', sizes: ['sml', 'med', 'lrg', 'xlg', 'one'] }],
  blankCents: { sml: blank, med: blank, lrg: blank, xlg: blank, one: blank },
  tags: {},
  printAreas: { front: { width: 14, height: 16, dpi: 300 }, back: { width: 14, height: 16, dpi: 300 } },
  stock: { Black: { sml: 500, med: 500, lrg: 500, xlg: 500, one: 500 } },
  backlogged: false,
  ...extra,
});
const products = new Map<string, EngineProduct>([
  ['tee', garment('tee', 285)],
  ['hoodie', garment('hoodie', 1240)],
  [
    'hat',
    garment('hat', 640, { printTypes: ['embr'], tags: { Black: ['dtg-banned', 'screenprint-banned'] } }),
  ],
  ['poly', garment('poly', 420, { tags: { Black: ['polyester'] } })],
  [
    'mug',
    {
      ...garment('mug', 190),
      type: 'Mug',
      printTypes: ['mug'],
      colors: [{ name: 'White', sizes: ['11oz', '15oz'] }],
      blankCents: { '11oz': 190, '15oz': 250 },
    },
  ],
]);
// Friday 2026-11-20 10:00 in Los Angeles: after the 9:00 order cutoff, before a weekend and Thanksgiving (26th).
const now = new Date('2026-11-20T18:00:00Z');
const ctx: QuoteContext = {
  tables,
  product: (id) => products.get(id),
  design: () => undefined,
  artwork: () => undefined,
  now,
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

describe('pricing tables', () => {
  it('screenprint tier: the largest tier minimum not above the quantity', () => {
    expect(screenprintSideCents(tables, 2, 12)).toBe(325);
    expect(screenprintSideCents(tables, 2, 24)).toBe(260);
    expect(screenprintSideCents(tables, 2, 47)).toBe(260);
    expect(screenprintSideCents(tables, 3, 12)).toBeNull();
  });
  it('R-9-63 embroidery: 10,000 stitches free, then every started 1,000', () => {
    expect(embroideryTiers(tables, 10_000)).toBe(0);
    expect(embroideryTiers(tables, 10_001)).toBe(1);
    expect(embroideryTiers(tables, 14_500)).toBe(5);
  });
  it('allocateCents splits exactly', () => {
    expect(allocateCents(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateCents(2999, [24, 2])).toEqual([2768, 231]);
  });
});

describe('O-3-29 quote worked examples', () => {
  it('12-piece 2-colour screenprint tee to CA', () => {
    const req: EngineRequest = {
      items: [
        {
          type: 'screenprint',
          products: ['med', 'lrg', 'xlg'].map((size) => ({ id: 'tee', quantity: 4, size, color: 'Black' })),
          address: CA,
          sides: { front: 2 },
        },
      ],
      sla: true,
    };
    const r = quoteBulk(req, ctx);
    // printing 12 x 325 + 2 screens x 1500 = 6900; blanks 12 x 285 = 3420; shipping 499 + 11 x 100 = 1599;
    // tax 7.25% of (6900 + 3420) = 748.2 -> 748; total 12667.
    expect(r.issues).toEqual([]);
    expect(r.breakdown).toEqual([{ printing: 6900, blanks: 3420, shipping: 1599, fees: 0, tax: 748 }]);
    expect(r.totals.total).toBe(12667);
    expect(r.facilities).toEqual(['FRESNO']);
    expect(r.orderIssues).toEqual(['No designId provided']);
    // 7 business days: ordered after the cutoff on Friday -> counts Monday 23rd; Thanksgiving 26th skipped:
    // 24, 25, 27, 30, Dec 1, 2, 3 -> due Thursday 3 December 13:00 Los Angeles (21:00Z).
    expect(r.sla).toEqual([{ days: 7 }]);
    expect(r.dueDate).toBe('2026-12-03T21:00:00.000Z');
  });

  it('1-piece DTG hoodie to NY with 1-day rush', () => {
    const r = quoteBulk(
      {
        items: [
          {
            type: 'dtg',
            products: [{ id: 'hoodie', quantity: 1, size: 'lrg', color: 'Black' }],
            address: NY,
            sides: { front: 1 },
            features: { rushOrder: 1 },
          },
        ],
      },
      ctx,
    );
    // printing: full front 14x16 = 224 sq in -> large, 900; blanks 1240; rush 50% of 2140 = 1070 < 1500 minimum
    // -> 1500; shipping 499; tax 4% of (900 + 1240 + 1500) = 145.6 -> 146; total 4285.
    expect(r.breakdown).toEqual([{ printing: 900, blanks: 1240, shipping: 499, fees: 1500, tax: 146 }]);
    expect(r.totals.total).toBe(4285);
    expect(r.facilities).toEqual(['SCRANTON']);
    // 1 business day from Monday 23rd (after Friday's cutoff) -> Tuesday 24th 13:00 LA.
    expect(r.sla).toEqual([{ days: 1 }]);
    expect(r.dueDate).toBe('2026-11-24T21:00:00.000Z');
  });

  it('DTG without a saved design is measured on the placements it carries (the editor), whole area without', () => {
    const item = (placed?: { width: number; aspect: number }[]) => ({
      type: 'dtg' as const,
      products: [{ id: 'tee', quantity: 102, size: 'lrg', color: 'Black' }],
      address: null,
      sides: { front: 1 },
      ...(placed ? { quoteDetails: { placed: { front: placed } } } : {}),
    });
    // 10 x 12 in of a 14 x 16 in area: 120 sq in, the medium tier ($6.50); without placements, 224 -> $9.00.
    const r = quoteBulk({ items: [item([{ width: 10 / 14, aspect: 1.2 }]), item()], sla: false }, ctx);
    expect(r.breakdown.map((b) => b.printing)).toEqual([650 * 102, 900 * 102]);
  });

  it('48 embroidered hats with 14,500 stitches', () => {
    const r = quoteBulk(
      {
        items: [
          {
            type: 'embr',
            products: [{ id: 'hat', quantity: 48, size: 'one', color: 'Black' }],
            address: { ...CA, state: 'TX', city: 'Austin', zip: '78701' },
            sides: { front: 1 },
            quoteDetails: { embroidery: { sides: { front: { stitchCount: 14_500, colors: 4 } } } },
          },
        ],
      },
      ctx,
    );
    // per hat 600 + 5 tiers x 75 = 975 -> 46800; blanks 48 x 640 = 30720; shipping 499 + 47 x 100 = 5199;
    // tax 6.25% of 77520 = 4845; total 87564.
    expect(r.breakdown).toEqual([{ printing: 46800, blanks: 30720, shipping: 5199, fees: 0, tax: 4845 }]);
    expect(r.totals.total).toBe(87564);
    expect(r.facilities).toEqual(['INDY']);
  });

  it('a mixed cart to two addresses: shipping per shipment, split over its items', () => {
    const r = quoteBulk(
      {
        items: [
          {
            type: 'screenprint',
            products: [{ id: 'tee', quantity: 24, size: 'lrg', color: 'Black' }],
            address: CA,
            sides: { front: 1, back: 1 },
          },
          {
            type: 'mug',
            products: [{ id: 'mug', quantity: 2, size: '11oz', color: 'White' }],
            address: CA,
            sides: { front: 1 },
          },
          {
            type: 'dtg',
            products: [{ id: 'tee', quantity: 10, size: 'med', color: 'Black' }],
            address: NY,
            sides: { front: 1 },
          },
        ],
        data: { pricingTier: 'reseller' },
      },
      ctx,
    );
    // Item 0: 24 x (200 + 200) + 2 screens x 1500 = 12600, reseller -10% = 11340; blanks 24 x 285 = 6840.
    // Item 1: 2 x 450 = 900, -10% = 810; blanks 2 x 190 = 380.
    // Item 2: 10 x 900 = 9000, -10% = 8100; blanks 2850.
    // CA shipment: 26 pieces -> 499 + 25 x 100 = 2999, split 24:2 -> 2768 + 231. NY: 499 + 9 x 100 = 1399.
    // Tax CA 7.25%: (11340 + 6840) = 18180 -> 1318.05 -> 1318; (810 + 380) = 1190 -> 86.275 -> 86.
    // Tax NY 4%: (8100 + 2850) = 10950 -> 438.
    expect(r.breakdown).toEqual([
      { printing: 11340, blanks: 6840, shipping: 2768, fees: 0, tax: 1318 },
      { printing: 810, blanks: 380, shipping: 231, fees: 0, tax: 86 },
      { printing: 8100, blanks: 2850, shipping: 1399, fees: 0, tax: 438 },
    ]);
    expect(r.shipments.map((s) => [s.pieces, s.shipping, s.items])).toEqual([
      [26, 2999, [0, 1]],
      [10, 1399, [2]],
    ]);
    expect(r.totals.total).toBe(11340 + 6840 + 2768 + 810 + 380 + 231 + 86 + 1318 + 8100 + 2850 + 1399 + 438);
    expect(r.facilities).toEqual(['FRESNO', 'INDY', 'SCRANTON']);
  });
});

describe('quote issues and warnings', () => {
  it('bad values carry code bad_value and a path; no address and no design are order issues', () => {
    const r = quoteBulk(
      {
        items: [
          {
            type: 'screenprint',
            products: [{ id: 'tee', quantity: 0, size: 'lrg', color: 'Black' }],
            address: null,
            sides: { front: 9 },
          },
          {
            type: 'dtg',
            products: [{ id: 'nope', quantity: 1, size: 'lrg', color: 'Black' }],
            address: CA,
            sides: { front: 1 },
          },
          {
            type: 'dtg',
            products: [{ id: 'tee', quantity: 1, size: 'lrg', color: 'Pink' }],
            address: CA,
            sides: { front: 1 },
          },
          {
            type: 'dtg',
            products: [{ id: 'tee', quantity: 1, size: 'xxxxxl', color: 'Black' }],
            address: CA,
            sides: { front: 1 },
          },
          {
            type: 'screenprint',
            products: [{ id: 'tee', quantity: 12, size: 'lrg', color: 'Black' }],
            address: CA,
            sides: { front: 9 },
          },
          {
            type: 'dtg',
            products: [{ id: 'poly', quantity: 1, size: 'lrg', color: 'Black' }],
            address: CA,
            sides: { front: 1 },
          },
        ],
        data: { pricingTier: 'gold' },
      },
      ctx,
    );
    expect(r.issues.map((i) => i.path)).toEqual([
      'data.pricingTier',
      'items[0].products[0].quantity',
      'items[1].products[0].id',
      'items[2].products[0].color',
      'items[3].products[0].size',
      'items[4].sides.front',
      'items[5].type',
    ]);
    expect(r.issues.every((i) => i.code === 'bad_value')).toBe(true);
    expect(r.orderIssues).toEqual(['No address given', 'No designId provided']);
    expect(r.breakdown.every((b) => b.printing === 0)).toBe(true);
  });

  it('R-5-26 dtg-warn gives a warning; a backlogged product a 14-day SLA', () => {
    const warnTee = garment('warn', 300, { tags: { Black: ['dtg-warn'] }, backlogged: true });
    const r = quoteBulk(
      {
        items: [
          {
            type: 'dtg',
            products: [{ id: 'warn', quantity: 1, size: 'lrg', color: 'Black' }],
            address: CA,
            sides: { front: 1 },
          },
        ],
      },
      { ...ctx, product: (id) => (id === 'warn' ? warnTee : undefined) },
    );
    expect(r.warnings.some((w) => w.includes('may not match'))).toBe(true);
    expect(r.sla).toEqual([{ days: 14 }]);
  });

  it('low artwork DPI at the placed size is a warning', () => {
    const r = quoteBulk(
      {
        items: [
          {
            type: 'dtg',
            products: [{ id: 'tee', quantity: 1, size: 'lrg', color: 'Black' }],
            address: CA,
            designId: 'd1',
          },
        ],
      },
      {
        ...ctx,
        design: () => ({
          designId: 'd1',
          printType: 'dtg',
          sides: { front: { elements: [{ artworkId: 'a1', width: 1, position: { horizontal: 'C' } }] } },
        }),
        artwork: () => ({ width: 1000, height: 1000, format: 'png' }),
      },
    );
    // 1000 px over 14 in = 71 DPI.
    expect(r.warnings.join(' ')).toContain('71 DPI');
    expect(r.orderIssues).toEqual([]);
  });
});

describe('issue 12 prices and promises', () => {
  const item = (extra: Partial<EngineRequest['items'][number]> = {}): EngineRequest['items'][number] => ({
    type: 'embr',
    products: [{ id: 'tee', quantity: 10, size: 'med', color: 'Black' }],
    address: CA,
    designId: 'd-embr',
    ...extra,
  });
  const withDesign: QuoteContext = {
    ...ctx,
    // A 7 in wide square on a 14 in front: 49 sq in -> 49,000 estimated stitches -> 39 tiers above the free 10,000.
    design: () => ({
      designId: 'd-embr',
      printType: 'embr',
      sides: { front: { name: 'front', elements: [{ artworkId: 'a', width: 0.5, aspect: 1 }] } },
    }),
  };
  it('#12.7 R-9-63 a saved embroidery design without stitch counts is priced by its estimated stitches', () => {
    const r = quoteBulk({ items: [item()], sla: false }, withDesign);
    expect(r.breakdown[0]?.printing).toBe(10 * (600 + 39 * 75));
    expect(r.warnings.some((w) => /No stitch count/.test(w))).toBe(false);
  });
  it('R-9-63 a DST artwork is priced by its real stitch count: 12,001 stitches -> 3 tiers of 1,000', () => {
    const dst = (stitchCount: number, widthIn = 3): QuoteContext => ({
      ...withDesign,
      artwork: () => ({
        width: 900,
        height: 900,
        format: 'dst',
        embroidery: { stitchCount, widthIn, heightIn: 3 },
      }),
    });
    expect(quoteBulk({ items: [item()], sla: false }, dst(12_001)).breakdown[0]?.printing).toBe(
      10 * (600 + 3 * 75),
    );
    // A changed stitch count re-prices: 10,000 is free.
    expect(quoteBulk({ items: [item()], sla: false }, dst(10_000)).breakdown[0]?.printing).toBe(10 * 600);
    // Stitched wider than the 14 in front: refused with a sentence.
    const wide = quoteBulk({ items: [item()], sla: false }, dst(12_001, 15));
    expect(wide.issues.map((i) => i.message).join(' ')).toContain(
      'The DST is 15 x 3 in; the front takes at most 14',
    );
  });
  it('#12.7 the quote names the quantity breaks of the price list', () => {
    expect(quoteBulk({ items: [], sla: false }, ctx).quantityBreaks).toEqual([1, 24, 48]);
  });
  it('#12.8 each shipment carries its arrival date: due date plus the longest transit of its service', () => {
    const r = quoteBulk(
      {
        items: [
          {
            type: 'dtg',
            products: [{ id: 'tee', quantity: 2, size: 'med', color: 'Black' }],
            address: CA,
            sides: { front: 1 },
          },
          {
            type: 'dtg',
            products: [{ id: 'tee', quantity: 2, size: 'med', color: 'Black' }],
            address: CA,
            sides: { front: 1 },
            features: { shipping: 'ups-next-day-air' },
          },
        ],
      },
      ctx,
    );
    const due = r.details[0]!.dueDate!;
    expect(r.shipments.map((s) => s.service)).toEqual(['standard', 'ups-next-day-air']);
    // Standard is 3-8 days, next-day air 1: both counted in business days from the due date.
    const [standard, nextDay] = r.shipments.map((s) => s.arrivalDate ?? '');
    expect(standard! > nextDay!).toBe(true);
    expect(nextDay! > due.slice(0, 10)).toBe(true);
  });
});
