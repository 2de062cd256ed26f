import type { Db } from '@platen/db';
import { type RushOffer, rushOffers } from '@platen/domain/calendar/rush-offers';
import { RUSH_ORDER_DAYS } from '@platen/domain/calendar/sla';
import { quoteBulk } from '@platen/domain/pricing/quote-engine';
import type { EngineRequest, QuoteContext } from '@platen/domain/pricing/quote-types';
import {
  type CalculatorInput,
  calculatorAssumption,
  calculatorRequest,
  readCalculatorQuery,
} from '@platen/domain/site/price-calculator';
import { loadQuoteContext } from '../quote/quote-context.ts';

export interface CalculatorResult {
  pieces: number;
  unitCents: number | null;
  totalCents: number | null;
  breakdown: { printing: number; blanks: number; fees: number; shipping: number; tax: number } | null;
  slaDays: number | null;
  dueDate: string | null;
  issues: string[];
  warnings: string[];
  /** O-9-22: the rush tiers that make it due sooner, each with its fee and the due date it buys. */
  rush: RushOffer[];
  /** What the price assumes of the print ("printed on the front: medium, up to 10 × 12 in ..."). */
  assumes: string;
}

/**
 * The public price calculator's answer, from the same quote engine and context checkout uses (no user,
 * so no designs: the front side is priced by its colour count or print area).
 */
export async function priceCalculator(
  db: Db,
  input: CalculatorInput,
  now = new Date(),
): Promise<CalculatorResult> {
  const pieces = input.quantities.reduce((s, l) => s + l.quantity, 0);
  if (!input.product || pieces === 0)
    return {
      pieces,
      unitCents: null,
      totalCents: null,
      breakdown: null,
      slaDays: null,
      dueDate: null,
      issues: [],
      warnings: [],
      assumes: calculatorAssumption(input),
      rush: [],
    };
  const ctx = await loadQuoteContext(db, calculatorRequest(input), '', now);
  // The product's front print area is known once the context is loaded: DTG places the chosen print size on it.
  const request = calculatorRequest(input, ctx.product(input.product)?.printAreas.front);
  const r = quoteBulk(request, ctx);
  const b = r.breakdown[0];
  const rush = rushOffersOf(request, ctx, r.details[0]?.dueDate ?? null);
  const ok = r.issues.length === 0 && b;
  const total = ok ? b.printing + b.blanks + b.fees + b.shipping + b.tax : null;
  return {
    pieces,
    unitCents: total === null ? null : Math.round(total / pieces),
    totalCents: total,
    breakdown: ok
      ? { printing: b.printing, blanks: b.blanks, fees: b.fees, shipping: b.shipping, tax: b.tax }
      : null,
    slaDays: ok ? (r.details[0]?.slaDays ?? null) : null,
    dueDate: ok ? (r.details[0]?.dueDate ?? r.dueDate ?? null) : null,
    issues: r.issues.map((i) => i.message),
    warnings: r.warnings,
    assumes: calculatorAssumption(input),
    rush: r.issues.length === 0 ? rush : [],
  };
}

/** The calculator's item quoted once per rush tier: the tiers that beat the due date without rush. */
function rushOffersOf(request: EngineRequest, ctx: QuoteContext, standardDue: string | null): RushOffer[] {
  const item = request.items[0];
  if (!item) return [];
  const r = quoteBulk(
    { items: RUSH_ORDER_DAYS.map((days) => ({ ...item, features: { ...item.features, rushOrder: days } })) },
    ctx,
  );
  return rushOffers(
    standardDue,
    RUSH_ORDER_DAYS.map((days, i) => ({
      days,
      cents: r.details[i]?.fees.find((f) => f.code === 'rush')?.cents ?? 0,
      dueDate: r.details[i]?.dueDate ?? null,
    })),
  );
}

/**
 * Unit prices of many products at one quantity in one quote: each product's first colour and size, its first
 * print type, one colour on the front (DTG: the default print size, calculatorAssumption says which). null where
 * the engine cannot price it.
 */
export async function unitPrices(
  db: Db,
  products: readonly {
    identifier: string;
    printTypes: readonly string[];
    colors: readonly { name: string; sizes: readonly string[] }[];
  }[],
  quantity: number,
  printType?: string,
  now = new Date(),
): Promise<(number | null)[]> {
  const inputs = products.map((p) => {
    const c = p.colors[0];
    const type =
      printType && p.printTypes.includes(printType) ? printType : (p.printTypes[0] ?? 'screenprint');
    const input = readCalculatorQuery({
      product: p.identifier,
      color: c?.name,
      type,
      [`q.${c?.sizes[0] ?? ''}`]: String(quantity),
    });
    return input;
  });
  if (inputs.length === 0) return [];
  const ctx = await loadQuoteContext(
    db,
    { items: inputs.map((input) => calculatorRequest(input).items[0]!), sla: false },
    '',
    now,
  );
  const items = inputs.map(
    (input) => calculatorRequest(input, ctx.product(input.product)?.printAreas.front).items[0]!,
  );
  const request = { items, sla: false };
  const r = quoteBulk(request, ctx);
  const failed = new Set(r.issues.map((i) => Number(/^items\[(\d+)\]/.exec(i.path)?.[1] ?? -1)));
  return r.breakdown.map((b, i) =>
    failed.has(i) ? null : Math.round((b.printing + b.blanks + b.fees + b.shipping + b.tax) / quantity),
  );
}
