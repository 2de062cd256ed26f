import type { Address, Cart } from '../entities/entities.ts';
import { orderItemPrintables, orderLines } from './order-lines.ts';

/**
 * The part of an ordered cart the customer is still charged for: the items whose `charged` flag is set
 * (billing/order-changes.ts `chargedItems`, by lifecycle item index) stay in their shipments, the others leave
 * them. Shipments stay in place (single-shipment mode prices the first one), empty or not. This is the cart the
 * quote engine re-prices after a change; the order keeps its full cart, so item indexes never move.
 */
export function chargedCart(cart: Cart, charged: readonly boolean[]): Cart {
  const printables = orderItemPrintables(orderLines(cart));
  const dropped = new Set(printables.filter((_, i) => charged[i] === false));
  if (dropped.size === 0) return cart;
  return {
    ...cart,
    shipments: cart.shipments.map((s) => ({
      ...s,
      items: s.items.filter((it) => !dropped.has(it.printableId)),
    })),
  };
}

/** Does the charged cart have anything left to price? */
export const hasChargedLines = (cart: Cart): boolean => orderLines(cart).length > 0;

/** The ordered cart with shipment `index`'s address or shipping method changed (what the lifecycle recorded). */
export function cartWithShipmentChange(
  cart: Cart,
  index: number,
  change: { address: Record<string, unknown> } | { shippingMethod: string },
): Cart {
  return {
    ...cart,
    shipments: cart.shipments.map((s, i) => {
      if (i !== index) return s;
      if ('address' in change) return { ...s, address: change.address as unknown as Address };
      return { ...s, shippingMethod: change.shippingMethod };
    }),
  };
}

/**
 * Does a cancel take anything off the price? Only when an item the stored quote priced is no longer charged. A
 * cancel that is not refunded (a reprint, printing started) leaves the order's price alone: it is not re-quoted at
 * today's prices.
 */
export function dropsPricedItem(
  cart: Cart,
  charged: readonly boolean[],
  pricedPrintableIds: readonly string[],
): boolean {
  const priced = new Set(pricedPrintableIds);
  return orderItemPrintables(orderLines(cart)).some((p, i) => charged[i] === false && priced.has(p));
}
