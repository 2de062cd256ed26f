import { percentOf, type PricingTables, roundCents } from './pricing-tables.ts';

export interface FeeInput {
  /** Printing + blanks of the item, after the pricing-tier discount. */
  goodsCents: number;
  quantity: number;
  rushOrder?: number | null;
  foldPoly?: boolean | null;
  preProduction?: boolean | null;
  sendProof?: boolean | null;
}

export interface FeeLine {
  code: 'rush' | 'pre-production' | 'fold-poly' | 'proof';
  cents: number;
}

/** Whether the rush table prices these rush days. */
export const isPricedRush = (tables: PricingTables, days: number): boolean =>
  Object.hasOwn(tables.fees.rushPercent, String(days));

/**
 * The fees of one item: rush (a percent of its goods by rush days, at least the minimum), pre-production sample,
 * fold-and-poly-bag per piece and a proof.
 */
export function itemFees(tables: PricingTables, input: FeeInput): FeeLine[] {
  const f = tables.fees;
  const lines: FeeLine[] = [];
  if (input.rushOrder != null && isPricedRush(tables, input.rushOrder)) {
    const pct = f.rushPercent[String(input.rushOrder)]!;
    lines.push({ code: 'rush', cents: Math.max(f.rushMinimumCents, percentOf(input.goodsCents, pct)) });
  }
  if (input.preProduction) lines.push({ code: 'pre-production', cents: f.preProductionCents });
  if (input.foldPoly) lines.push({ code: 'fold-poly', cents: f.foldPolyPerPieceCents * input.quantity });
  if (input.sendProof) lines.push({ code: 'proof', cents: f.proofCents });
  return lines;
}

/** Percent off printing of a pricing tier; null for an unknown tier; 0 when no tier is given. */
export function tierDiscountPercent(tables: PricingTables, tier: string | null | undefined): number | null {
  if (tier == null || tier === '') return 0;
  return Object.hasOwn(tables.tiers, tier) ? tables.tiers[tier]! : null;
}

/** State sales tax on the taxable amount (goods and fees; shipping is not taxed), rounded to cents. */
export function salesTaxCents(
  tables: PricingTables,
  state: string | null | undefined,
  taxableCents: number,
): number {
  const key = (state ?? '').trim().toUpperCase();
  const bp = Object.hasOwn(tables.salesTax, key) ? tables.salesTax[key]! : 0;
  return roundCents((taxableCents * bp) / 10_000);
}
