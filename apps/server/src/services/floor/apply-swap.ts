import { type Db, unitsRepository } from '@platen/db';
import { genericNameOf, swapSuggestions } from '@platen/domain/operations/blank-swaps';
import { AppError, notFound } from '../../errors/app-error.ts';
import { appendFloorEvents } from './append-floor-events.ts';
import { floorOrder } from './floor-queries.ts';

/**
 * R-9-45/46: staff substitute an item's blank style with one the swap table offers; the order log gets a
 * garment-substitution event (the customer sees it in their events and order timeline). Refused (422) when the
 * table does not offer that substitute.
 */
export async function applySwap(db: Db, orderId: string, itemIndex: number, to: string, actorId: string) {
  const at = new Date().toISOString();
  await db.transaction(async (tx) => {
    const units = unitsRepository(tx);
    if (!(await units.lockOrder(orderId))) throw notFound('Order');
    const mine = (await units.forOrder(orderId)).filter((u) => u.itemIndex === itemIndex);
    const product = mine[0]?.productIdentifier;
    if (!product)
      throw new AppError('unprocessable', `Item ${itemIndex} of the order has no units on the floor.`);
    const r = await tx.query<{ style: string }>(
      "SELECT brand || ' ' || (doc ->> 'style') AS style FROM catalog_products WHERE identifier = $1",
      [product],
    );
    const from = r.rows[0]?.style ?? product;
    const offered = swapSuggestions(from);
    const pick = offered.find((s) => s.toLowerCase() === to.trim().toLowerCase());
    if (!pick)
      throw new AppError(
        'unprocessable',
        offered.length
          ? `${to} is not a substitute for ${from}: choose one of ${offered.join(', ')}.`
          : `The swap table has no substitutes for ${from}.`,
      );
    await appendFloorEvents(
      tx,
      orderId,
      () => [
        {
          name: 'garment-substitution',
          itemIndex,
          data: { from, to: pick, generic: genericNameOf(pick), barcodes: mine.map((u) => u.barcode) },
        },
      ],
      actorId,
      at,
    );
  });
  return floorOrder(db, orderId);
}
