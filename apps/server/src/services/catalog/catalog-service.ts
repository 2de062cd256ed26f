import type { CatalogProductResponse } from '@platen/contracts';
import { type CatalogProductDoc, catalogRepository, type Db } from '@platen/db';
import { sortSizes } from '@platen/domain/catalog/size-codes';
import { buildSearchIndex, type SearchIndex, searchIndex } from '@platen/domain/catalog-search/search-index';
import { AppError } from '../../errors/app-error.ts';
import { flattenDrawing, productDrawing } from './product-templates.ts';

const notFound = (what: string, id: string) => new AppError('not_found', `${what} ${id} not found.`);

/** The URL of a product's template in one colour and side (an SVG the mockups start from). */
export const templateUrl = (p: CatalogProductDoc, color: string, side: string) =>
  `/api/print/products/${encodeURIComponent(p.identifier)}/template/${encodeURIComponent(color)}/${encodeURIComponent(side)}`;

/** What names a product and files it, shared by the full view and the search summary. */
const productNaming = (p: CatalogProductDoc) => ({
  productId: p.productId,
  identifier: p.identifier,
  name: p.name,
  brand: p.brand,
  style: p.style,
  family: p.family,
  type: p.type,
  categories: p.categories,
});

/** R-3-04: the product as the API shows it (stock, tags and supplier stay behind their own calls). */
export function productView(p: CatalogProductDoc): CatalogProductResponse {
  return {
    ...productNaming(p),
    material: p.material,
    description: p.description,
    designable: p.designable,
    printTypes: p.printTypes,
    sizes: [...p.sizes].sort(sortSizes),
    colors: p.colors.map((c) => ({ ...c, sizes: [...c.sizes].sort(sortSizes) })),
    prices: p.prices,
    printAreas: p.printAreas,
    templates: {
      colors: p.colors.map((c) => ({
        name: c.name,
        templates: Object.fromEntries(
          Object.keys(p.templates).map((side) => [side, templateUrl(p, c.name, side)]),
        ),
      })),
    },
    properties: { ...p.properties, truckable: p.truckable, weightOz: p.weightOz, supplier: p.supplier },
  };
}

export const productSummary = (p: CatalogProductDoc, score?: number) => ({
  ...productNaming(p),
  designable: p.designable,
  colors: p.colors.map((c) => ({ name: c.name, hex: c.hex })),
  ...(score === undefined ? {} : { score }),
});

export async function listCategories(db: Db) {
  return (await catalogRepository(db).categories()).map((c) => ({ categoryId: c.categoryId, name: c.name }));
}

export async function categoryDetail(db: Db, id: string) {
  const repo = catalogRepository(db);
  const c = await repo.category(id);
  if (!c) throw notFound('Category', id);
  const products = await repo.productsInCategory(id);
  return { categoryId: c.categoryId, name: c.name, products: products.map((p) => productSummary(p)) };
}

export async function productDetail(db: Db, id: string): Promise<CatalogProductDoc> {
  const p = await catalogRepository(db).product(id);
  if (!p) throw notFound('Product', id);
  return p;
}

/** R-7-12: products by ids, in the order asked; unknown ids are left out. */
export async function productsBulk(db: Db, ids: readonly string[]) {
  const found = await catalogRepository(db).products(ids);
  const byKey = new Map<string, CatalogProductDoc>();
  for (const p of found) {
    byKey.set(p.identifier, p);
    byKey.set(p.productId, p);
  }
  const seen = new Set<string>();
  return ids.flatMap((id) => {
    const p = byKey.get(id);
    if (!p || seen.has(p.productId)) return [];
    seen.add(p.productId);
    return [p];
  });
}

// One search index per database, rebuilt when the catalogue's version changes.
// The version is checked at most once a second, so catalogue edits show in search within a second.
const indexes = new WeakMap<
  Db,
  { version: string; checkedAt: number; index: SearchIndex; docs: Map<string, CatalogProductDoc> }
>();
const VERSION_CHECK_MS = 1000;

async function catalogIndex(db: Db) {
  const repo = catalogRepository(db);
  const cached = indexes.get(db);
  if (cached && Date.now() - cached.checkedAt < VERSION_CHECK_MS) return cached;
  const version = await repo.version();
  if (cached && cached.version === version) {
    cached.checkedAt = Date.now();
    return cached;
  }
  const all = await repo.all();
  const index = buildSearchIndex(
    all.map((p) => ({
      id: p.productId,
      fields: [
        { text: `${p.style} ${p.identifier}`, weight: 3 },
        { text: p.brand, weight: 2 },
        { text: `${p.name} ${p.family}`, weight: 1.5 },
        {
          text: `${p.categories.join(' ')} ${p.material} ${p.type} ${p.colors.map((c) => c.name).join(' ')}`,
          weight: 1,
        },
      ],
    })),
  );
  const entry = { version, checkedAt: Date.now(), index, docs: new Map(all.map((p) => [p.productId, p])) };
  indexes.set(db, entry);
  return entry;
}

/** R-7-14: typo-tolerant ranked search; an empty query lists the catalogue. */
export async function searchProducts(db: Db, query: string, designableOnly: boolean, limit: number) {
  const { index, docs } = await catalogIndex(db);
  const keep = (p: CatalogProductDoc | undefined): p is CatalogProductDoc =>
    !!p && (!designableOnly || p.designable);
  if (query.trim() === '') {
    return [...docs.values()]
      .filter(keep)
      .slice(0, limit)
      .map((p) => productSummary(p));
  }
  const hits = searchIndex(index, query, designableOnly ? Math.max(limit * 4, 200) : limit);
  return hits
    .map((h) => ({ p: docs.get(h.id), score: h.score }))
    .filter((h): h is { p: CatalogProductDoc; score: number } => keep(h.p))
    .slice(0, limit)
    .map((h) => productSummary(h.p, h.score));
}

/**
 * R-7-04 v3 products: searchProducts (the same ranking) a page at a time, with the count of all matches for the
 * X-Count / X-Pages headers of the public API's lists.
 */
export async function searchProductsPage(
  db: Db,
  query: string,
  designableOnly: boolean,
  page: number,
  limit: number,
) {
  const { docs } = await catalogIndex(db);
  const all = await searchProducts(db, query, designableOnly, docs.size);
  return {
    rows: all.slice((page - 1) * limit, page * limit),
    count: all.length,
    pages: Math.max(1, Math.ceil(all.length / limit)),
  };
}

/** The product's template for a side, filled with the colour (SVG). */
export async function productTemplate(db: Db, id: string, color: string, side: string): Promise<string> {
  const p = await productDetail(db, id);
  const c = p.colors.find((x) => x.name.toLowerCase() === color.toLowerCase());
  if (!c) throw notFound('Colour', color);
  const name = p.templates[side];
  if (!name) throw notFound('Side', side);
  const svg = await catalogRepository(db).template(name);
  if (!svg) throw notFound('Template', name);
  const drawing = productDrawing(name, c.hex);
  return drawing ? flattenDrawing(drawing) : svg.replaceAll('#COLOR', `#${c.hex}`);
}
