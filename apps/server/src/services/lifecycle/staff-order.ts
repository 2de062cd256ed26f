import {
  type Db,
  invoicesRepository,
  type OrderEventRow,
  orderEventsRepository,
  usersRepository,
} from '@platen/db';
import { invoiceNumberLabel } from '@platen/domain/billing/invoice';
import { MILESTONES, type Milestone } from '@platen/domain/production/milestones';
import { milestoneTimeline } from '@platen/domain/production/milestone-timeline';
import { type LifecycleState, milestonePrintType } from '@platen/domain/production/order-lifecycle';
import { notFound } from '../../errors/app-error.ts';
import { eventView } from './order-queries.ts';
import { orderView } from './order-state.ts';

const isMilestone = (m: unknown): m is Milestone => (MILESTONES as readonly unknown[]).includes(m);

/**
 * When the item entered each milestone: events that name a milestone (`data.milestone`, for the item or the
 * whole order) in log order, and the item's current milestone at the time the state holds for it.
 */
function enteredMilestones(
  itemIndex: number,
  item: { milestone: string | null; milestoneAt: string | null },
  events: readonly OrderEventRow[],
) {
  const entered: Partial<Record<Milestone, string>> = {};
  for (const e of events) {
    if (e.itemIndex !== null && e.itemIndex !== itemIndex) continue;
    if (isMilestone(e.data.milestone)) entered[e.data.milestone] = e.createdAt;
  }
  if (isMilestone(item.milestone) && item.milestoneAt) entered[item.milestone] = item.milestoneAt;
  return entered;
}

/**
 * GET /api/internal/orders/{orderId} (internal.access): any customer's order as staff see it: the order view, each
 * item's milestone timeline for its print type with entry times and health (R-4-07..34), and the event log.
 */
export async function staffOrderView(db: Db, orderId: string, now = new Date()) {
  const repo = orderEventsRepository(db);
  const row = await repo.lifecycle(orderId);
  if (!row?.lifecycle) throw notFound('Order');
  const events = await repo.forOrder(orderId);
  const state = row.lifecycle as unknown as LifecycleState;
  const timelines = state.items.map((item, itemIndex) => {
    const pt = milestonePrintType(item.printType);
    const current = isMilestone(item.milestone) ? item.milestone : null;
    return {
      itemIndex,
      printType: item.printType,
      steps: pt ? milestoneTimeline(pt, current, enteredMilestones(itemIndex, item, events), now) : [],
    };
  });
  const invoice = await staffInvoice(db, orderId);
  const people = await namedPeople(db, row.userId, events);
  return {
    order: orderView(row, now),
    userId: row.userId,
    customer: people[row.userId] ?? { id: row.userId, name: null, email: null },
    people,
    timelines,
    events: events.map(eventView),
    invoice,
  };
}

/** The customer and everyone who acted in the log (or for whom staff acted), by id: who the screen names. */
async function namedPeople(db: Db, customerId: string, events: readonly OrderEventRow[]) {
  const ids = [
    customerId,
    ...events.flatMap((e) => [e.actorId, e.assumedBy].filter((x): x is string => !!x)),
  ];
  const rows = await usersRepository(db).people(ids);
  return Object.fromEntries(rows.map((p) => [p.id, p]));
}

/** The order's invoice with each revision's total before and after, reason, who and when. */
async function staffInvoice(db: Db, orderId: string) {
  const inv = await invoicesRepository(db).forOrder(orderId);
  if (!inv) return null;
  const revs = await invoicesRepository(db).revisionsForStaff(orderId);
  return {
    id: inv.id,
    number: invoiceNumberLabel(inv.number),
    totalCents: inv.total,
    revisions: revs.map((r, i) => ({
      revision: r.revision,
      beforeCents: i === 0 ? null : revs[i - 1]!.total,
      afterCents: r.total,
      reason: r.reason,
      by: r.actor,
      assumedBy: r.assumedBy,
      at: r.createdAt,
    })),
  };
}
