import type { FloorOrder } from '@platen/contracts';
import { blanksRepository, type Db, orderEventsRepository, unitsRepository } from '@platen/db';
import { dtgBatches } from '@platen/domain/floor/dtg-batches';
import { batchLimit, queueGroups } from '@platen/domain/floor/ticket-batches';
import { EMBROIDERY_BULK_LIMIT } from '@platen/domain/operations/operations-limits';
import { isAfterCutoff } from '@platen/domain/calendar/cutoffs';
import type { LifecycleState } from '@platen/domain/production/order-lifecycle';
import { notFound } from '../../errors/app-error.ts';
import { staffOrderView } from '../lifecycle/staff-order.ts';
import { unitView } from './unit-view.ts';

/** GET /api/internal/orders/{orderId}: the order's status and every unit with where it is expected next. */
export async function floorOrder(db: Db, orderId: string): Promise<FloorOrder> {
  const row = await orderEventsRepository(db).lifecycle(orderId);
  if (!row?.lifecycle) throw notFound('Order');
  const s = row.lifecycle as unknown as LifecycleState;
  const now = new Date();
  const units = await unitsRepository(db).forOrder(orderId);
  return {
    orderId,
    status: row.status,
    units: units.map((u) => unitView(u, { status: row.status, heldFrom: s.heldFrom }, now)),
  };
}

/** GET /api/internal/orders/{orderId}: the staff order view with the floor's units. */
export async function staffFloorOrder(db: Db, orderId: string) {
  const staff = await staffOrderView(db, orderId);
  return { ...staff, ...(await floorOrder(db, orderId)) };
}

/** How many waiting units the queue screen counts (the largest batch, an embroidery run). */
const QUEUE_COUNTED = EMBROIDERY_BULK_LIMIT;
/** How many of them it lists one by one. */
const QUEUE_LISTED = 200;

/**
 * What waits at a station of a facility (oldest first; counted by product, colour and size for batches) and,
 * at DTG, the batches ready to print.
 */
export async function stationQueue(db: Db, station: string, facility: string) {
  const units = await unitsRepository(db).queue(facility, station, QUEUE_COUNTED);
  const now = new Date();
  const view = units
    .slice(0, QUEUE_LISTED)
    .map((u) => unitView(u, { status: 'printing', heldFrom: null }, now));
  const groups = queueGroups(
    units.map((u) => ({
      code: u.barcode,
      productIdentifier: u.productIdentifier,
      color: u.color,
      size: u.size,
      waitingSince: u.updatedAt,
    })),
  );
  const waiting = { station, facility, units: view, groups, batchLimit: batchLimit(station) };
  if (station !== 'dtg') return { ...waiting, batches: [], held: [] };
  // The day's cut-off for a part batch: the 13:00 SLA cutoff (work after it would miss the day's shipping).
  const b = dtgBatches(
    units.map((u) => ({ code: u.barcode, waitingSince: u.updatedAt })),
    now.toISOString(),
    { dayCutoffPassed: isAfterCutoff(now, 'slaDue') },
  );
  return { ...waiting, batches: b.batches, held: b.held };
}

/** GET /api/internal/blank-orders. */
export async function listBlankOrders(db: Db) {
  return { blankOrders: await blanksRepository(db).list(200) };
}
