import type { UnitPreview } from '@platen/contracts';
import { ordersRepository, unitsRepository, type Queryable } from '@platen/db';
import { finishingRefusal, isFinishing, stoppedOrderRefusal } from '@platen/domain/floor/finishing';
import type { FloorStation } from '@platen/domain/floor/stations';
import type { LifecycleState } from '@platen/domain/production/order-lifecycle';
import { notFound } from '../../errors/app-error.ts';
import { unitView } from './unit-view.ts';

/**
 * A unit as a finishing station shows it before the operator's verdict (QC scans first, then judges the print
 * against its mockup): nothing is recorded; `refusal` is the sentence the scan itself would answer with.
 */
export async function previewUnit(
  db: Queryable,
  barcode: string,
  at: { station: FloorStation; facility: string },
): Promise<UnitPreview> {
  const u = await unitsRepository(db).get(barcode.trim());
  if (!u) throw notFound(`Unit ${barcode.trim()}`);
  const order = await ordersRepository(db).floorFacts(u.orderId);
  if (!order) throw notFound('Order');
  const lifecycle = order.lifecycle as LifecycleState;
  const designId = lifecycle.items[u.itemIndex]?.designId;
  const path = `/api/internal/units/${encodeURIComponent(u.barcode)}`;
  // The same sentences the scan itself answers with (finishScan), in the same order.
  const refusal = isFinishing(at.station)
    ? (finishingRefusal(u.barcode, u.station, u.facility, at.station, at.facility) ??
      stoppedOrderRefusal(u.barcode, order.status))
    : null;
  return {
    ...unitView(u, { status: lifecycle.status, heldFrom: lifecycle.heldFrom }),
    orderId: u.orderId,
    printType: u.printType,
    color: u.color,
    productIdentifier: u.productIdentifier,
    mockupUrl: designId && u.productIdentifier ? `${path}/mockup.png` : null,
    ticketUrl: `${path}/ticket.pdf`,
    refusal,
  };
}
