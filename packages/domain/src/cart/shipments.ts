import type { Address, Cart, ShippingMode } from '../entities/entities.ts';
import { DomainError } from '../errors/domain-error.ts';
import { requirePrintable, requireShipment } from './cart-lookup.ts';
import { isAllowedQuantity, MAX_QUANTITY_PER_SIZE } from './quantity-limits.ts';

export interface SetShippingMode {
  mode: ShippingMode;
}

/**
 * O-3-02 / O-4-05: switches between one address and several. Shipments are kept, so switching back restores
 * the user's work; in single mode only the first one is considered (considered-shipments.ts).
 */
export function setShippingMode(cart: Cart, action: SetShippingMode): Cart {
  return cart.shippingMode === action.mode ? cart : { ...cart, shippingMode: action.mode };
}

export interface AddShipment {
  shipmentId: string;
  address?: Address | null;
}

/** Adds an empty shipment (no address, no items); limits are a checkout rule (checkout/shipment-limits.ts). */
export function addShipment(cart: Cart, action: AddShipment): Cart {
  if (cart.shipments.some((s) => s.id === action.shipmentId)) {
    throw new DomainError('duplicate_shipment', `Shipment ${action.shipmentId} already exists`);
  }
  return {
    ...cart,
    shipments: [...cart.shipments, { id: action.shipmentId, address: action.address ?? null, items: [] }],
  };
}

export interface ShipmentRef {
  shipmentId: string;
}

/** Removes a shipment; removing an absent one is a no-op (retries). */
export function removeShipment(cart: Cart, action: ShipmentRef): Cart {
  return { ...cart, shipments: cart.shipments.filter((s) => s.id !== action.shipmentId) };
}

export interface SetShipmentAddress {
  shipmentId: string;
  address: Address | null;
}

/** Sets (or clears) a shipment's address; validity is checked at checkout (checkout/checkout-blockers.ts). */
export function setShipmentAddress(cart: Cart, action: SetShipmentAddress): Cart {
  requireShipment(cart, action.shipmentId);
  return {
    ...cart,
    shipments: cart.shipments.map((s) =>
      s.id === action.shipmentId ? { ...s, address: action.address } : s,
    ),
  };
}

export interface SetQuantities {
  shipmentId: string;
  printableId: string;
  /** Quantity per size code (O-3-07); replaces the item's quantities. */
  quantities: Record<string, number>;
}

/**
 * Sets the per-size quantities of one printable in one shipment, creating the item when absent. Quantities
 * are whole numbers within the per-size limit; anything else is a bug in the caller (the forms read
 * them with readQuantity first).
 */
export function setQuantities(cart: Cart, action: SetQuantities): Cart {
  requireShipment(cart, action.shipmentId);
  requirePrintable(cart, action.printableId);
  for (const [size, quantity] of Object.entries(action.quantities)) {
    if (!isAllowedQuantity(quantity)) {
      throw new DomainError(
        'invalid_quantity',
        `Quantity for size ${size} must be a whole number from 0 to ${MAX_QUANTITY_PER_SIZE}`,
      );
    }
  }
  const quantities = { ...action.quantities };
  return {
    ...cart,
    shipments: cart.shipments.map((s) => {
      if (s.id !== action.shipmentId) return s;
      const exists = s.items.some((i) => i.printableId === action.printableId);
      const items = exists
        ? s.items.map((i) => (i.printableId === action.printableId ? { ...i, quantities } : i))
        : [...s.items, { printableId: action.printableId, quantities }];
      return { ...s, items };
    }),
  };
}

export interface RemoveShipmentItems {
  /** The (shipment, printable) pairs to drop, e.g. the quote's zero-quantity removals (O-5-75). */
  items: readonly { shipmentId: string; printableId: string }[];
}

/** O-5-75: drops the given items from their shipments; the printables themselves stay in the cart. */
export function removeShipmentItems(cart: Cart, action: RemoveShipmentItems): Cart {
  if (action.items.length === 0) return cart;
  const drop = new Set(action.items.map((i) => `${i.shipmentId}\u0000${i.printableId}`));
  return {
    ...cart,
    shipments: cart.shipments.map((s) => ({
      ...s,
      items: s.items.filter((i) => !drop.has(`${s.id}\u0000${i.printableId}`)),
    })),
  };
}
