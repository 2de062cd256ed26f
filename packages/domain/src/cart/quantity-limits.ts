/**
 * The most pieces of one size one shipment item may hold. The cart schema (packages/contracts
 * LIMITS.quantity) and the bulk quote bound quantities by the same number, so a value the form accepts is never
 * one the server refuses.
 */
export const MAX_QUANTITY_PER_SIZE = 1_000_000;

/** What the quantity fields say about a value they cannot take. */
export const QUANTITY_MESSAGES = {
  notWhole: 'Enter a whole number of pieces (0 or more).',
  tooMany: `At most ${MAX_QUANTITY_PER_SIZE.toLocaleString('en-US')} per size; for more, contact sales.`,
} as const;

export type QuantityReading = { ok: true; quantity: number } | { ok: false; message: string };

/**
 * Reads a quantity as typed in a size field: empty is 0; digits (thousands separated by commas or spaces
 * allowed) up to MAX_QUANTITY_PER_SIZE; anything else (decimals, signs, exponents, words) is refused with a
 * message for the field.
 */
export function readQuantity(text: string): QuantityReading {
  const t = text.trim().replace(/[,\s]/g, '');
  if (t === '') return { ok: true, quantity: 0 };
  if (!/^\d+$/.test(t)) return { ok: false, message: QUANTITY_MESSAGES.notWhole };
  const quantity = Number(t);
  if (quantity > MAX_QUANTITY_PER_SIZE) return { ok: false, message: QUANTITY_MESSAGES.tooMany };
  return { ok: true, quantity };
}

/** True when a stored quantity is one the cart can hold. */
export const isAllowedQuantity = (n: number): boolean =>
  Number.isSafeInteger(n) && n >= 0 && n <= MAX_QUANTITY_PER_SIZE;
