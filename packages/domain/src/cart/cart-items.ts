import type { Cart, Printable } from '../entities/entities.ts';

/** O-4-03: only complete printables count as cart items. */
export function cartItems(cart: Pick<Cart, 'printables'>): Printable[] {
  return cart.printables.filter((p) => p.complete);
}

/** O-1-11 / O-4-03: the count the header shows ("N items"). */
export function cartItemCount(cart: Pick<Cart, 'printables'>): number {
  return cartItems(cart).length;
}
