import { ordersRepository, type UnitRow, unitsRepository } from '@platen/db';
import type { LifecycleState } from '@platen/domain/production/order-lifecycle';
import { notFound } from '../../errors/app-error.ts';
import { type MockupDeps, renderMockup } from '../mockup/mockup-service.ts';

/** The stored mockup of a unit (its item's design on its product and colour, front), rendered as the owner sees it. */
export async function unitMockup(deps: MockupDeps, barcode: string): Promise<string> {
  const u = await unitsRepository(deps.db).get(barcode);
  if (!u) throw notFound('Unit');
  return mockupOfUnit(deps, u);
}

/** The stored mockup of a unit already read (404 when its item has no design or product to draw). */
export async function mockupOfUnit(deps: MockupDeps, u: UnitRow): Promise<string> {
  if (!u.productIdentifier) throw notFound('Mockup');
  const order = await ordersRepository(deps.db).floorFacts(u.orderId);
  const designId = (order?.lifecycle as LifecycleState | undefined)?.items[u.itemIndex]?.designId;
  if (!order || !designId) throw notFound('Mockup');
  return renderMockup(deps, order.userId, {
    designId,
    product: u.productIdentifier,
    color: u.color ?? undefined,
    side: 'front',
  });
}
