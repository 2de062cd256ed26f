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
// prices are pricing too); once a second old it is checked, so an edit to any pricing table, blank price or
// product shows in every quote started at most a second after it. The check is one tiny query: the database's
// committed state (pg_current_snapshot) as it was just before the snapshot's reads; when nothing has committed
// since, the snapshot is kept another second, otherwise it is dropped whole and reread. Rereading the tables cost
// ~10 ms of CPU a second, which PGlite spends on the event loop: the quotes waiting behind it were the P5 p95
// (docs/decisions/quote-performance.md). Only a Db is cached: an open transaction (order placement) reads fresh
// rows inside that transaction.
export const SNAPSHOT_TTL_MS = 1000;
/** At most this many product keys (identifiers or productIds) per snapshot; more starts a new product map. */
const MAX_PRODUCT_KEYS = 2000;
interface Snapshot {
  at: number;
  /** The committed state read before any of the snapshot's reads (null when it could not be read). */
  state: Promise<string | null>;
  tables: Promise<PricingTables>;
  /** Requested id (identifier or productId) -> the product, or null when the catalogue has none. */
  products: Map<string, Promise<EngineProduct | null>>;
  /** The running check of a snapshot a second old, shared by the quotes that arrive meanwhile. */
  checking?: Promise<Snapshot>;
}
const snapshots = new WeakMap<Db, Snapshot>();
const isDb = (db: Db | Queryable): db is Db => typeof (db as Partial<Db>).transaction === 'function';

const committedState = (db: Db) =>
  pricingRepository(db)
    .committedState()
    .catch(() => null);

function freshSnapshot(db: Db): Snapshot {
  // The state is read first and the tables after it (one connection or many), so a state unchanged later means
  // the tables, and the products read later still, are what the database holds.
  const state = committedState(db);
  const s: Snapshot = {
    at: Date.now(),
    state,
    tables: state.then(() => pricingRepository(db).tables()),
    products: new Map(),
  };
  s.tables.catch(() => {
    if (snapshots.get(db) === s) snapshots.delete(db);
  });
  snapshots.set(db, s);
  return s;
}

/** The snapshot unchanged when nothing was committed since its state was read, else a new one. */
async function checked(db: Db, s: Snapshot): Promise<Snapshot> {
  const [then, now] = await Promise.all([s.state, committedState(db)]);
  if (snapshots.get(db) !== s) return snapshotOf(db);
  if (then !== null && then === now) {
    s.at = Date.now();
    return s;
  }
  return freshSnapshot(db);
}

function snapshotOf(db: Db): Snapshot | Promise<Snapshot> {
  const hit = snapshots.get(db);
  if (!hit) return freshSnapshot(db);
  if (Date.now() - hit.at < SNAPSHOT_TTL_MS) return hit;
  if (!hit.checking) {
    hit.checking = checked(db, hit);
    void hit.checking.finally(() => {
      hit.checking = undefined;
    });
  }
  return hit.checking;
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
  if (isDb(db)) return snapshotProducts(db, await snapshotOf(db), ids);
  const docs = await catalogRepository(db).productsPriced(ids);
  return ids.map((id) => {
    const doc = pick(docs, id);
    return doc ? engineProduct(doc) : null;
  });
}

async function pricingTables(db: Db | Queryable): Promise<PricingTables> {
  return isDb(db) ? (await snapshotOf(db)).tables : pricingRepository(db).tables();
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
    artworks.map((a) => [
      a.id,
      { width: a.width, height: a.height, format: a.format, embroidery: a.embroidery },
    ]),
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
