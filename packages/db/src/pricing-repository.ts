import type { PricingTables } from '@platen/domain/pricing/pricing-tables';
import { readSeed } from './catalog-repository.ts';
import type { Queryable } from './db.ts';

interface PricingSeed {
  screenprint: { quantityTiers: number[]; perSide: Record<string, number[]>; screenSetupPerColor: number };
  dtg: {
    areaTiers: { tier: string; maxSquareInches: number }[];
    firstSide: Record<string, number>;
    additionalSide: Record<string, number>;
  };
  embroidery: { perSide: number; freeStitches: number; stitchTier: number; perStitchTier: number };
  flat: Record<string, Record<string, number>>;
  fees: {
    rushPercent: Record<string, number>;
    rushMinimum: number;
    preProduction: number;
    foldPolyPerPiece: number;
    proof: number;
  };
  pricingTiers: Record<string, { discountPercent: number; description: string }>;
  shipping: Record<string, { base: number; perPiece: number }>;
  productionDays: Record<string, number>;
  salesTaxBasisPoints: Record<string, number>;
  deliveryDays: Record<string, Record<string, number>>;
}

// One round trip: every table folded into one JSON document.
const LOAD = `SELECT json_build_object(
  'screenprint', (SELECT coalesce(json_agg(json_build_object('colors', colors, 'minQuantity', min_quantity, 'perSideCents', per_side_cents)), '[]') FROM pricing_screenprint),
  'dtg', (SELECT coalesce(json_agg(json_build_object('areaTier', area_tier, 'maxSquareInches', max_square_inches, 'firstSideCents', first_side_cents, 'additionalSideCents', additional_side_cents)), '[]') FROM pricing_dtg),
  'embroidery', (SELECT json_build_object('perSideCents', per_side_cents, 'freeStitches', free_stitches, 'stitchTier', stitch_tier, 'perTierCents', per_tier_cents) FROM pricing_embroidery WHERE id = 1),
  'flat', (SELECT coalesce(json_agg(json_build_object('t', print_type, 'v', variant, 'c', cents)), '[]') FROM pricing_flat),
  'fees', (SELECT coalesce(json_agg(json_build_object('code', code, 'cents', cents, 'percent', percent)), '[]') FROM pricing_fees),
  'tiers', (SELECT coalesce(json_object_agg(code, discount_percent), '{}') FROM pricing_tiers),
  'salesTax', (SELECT coalesce(json_object_agg(state, basis_points), '{}') FROM sales_tax_rates),
  'shipping', (SELECT coalesce(json_object_agg(service, json_build_object('baseCents', base_cents, 'perPieceCents', per_piece_cents)), '{}') FROM shipping_rates),
  'productionDays', (SELECT coalesce(json_object_agg(print_type, days), '{}') FROM production_days),
  'delivery', (SELECT coalesce(json_agg(json_build_object('s', state, 'f', facility, 'd', days)), '[]') FROM delivery_estimates)
) AS t`;

interface Loaded {
  screenprint: PricingTables['screenprint'];
  dtg: {
    areaTier: string;
    maxSquareInches: number | string;
    firstSideCents: number;
    additionalSideCents: number;
  }[];
  embroidery: PricingTables['embroidery'] | null;
  flat: { t: string; v: string; c: number }[];
  fees: { code: string; cents: number | null; percent: number | null }[];
  tiers: Record<string, number>;
  salesTax: Record<string, number>;
  shipping: PricingTables['shipping'];
  productionDays: Record<string, number>;
  delivery: { s: string; f: string; d: number | string }[];
}

/** The pricing tables (docs/decisions/pricing-model.md). */
export function pricingRepository(db: Queryable) {
  return {
    /**
     * What the database has committed, as the text of the current transaction snapshot (xmin:xmax:in-progress
     * xids): the same text later means no transaction committed or started writing in between, so anything read
     * after it is still what the database holds (a cache's cheap check, docs/decisions/quote-performance.md).
     */
    async committedState(): Promise<string> {
      const r = await db.query<{ s: string }>('SELECT pg_current_snapshot()::text AS s');
      return r.rows[0]!.s;
    },
    /** Every pricing table, in one query. */
    async tables(): Promise<PricingTables> {
      const r = await db.query<{ t: Loaded | string }>(LOAD);
      const raw = r.rows[0]!.t;
      const t: Loaded = typeof raw === 'string' ? JSON.parse(raw) : raw;
      const fee = (code: string) => t.fees.find((f) => f.code === code);
      const flat: Record<string, Record<string, number>> = {};
      for (const f of t.flat) flat[f.t] = { ...flat[f.t], [f.v]: f.c };
      const deliveryDays: Record<string, Record<string, number>> = {};
      for (const d of t.delivery) deliveryDays[d.s] = { ...deliveryDays[d.s], [d.f]: Number(d.d) };
      const rushPercent: Record<string, number> = {};
      for (const f of t.fees) {
        const m = /^rush_(\d+)$/.exec(f.code);
        if (m && f.percent != null) rushPercent[m[1]!] = f.percent;
      }
      return {
        screenprint: t.screenprint,
        dtg: t.dtg.map((d) => ({ ...d, maxSquareInches: Number(d.maxSquareInches) })),
        embroidery: t.embroidery ?? {
          perSideCents: 0,
          freeStitches: 10_000,
          stitchTier: 1000,
          perTierCents: 0,
        },
        flat,
        fees: {
          rushPercent,
          rushMinimumCents: fee('rush_minimum')?.cents ?? 0,
          preProductionCents: fee('pre_production')?.cents ?? 0,
          foldPolyPerPieceCents: fee('fold_poly_per_piece')?.cents ?? 0,
          proofCents: fee('proof')?.cents ?? 0,
          screenSetupPerColorCents: fee('screen_setup_per_color')?.cents ?? 0,
        },
        tiers: t.tiers,
        salesTax: t.salesTax,
        shipping: t.shipping,
        productionDays: t.productionDays,
        deliveryDays,
      };
    },
    async tierCodes(): Promise<{ code: string; discountPercent: number; description: string }[]> {
      const r = await db.query<{ code: string; discountPercent: number; description: string }>(
        'SELECT code, discount_percent AS "discountPercent", description FROM pricing_tiers ORDER BY discount_percent',
      );
      return r.rows;
    },
  };
}

/** Seeds the pricing tables from packages/db/seed/pricing.json; rows already there (maybe edited) are kept. */
export async function seedPricing(db: Queryable): Promise<void> {
  const p = readSeed<PricingSeed>('pricing.json');
  const rows = (sql: string, values: unknown[]) => db.query(sql, [JSON.stringify(values)]);
  const sp = Object.entries(p.screenprint.perSide).flatMap(([colors, prices]) =>
    prices.map((cents, i) => ({ colors: Number(colors), min: p.screenprint.quantityTiers[i], cents })),
  );
  await rows(
    `INSERT INTO pricing_screenprint (colors, min_quantity, per_side_cents)
     SELECT (x->>'colors')::int, (x->>'min')::int, (x->>'cents')::int FROM jsonb_array_elements($1::jsonb) x
     ON CONFLICT DO NOTHING`,
    sp,
  );
  await rows(
    `INSERT INTO pricing_dtg (area_tier, max_square_inches, first_side_cents, additional_side_cents)
     SELECT x->>'tier', (x->>'max')::numeric, (x->>'first')::int, (x->>'add')::int FROM jsonb_array_elements($1::jsonb) x
     ON CONFLICT DO NOTHING`,
    p.dtg.areaTiers.map((a) => ({
      tier: a.tier,
      max: a.maxSquareInches,
      first: p.dtg.firstSide[a.tier],
      add: p.dtg.additionalSide[a.tier],
    })),
  );
  const e = p.embroidery;
  await db.query(
    `INSERT INTO pricing_embroidery (id, per_side_cents, free_stitches, stitch_tier, per_tier_cents)
     VALUES (1, $1, $2, $3, $4) ON CONFLICT DO NOTHING`,
    [e.perSide, e.freeStitches, e.stitchTier, e.perStitchTier],
  );
  await rows(
    `INSERT INTO pricing_flat (print_type, variant, cents)
     SELECT x->>'t', x->>'v', (x->>'c')::int FROM jsonb_array_elements($1::jsonb) x ON CONFLICT DO NOTHING`,
    Object.entries(p.flat).flatMap(([t, vs]) => Object.entries(vs).map(([v, c]) => ({ t, v, c }))),
  );
  const fees = [
    ...Object.entries(p.fees.rushPercent).map(([d, pct]) => ({ code: `rush_${d}`, percent: pct })),
    { code: 'rush_minimum', cents: p.fees.rushMinimum },
    { code: 'pre_production', cents: p.fees.preProduction },
    { code: 'fold_poly_per_piece', cents: p.fees.foldPolyPerPiece },
    { code: 'proof', cents: p.fees.proof },
    { code: 'screen_setup_per_color', cents: p.screenprint.screenSetupPerColor },
  ];
  await rows(
    `INSERT INTO pricing_fees (code, cents, percent)
     SELECT x->>'code', (x->>'cents')::int, (x->>'percent')::int FROM jsonb_array_elements($1::jsonb) x
     ON CONFLICT DO NOTHING`,
    fees,
  );
  await rows(
    `INSERT INTO pricing_tiers (code, discount_percent, description)
     SELECT x->>'code', (x->>'pct')::int, x->>'d' FROM jsonb_array_elements($1::jsonb) x ON CONFLICT DO NOTHING`,
    Object.entries(p.pricingTiers).map(([code, t]) => ({ code, pct: t.discountPercent, d: t.description })),
  );
  await rows(
    `INSERT INTO sales_tax_rates (state, basis_points)
     SELECT x->>'s', (x->>'bp')::int FROM jsonb_array_elements($1::jsonb) x ON CONFLICT DO NOTHING`,
    Object.entries(p.salesTaxBasisPoints).map(([s, bp]) => ({ s, bp })),
  );
  await rows(
    `INSERT INTO shipping_rates (service, base_cents, per_piece_cents)
     SELECT x->>'s', (x->>'b')::int, (x->>'p')::int FROM jsonb_array_elements($1::jsonb) x ON CONFLICT DO NOTHING`,
    Object.entries(p.shipping).map(([s, r]) => ({ s, b: r.base, p: r.perPiece })),
  );
  await rows(
    `INSERT INTO production_days (print_type, days)
     SELECT x->>'t', (x->>'d')::int FROM jsonb_array_elements($1::jsonb) x ON CONFLICT DO NOTHING`,
    Object.entries(p.productionDays).map(([t, d]) => ({ t, d })),
  );
  await rows(
    `INSERT INTO delivery_estimates (state, facility, days)
     SELECT x->>'s', x->>'f', (x->>'d')::numeric FROM jsonb_array_elements($1::jsonb) x ON CONFLICT DO NOTHING`,
    Object.entries(p.deliveryDays).flatMap(([s, fs]) => Object.entries(fs).map(([f, d]) => ({ s, f, d }))),
  );
}
