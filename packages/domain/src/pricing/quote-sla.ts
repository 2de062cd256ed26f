import type { Address } from '../entities/entities.ts';
import { businessHoursConfigFor } from '../calendar/facility-hours.ts';
import { slaDueDate } from '../calendar/sla.ts';
import { itemLeadTime } from '../ship-message/ship-message.ts';
import { isPricedRush } from './fees-and-tax.ts';
import type { PricingTables } from './pricing-tables.ts';
import { type QuotePrintType, quoteFacilityCandidates } from './quote-print-types.ts';
import type { SelectedItem } from './quote-select.ts';
import type { EngineItem, QuoteContext } from './quote-types.ts';

/** Days a garment whose blanks come from the supplier needs at least (the "long" ship message, R-9-58). */
export const SUPPLIER_STOCK_DAYS = 7;
/** Days of a backlogged product (R-9-59, the short end of 14-21). */
export const BACKLOGGED_DAYS = 14;

/**
 * Quote step "sla": production days of an item (print type, rush, supplier stock, backlog), with warnings.
 */
export function slaDays(
  item: EngineItem,
  p: Pick<SelectedItem, 'product' | 'color' | 'lines'>,
  tables: PricingTables,
  warn: (m: string) => void,
): number {
  let days = tables.productionDays[item.type] ?? 7;
  const rush = item.features?.rushOrder;
  if (rush != null && isPricedRush(tables, rush)) days = Math.min(days, rush);
  if (p.product.backlogged) {
    warn(`${p.product.name} is backlogged at the supplier: allow ${BACKLOGGED_DAYS}-21 business days.`);
    return Math.max(days, BACKLOGGED_DAYS);
  }
  const quantities: Record<string, number> = Object.create(null);
  for (const l of p.lines) quantities[l.size] = l.quantity;
  const lead = itemLeadTime(
    { productIdentifier: p.product.identifier, color: p.color, quantities },
    { type: p.product.type, primeStock: p.product.stock as Record<string, Record<string, number>> },
  );
  if (lead === 'long' && days < SUPPLIER_STOCK_DAYS) {
    if (rush != null)
      warn(
        `${p.product.name} in ${p.color} ships from supplier inventory: rush cannot go below ${SUPPLIER_STOCK_DAYS} days.`,
      );
    days = SUPPLIER_STOCK_DAYS;
  }
  return days;
}

/**
 * Due dates by SLA days at the printing facility's hours (calendar/sla.ts over calendar/facility-hours.ts, or the
 * context's own calendar): the business calendar is slow to walk, so each (hours, days) is dated once per quote.
 */
export function dueDates(
  ctx: Pick<QuoteContext, 'now' | 'dueDate'>,
): (days: number, facility: string | null) => { date: Date; iso: string } {
  const known = new Map<string, { date: Date; iso: string }>();
  return (days, facility) => {
    const config = businessHoursConfigFor(facility);
    const key = `${config.aroundTheClock === true}|${days}`;
    let d = known.get(key);
    if (!d) {
      const date = ctx.dueDate ? ctx.dueDate(days, config) : slaDueDate(ctx.now, days, config);
      d = { date, iso: date.toISOString() };
      known.set(key, d);
    }
    return d;
  };
}

/** The facility printing the type with the shortest delivery estimate to the address's state (spec order on ties). */
export function chooseFacility(
  tables: PricingTables,
  type: QuotePrintType,
  address: Address | null,
): string | null {
  const candidates: string[] = quoteFacilityCandidates(type);
  if (candidates.length === 0) return null;
  const state = (address?.state ?? '').trim().toUpperCase();
  const est = Object.hasOwn(tables.deliveryDays, state) ? tables.deliveryDays[state]! : null;
  if (!est) return candidates[0]!;
  let best = candidates[0]!;
  for (const c of candidates) if ((est[c] ?? 99) < (est[best] ?? 99)) best = c;
  return best;
}
