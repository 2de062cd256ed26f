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
} from '@platen/domain/pricing/quote-engine';

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

/**
 * Loads what a quote needs in five queries, whatever the number of items: the pricing tables, the products
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
    pricingRepository(db).tables(),
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
        Object.values(d.sides).flatMap((s) => (s.elements ?? []).flatMap((e) => (e.artworkId ? [e.artworkId] : []))),
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
    product: (id) => byId.get(id),
    design: (id) => designMap.get(id),
    artwork: (id) => artMap.get(id),
  };
}
