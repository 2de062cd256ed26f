import { isDomestic } from '../address/domestic.ts';
import { itemFees, salesTaxCents } from './fees-and-tax.ts';
import { percentOf, type PricingTables } from './pricing-tables.ts';
import type { PrintingPrice } from './print-prices.ts';
import type { BreakdownEntry, EngineItem, ItemDetail } from './quote-types.ts';

/** Quote step "blanks": the blank garments of the item's sizes, at the product's blank price per size. */
export const blanksCents = (
  blankCents: Record<string, number>,
  lines: readonly { size: string; quantity: number }[],
): number => lines.reduce((s, l) => s + (blankCents[l.size] ?? 0) * l.quantity, 0);

/**
 * Quote steps "fees" and "tax": the pricing tier's discount off printing, the item's fees (rush, fold and
 * poly, pre-production, proof, small order) and sales tax on goods and fees shipped to a domestic address.
 */
export function itemCharges(
  tables: PricingTables,
  item: EngineItem,
  priced: { printing: PrintingPrice; blanks: number; pieces: number },
  discountPct: number,
  shippingCents: number,
): { breakdown: BreakdownEntry; fees: ItemDetail['fees']; discountCents: number } {
  const discountCents = percentOf(priced.printing.totalCents, discountPct);
  const printing = priced.printing.totalCents - discountCents;
  const fees = itemFees(tables, {
    goodsCents: printing + priced.blanks,
    quantity: priced.pieces,
    rushOrder: item.features?.rushOrder,
    foldPoly: item.features?.foldPoly,
    preProduction: item.features?.preProduction,
    sendProof: item.features?.sendProof,
  });
  const feeCents = fees.reduce((s, f) => s + f.cents, 0);
  const taxable = item.address && isDomestic(item.address.country) ? printing + priced.blanks + feeCents : 0;
  const tax = taxable > 0 ? salesTaxCents(tables, item.address?.state, taxable) : 0;
  return {
    breakdown: { printing, blanks: priced.blanks, shipping: shippingCents, fees: feeCents, tax },
    fees,
    discountCents,
  };
}
