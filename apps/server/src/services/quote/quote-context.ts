import {
  artworkRepository,
  type CatalogProductDoc,
  catalogRepository,
  type Db,
  designsRepository,
  pricingRepository,
  type Queryable,
} from '@platen/db';
import { addBusinessDays } from '@platen/domain/calendar/business-days';
import { CUTOFFS, effectiveStartDay } from '@platen/domain/calendar/cutoffs';
import { DEFAULT_BUSINESS_HOURS_CONFIG, parseTimeOfDay } from '@platen/domain/calendar/business-hours-config';
import { inZone } from '@platen/domain/calendar/instant';
import type { Side } from '@platen/domain/entities/entities';
import type {
  EngineArtwork,
  EngineDesign,
  EngineProduct,
  EngineRequest,
  QuoteContext,
} from '@platen/domain/pricing/quote-engine';
import type { PricingTables } from '@platen/domain/pricing/pricing-tables';

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

// Pricing tables change rarely (staff edits); each process rereads them at most once a second.
const TABLES_TTL_MS = 1000;
const tablesCache = new WeakMap<object, { at: number; tables: Promise<PricingTables> }>();
function pricingTables(db: Db | Queryable): Promise<PricingTables> {
  const hit = tablesCache.get(db);
  if (hit && Date.now() - hit.at < TABLES_TTL_MS) return hit.tables;
  const tables = pricingRepository(db).tables();
  tablesCache.set(db, { at: Date.now(), tables });
  tables.catch(() => tablesCache.delete(db));
  return tables;
}

// Due dates by (order day, SLA days): the same for every quote placed on one business day, and slow to walk.
const dueCache = new Map<string, Date>();
/** slaDueDate (calendar/sla.ts) with the order day computed once and the calendar walk memoised. */
export function dueDateFrom(now: Date): (days: number) => Date {
  const config = DEFAULT_BUSINESS_HOURS_CONFIG;
  const orderDay = effectiveStartDay(now, 'order', config);
  return (days) => {
    const key = `${orderDay}|${days}`;
    let d = dueCache.get(key);
    if (!d) {
      const dueDay = addBusinessDays(orderDay, days, config);
      d = inZone(dueDay, config.timezoneLocation)
        .set({ ...parseTimeOfDay(CUTOFFS.slaDue), millisecond: 0 })
        .toJSDate();
      if (dueCache.size > 5000) dueCache.clear();
      dueCache.set(key, d);
    }
    return d;
  };
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
    catalogRepository(db).productsPriced(productIds),
    designsRepository(db).byIds(userId, designIds),
  ]);
  const byId = new Map<string, EngineProduct>();
  for (const p of products) {
    const e = engineProduct(p);
    byId.set(p.identifier, e);
    byId.set(p.productId, e);
  }
  const designMap = new Map<string, EngineDesign>(
    designs.map((d) => [
      d.id,
      { designId: d.id, printType: d.printType, sides: (d.doc.sides ?? {}) as Record<string, Side> },
    ]),
  );
  const artworkIds = [
    ...new Set(
      [...designMap.values()].flatMap((d) =>
        Object.values(d.sides).flatMap((s) =>
          (s.elements ?? []).flatMap((e) => (e.artworkId ? [e.artworkId] : [])),
        ),
      ),
    ),
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
