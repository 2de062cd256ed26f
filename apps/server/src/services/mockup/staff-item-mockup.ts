import { orderEventsRepository, ordersRepository } from '@platen/db';
import type { LifecycleState } from '@platen/domain/production/order-lifecycle';
import { notFound } from '../../errors/app-error.ts';
import { type MockupDeps, renderMockup } from './mockup-service.ts';

/**
 * GET /api/internal/approvals/{orderId}/mockup/{itemIndex}/{side}: the mockup of one printed side of an order item,
 * drawn from the order owner's design as the customer's proof draws it (the approver sees what is approved).
 */
export async function staffItemMockup(deps: MockupDeps, orderId: string, itemIndex: number, side: string) {
  const row = await orderEventsRepository(deps.db).lifecycle(orderId);
  const item = (row?.lifecycle as unknown as LifecycleState | null)?.items[itemIndex];
  if (!row || !item?.designId) throw notFound('Order item');
  const lines = await ordersRepository(deps.db).lines(orderId);
  const printableId = [...new Set(lines.map((l) => l.printableId))][itemIndex];
  const line = lines.find((l) => l.printableId === printableId);
  if (!line?.productIdentifier || !line.color) throw notFound('Order item');
  return renderMockup(deps, row.userId, {
    designId: item.designId,
    product: line.productIdentifier,
    color: line.color,
    side,
  });
}
