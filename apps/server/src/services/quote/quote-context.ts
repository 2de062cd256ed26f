import {
  artworkRepository,
  type CatalogProductDoc,
  catalogRepository,
  type Db,
  designsRepository,
  pricingRepository,
  type Queryable,
} from '@platen/db';
import type { Side } from '@platen/domain/entities/entities';
import type {
  EngineArtwork,
  EngineDesign,
  EngineProduct,
  EngineRequest,
  QuoteContext,
} from '@platen/domain/pricing/quote-types';
import type { PricingTables } from '@platen/domain/pricing/pricing-tables';
import { dueDateFrom } from './due-dates.ts';

/** The engine's view of a catalogue product. */
export const engineProduct = (p: CatalogProductDoc): EngineProduct => ({
  productId: p.productId,
  identifier: p.identifier,
  name: p.name,
  type: p.type,
  printTypes: p.printTypes,
  colors: p.colors,
  blankCents: p.prices,
  tags: p.tags,
  printAreas: p.printAreas,
  stock: p.stock,
  backlogged: p.backlogged,
  posterSize: typeof p.properties.posterSize === 'string' ? p.properties.posterSize : null,
});

// Pricing snapshots (docs/decisions/pricing-model.md: "each server process rereads the tables at most once a
// second"). Per database, a snapshot holds the pricing tables and the priced products quotes asked for (blank
// prices are pricing too); it is dropped whole when a second old, so an edit to any pricing table, blank price
// or product shows in every quote started at most a second after it. A steady stream of quotes therefore costs
// one tables query a second plus one product query a second per distinct product set, not two queries each.
// Only a Db is cached: an open transaction (order placement) reads fresh rows inside that transaction.
export const SNAPSHOT_TTL_MS = 1000;
/** At most this many product keys (identifiers or productIds) per snapshot; more starts a new product map. */
const MAX_PRODUCT_KEYS = 2000;
interface Snapshot {
  at: number;
  tables: Promise<PricingTables>;
  /** Requested id (identifier or productId) -> the product, or null when the catalogue has none. */
  products: Map<string, Promise<EngineProduct | null>>;
}
const snapshots = new WeakMap<Db, Snapshot>();
const isDb = (db: Db | Queryable): db is Db => typeof (db as Partial<Db>).transaction === 'function';

function snapshotOf(db: Db): Snapshot {
  const hit = snapshots.get(db);
  if (hit && Date.now() - hit.at < SNAPSHOT_TTL_MS) return hit;
  const s: Snapshot = { at: Date.now(), tables: pricingRepository(db).tables(), products: new Map() };
  s.tables.catch(() => {
    if (snapshots.get(db) === s) snapshots.delete(db);
  });
  snapshots.set(db, s);
  return s;
}

/** The product a requested id names: by identifier first, then by productId (as `catalogRepository.product`). */
function pick(docs: readonly CatalogProductDoc[], id: string): CatalogProductDoc | undefined {
  return docs.find((d) => d.identifier === id) ?? docs.find((d) => d.productId === id);
}

/** Priced products by requested id, from the snapshot; the ids it lacks are read in one query. */
async function snapshotProducts(
  db: Db,
  s: Snapshot,
  ids: readonly string[],
): Promise<(EngineProduct | null)[]> {
  let missing = ids.filter((id) => !s.products.has(id));
  if (missing.length > 0) {
    if (s.products.size + missing.length > MAX_PRODUCT_KEYS) {
      s.products = new Map();
      missing = [...ids];
    }
    const batch = catalogRepository(db).productsPriced(missing);
    const products = s.products;
    for (const id of missing) {
      products.set(
        id,
        batch.then((docs) => {
          const doc = pick(docs, id);
          return doc ? engineProduct(doc) : null;
        }),
      );
    }
    batch.catch(() => {
      for (const id of missing) products.delete(id);
    });
  }
  return Promise.all(ids.map((id) => s.products.get(id)!));
}

async function pricedProducts(db: Db | Queryable, ids: readonly string[]): Promise<(EngineProduct | null)[]> {
  if (isDb(db)) return snapshotProducts(db, snapshotOf(db), ids);
  const docs = await catalogRepository(db).productsPriced(ids);
  return ids.map((id) => {
    const doc = pick(docs, id);
    return doc ? engineProduct(doc) : null;
  });
}

function pricingTables(db: Db | Queryable): Promise<PricingTables> {
  return isDb(db) ? snapshotOf(db).tables : pricingRepository(db).tables();
}

/**
 * Loads what a quote needs in at most five queries, whatever the number of items: the pricing tables, the products
 * named (with their blank prices), the user's designs named and the artwork those designs place.
 */
export async function loadQuoteContext(
  db: Db | Queryable,
  request: EngineRequest,
  userId: string,
  now: Date,
): Promise<QuoteContext> {
  const productIds = [...new Set(request.items.flatMap((i) => i.products.map((p) => p.id)))];
  const designIds = [...new Set(request.items.flatMap((i) => (i.designId ? [i.designId] : [])))];
  const [tables, products, designs] = await Promise.all([
    pricingTables(db),
    pricedProducts(db, productIds),
    designsRepository(db).byIds(userId, designIds),
  ]);
  const byId = new Map<string, EngineProduct>();
  productIds.forEach((id, k) => {
    const p = products[k];
    if (p) byId.set(id, p);
  });
  const designMap = new Map<string, EngineDesign>(
    designs.map((d) => [
      d.id,
      { designId: d.id, printType: d.printType, sides: (d.doc.sides ?? {}) as Record<string, Side> },
    ]),
  );
  // The artwork the designs place, and the artwork items without a design say they place (the editor's draft).
  const placedIds = request.items.flatMap((i) =>
    Object.values(i.quoteDetails?.placed ?? {}).flatMap((els) =>
      els.flatMap((e) => (e.artworkId ? [e.artworkId] : [])),
    ),
  );
  const artworkIds = [
    ...new Set([
      ...[...designMap.values()].flatMap((d) =>
        Object.values(d.sides).flatMap((s) =>
          (s.elements ?? []).flatMap((e) => (e.artworkId ? [e.artworkId] : [])),
        ),
      ),
      ...placedIds,
    ]),
  ];
  const artworks = await artworkRepository(db).byIds(userId, artworkIds);
  const artMap = new Map<string, EngineArtwork>(
    artworks.map((a) => [a.id, { width: a.width, height: a.height, format: a.format }]),
  );
  return {
    tables,
    now,
    dueDate: dueDateFrom(now),
    product: (id) => byId.get(id),
    design: (id) => designMap.get(id),
    artwork: (id) => artMap.get(id),
  };
}
