import {
  catalogRepository,
  type Db,
  designsRepository,
  orderEventsRepository,
  ordersRepository,
} from '@platen/db';
import { placedArtworkFacts } from '@platen/domain/approval/approval-warnings';
import { inches } from '@platen/domain/units/units';
import { printedSides } from '@platen/domain/design/design-ready';
import type { Cart, Side } from '@platen/domain/entities/entities';
import type { LifecycleState } from '@platen/domain/production/order-lifecycle';
import { notFound } from '../../errors/app-error.ts';

type Sides = Record<string, Side>;

/** Each artwork of the printed sides at its printed size (inches): what a customer resizes to fix a design. */
function placedOn(
  sides: Sides | undefined,
  areaOf: (side: string) => { width: number; height: number } | null,
) {
  return printedSides(sides).flatMap((side) => {
    const a = areaOf(side);
    if (!a) return [];
    const area = { width: inches(a.width), height: inches(a.height) };
    return (sides?.[side]?.elements ?? []).flatMap((e, i) => {
      const f = placedArtworkFacts(e, i, area, null);
      return f ? [{ side, elementIndex: i, widthIn: f.widthIn, heightIn: f.heightIn }] : [];
    });
  });
}

/**
 * GET /api/v2/order/{orderId}/proof (O-4-12): what the customer approves: for each item its product, colour,
 * design and printed sides (the mockup route draws each). Items follow the order's lines (the lifecycle's item
 * order); sides come from the item's current design (a design change shows the new one), else the cart's draft.
 */
export async function orderProof(db: Db, userId: string, orderId: string) {
  const [row, order] = await Promise.all([
    orderEventsRepository(db).lifecycle(orderId, userId),
    ordersRepository(db).get(orderId, userId),
  ]);
  if (!row?.lifecycle || !order) throw notFound('Order');
  const state = row.lifecycle as unknown as LifecycleState;
  const lines = await ordersRepository(db).lines(orderId);
  const printableIds = [...new Set(lines.map((l) => l.printableId))];
  const cart = order.cart as unknown as Partial<Cart>;
  const designIds = [...new Set(state.items.flatMap((i) => (i.designId ? [i.designId] : [])))];
  const designs = new Map(
    (await designsRepository(db).byIds(userId, designIds)).map((d) => [d.id, d.doc.sides as Sides]),
  );
  const products = new Map(
    await Promise.all(
      [...new Set(lines.flatMap((l) => l.productIdentifier ?? []))].map(
        async (id) => [id, await catalogRepository(db).product(id)] as const,
      ),
    ),
  );
  const items = state.items.map((item, itemIndex) => {
    const pid = printableIds[itemIndex];
    const line = lines.find((l) => l.printableId === pid);
    const printable = cart.printables?.find((p) => p.id === pid);
    const draft = cart.designDrafts?.find((d) => d.id === printable?.designDraftId);
    const sides = (item.designId && designs.get(item.designId)) || draft?.sides;
    const product = products.get(line?.productIdentifier ?? '');
    return {
      itemIndex,
      status: item.status,
      designId: item.designId,
      productIdentifier: line?.productIdentifier ?? printable?.productIdentifier ?? null,
      color: line?.color ?? printable?.color ?? null,
      sides: printedSides(sides),
      artworks: placedOn(sides, (side) => product?.printAreas[side] ?? null),
    };
  });
  return {
    orderId: row.id,
    name: state.name,
    status: row.status,
    artwork: state.artwork,
    sequence: row.lastSequence,
    items,
  };
}
