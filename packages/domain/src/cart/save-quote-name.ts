import type { Cart } from '../entities/entities.ts';

/** Longest cart name we store; a name is a label, not a document. */
export const CART_NAME_MAX_LENGTH = 100;

export interface SaveQuoteName {
  name: string;
}

export interface SaveQuoteNameResult {
  cart: Cart;
  /** Whether the save prompt stays open: false once a name was saved. */
  savePromptOpen: boolean;
}

/**
 * O-4-20: saving a quote name sets the cart name (po) and closes the save prompt. A blank name saves nothing
 * and keeps the prompt open, so the user can type one.
 */
export function saveQuoteName(cart: Cart, action: SaveQuoteName): SaveQuoteNameResult {
  const name = action.name.trim().slice(0, CART_NAME_MAX_LENGTH);
  if (name === '') return { cart, savePromptOpen: true };
  return { cart: { ...cart, po: name }, savePromptOpen: false };
}
