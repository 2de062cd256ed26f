import { describe, expect, it } from 'vitest';
import { rushOffers } from '../calendar/rush-offers.ts';
import { RUSH_ORDER_DAYS } from '../calendar/sla.ts';
import type { PricingTables } from './pricing-tables.ts';
import { quoteBulk } from './quote-engine.ts';
import { QUOTE_PRINT_TYPES, type QuotePrintType } from './quote-print-types.ts';
import type { EngineItem, EngineProduct, QuoteContext } from './quote-types.ts';

// The seed's rush and production tables (packages/db/seed/pricing.json), the rest trimmed.
const tables: PricingTables = {
  screenprint: [{ colors: 1, minQuantity: 1, perSideCents: 250 }],
  dtg: [{ areaTier: 'large', maxSquareInches: 10000, firstSideCents: 900, additionalSideCents: 600 }],
  embroidery: { perSideCents: 600, freeStitches: 10000, stitchTier: 1000, perTierCents: 75 },
  flat: {
    mug: { '11oz': 450 },
    case: { default: 900 },
    poster: { default: 650 },
    sublimation: { default: 700, item: 700 },
  },
  fees: {
    rushPercent: { '1': 50, '3': 25, '5': 10 },
    rushMinimumCents: 1500,
    preProductionCents: 2500,
    foldPolyPerPieceCents: 50,
    proofCents: 500,
    screenSetupPerColorCents: 1500,
  },
  tiers: { standard: 0 },
  salesTax: { CA: 725 },
  shipping: { standard: { baseCents: 499, perPieceCents: 100 } },
  productionDays: { dtg: 3, mug: 3, case: 3, poster: 3, sublimation: 3, embr: 5, screenprint: 7 },
  deliveryDays: { CA: { FREMONT: 1.5, FRESNO: 1, INDY: 4, SCRANTON: 4.5, DALLAS: 3 } },
};

const product = (type: string, printTypes: string[], size: string, extra: Partial<EngineProduct> = {}) =>
  ({
    productId: 'item',
    identifier: 'item',
    name: 'Item',
    type,
    printTypes,
    colors: [{ name: 'White', sizes: [size] }],
    blankCents: { [size]: 300 },
    tags: {},
    printAreas: { front: { width: 12, height: 14, dpi: 300 } },
    stock: { White: { [size]: 500 } },
    backlogged: false,
    posterSize: null,
    ...extra,
  }) as EngineProduct;

/** The product each print type is quoted on: a garment in stock, else the flat product of that type. */
const productFor = (type: QuotePrintType): EngineProduct =>
  ['screenprint', 'dtg', 'embr'].includes(type)
    ? product('Garment', ['screenprint', 'dtg', 'embr'], 'med')
    : type === 'mug'
      ? product('Mug', ['mug'], '11oz')
      : product(type === 'case' ? 'Case' : type === 'poster' ? 'Poster' : 'Item', [type], 'one');

const CA = { name: 'A', address1: '1 Main St', city: 'Fresno', state: 'CA', zip: '93721', country: 'US' };

const item = (type: QuotePrintType, p: EngineProduct, rushOrder: number | null): EngineItem => ({
  type,
  products: [{ id: 'item', quantity: 24, size: p.colors[0]!.sizes[0]!, color: 'White' }],
  address: CA,
  ...(['screenprint', 'dtg', 'embr'].includes(type) ? { sides: { front: 1 } } : {}),
  features: { rushOrder },
});

/**
 * Instants in Los Angeles business time from mid November to early January, every 5 hours: weekdays before and
 * after the 9:00 order cutoff, weekends, Thanksgiving, Christmas and New Year's Day.
 */
const INSTANTS = Array.from(
  { length: 260 },
  (_, i) => new Date(Date.parse('2026-11-16T15:00:00Z') + i * 5 * 3_600_000),
);

/** The standard and every rush tier of one item, quoted at one instant: fee, due date and warnings. */
function tiers(type: QuotePrintType, p: EngineProduct, now: Date) {
  const ctx: QuoteContext = {
    tables,
    product: () => p,
    design: () => undefined,
    artwork: () => undefined,
    now,
  };
  const days = [null, ...RUSH_ORDER_DAYS];
  const r = quoteBulk({ items: days.map((d) => item(type, p, d)), sla: true }, ctx);
  expect(r.issues).toEqual([]);
  return days.map((d, i) => ({
    days: d,
    cents: r.details[i]!.fees.find((f) => f.code === 'rush')?.cents ?? 0,
    dueDate: r.details[i]!.dueDate,
    warnings: r.warnings,
  }));
}

describe('O-9-22 rush only where it buys time', () => {
  it.each(QUOTE_PRINT_TYPES)(
    'O-9-22 %s: at every instant, a rush is charged and offered only when it moves the due date earlier',
    (type) => {
      const p = productFor(type);
      let offered = 0;
      for (const now of INSTANTS) {
        const [standard, ...rushes] = tiers(type, p, now);
        for (const r of rushes) {
          if (r.cents > 0) expect(Date.parse(r.dueDate!)).toBeLessThan(Date.parse(standard!.dueDate!));
          else expect(r.dueDate).toBe(standard!.dueDate);
        }
        const offers = rushOffers(
          standard!.dueDate,
          rushes.map((r) => ({ days: r.days!, cents: r.cents, dueDate: r.dueDate })),
        );
        for (const o of offers) {
          expect(o.dueDate).not.toBe(standard!.dueDate);
          expect(o.cents).toBeGreaterThan(0);
        }
        offered += offers.length;
        // Every tier shorter than the type's own production days is offered.
        const own = tables.productionDays[type]!;
        expect(offers.map((o) => o.days)).toEqual(RUSH_ORDER_DAYS.filter((d) => d < own));
      }
      expect(offered).toBeGreaterThan(0);
    },
  );

  it('O-9-22 a 3-day or 5-day rush on DTG (3 days already) is not charged and the quote says why', () => {
    const p = productFor('dtg');
    const [standard, one, three, five] = tiers('dtg', p, new Date('2026-11-20T18:00:00Z'));
    expect(one!.cents).toBeGreaterThan(0);
    expect(three!.cents).toBe(0);
    expect(five!.cents).toBe(0);
    expect(three!.dueDate).toBe(standard!.dueDate);
    expect(standard!.warnings.join(' ')).toMatch(/3-day rush does not make Item due any sooner/);
  });

  it('O-9-22 blanks from the supplier (7 days) or a backlog (14): no rush buys time, none is offered', () => {
    for (const p of [
      product('Garment', ['dtg'], 'med', { stock: { White: { med: 0 } } }),
      product('Garment', ['dtg'], 'med', { backlogged: true }),
    ]) {
      const [standard, ...rushes] = tiers('dtg', p, new Date('2026-12-21T17:00:00Z'));
      expect(rushes.every((r) => r.cents === 0 && r.dueDate === standard!.dueDate)).toBe(true);
      expect(
        rushOffers(
          standard!.dueDate,
          rushes.map((r) => ({ ...r, days: r.days! })),
        ),
      ).toEqual([]);
    }
  });
});
