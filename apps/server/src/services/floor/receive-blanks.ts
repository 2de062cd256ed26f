import type { ReceiveBlanksRequest } from '@platen/contracts';
import {
  type BlankSkuAt,
  blanksRepository,
  type Db,
  inventoryRepository,
  type Queryable,
  type UnitRow,
  unitsRepository,
} from '@platen/db';
import { receiptOf } from '@platen/domain/floor/blanks';
import { itemMilestoneOf } from '@platen/domain/floor/floor-events';
import { AFTER_PULL, milestoneOfStep, stationAt, stepAt } from '@platen/domain/floor/stations';
import type { LifecycleEvent } from '@platen/domain/production/order-lifecycle';
import { AppError, notFound } from '../../errors/app-error.ts';
import { appendFloorEvents } from './append-floor-events.ts';

/**
 * Receiving: blanks of a sent blank order arrive. Each line's receipt is checked (no more than ordered), the
 * oldest waiting units of that line are released to the station after the pull with the RECEIVED milestone,
 * their orders get blanks-received (all of the item's waiting units in) or partial-receipt events, and a
 * stock-update inventory checkpoint is written. One transaction.
 */
export async function receiveBlanks(db: Db, id: number, req: ReceiveBlanksRequest, employeeId: string) {
  const at = new Date().toISOString();
  return db.transaction(async (tx) => {
    const blanks = blanksRepository(tx);
    const order = await blanks.lockOrder(id);
    if (!order) throw notFound('Blank order');
    if (order.status === 'open')
      throw new AppError(
        'conflict',
        `Blank order ${id} has not been sent yet: it goes out at the 12:00 cutoff.`,
      );
    if (order.status === 'received')
      throw new AppError('conflict', `Blank order ${id} was received in full.`);
    const released: string[] = [];
    for (const l of req.lines) {
      const line = order.lines.find(
        (x) => x.productIdentifier === l.productIdentifier && x.color === l.color && x.size === l.size,
      );
      if (!line)
        throw new AppError(
          'unprocessable',
          `${l.productIdentifier} ${l.color} ${l.size} is not on blank order ${id}.`,
        );
      const r = receiptOf(line.quantity, line.received, l.quantity);
      if (!r.ok)
        throw new AppError('unprocessable', `${l.productIdentifier} ${l.color} ${l.size}: ${r.reason}`);
      await blanks.receiveLine(id, l, r.total);
      line.received = r.total;
      const here = await blanks.releaseWaiting(id, l, l.quantity, at);
      await recordReceipt(tx, { ...l, facility: order.facility }, here.length, { id, employeeId, at });
      released.push(...here);
    }
    const complete = order.lines.every((x) => x.received === x.quantity);
    await blanks.setStatus(id, complete ? 'received' : 'partial');
    await releaseUnits(tx, released, id, employeeId, at);
    await blanks.checkpoint({
      facility: order.facility,
      checkpoint: 'stock-update',
      blankOrderId: id,
      data: { received: req.lines, released: released.length },
      at,
    });
    return { blankOrder: (await blanks.lockOrder(id)) ?? order, released };
  });
}

/** Moves received units past the pull and appends their orders' receipt events (orders locked in id order). */
async function releaseUnits(
  tx: Queryable,
  barcodes: string[],
  blankOrderId: number,
  actor: string,
  at: string,
) {
  const units = unitsRepository(tx);
  const rows = await units.many(barcodes);
  for (const orderId of [...new Set(rows.map((u) => u.orderId))].sort()) {
    await units.lockOrder(orderId);
    const mine = rows.filter((u) => u.orderId === orderId);
    const moved = await units.place(
      mine.map((u) => {
        const pull = stepAt(u.printType, 0);
        return {
          barcode: u.barcode,
          stepIndex: AFTER_PULL,
          station: stationAt(u.printType, AFTER_PULL),
          milestone: pull ? milestoneOfStep(u.printType, pull) : null,
          blockedBy: null,
        };
      }),
      at,
    );
    const all = await units.forOrder(orderId);
    await appendFloorEvents(tx, orderId, (s) => receiptEvents(s.items, moved, all, blankOrderId), actor, at);
  }
}

function receiptEvents(
  items: { milestone: string | null }[],
  moved: UnitRow[],
  all: UnitRow[],
  blankOrderId: number,
): LifecycleEvent[] {
  const events: LifecycleEvent[] = [];
  for (const itemIndex of [...new Set(moved.map((u) => u.itemIndex))].sort((a, b) => a - b)) {
    const siblings = all.filter((u) => u.itemIndex === itemIndex);
    const here = moved.filter((u) => u.itemIndex === itemIndex);
    const stillWaiting = siblings.some((u) => u.blockedBy);
    const itemMilestone = itemMilestoneOf(
      here[0]?.printType ?? null,
      siblings.map((u) => u.milestone),
    );
    const milestone = here[0]?.milestone === 'RECEIVED' ? 'RECEIVED' : null;
    events.push({
      name: stillWaiting ? 'partial-receipt' : 'blanks-received',
      itemIndex,
      data: {
        blankOrderId,
        barcodes: here.map((u) => u.barcode),
        ...(milestone ? { milestone } : {}),
        ...(itemMilestone && itemMilestone !== items[itemIndex]?.milestone ? { itemMilestone } : {}),
      },
    });
  }
  return events;
}

/**
 * The ledger of a received line: the delivery, the blanks that went straight to waiting units (consumed at
 * once, they skip the pull), and what is left over put on the shelf (the free count).
 */
async function recordReceipt(
  tx: Queryable,
  line: BlankSkuAt & { quantity: number },
  released: number,
  c: { id: number; employeeId: string; at: string },
) {
  const inventory = inventoryRepository(tx);
  const sku = {
    facility: line.facility,
    productIdentifier: line.productIdentifier,
    color: line.color,
    size: line.size,
  };
  const base = { ...sku, blankOrderId: c.id, employeeId: c.employeeId, at: c.at };
  await inventory.lockSku(sku);
  await inventory.record({ ...base, kind: 'receipt', quantity: line.quantity, checkpoint: 'stock-update' });
  if (released > 0) await inventory.record({ ...base, kind: 'consumption', quantity: released });
  if (line.quantity > released) await blanksRepository(tx).addStock(sku, line.quantity - released);
}
