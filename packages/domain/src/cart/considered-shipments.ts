import type { Cart, Shipment } from '../entities/entities.ts';

/** O-4-05 / O-5-76: in single shipping mode only the first shipment counts; otherwise all of them. */
export function consideredShipments(cart: Pick<Cart, 'shipments' | 'shippingMode'>): Shipment[] {
  return cart.shippingMode === 'single' ? cart.shipments.slice(0, 1) : cart.shipments;
}
