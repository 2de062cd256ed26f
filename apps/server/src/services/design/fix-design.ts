import type { DesignBody } from '@platen/contracts';
import {
  catalogRepository,
  type Db,
  designsRepository,
  orderEventsRepository,
  ordersRepository,
} from '@platen/db';
import { type ElementWidth, resizeElements } from '@platen/domain/approval/resize-elements';
import type { PrintType, Side } from '@platen/domain/entities/entities';
import type { LifecycleState } from '@platen/domain/production/order-lifecycle';
import { AppError, notFound } from '../../errors/app-error.ts';
import { createDesign } from './design-service.ts';
import { type Actor, runOrderAction } from '../orders/run-order-action.ts';

/** The item's current design and the print-area width of each side of its product. */
async function itemDesign(db: Db, ownerId: string, orderId: string, itemIndex: number) {
  const row = await orderEventsRepository(db).lifecycle(orderId, ownerId);
  const item = (row?.lifecycle as unknown as LifecycleState | null)?.items[itemIndex];
  if (!row || !item) throw notFound('Order item');
  const design = item.designId ? await designsRepository(db).byId(ownerId, item.designId) : null;
  if (!design) throw new AppError('conflict', 'This item has no saved design to fix.');
  const lines = await ordersRepository(db).lines(orderId);
  const printableId = [...new Set(lines.map((l) => l.printableId))][itemIndex];
  const line = lines.find((l) => l.printableId === printableId);
  const product = line?.productIdentifier
    ? await catalogRepository(db).product(line.productIdentifier)
    : null;
  return { design, areaWidth: (side: string) => product?.printAreas[side]?.width ?? null };
}

/**
 * POST /api/v2/order/{orderId}/fixDesign: the customer's answer to a change request: the item's design saved again
 * with its artwork resized (a new design, as every save is), then put on the item (change-design), which returns
 * the held order to the approval queue.
 */
export async function fixOrderDesign(
  db: Db,
  req: { orderId: string; ownerId: string; itemIndex: number; widths: ElementWidth[]; actor: Actor },
) {
  const { design, areaWidth } = await itemDesign(db, req.ownerId, req.orderId, req.itemIndex);
  const doc = design.doc as {
    type?: unknown;
    variation?: unknown;
    sublimationColor?: unknown;
    sides: Record<string, Side>;
  };
  const resized = resizeElements(doc.sides, req.widths, areaWidth);
  if (resized.missing.length > 0)
    throw new AppError('validation', `The design has no artwork ${resized.missing.join(', ')} to resize.`);
  const body = {
    name: design.name,
    type: doc.type,
    variation: doc.variation,
    sublimationColor: doc.sublimationColor,
    sides: resized.sides,
  } as DesignBody;
  const { designId } = await createDesign(db, req.ownerId, design.printType as PrintType, body);
  return runOrderAction(db, {
    orderId: req.orderId,
    ownerId: req.ownerId,
    action: { type: 'change-design', itemIndex: req.itemIndex, designId },
    actor: req.actor,
  });
}
