import type { Cart } from '../entities/entities.ts';
import type { Issue } from '../errors/domain-error.ts';

/** O-9-03 / R-9-01: most shipments (addresses) one cart may ship to. */
export const BULK_SHIPPING_LIMIT = 20;
/** O-9-04 / R-9-04: most shipments one printable's quantities may be split across. */
export const SPLIT_SHIPPING_LIMIT = 10;

/**
 * O-9-03 / O-9-04 (docs/decisions/shipment-limits.md): a cart ships to at most 20 addresses, and a single
 * printable is split across at most 10 of them. Returns what is over the limit, empty when fine.
 */
export function shipmentLimitIssues(cart: Pick<Cart, 'shipments' | 'shippingMode'>): Issue[] {
  if (cart.shippingMode === 'single') return [];
  const issues: Issue[] = [];
  if (cart.shipments.length > BULK_SHIPPING_LIMIT) {
    issues.push({
      path: 'shipments',
      code: 'too_many_shipments',
      message: `An order can ship to at most ${BULK_SHIPPING_LIMIT} addresses.`,
    });
  }
  const splits = new Map<string, number>();
  for (const shipment of cart.shipments) {
    for (const item of new Set(shipment.items.map((i) => i.printableId))) {
      splits.set(item, (splits.get(item) ?? 0) + 1);
    }
  }
  for (const [printableId, count] of splits) {
    if (count > SPLIT_SHIPPING_LIMIT) {
      issues.push({
        path: `printables.${printableId}`,
        code: 'split_too_often',
        message: `One item can be split across at most ${SPLIT_SHIPPING_LIMIT} shipments.`,
      });
    }
  }
  return issues;
}

/** Whether one more shipment may be added (the UI disables "add address" otherwise). */
export function canAddShipment(cart: Pick<Cart, 'shipments'>): boolean {
  return cart.shipments.length < BULK_SHIPPING_LIMIT;
}
