/** What the cart list says about one of the user's carts (GET order2 carts). */
export interface CartListing {
  _id: string;
  savedAt: string | null;
  orderedAt: string | null;
  updatedAt: string;
  itemCount: number;
}

/**
 * docs/decisions/open-cart.md: the cart a visit to the order start resumes: the user's most recently
 * changed cart that is neither ordered nor saved under a name (saved quotes are reopened from the drafts
 * page); null when there is none, and a new cart is made.
 */
export function openCartOf<T extends CartListing>(carts: readonly T[]): T | null {
  let best: T | null = null;
  for (const c of carts) {
    if (c.orderedAt || c.savedAt) continue;
    if (!best || Date.parse(c.updatedAt) > Date.parse(best.updatedAt)) best = c;
  }
  return best;
}
