import { allocateCents } from '../money/allocate-cents.ts';
import type { Cents } from '../units/units.ts';
import type { OrderLine } from './order-lines.ts';

/** An order line with its price: `totalCents` is the size's share of its item; `unitCents` is that over its pieces. */
export type PricedOrderLine<L extends OrderLine = OrderLine> = L & { unitCents: Cents; totalCents: Cents };

/**
 * Order lines (one per size) priced from their items' amounts (printing + blanks of a shipment's printable): each
 * item's amount is split over its sizes by pieces in whole cents (largest remainder), so the sizes of an item add
 * up exactly to the item's line on the review and the invoice. `unitCents` is the size's total over its pieces,
 * rounded down: a figure to show beside its quantity, never one to multiply back.
 */
export function priceOrderLines<L extends OrderLine>(
  lines: readonly L[],
  amountOf: (shipmentId: string, printableId: string) => number | undefined,
): PricedOrderLine<L>[] {
  const groups = new Map<string, number[]>();
  lines.forEach((l, i) => {
    const key = `${l.shipmentId}\u0000${l.printableId}`;
    groups.set(key, [...(groups.get(key) ?? []), i]);
  });
  const totals = new Array<number>(lines.length).fill(0);
  for (const indexes of groups.values()) {
    const first = lines[indexes[0] ?? 0];
    const amount = first ? (amountOf(first.shipmentId, first.printableId) ?? 0) : 0;
    const quantities = indexes.map((i) => lines[i]?.quantity ?? 0);
    const parts = quantities.some((q) => q > 0) ? allocateCents(amount, quantities) : quantities.map(() => 0);
    indexes.forEach((lineIndex, k) => {
      totals[lineIndex] = parts[k] ?? 0;
    });
  }
  return lines.map((l, i) => {
    const totalCents = (totals[i] ?? 0) as Cents;
    const unitCents = (l.quantity > 0 ? Math.floor(totalCents / l.quantity) : 0) as Cents;
    return { ...l, unitCents, totalCents };
  });
}
