import type { Cart } from '@platen/domain/entities/entities';

/**
 * Reads the cart the server embedded in a `/order/v2/cart/:cartId` page (O-1-09): its GET answer (O-7-10,
 * `{_full, _v}`), so the first screen renders without fetching it. Null when absent or not that shape; the
 * cart route then fetches it as before. The document is trusted as the GET answer is: the server validated it
 * on every write.
 */
export function readInitialCart(doc: Document = document): { cart: Cart; version: number } | null {
  const text = doc.getElementById('initial-cart')?.textContent;
  if (!text) return null;
  try {
    const v: unknown = JSON.parse(text);
    if (typeof v !== 'object' || v === null) return null;
    const { _full, _v } = v as { _full?: unknown; _v?: unknown };
    const full = _full as { _id?: unknown } | null | undefined;
    if (typeof full !== 'object' || full === null || typeof full._id !== 'string') return null;
    if (!Number.isInteger(_v) || (_v as number) < 0) return null;
    return { cart: _full as Cart, version: _v as number };
  } catch {
    return null;
  }
}
