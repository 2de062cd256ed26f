import { type Db, orderEventsRepository } from '@platen/db';
import { customerTimeline } from '@platen/domain/production/customer-timeline';
import { notFound } from '../../errors/app-error.ts';

/**
 * GET /api/v2/order/{orderId}/timeline: the customer's milestones of their order (domain
 * production/customer-timeline.ts): the floor log stays on the staff order view.
 */
export async function customerOrderTimeline(db: Db, ownerId: string, orderId: string) {
  const events = orderEventsRepository(db);
  if (!(await events.lifecycle(orderId, ownerId))) throw notFound('Order');
  const log = await events.forOrder(orderId);
  return { orderId, entries: customerTimeline(log) };
}
