import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import type { Queryable } from './db.ts';

/** A catalogue product as seeded (packages/db/seed/catalog.json) and stored in catalog_products.doc. */
export interface CatalogProductDoc {
  productId: string;
  identifier: string;
  name: string;
  brand: string;
  style: string;
  family: string;
  type: string;
  categories: string[];
  material: string;
  description: string;
  designable: boolean;
  truckable: boolean;
  backlogged: boolean;
  supplier: string;
  weightOz: number;
  printTypes: string[];
  sizes: string[];
  colors: { name: string; hex: string; sizes: string[] }[];
  /** Blank price per size, in cents. */
  prices: Record<string, number>;
  /** Prime stock by colour by size. */
  stock: Record<string, Record<string, number>>;
  /** R-3-07 tags keyed by colour and colour_size. */
  tags: Record<string, string[]>;
  printAreas: Record<
    string,
    {
      width: number;
      height: number;
      dpi: number;
      box: { x: number; y: number; width: number; height: number };
    }
  >;
  /** Template name per side. */
  templates: Record<string, string>;
  properties: Record<string, unknown>;
}

export interface CategoryRow {
  categoryId: string;
  name: string;
  position: number;
}

// Identifiers or productIds -> productIds, in a form both indexes serve (an OR would scan the table).
const BY_IDS = `ARRAY(SELECT product_id FROM catalog_products WHERE identifier = ANY($1::text[])) || $1::text[]`;

const seedDir = new URL('../seed/', import.meta.url);
/** Reads one of the seed data files of packages/db/seed. */
export const readSeed = <T>(file: string): T => JSON.parse(readFileSync(new URL(file, seedDir), 'utf8')) as T;

/** A fingerprint of every seed data file: seeding again is needed only when it changes. */
export function seedFingerprint(): string {
  const h = createHash('sha256');
  for (const f of readdirSync(seedDir)
    .filter((n) => n.endsWith('.json'))
    .sort()) {
    h.update(f);
    h.update(readFileSync(new URL(f, seedDir)));
  }
  return h.digest('hex');
}

/** The catalogue: categories, products and mockup templates. */
export function catalogRepository(db: Queryable) {
  return {
    async categories(): Promise<CategoryRow[]> {
      const r = await db.query<CategoryRow>(
        'SELECT category_id AS "categoryId", name, position FROM catalog_categories ORDER BY position, category_id',
      );
      return r.rows;
    },
    async category(id: string): Promise<CategoryRow | null> {
      const r = await db.query<CategoryRow>(
        'SELECT category_id AS "categoryId", name, position FROM catalog_categories WHERE category_id = $1',
        [id],
      );
      return r.rows[0] ?? null;
    },
    async productsInCategory(id: string): Promise<CatalogProductDoc[]> {
      const r = await db.query<{ doc: CatalogProductDoc }>(
        'SELECT doc FROM catalog_products WHERE categories @> ARRAY[$1]::text[] ORDER BY name',
        [id],
      );
      return r.rows.map((x) => x.doc);
    },
    /** A product by identifier or productId. */
    async product(idOrIdentifier: string): Promise<CatalogProductDoc | null> {
      const r = await db.query<{ doc: CatalogProductDoc }>(
        `SELECT doc FROM catalog_products WHERE identifier = $1
         UNION ALL SELECT doc FROM catalog_products WHERE product_id = $1 LIMIT 1`,
        [idOrIdentifier],
      );
      return r.rows[0]?.doc ?? null;
    },
    /** Products by identifiers or productIds, in no particular order. */
    async products(ids: readonly string[]): Promise<CatalogProductDoc[]> {
      if (ids.length === 0) return [];
      const r = await db.query<{ doc: CatalogProductDoc }>(
        `SELECT doc FROM catalog_products WHERE product_id = ANY(${BY_IDS})`,
        [ids],
      );
      return r.rows.map((x) => x.doc);
    },
    /** Products with their blank prices from the editable blank_prices table (what the quote charges). */
    async productsPriced(ids: readonly string[]): Promise<CatalogProductDoc[]> {
      if (ids.length === 0) return [];
      const r = await db.query<{ doc: CatalogProductDoc; prices: Record<string, number> | string | null }>(
        `SELECT p.doc, (SELECT json_object_agg(b.size, b.cents) FROM blank_prices b WHERE b.product_id = p.product_id) AS prices
           FROM catalog_products p WHERE p.product_id = ANY(${BY_IDS})`,
        [ids],
      );
      return r.rows.map((x) => {
        const prices = typeof x.prices === 'string' ? JSON.parse(x.prices) : x.prices;
        return { ...x.doc, prices: prices ?? {} };
      });
    },
    /** Every product (for the search index), with a version that changes when any product changes. */
    async all(): Promise<CatalogProductDoc[]> {
      const r = await db.query<{ doc: CatalogProductDoc }>(
        'SELECT doc FROM catalog_products ORDER BY product_id',
      );
      return r.rows.map((x) => x.doc);
    },
    async version(): Promise<string> {
      const r = await db.query<{ v: string }>(
        `SELECT count(*)::text || ':' || coalesce(max(updated_at)::text, '') AS v FROM catalog_products`,
      );
      return r.rows[0]?.v ?? '';
    },
    async template(name: string): Promise<string | null> {
      const r = await db.query<{ svg: string }>('SELECT svg FROM catalog_templates WHERE name = $1', [name]);
      return r.rows[0]?.svg ?? null;
    },
    /** The hex codes of every colour of the products drawn on a template (any side), sorted. */
    async templateColours(name: string): Promise<string[]> {
      const r = await db.query<{ hex: string }>(
        `SELECT DISTINCT lower(c->>'hex') AS hex
           FROM catalog_products p
           CROSS JOIN LATERAL jsonb_each_text(p.doc->'templates') t
           CROSS JOIN LATERAL jsonb_array_elements(p.doc->'colors') c
          WHERE t.value = $1
          ORDER BY 1`,
        [name],
      );
      return r.rows.map((x) => x.hex);
    },
    /** Inserts products (existing identifiers are left as they are). One statement for the whole list. */
    async insertProducts(products: readonly CatalogProductDoc[]): Promise<number> {
      if (products.length === 0) return 0;
      const r = await db.query(
        `INSERT INTO catalog_products (product_id, identifier, name, brand, family, type, categories, designable, doc)
         SELECT p->>'productId', p->>'identifier', p->>'name', p->>'brand', p->>'family', p->>'type',
                ARRAY(SELECT jsonb_array_elements_text(p->'categories')), (p->>'designable')::boolean, p
           FROM jsonb_array_elements($1::jsonb) AS p
         ON CONFLICT DO NOTHING`,
        [JSON.stringify(products)],
      );
      await db.query(
        `INSERT INTO blank_prices (product_id, size, cents)
         SELECT p->>'productId', kv.key, (kv.value)::text::int
           FROM jsonb_array_elements($1::jsonb) AS p, jsonb_each(p->'prices') AS kv
         ON CONFLICT DO NOTHING`,
        [JSON.stringify(products)],
      );
      return r.rowCount;
    },
  };
}

/** Seeds categories, products (with their blank prices) and templates from packages/db/seed. Idempotent. */
export async function seedCatalog(db: Queryable): Promise<void> {
  const { categories, products } = readSeed<{ categories: CategoryRow[]; products: CatalogProductDoc[] }>(
    'catalog.json',
  );
  const templates = readSeed<Record<string, string>>('templates.json');
  await db.query(
    `INSERT INTO catalog_categories (category_id, name, position)
     SELECT c->>'categoryId', c->>'name', (c->>'position')::int FROM jsonb_array_elements($1::jsonb) AS c
     ON CONFLICT DO NOTHING`,
    [JSON.stringify(categories)],
  );
  await db.query(
    `INSERT INTO catalog_templates (name, svg) SELECT key, value FROM jsonb_each_text($1::jsonb)
     ON CONFLICT DO NOTHING`,
    [JSON.stringify(templates)],
  );
  await catalogRepository(db).insertProducts(products);
}
