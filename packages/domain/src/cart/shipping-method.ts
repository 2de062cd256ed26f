import type { Cart, Shipment } from '../entities/entities.ts';
import { requireShipment } from './cart-lookup.ts';

/** The default service code: choosing it means "no specific method" (O-4-06). */
export const STANDARD_SHIPPING_METHOD = 'standard';

export interface ChooseShippingMethod {
  shipmentId: string;
  method: string;
}

/** O-4-06 / O-4-07: "standard" removes the stored method from the shipment, anything else is stored on it. */
export function chooseShippingMethod(cart: Cart, action: ChooseShippingMethod): Cart {
  requireShipment(cart, action.shipmentId);
  return {
    ...cart,
    shipments: cart.shipments.map((s) => (s.id === action.shipmentId ? withMethod(s, action.method) : s)),
  };
}

function withMethod(shipment: Shipment, method: string): Shipment {
  const { shippingMethod: _dropped, ...rest } = shipment;
  return method === STANDARD_SHIPPING_METHOD ? rest : { ...rest, shippingMethod: method };
}

/**
 * O-4-06: the service a shipment is charged and sent with: its stored method, else the standard service (no
 * stored method means standard, never "not chosen").
 */
export const chargedShippingMethod = (method: string | null | undefined): string =>
  method?.trim() ? method : STANDARD_SHIPPING_METHOD;
