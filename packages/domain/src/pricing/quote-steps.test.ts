import { describe, expect, it } from 'vitest';
import type { PricingTables } from './pricing-tables.ts';
import { blanksCents, itemCharges } from './quote-charges.ts';
import { quoteLog } from './quote-log.ts';
import { checkShippingChoice, selectItem } from './quote-select.ts';
import { dueDates } from './quote-sla.ts';
import type { EngineItem, EngineProduct, QuoteContext } from './quote-types.ts';

const tables = {
  fees: {
    rushPercent: { '1': 50, '3': 25, '5': 10 },
    rushMinimumCents: 1500,
    preProductionCents: 2500,
    foldPolyPerPieceCents: 50,
    proofCents: 500,
    screenSetupPerColorCents: 1500,
  },
  salesTax: { CA: 725 },
} as unknown as PricingTables;
const tee: EngineProduct = {
  productId: 'tee',
  identifier: 'tee',
  name: 'Tee',
  type: 'Garment',
  printTypes: ['dtg'],
  colors: [{ name: 'Black', sizes: ['sml', 'med'] }],
  blankCents: { sml: 300, med: 350 },
  tags: {},
  printAreas: {},
  stock: {},
  backlogged: false,
};
const ctx = { tables, product: (id: string) => (id === 'tee' ? tee : undefined) } as unknown as QuoteContext;
const item = (over: Partial<EngineItem> = {}): EngineItem =>
  ({
    type: 'dtg',
    products: [
      { id: 'tee', size: 'SML', color: 'black', quantity: 2 },
      { id: 'tee', size: 'med', color: 'Black', quantity: 3 },
    ],
    address: null,
    ...over,
  }) as EngineItem;
const CA = { name: 'A', address1: '1 Main', city: 'Oakland', state: 'CA', zip: '94607', country: 'US' };

describe('quote steps', () => {
  it('O-3-24 select items: product, colour and sizes as the catalogue names them, pieces summed', () => {
    const log = quoteLog();
    expect(selectItem(item(), 0, ctx, log)).toEqual({
      product: tee,
      color: 'Black',
      lines: [
        { size: 'sml', quantity: 2 },
        { size: 'med', quantity: 3 },
      ],
      pieces: 5,
    });
    expect(log.issues).toEqual([]);
  });

  it('O-5-77 select items: an unknown size or a print type the product does not take is a bad value at its path', () => {
    const log = quoteLog();
    expect(
      selectItem(item({ products: [{ id: 'tee', size: 'xxl', color: 'Black', quantity: 1 }] }), 2, ctx, log),
    ).toBeNull();
    expect(log.issues.map((i) => i.path)).toEqual(['items[2].products[0].size']);
    expect(selectItem(item({ type: 'screenprint' }), 0, ctx, log)).toBeNull();
    expect(log.issues.at(-1)).toMatchObject({ code: 'bad_value', path: 'items[0].type' });
  });

  it('O-5-77 shipping choice: an unknown service or an unpriced rush tier is a bad value', () => {
    const log = quoteLog();
    checkShippingChoice(item({ features: { shipping: 'teleport', rushOrder: 2 } }), 1, tables, log);
    expect(log.issues.map((i) => i.path)).toEqual([
      'items[1].features.rushOrder',
      'items[1].features.shipping',
    ]);
  });

  it('O-3-29 blanks: each size at its blank price; fees and tax: discount off printing, tax on a domestic address', () => {
    expect(
      blanksCents(tee.blankCents, [
        { size: 'sml', quantity: 2 },
        { size: 'med', quantity: 3 },
      ]),
    ).toBe(1650);
    const priced = { printing: { totalCents: 1000, setupCents: 0 }, blanks: 1650, pieces: 5 } as Parameters<
      typeof itemCharges
    >[2];
    const abroad = itemCharges(tables, item(), priced, 10, 499);
    expect(abroad).toMatchObject({ discountCents: 100, breakdown: { printing: 900, shipping: 499, tax: 0 } });
    const home = itemCharges(tables, item({ address: CA }), priced, 0, 0);
    expect(home.breakdown.tax).toBe(Math.round(((1000 + 1650) * 725) / 10000));
  });

  it('quote issues: a warning is told once', () => {
    const log = quoteLog();
    log.warn('w');
    log.warn('w');
    expect(log.warnings).toEqual(['w']);
  });

  it('O-3-29 sla: each number of SLA days is dated once per quote', () => {
    let calls = 0;
    const due = dueDates({
      now: new Date('2026-11-20T18:00:00Z'),
      dueDate: (d) => {
        calls++;
        return new Date(Date.UTC(2026, 10, 20 + d));
      },
    });
    expect(due(3, 'FRESNO').iso).toBe('2026-11-23T00:00:00.000Z');
    expect(due(3, 'FRESNO')).toBe(due(3, 'SCRANTON'));
    expect(calls).toBe(1);
    // O-9-72: a facility open around the clock has its own calendar, so its date is asked for apart.
    due(3, 'INDY');
    expect(calls).toBe(2);
  });
});
