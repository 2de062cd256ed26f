import {
  blanksRepository,
  type NewUnit,
  ordersRepository,
  type Queryable,
  unitsRepository,
} from '@platen/db';
import {
  allocateBlanks,
  type BlankNeed,
  blanksCutoffFor,
  skuKey,
  swapSuggestion,
} from '@platen/domain/floor/blanks';
import { automaticSwap } from '@platen/domain/account/order-defaults';
import { itemMilestoneOf } from '@platen/domain/floor/floor-events';
import { genericNameOf } from '@platen/domain/operations/blank-swaps';
import { candidateFacilities, routeItem } from '@platen/domain/floor/routing';
import { stationAt } from '@platen/domain/floor/stations';
import { planUnits } from '@platen/domain/floor/units';
import type { FacilityCode } from '@platen/domain/operations/facilities';
import { unitStartMilestone } from '@platen/domain/production/unit-start-milestone';
import type { LifecycleEvent, LifecycleState } from '@platen/domain/production/order-lifecycle';
import { milestonePrintType } from '@platen/domain/production/order-lifecycle';
import { appendFloorEvents } from './append-floor-events.ts';

interface CartShipment {
  id?: string;
  address?: { state?: string } | null;
}

/** Catalogue supplier and style name of each product (for blank orders and swap suggestions). */
async function catalogueFacts(tx: Queryable, ids: string[]) {
  const r = await tx.query<{ identifier: string; supplier: string | null; style: string | null }>(
    `SELECT identifier, doc ->> 'supplier' AS supplier, brand || ' ' || (doc ->> 'style') AS style
       FROM catalog_products WHERE identifier = ANY($1::text[])`,
    [ids],
  );
  return new Map(r.rows.map((x) => [x.identifier, x]));
}

type Blanks = ReturnType<typeof blanksRepository>;
type Line = Awaited<ReturnType<ReturnType<typeof ordersRepository>['lines']>>[number];
type PlannedUnit = ReturnType<typeof planUnits>[number];
type CatalogueFacts = Awaited<ReturnType<typeof catalogueFacts>>;

/**
 * Releases an approved order into production, in the caller's transaction (the one that approved it): gives it
 * a production number, routes each item to a facility, makes one unit per item x size x quantity, takes blanks
 * from stock or puts them on the supplier's open blank order (sent at the 12:00 LA cutoff), writes the
 * order-accepted inventory checkpoint and appends order-released and blanks-placed events. Idempotent.
 */
export async function releaseToFloor(tx: Queryable, orderId: string, at: string): Promise<boolean> {
  const units = unitsRepository(tx);
  const blanks = blanksRepository(tx);
  await units.lockOrder(orderId);
  const { orderNo, created } = await units.claimProductionNumber(orderId);
  if (!created) return false;
  const order = await orderToRelease(tx, orderId);
  if (!order) return false;
  const facilityOf = await routeItems(tx, order);
  const planned = planUnits(orderNo, order.lines);
  const facts = await catalogueFacts(tx, [...new Set(planned.map((u) => u.productIdentifier ?? ''))]);
  const needs = blankNeeds(planned, facilityOf, facts);
  const allocation = await takeBlanks(blanks, needs);
  const autoSwap = await accountAutoSwap(tx, orderId);
  const onOrder = await orderMissingBlanks(blanks, allocation.toOrder, facts, at, autoSwap);
  const rows = unitRows(orderId, planned, order.state, facilityOf, onOrder.waitingFor, at);
  await units.insert(rows, at);
  for (const add of onOrder.lineAdds) await add();
  await acceptedCheckpoints(blanks, orderId, rows, at);
  const events = () => [...releaseEvents(orderNo, rows, facilityOf), ...swapEvents(rows, onOrder.swapped)];
  await appendFloorEvents(tx, orderId, events, null, at);
  return true;
}

/** The order's lines (each with its item index), its cart shipments and its lifecycle state. */
async function orderToRelease(tx: Queryable, orderId: string) {
  const lines = await ordersRepository(tx).lines(orderId);
  const cart = await tx.query<{ cart: { shipments?: CartShipment[] } }>(
    'SELECT cart FROM orders WHERE id = $1',
    [orderId],
  );
  const shipments = cart.rows[0]?.cart.shipments ?? [];
  const state = (
    await tx.query<{ lifecycle: LifecycleState }>('SELECT lifecycle FROM orders WHERE id = $1', [orderId])
  ).rows[0]?.lifecycle;
  if (!state) return null;
  const itemOf = new Map([...new Set(lines.map((l) => l.printableId))].map((pid, i) => [pid, i]));
  return { lines: lines.map((l) => ({ ...l, itemIndex: itemOf.get(l.printableId) ?? 0 })), shipments, state };
}

/** Each item's facility: the routing rule on its print type, destination state and the facilities' open work. */
async function routeItems(
  tx: Queryable,
  order: { lines: (Line & { itemIndex: number })[]; shipments: CartShipment[]; state: LifecycleState },
) {
  const openWork = await unitsRepository(tx).openWork();
  const facilityOf = new Map<number, FacilityCode>();
  for (const l of order.lines) {
    if (facilityOf.has(l.itemIndex)) continue;
    const printType = order.state.items[l.itemIndex]?.printType ?? null;
    const usState = order.shipments.find((s) => s.id === l.shipmentId)?.address?.state ?? null;
    const choice = routeItem(printType, usState, openWork as Partial<Record<FacilityCode, number>>);
    facilityOf.set(l.itemIndex, choice?.facility ?? candidateFacilities(printType)[0] ?? 'INDY');
  }
  return facilityOf;
}

/** One blank per planned unit, at its item's facility. */
function blankNeeds(
  planned: PlannedUnit[],
  facilityOf: Map<number, FacilityCode>,
  facts: CatalogueFacts,
): BlankNeed[] {
  return planned.map((u) => ({
    unitCode: u.code,
    facility: facilityOf.get(u.itemIndex) ?? 'INDY',
    productIdentifier: u.productIdentifier ?? 'unknown',
    color: u.color ?? 'none',
    size: u.size,
    catalogSupplier: facts.get(u.productIdentifier ?? '')?.supplier ?? null,
  }));
}

/** Allocates blanks (demo facilities have endless stock) and takes the stock used at real facilities. */
async function takeBlanks(blanks: Blanks, needs: BlankNeed[]) {
  const demo = await blanks.demoStockFacilities();
  const real = needs.filter((n) => !demo.has(n.facility));
  const stock = await blanks.lockStock(real);
  for (const n of needs)
    if (demo.has(n.facility)) stock.set(`${n.facility}|${skuKey(n)}`, Number.MAX_SAFE_INTEGER);
  const allocation = allocateBlanks(needs, stock);
  // Stock taken at real (non-demo) facilities.
  const taken = new Map<string, { facility: FacilityCode; n: BlankNeed; count: number }>();
  const byCode = new Map(needs.map((n) => [n.unitCode, n]));
  for (const a of allocation.fromStock) {
    if (demo.has(a.facility)) continue;
    const n = byCode.get(a.unitCode) as BlankNeed;
    const k = `${a.facility}|${a.key}`;
    const t = taken.get(k) ?? { facility: a.facility, n, count: 0 };
    t.count += 1;
    taken.set(k, t);
  }
  for (const t of taken.values()) await blanks.takeStock({ ...t.n, facility: t.facility }, t.count);
  return allocation;
}

/**
 * Puts the blanks not in stock on each supplier's open blank order: why each such unit waits, and the order
 * lines to add once the units exist.
 */
async function orderMissingBlanks(
  blanks: Blanks,
  toOrder: ReturnType<typeof allocateBlanks>['toOrder'],
  facts: CatalogueFacts,
  at: string,
  autoSwap: boolean,
) {
  const cutoffAt = blanksCutoffFor(at);
  const waitingFor = new Map<string, string>();
  const swapped = new Map<string, { from: string; to: string }>();
  const lineAdds: (() => Promise<void>)[] = [];
  for (const o of toOrder) {
    const id = await blanks.openOrder(o.supplier, o.facility, cutoffAt);
    for (const line of o.lines) {
      // Linked once the units exist.
      lineAdds.push(() => blanks.addLine(id, { ...line, barcodes: line.unitCodes }));
      const style = facts.get(line.productIdentifier)?.style;
      const auto = style ? automaticSwap(style, autoSwap) : null;
      const swap = auto ? `; swapped to ${auto} (autoSwap)` : style ? swapHint(style) : '';
      for (const c of line.unitCodes) {
        waitingFor.set(c, `waiting for blanks from ${o.supplier} (blank order ${id})${swap}`);
        if (auto && style) swapped.set(c, { from: style, to: auto });
      }
    }
  }
  return { waitingFor, lineAdds, swapped };
}

/** The units to insert: at their first station, or at receiving while their blank is on order. */
function unitRows(
  orderId: string,
  planned: PlannedUnit[],
  state: LifecycleState,
  facilityOf: Map<number, FacilityCode>,
  waitingFor: Map<string, string>,
  at: string,
): NewUnit[] {
  return planned.map((u) => {
    const printType = state.items[u.itemIndex]?.printType ?? null;
    const blockedBy = waitingFor.get(u.code) ?? null;
    return {
      barcode: u.code,
      orderId,
      itemIndex: u.itemIndex,
      unitNo: u.unitNo,
      printType,
      productIdentifier: u.productIdentifier,
      color: u.color,
      size: u.size,
      facility: facilityOf.get(u.itemIndex) ?? 'INDY',
      stepIndex: 0,
      station: blockedBy ? 'receiving' : stationAt(printType, 0),
      milestone: unitStartMilestone(printType, blockedBy ? 'from-supplier' : 'in-stock'),
      milestoneAt: at,
      blockedBy,
    };
  });
}

/** The order-accepted inventory checkpoint of each facility the order went to. */
async function acceptedCheckpoints(blanks: Blanks, orderId: string, rows: NewUnit[], at: string) {
  for (const facility of new Set(rows.map((r) => r.facility))) {
    const here = rows.filter((r) => r.facility === facility);
    await blanks.checkpoint({
      facility,
      checkpoint: 'order-accepted',
      orderId,
      data: { units: here.length, onBlankOrder: here.filter((r) => r.blockedBy).length },
      at,
    });
  }
}

/** R-9-45: the swap table's first substitute for an out-of-stock style, as a clause of the blocked sentence. */
function swapHint(style: string): string {
  const sub = swapSuggestion(style);
  return sub ? `; swap suggestion: ${sub}` : '';
}

/** autoSwap: whether the ordering account lets the floor swap an out-of-stock blank without asking. */
async function accountAutoSwap(tx: Queryable, orderId: string): Promise<boolean> {
  const r = await tx.query<{ s: { autoSwap?: unknown } | null }>(
    'SELECT u.settings AS s FROM orders o JOIN users u ON u.id = o.user_id WHERE o.id = $1',
    [orderId],
  );
  return r.rows[0]?.s?.autoSwap === true;
}

/** A garment-substitution event per item whose waiting units autoSwap swapped (as staff's apply-swap writes). */
function swapEvents(rows: NewUnit[], swapped: Map<string, { from: string; to: string }>): LifecycleEvent[] {
  const byItem = new Map<number, { from: string; to: string; barcodes: string[] }>();
  for (const r of rows) {
    const s = swapped.get(r.barcode);
    if (!s) continue;
    const e = byItem.get(r.itemIndex) ?? { ...s, barcodes: [] };
    e.barcodes.push(r.barcode);
    byItem.set(r.itemIndex, e);
  }
  return [...byItem].map(([itemIndex, e]) => ({
    name: 'garment-substitution',
    itemIndex,
    data: { from: e.from, to: e.to, generic: genericNameOf(e.to), barcodes: e.barcodes, automatic: true },
  }));
}

/** order-released, then per item blanks-placed with the units from stock and the item's milestone. */
function releaseEvents(
  orderNo: number,
  rows: NewUnit[],
  facilityOf: Map<number, FacilityCode>,
): LifecycleEvent[] {
  const events: LifecycleEvent[] = [
    {
      name: 'order-released',
      itemIndex: null,
      data: { orderNo, facilities: Object.fromEntries(facilityOf) },
    },
  ];
  for (const itemIndex of [...facilityOf.keys()].sort((a, b) => a - b)) {
    const mine = rows.filter((r) => r.itemIndex === itemIndex);
    const fromStock = mine.filter((r) => !r.blockedBy).map((r) => r.barcode);
    const milestone = itemMilestoneOf(
      mine[0]?.printType ?? null,
      mine.map((r) => r.milestone),
    );
    events.push({
      name: 'blanks-placed',
      itemIndex,
      data: {
        facility: facilityOf.get(itemIndex),
        barcodes: fromStock,
        ...(fromStock.length && mine.some((r) => r.milestone === 'RECEIVED')
          ? { milestone: 'RECEIVED' }
          : {}),
        onBlankOrder: mine.filter((r) => r.blockedBy).map((r) => r.barcode),
        ...(milestone && milestone !== 'IMPORTED' ? { itemMilestone: milestone } : {}),
      },
    });
  }
  return events;
}
