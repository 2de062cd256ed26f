import { type UnitRow, unitsRepository } from '@platen/db';
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
  const r = await deps.db.query<{ user_id: string; lifecycle: LifecycleState }>(
    'SELECT user_id, lifecycle FROM orders WHERE id = $1',
    [u.orderId],
  );
  const designId = r.rows[0]?.lifecycle.items[u.itemIndex]?.designId;
  if (!r.rows[0] || !designId) throw notFound('Mockup');
  return renderMockup(deps, r.rows[0].user_id, {
    designId,
    product: u.productIdentifier,
    color: u.color ?? undefined,
    side: 'front',
  });
}
