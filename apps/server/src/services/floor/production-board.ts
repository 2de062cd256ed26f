import { floorDayStart, PRINT_STATIONS, SHIP_STATION } from '@platen/domain/floor/floor-today';
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

/** How many folded deltas make it worth reclaiming their rows at once (PGlite has no autovacuum). */
const VACUUM_AFTER_DELTAS = 1_000;

/**
 * The production board of a facility: counts per station and milestone with late, behind-average, alert and
 * blocked units (from the counts kept on every unit change, board_counts), the most urgent units with the reason each is stuck, units due today
 * in the facility's time zone and printers out of service.
 */
export async function computeProductionBoard(
  db: Db,
  facility: FacilityCode,
  now = new Date(),
): Promise<ProductionBoardView> {
  // Fold the scans since the last board into the counts first (the read adds any left, so this only keeps them few).
  const board = boardRepository(db);
  if (await board.hasDeltas(facility)) {
    const folded = await db.transaction((tx) => boardRepository(tx).compactCounts(facility));
    if (folded >= VACUUM_AFTER_DELTAS) await board.vacuumDeltas();
  }
  const at = now.toISOString();
  const dayStart = floorDayStart(now);
  const [groups, candidates, dueToday, printers, printed, shipped] = await Promise.all([
    board.groups(facility, BOARD_THRESHOLDS, at),
    // The oldest BOARD_STUCK_LIMIT of each clock hold the most urgent BOARD_STUCK_LIMIT overall.
    board.flagged(facility, BOARD_THRESHOLDS, at, BOARD_STUCK_LIMIT),
    board.dueBy(facility, facilityDay(now, FACILITIES[facility].timeZone)),
    printersRepository(db).outOfService(facility),
    board.scannedSince(facility, PRINT_STATIONS, dayStart),
    board.scannedSince(facility, [SHIP_STATION], dayStart),
  ]);
  const view = productionBoard({
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
  // Printed and shipped since midnight in Los Angeles (business time).
  return { ...view, today: { printed, shipped } };
}

/** How old a served board may grow before a request starts its recomputation (the page polls every 10 s). */
export const BOARD_SHARED_MS = 5_000;

interface Shared {
  /** The last computed board and when its computation started. */
  last: { at: number; board: ProductionBoardView } | null;
  pending: Promise<ProductionBoardView> | null;
  /** Bumped when the board is known to be out of date: a computation begun before then is not kept. */
  generation: number;
}
const shared = new WeakMap<Db, Map<string, Shared>>();

/**
 * The board as GET /api/internal/board serves it: computed once per facility and process, shared by every staff
 * screen polling it. A board older than 5 s is served once more while its successor is computed, so screens
 * see data at most 5 s plus one computation old and never wait for the count of 100,000 open units (only the
 * very first request does). A failed computation keeps the previous board. docs/decisions/production-board.md.
 */
export async function productionBoardFor(
  db: Db,
  facility: FacilityCode,
  nowMs = Date.now(),
): Promise<ProductionBoardView> {
  let byFacility = shared.get(db);
  if (!byFacility) {
    byFacility = new Map();
    shared.set(db, byFacility);
  }
  let s = byFacility.get(facility);
  if (!s) {
    s = { last: null, pending: null, generation: 0 };
    byFacility.set(facility, s);
  }
  const entry = s;
  const fresh = entry.last !== null && nowMs - entry.last.at < BOARD_SHARED_MS;
  if (!fresh && !entry.pending) {
    const started = nowMs;
    const generation = entry.generation;
    const pending = computeProductionBoard(db, facility, new Date(nowMs))
      .then((board) => {
        if (entry.generation === generation) entry.last = { at: started, board };
        return board;
      })
      .finally(() => {
        if (entry.pending === pending) entry.pending = null;
      });
    entry.pending = pending;
    // Served boards do not wait for it: a failure is seen by the request that has no board to serve.
    entry.pending.catch(() => {});
  }
  if (entry.last) return entry.last.board;
  return entry.pending as Promise<ProductionBoardView>;
}

/**
 * Drops the facility's shared board after a change people wait to see on it (a printer marked out of service or
 * back): the next request computes it afresh instead of being served the previous one.
 */
export function forgetSharedBoard(db: Db, facility: FacilityCode): void {
  const entry = shared.get(db)?.get(facility);
  if (!entry) return;
  entry.generation++;
  entry.last = null;
  entry.pending = null;
}
