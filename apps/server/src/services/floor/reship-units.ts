import { type Queryable, unitsRepository } from '@platen/db';
import { stationAt } from '@platen/domain/floor/stations';
import { planReshipUnits } from '@platen/domain/floor/units';
import type { LifecycleState } from '@platen/domain/production/order-lifecycle';
import { milestonePrintType } from '@platen/domain/production/order-lifecycle';

/**
 * A reship approved on a claim puts the claimed pieces back on the floor (effect of the `reship` action, in its
 * transaction): one new unit per claimed piece (domain planReshipUnits), at the first station of its flow with a
 * blank from the facility's floor stock, travelling in the shipment the reship opened, so the shipping station
 * packs it with its own label and tracking. An order never released to the floor has no units to follow.
 */
export async function reprintReshipped(
  tx: Queryable,
  orderId: string,
  state: LifecycleState,
  claimed: readonly { itemIndex: number; quantity: number }[],
  at: string,
): Promise<number> {
  const units = unitsRepository(tx);
  await units.lockOrder(orderId);
  const orderNo = await units.orderNo(orderId);
  if (orderNo === null) return 0;
  const existing = await units.forOrder(orderId);
  const planned = planReshipUnits(orderNo, existing, claimed, state.shipments.length - 1);
  const model = new Map(existing.map((u) => [u.barcode, u]));
  await units.insert(
    planned.map((p) => {
      const was = model.get(p.replaces)!;
      return {
        barcode: p.code,
        orderId,
        itemIndex: p.itemIndex,
        unitNo: p.unitNo,
        printType: was.printType,
        productIdentifier: p.productIdentifier,
        color: p.color,
        size: p.size,
        facility: was.facility,
        stepIndex: 0,
        station: stationAt(was.printType, 0),
        milestone: milestonePrintType(was.printType) ? 'IMPORTED' : null,
        milestoneAt: at,
        blockedBy: null,
        shipmentIndex: p.shipmentIndex,
      };
    }),
    at,
  );
  return planned.length;
}
