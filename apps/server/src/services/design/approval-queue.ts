import { type Db, designsRepository } from '@platen/db';
import { type GarmentPrintType, garmentPrintTypeOf } from '@platen/domain/design/garment-print-type';
import { approvalQueue } from '../lifecycle/order-queries.ts';

/**
 * GET /api/internal/approvals: the orders waiting for artwork review, each item with its design's print type by
 * the spec's rule (R-4-38..40) and the review/resize flags the approver acts on.
 */
export async function approvalQueueForStaff(db: Db) {
  const queue = await approvalQueue(db);
  const ids = [
    ...new Set(queue.orders.flatMap((o) => o.items.flatMap((i) => (i.designId ? [i.designId] : [])))),
  ];
  const derived = new Map<string, GarmentPrintType | null>();
  for (const d of await designsRepository(db).staffByIds(ids))
    derived.set(d.id, garmentPrintTypeOf(d.doc, d.printType));
  return {
    orders: queue.orders.map((o) => ({
      ...o,
      items: o.items.map((i) => ({
        ...i,
        derivedPrintType: (i.designId && derived.get(i.designId)) || null,
      })),
    })),
  };
}
