import { shipmentSla } from '../sla/shipment-sla.ts';
import { type Cents, cents } from '../units/units.ts';
import type { QuoteItemRef } from './build-quote-request.ts';
import { suppressesTotals } from './order-issues.ts';
import type { AdditionalCharge, QuoteRequestItem, QuoteResponse } from './quote-request.ts';

/** A quote answer folded onto the cart: what the quote state stores (O-4-28). */
export interface QuoteResult {
  /**
   * Unit price per printable id (printing + blanks over its quantity, rounded): a figure shown beside its quantity,
   * never multiplied back into amounts (per-size amounts come from ordering/price-order-lines, which add up).
   */
  printables: Record<string, Cents>;
  /** Shipping per shipment id; null when suppressed (O-4-34/35). */
  shipping: Record<string, Cents> | null;
  fees: Cents | null;
  tax: Cents | null;
  blanks: Cents;
  printing: Cents;
  /** Shipment SLA in days per shipment id (O-4-52..54). */
  sla: Record<string, number | null>;
  facilities: string[];
  priceMatch: Cents | null;
  additionalCharges: AdditionalCharge[];
}

const quantityOf = (item: QuoteRequestItem | undefined): number =>
  (item?.products ?? []).reduce((sum, p) => sum + p.quantity, 0);

/**
 * Folds the bulk quote answer onto the items it was asked for: breakdown[i] belongs to refs[i]. Shipping, fees
 * and tax stay null when an order issue says the address or the design is missing (O-4-34..36).
 */
export function quoteResult(
  response: QuoteResponse,
  items: readonly QuoteRequestItem[],
  refs: readonly QuoteItemRef[],
): QuoteResult {
  const goods = new Map<string, { amount: number; quantity: number }>();
  const shipping: Record<string, number> = {};
  const slaEntries = new Map<string, { days: number | null }[]>();
  let fees = 0;
  let tax = 0;
  let blanks = 0;
  let printing = 0;

  response.breakdown.forEach((entry, i) => {
    const ref = refs[i];
    if (!ref) return;
    const g = goods.get(ref.printableId) ?? { amount: 0, quantity: 0 };
    goods.set(ref.printableId, {
      amount: g.amount + entry.printing + entry.blanks,
      quantity: g.quantity + quantityOf(items[i]),
    });
    shipping[ref.shipmentId] = (shipping[ref.shipmentId] ?? 0) + entry.shipping;
    fees += entry.fees;
    tax += entry.tax;
    blanks += entry.blanks;
    printing += entry.printing;
    const sla = response.sla?.[i];
    if (sla) slaEntries.set(ref.shipmentId, [...(slaEntries.get(ref.shipmentId) ?? []), sla]);
  });

  const suppressed = suppressesTotals(response.orderIssues);
  const printables: Record<string, Cents> = {};
  for (const [id, g] of goods) printables[id] = cents(g.quantity > 0 ? Math.round(g.amount / g.quantity) : 0);
  const sla: Record<string, number | null> = {};
  for (const ref of refs) sla[ref.shipmentId] = shipmentSla(slaEntries.get(ref.shipmentId));

  return {
    printables,
    shipping: suppressed
      ? null
      : Object.fromEntries(Object.entries(shipping).map(([id, amount]) => [id, cents(amount)])),
    fees: suppressed ? null : cents(fees),
    tax: suppressed ? null : cents(tax),
    blanks: cents(blanks),
    printing: cents(printing),
    sla,
    facilities: response.facilities ?? [],
    priceMatch: response.priceMatch ?? null,
    additionalCharges: response.additionalCharges ?? [],
  };
}
