import type { ProductionBoardView } from '@platen/contracts';
import { boardRepository, type Db, printersRepository } from '@platen/db';
import { FLOOR_STATIONS } from '@platen/domain/floor/stations';
import { FACILITIES, type FacilityCode } from '@platen/domain/operations/facilities';
import {
  BOARD_STUCK_LIMIT,
  BOARD_THRESHOLDS,
  facilityDay,
  productionBoard,
} from '@platen/domain/production/production-board';

/**
 * #18 the production board of a facility: counts per station and milestone with late, behind-average, alert and
 * blocked units (counted in the database), the most urgent units with the reason each is stuck, units due today
 * in the facility's time zone and printers out of service.
 */
export async function productionBoardFor(
  db: Db,
  facility: FacilityCode,
  now = new Date(),
): Promise<ProductionBoardView> {
  const board = boardRepository(db);
  const at = now.toISOString();
  const [groups, candidates, dueToday, printers] = await Promise.all([
    board.groups(facility, BOARD_THRESHOLDS, at),
    board.flagged(facility, BOARD_THRESHOLDS, at, BOARD_STUCK_LIMIT * 2),
    board.dueBy(facility, facilityDay(now, FACILITIES[facility].timeZone)),
    printersRepository(db).outOfService(facility),
  ]);
  return productionBoard({
    facility,
    now,
    groups,
    candidates,
    dueToday,
    stationOrder: FLOOR_STATIONS,
    printersOut: printers.map((p) => ({
      printerId: p.id,
      name: p.name,
      reason: p.reason,
      since: p.updatedAt,
    })),
  });
}
