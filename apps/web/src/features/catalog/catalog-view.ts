/** Which printable screen shows (O-2-20..24, docs/decisions/printable-screens.md). */
export type CatalogView =
  | { kind: 'product'; productIdentifier: string }
  | { kind: 'category'; category: string }
  | { kind: 'brand'; brand: string }
  | { kind: 'family'; family: string }
  | { kind: 'search'; search: string };

/**
 * O-2-20..23: the printable base chooses by what was given, product first, then brand or category, then
 * family, else the default catalogue (search with an empty query). Detail, family and category routes carry
 * their choice in the path.
 */
export function catalogView(
  route: 'printableBase' | 'printableDetail' | 'printableFamily' | 'printableCategory',
  params: { family?: string; category?: string },
  query: URLSearchParams,
): CatalogView {
  if (route === 'printableFamily' && params.family) return { kind: 'family', family: params.family };
  if (route === 'printableCategory' && params.category)
    return { kind: 'category', category: params.category };
  if (route === 'printableDetail') return { kind: 'search', search: query.get('search') ?? '' };
  const product = query.get('productIdentifier');
  if (product) return { kind: 'product', productIdentifier: product };
  const category = query.get('category');
  if (category) return { kind: 'category', category };
  const brand = query.get('brand');
  if (brand) return { kind: 'brand', brand };
  const family = query.get('family');
  if (family) return { kind: 'family', family };
  return { kind: 'search', search: query.get('search') ?? '' };
}

/** O-2-52 / O-9-02: catalogue search waits this long after the last keystroke (the domain's constant). */
export { CATALOG_SEARCH_DEBOUNCE_MS } from '@platen/domain/checkout/catalog-search';
/** O-2-53 */
export const CATALOG_SEARCH_PLACEHOLDER = 'SKU, brand, keyword';

/** O-2-54 / O-2-55: printable detail, with `search` only when the query is not empty. */
export function searchUrl(cartId: string, printableId: string, query: string): string {
  const base = `/order/v2/cart/${encodeURIComponent(cartId)}/printable/${encodeURIComponent(printableId)}/detail`;
  const q = query.trim();
  return q ? `${base}?${new URLSearchParams({ search: q })}` : base;
}
