import type { Cart, Printable } from '../entities/entities.ts';
import { requirePrintable } from './cart-lookup.ts';

export interface AddExtraColours {
  printableId: string;
  colors: readonly string[];
}

const colourKey = (color: string | null): string => (color ?? '').trim().toLowerCase();

/**
 * O-4-18 / O-4-19: clones the printable once per new colour name that has no printable yet (same product and
 * design draft). Colour names compare trimmed and case-insensitively, so "Black" and "black " are one colour.
 * Clones share the design draft, keep `complete`, and are not saved printables (one is created per colour
 * later, O-7-18), so the database fields are cleared. Ids come from `newId` to keep the function pure.
 */
export function addExtraColours(cart: Cart, action: AddExtraColours, newId: () => string): Cart {
  const source = requirePrintable(cart, action.printableId);
  const taken = new Set(
    cart.printables
      .filter(
        (p) => p.productIdentifier === source.productIdentifier && p.designDraftId === source.designDraftId,
      )
      .map((p) => colourKey(p.color)),
  );
  const clones: Printable[] = [];
  for (const raw of action.colors) {
    const color = raw.trim();
    const key = colourKey(color);
    if (key === '' || taken.has(key)) continue;
    taken.add(key);
    clones.push({ ...source, id: newId(), color, databasePrintableId: null, databasePrintableName: null });
  }
  if (clones.length === 0) return cart;
  const at = cart.printables.indexOf(source) + 1;
  return {
    ...cart,
    printables: [...cart.printables.slice(0, at), ...clones, ...cart.printables.slice(at)],
  };
}
