import { consideredShipments } from '../cart/considered-shipments.ts';
import type { Cart } from '../entities/entities.ts';

/** One order line: a size of a printable in a shipment, with a quantity above zero. */
export interface OrderLine {
  lineNo: number;
  shipmentId: string;
  printableId: string;
  productIdentifier: string | null;
  color: string | null;
  size: string;
  quantity: number;
}

/**
 * The lines an order is made of: every size with a quantity above 0, of complete printables, in the shipments
 * the checkout considers (single mode: the first only, O-4-05). Numbered from 1 in cart order.
 */
export function orderLines(cart: Pick<Cart, 'shipments' | 'shippingMode' | 'printables'>): OrderLine[] {
  const printables = new Map(cart.printables.filter((p) => p.complete).map((p) => [p.id, p]));
  const lines: OrderLine[] = [];
  for (const shipment of consideredShipments(cart)) {
    for (const item of shipment.items) {
      const printable = printables.get(item.printableId);
      if (!printable) continue;
      for (const [size, quantity] of Object.entries(item.quantities)) {
        if (!(quantity > 0)) continue;
        lines.push({
          lineNo: lines.length + 1,
          shipmentId: shipment.id,
          printableId: printable.id,
          productIdentifier: printable.productIdentifier,
          color: printable.color,
          size,
          quantity,
        });
      }
    }
  }
  return lines;
}

/** The order's items: one per printable, in the order its first line appears (what lifecycle item indexes count). */
export const orderItemPrintables = (lines: readonly Pick<OrderLine, 'printableId'>[]): string[] => [
  ...new Set(lines.map((l) => l.printableId)),
];

/** Business days of production before the due date: the rush tier when one is chosen, else the standard 9. */
export const STANDARD_PRODUCTION_DAYS = 9;

export function productionDays(features: Pick<Cart['features'], 'rushOrder'>): number {
  const rush = features.rushOrder;
  return typeof rush === 'number' && rush > 0 ? rush : STANDARD_PRODUCTION_DAYS;
}
