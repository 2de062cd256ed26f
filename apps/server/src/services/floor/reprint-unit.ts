import { type Queryable, type UnitRow, unitsRepository } from '@platen/db';
import { stationAt } from '@platen/domain/floor/stations';
import { unitCode } from '@platen/domain/floor/units';
import { milestonePrintType } from '@platen/domain/production/order-lifecycle';
import { AppError } from '../../errors/app-error.ts';

/**
 * R-3-62 a unit that failed QC is printed again: a new unit of the same item with the next unit number (so a
 * new barcode), starting at the first station of its flow with a blank from the facility's floor stock.
 */
export async function reprintUnit(tx: Queryable, failed: UnitRow, at: string): Promise<UnitRow> {
  const units = unitsRepository(tx);
  const orderNo = await units.orderNo(failed.orderId);
  if (orderNo === null) throw new AppError('conflict', 'The order was not released to the floor.');
  const siblings = (await units.forOrder(failed.orderId)).filter((u) => u.itemIndex === failed.itemIndex);
  const unitNo = Math.max(0, ...siblings.map((u) => u.unitNo)) + 1;
  const barcode = unitCode(orderNo, failed.itemIndex, unitNo);
  await units.insert(
    [
      {
        barcode,
        orderId: failed.orderId,
        itemIndex: failed.itemIndex,
        unitNo,
        printType: failed.printType,
        productIdentifier: failed.productIdentifier,
        color: failed.color,
        size: failed.size,
        facility: failed.facility,
        stepIndex: 0,
        station: stationAt(failed.printType, 0),
        milestone: milestonePrintType(failed.printType) ? 'IMPORTED' : null,
        milestoneAt: at,
        blockedBy: null,
        shipmentIndex: failed.shipmentIndex,
      },
    ],
    at,
  );
  return (await units.get(barcode)) as UnitRow;
}
