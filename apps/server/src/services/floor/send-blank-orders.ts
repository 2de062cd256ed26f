import {
  blanksRepository,
  type Db,
  type JobQueue,
  type Queryable,
  type UnitRow,
  unitsRepository,
} from '@platen/db';
import { BLANK_SUPPLIERS_SYNC } from '../blank-suppliers/sync-blank-suppliers.ts';
import { AppError, notFound } from '../../errors/app-error.ts';
import { itemMilestoneOf } from '@platen/domain/floor/floor-events';
import { milestonePrintType } from '@platen/domain/production/order-lifecycle';
import { milestoneStep } from '@platen/domain/production/milestones';
import type { LifecycleEvent, LifecycleState } from '@platen/domain/production/order-lifecycle';
import { dueDateAfterBlanks, expectedDay, expectedDelivery } from '@platen/domain/floor/supplier-lead-times';
import { appendFloorEvents } from './append-floor-events.ts';

/**
 * The 12:00 LA blanks cutoff (O-9-11): every open blank order whose cutoff has come is sent to its supplier;
 * its waiting units reach BLANK_ORDERED and their orders get a blanks-placed event. Idempotent: a second run
 * finds nothing open and due.
 */
export async function sendBlankOrders(
  db: Db,
  now = new Date().toISOString(),
  only: number | null = null,
): Promise<number[]> {
  return db.transaction(async (tx) => {
    const blanks = blanksRepository(tx);
    const sent = await blanks.sendDue(now, only);
    if (sent.length === 0) return sent;
    const supplierOf = new Map<number, string>();
    const expectedOf = new Map<number, string>();
    for (const id of sent)
      for (const o of await blanks.list(1, id)) {
        supplierOf.set(o.id, o.supplier);
        expectedOf.set(o.id, expectedDelivery(now, o.supplier));
        await blanks.setExpected(o.id, expectedOf.get(o.id) as string);
      }
    const waiting = await blanks.waitingUnits(sent);
    const blankOf = new Map(waiting.map((w) => [w.barcode, w.blankOrderId]));
    const rows = await unitsRepository(tx).many(waiting.map((w) => w.barcode));
    for (const orderId of [...new Set(rows.map((u) => u.orderId))].sort())
      await markBlanksOrdered(tx, orderId, rows, { blankOf, supplierOf, expectedOf, now });
    return sent;
  });
}

/** One order's units waiting for sent blank orders: BLANK_ORDERED, blocked until receipt, blanks-placed events. */
async function markBlanksOrdered(
  tx: Queryable,
  orderId: string,
  rows: UnitRow[],
  c: {
    blankOf: Map<string, number>;
    supplierOf: Map<number, string>;
    expectedOf: Map<number, string>;
    now: string;
  },
) {
  const units = unitsRepository(tx);
  await units.lockOrder(orderId);
  const mine = rows.filter((u) => u.orderId === orderId);
  const moved = await units.place(
    mine.map((u) => {
      const pt = milestonePrintType(u.printType);
      const id = c.blankOf.get(u.barcode);
      return {
        barcode: u.barcode,
        stepIndex: u.stepIndex,
        station: u.station,
        milestone: pt && milestoneStep(pt, 'BLANK_ORDERED') ? 'BLANK_ORDERED' : null,
        blockedBy: `waiting for blanks from ${c.supplierOf.get(id ?? 0) ?? 'the supplier'} (blank order ${id}, sent ${c.now.slice(0, 10)}, expected ${expectedDay(c.expectedOf.get(id ?? 0) ?? c.now)})`,
      };
    }),
    c.now,
  );
  const all = await units.forOrder(orderId);
  await appendFloorEvents(tx, orderId, (s) => placedEvents(s, moved, all, c), null, c.now);
}

/** blanks-placed per item of the moved units, with the item's milestone when it changed. */
function placedEvents(
  s: LifecycleState,
  moved: UnitRow[],
  all: UnitRow[],
  c: { blankOf: Map<string, number>; expectedOf: Map<number, string> },
): LifecycleEvent[] {
  const { blankOf } = c;
  const expectedOfUnit = (u: UnitRow) => c.expectedOf.get(blankOf.get(u.barcode) ?? 0) ?? '';
  const latest = moved.map(expectedOfUnit).sort().at(-1) ?? '';
  const dueDate = latest ? dueDateAfterBlanks(s.dueDate, latest) : s.dueDate;
  return [...new Set(moved.map((u) => u.itemIndex))].map((itemIndex, i): LifecycleEvent => {
    const here = moved.filter((u) => u.itemIndex === itemIndex);
    const itemMilestone = itemMilestoneOf(
      here[0]?.printType ?? null,
      all.filter((u) => u.itemIndex === itemIndex).map((u) => u.milestone),
    );
    return {
      name: 'blanks-placed',
      itemIndex,
      data: {
        barcodes: here.map((u) => u.barcode),
        blankOrders: [...new Set(here.map((u) => blankOf.get(u.barcode)))],
        expectedAt: here.map(expectedOfUnit).sort().at(-1) ?? null,
        ...(i === 0 && dueDate !== s.dueDate ? { dueDate } : {}),
        ...(here[0]?.milestone === 'BLANK_ORDERED' ? { milestone: 'BLANK_ORDERED' } : {}),
        ...(itemMilestone && itemMilestone !== s.items[itemIndex]?.milestone ? { itemMilestone } : {}),
      },
    };
  });
}

/**
 * POST /api/internal/blank-orders/{id}/send: "send now", before the 12:00 cutoff (an order approved on Friday
 * evening need not wait for Monday noon). Only an open order can be sent; its units reach BLANK_ORDERED as at the
 * cutoff. The supplier job is nudged at once: the purchase order goes out by the supplier's channel.
 */
export async function sendBlankOrderNow(db: Db, id: number, jobs?: Pick<JobQueue, 'send'>) {
  const order = (await blanksRepository(db).list(1, id))[0];
  if (!order) throw notFound('Blank order');
  if (order.status !== 'open')
    throw new AppError('conflict', `Blank order ${id} was already sent to ${order.supplier}.`);
  const sent = await sendBlankOrders(db, new Date().toISOString(), id);
  if (!sent.includes(id))
    throw new AppError('conflict', `Blank order ${id} was already sent to ${order.supplier}.`);
  await jobs?.send(BLANK_SUPPLIERS_SYNC, {});
  return { blankOrder: (await blanksRepository(db).list(1, id))[0]! };
}
