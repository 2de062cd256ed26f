import type { Cart } from '../entities/entities.ts';
import type { CartAction } from './cart-reducer.ts';
import { consideredShipments } from './considered-shipments.ts';
import { readQuantity } from './quantity-limits.ts';

/** Per-size quantities chosen before the product is in the cart (product page). */
export type SizeQuantities = Record<string, number>;

/** Only the sizes with a quantity above 0. */
const positive = (q: SizeQuantities): SizeQuantities =>
  Object.fromEntries(Object.entries(q).filter(([, n]) => n > 0));

/**
 * The cart edits that put the quantities typed on the product page into the cart for a printable: they
 * go to the first considered shipment (O-4-05), merged over what it already holds for that printable; a cart
 * without shipments gets one, without an address yet (the address step fills it in). Nothing when no size
 * has a quantity.
 */
export function productQuantityEdits(
  cart: Pick<Cart, 'shipments' | 'shippingMode'>,
  printableId: string,
  quantities: SizeQuantities,
  newId: () => string,
): CartAction[] {
  const chosen = positive(quantities);
  if (Object.keys(chosen).length === 0) return [];
  const first = consideredShipments(cart)[0];
  const shipmentId = first?.id ?? newId();
  const current = first?.items.find((i) => i.printableId === printableId)?.quantities ?? {};
  return [
    ...(first ? [] : [{ type: 'addShipment', shipmentId } as const]),
    { type: 'setQuantities', shipmentId, printableId, quantities: { ...current, ...chosen } },
  ];
}

/** Quantities as a URL value ("med:10,lrg:2") carried from the product page to the design page. */
export function encodeSizeQuantities(quantities: SizeQuantities): string {
  return Object.entries(positive(quantities))
    .map(([size, n]) => `${encodeURIComponent(size)}:${n}`)
    .join(',');
}

/** Reads encodeSizeQuantities' value back; sizes whose quantity the cart could not hold are left out. */
export function decodeSizeQuantities(value: string | null | undefined): SizeQuantities {
  const out: SizeQuantities = {};
  for (const part of (value ?? '').split(',').slice(0, 50)) {
    const i = part.lastIndexOf(':');
    if (i <= 0) continue;
    const size = decodeURIComponent(part.slice(0, i)).slice(0, 20);
    const read = readQuantity(part.slice(i + 1));
    if (read.ok && read.quantity > 0) out[size] = read.quantity;
  }
  return out;
}
