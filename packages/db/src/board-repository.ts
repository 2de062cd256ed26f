import type { Queryable } from './db.ts';

/** One milestone clock of the board's thresholds (domain production-board.ts BOARD_THRESHOLDS). */
export interface BoardThresholdRow {
  printType: string;
  milestone: string;
  avgHours: number | null;
  maxHours: number | null;
  alert: boolean;
}

/** Units counted per station x milestone. */
export interface BoardGroupRow {
  station: string;
  milestone: string | null;
  units: number;
  late: number;
  behind: number;
  alert: number;
  blocked: number;
}

/** A flagged unit as the board lists it. */
export interface BoardUnitRow {
  barcode: string;
  orderId: string;
  station: string;
  printType: string | null;
  milestone: string | null;
  milestoneAt: string | null;
  blockedBy: string | null;
}

/** Units that are no longer open work. */
const DONE = `('shipped', 'voided')`;

/**
 * The shared part of the board's queries: the open units of a facility joined to their milestone's clock, with
 * `late` (past the max) and `behind` (past the average, not the max) worked out in SQL ($1 facility,
 * $2 thresholds, $3 now).
 */
const FLAGGED = `
  WITH t AS (
    SELECT * FROM jsonb_to_recordset($2::jsonb)
      AS t("printType" text, milestone text, "avgHours" float8, "maxHours" float8, alert boolean)),
  u AS (
    SELECT u.*, t.alert IS TRUE AS is_alert,
           (t."maxHours" IS NOT NULL AND u.milestone_at < $3::timestamptz - t."maxHours" * interval '1 hour') AS is_late,
           (t."avgHours" IS NOT NULL AND u.milestone_at < $3::timestamptz - t."avgHours" * interval '1 hour') AS past_avg
      FROM units u
      LEFT JOIN t ON t."printType" = CASE WHEN u.print_type = 'sublimation' THEN 'dtg' ELSE u.print_type END
                 AND t.milestone = u.milestone
     WHERE u.facility = $1 AND u.station NOT IN ${DONE})`;

/** The production board's reads: counts stay in the database, only groups and a sample of units leave it. */
export function boardRepository(db: Queryable) {
  return {
    async groups(
      facility: string,
      thresholds: readonly BoardThresholdRow[],
      now: string,
    ): Promise<BoardGroupRow[]> {
      const r = await db.query<Record<string, unknown>>(
        `${FLAGGED}
         SELECT station, milestone, count(*)::int AS units,
                count(*) FILTER (WHERE is_late)::int AS late,
                count(*) FILTER (WHERE past_avg AND NOT is_late)::int AS behind,
                count(*) FILTER (WHERE is_alert)::int AS alert,
                count(*) FILTER (WHERE blocked_by IS NOT NULL)::int AS blocked
           FROM u GROUP BY station, milestone`,
        [facility, JSON.stringify(thresholds), now],
      );
      return r.rows.map((x) => ({
        station: String(x.station),
        milestone: (x.milestone as string | null) ?? null,
        units: Number(x.units),
        late: Number(x.late),
        behind: Number(x.behind),
        alert: Number(x.alert),
        blocked: Number(x.blocked),
      }));
    },

    /** The most urgent flagged units: alert, late, blocked, behind the average; oldest first within each. */
    async flagged(
      facility: string,
      thresholds: readonly BoardThresholdRow[],
      now: string,
      limit: number,
    ): Promise<BoardUnitRow[]> {
      const r = await db.query<Record<string, unknown>>(
        `${FLAGGED}
         SELECT barcode, order_id, station, print_type, milestone, milestone_at, blocked_by FROM u
          WHERE is_alert OR is_late OR past_avg OR blocked_by IS NOT NULL
          ORDER BY is_alert DESC, is_late DESC, (blocked_by IS NOT NULL) DESC, milestone_at ASC NULLS LAST, barcode
          LIMIT $4`,
        [facility, JSON.stringify(thresholds), now, limit],
      );
      return r.rows.map((x) => ({
        barcode: String(x.barcode),
        orderId: String(x.order_id),
        station: String(x.station),
        printType: (x.print_type as string | null) ?? null,
        milestone: (x.milestone as string | null) ?? null,
        milestoneAt: x.milestone_at ? new Date(x.milestone_at as string).toISOString() : null,
        blockedBy: (x.blocked_by as string | null) ?? null,
      }));
    },

    /** Open units of the facility whose order is due on or before `day` (YYYY-MM-DD). */
    async dueBy(facility: string, day: string): Promise<number> {
      const r = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM units u JOIN orders o ON o.id = u.order_id
          WHERE u.facility = $1 AND u.station NOT IN ${DONE} AND o.due_date <= $2::date`,
        [facility, day],
      );
      return Number(r.rows[0]?.n ?? 0);
    },
  };
}
