import type { Category, ProductSummary } from '@/api/print/products.ts';

/** The catalogue a printable detail page carries (server spa-catalog.ts): the search answer and "from" prices. */
export interface InitialCatalog {
  query: string;
  products: ProductSummary[];
  fromCents: Record<string, number | null>;
  categories: Category[];
}

let read = false;
let embedded: InitialCatalog | null = null;

/** Parses the page's `#initial-catalog` element; null when absent or not that shape. */
export function parseInitialCatalog(doc: Document): InitialCatalog | null {
  const text = doc.getElementById('initial-catalog')?.textContent;
  if (!text) return null;
  try {
    const v = JSON.parse(text) as Partial<InitialCatalog> | null;
    if (!v || typeof v.query !== 'string' || !Array.isArray(v.products)) return null;
    if (typeof v.fromCents !== 'object' || v.fromCents === null) return null;
    if (!Array.isArray(v.categories)) return null;
    return v as InitialCatalog;
  } catch {
    return null;
  }
}

/**
 * The embedded catalogue when it answers this search: the screen then renders from the page without asking
 * for the search and the products' prices. The page's answer is the server's at page time, as a fetch would be.
 */
export function initialCatalog(query: string, doc: Document = document): InitialCatalog | null {
  const e = embeddedCatalog(doc);
  return e && e.query === query ? e : null;
}

/** The category list the page carried (whatever the search), so the chips show with the first paint. */
export const initialCategories = (doc: Document = document): Category[] | null =>
  embeddedCatalog(doc)?.categories ?? null;

function embeddedCatalog(doc: Document): InitialCatalog | null {
  if (!read) {
    read = true;
    embedded = parseInitialCatalog(doc);
  }
  return embedded;
}
