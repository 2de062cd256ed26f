import {
  artworkRepository,
  type CatalogProductDoc,
  catalogRepository,
  type Db,
  designsRepository,
  orderEventsRepository,
  type OrderLineRow,
  ordersRepository,
} from '@platen/db';
import { approvalWarnings, placedArtworkFacts, platenFor } from '@platen/domain/approval/approval-warnings';
import { isVectorFormat } from '@platen/domain/design/artwork-format';
import { printedSides } from '@platen/domain/design/design-ready';
import type { Cart, Side } from '@platen/domain/entities/entities';
import type { LifecycleItem, LifecycleState } from '@platen/domain/production/order-lifecycle';
import { inches } from '@platen/domain/units/units';
import { notFound } from '../../errors/app-error.ts';

type Sides = Record<string, Side>;
type Artworks = Map<string, { name: string; pixelWidth: number; vector: boolean }>;

/** One printed side as the approver sees it: print area, platen, colours, each artwork at its printed size. */
function sideFacts(product: CatalogProductDoc | null, name: string, side: Side, artworks: Artworks) {
  const a = product?.printAreas[name];
  const area = a ? { width: inches(a.width), height: inches(a.height) } : null;
  const placed = area
    ? side.elements.flatMap(
        (e, i) => placedArtworkFacts(e, i, area, artworks.get(e.artworkId ?? '') ?? null) ?? [],
      )
    : [];
  return {
    side: name,
    area,
    platen: product ? platenFor(product.type, name) : null,
    colors: { full: side.colors?.full !== false, matched: side.colors?.matched ?? [] },
    artworks: placed,
  };
}

/** The design sides of each item (its current design, else the cart's draft), keyed by item. */
async function itemSides(db: Db, state: LifecycleState, cart: Partial<Cart>, printableIds: string[]) {
  const ids = [...new Set(state.items.flatMap((i) => (i.designId ? [i.designId] : [])))];
  const designs = new Map(
    (await designsRepository(db).staffByIds(ids)).map((d) => [d.id, d.doc.sides as Sides]),
  );
  return state.items.map((item, i) => {
    const printable = cart.printables?.find((p) => p.id === printableIds[i]);
    const draft = cart.designDrafts?.find((d) => d.id === printable?.designDraftId);
    return ((item.designId && designs.get(item.designId)) || draft?.sides || {}) as Sides;
  });
}

/** The artworks the sides use (the order owner's): name, pixel width, vector or not. */
async function artworksOf(db: Db, userId: string, all: Sides[]): Promise<Artworks> {
  const ids = [
    ...new Set(
      all.flatMap((s) => Object.values(s).flatMap((x) => x.elements.flatMap((e) => e.artworkId ?? []))),
    ),
  ];
  const rows = await artworkRepository(db).byIds(userId, ids);
  return new Map(
    rows.map((a) => [a.id, { name: a.name, pixelWidth: a.width, vector: isVectorFormat(a.format) }]),
  );
}

/** Sizes x quantities of one item, in the catalogue's size order (S, M, L ...). */
const sizesOf = (lines: OrderLineRow[], printableId: string | undefined, order: readonly string[]) => {
  const rank = (size: string) => (order.includes(size) ? order.indexOf(size) : order.length);
  return lines
    .filter((l) => l.printableId === printableId)
    .map((l) => ({ size: l.size, quantity: l.quantity }))
    .sort((a, b) => rank(a.size) - rank(b.size));
};

interface ReviewContext {
  lines: OrderLineRow[];
  printableIds: string[];
  sides: Sides[];
  artworks: Artworks;
}

/** One item: its product, colour, sizes, printed sides and its warnings. */
async function reviewItem(db: Db, ctx: ReviewContext, item: LifecycleItem, itemIndex: number) {
  const line = ctx.lines.find((l) => l.printableId === ctx.printableIds[itemIndex]);
  const product = line?.productIdentifier
    ? await catalogRepository(db).product(line.productIdentifier)
    : null;
  const color = line?.color ?? null;
  const mine = ctx.sides[itemIndex] ?? {};
  const sides = printedSides(mine).map((name) => sideFacts(product, name, mine[name]!, ctx.artworks));
  const productTags = product && color ? (product.tags[color] ?? []) : [];
  return {
    itemIndex,
    status: item.status,
    printType: item.printType,
    designId: item.designId,
    productIdentifier: line?.productIdentifier ?? null,
    productName: product?.name ?? null,
    color,
    sizes: sizesOf(ctx.lines, ctx.printableIds[itemIndex], product?.sizes ?? []),
    sides,
    warnings: approvalWarnings({ itemIndex, printType: item.printType, productTags, sides }),
  };
}

/**
 * GET /api/internal/approvals/{orderId}: every item as the approver checks it (product, colour, sizes x quantities,
 * each printed side's print area, platen, colours and artworks at their printed size and DPI) and the warnings
 * (domain approval/approval-warnings.ts) that must be acknowledged to approve.
 */
export async function approvalReview(db: Db, orderId: string) {
  const row = await orderEventsRepository(db).lifecycle(orderId);
  const order = row && (await ordersRepository(db).get(orderId, row.userId));
  if (!row?.lifecycle || !order) throw notFound('Order');
  const state = row.lifecycle as unknown as LifecycleState;
  const lines = await ordersRepository(db).lines(orderId);
  const printableIds = [...new Set(lines.map((l) => l.printableId))];
  const cart = order.cart as unknown as Partial<Cart>;
  const sides = await itemSides(db, state, cart, printableIds);
  const artworks = await artworksOf(db, row.userId, sides);
  const ctx = { lines, printableIds, sides, artworks };
  const items = await Promise.all(state.items.map((item, i) => reviewItem(db, ctx, item, i)));
  return {
    orderId: row.id,
    name: state.name,
    status: row.status,
    artwork: state.artwork,
    sequence: row.lastSequence,
    items: items.map(({ warnings: _w, ...i }) => i),
    warnings: items.flatMap((i) => i.warnings),
  };
}
