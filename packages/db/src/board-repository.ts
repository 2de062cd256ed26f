import type { BoardGroup, BoardUnit } from '@platen/domain/production/production-board';
import type { Queryable } from './db.ts';

/** One milestone clock of the board's thresholds (domain production-board.ts BOARD_THRESHOLDS). */
export interface BoardThresholdRow {
  printType: string;
  milestone: string;
  avgHours: number | null;
  maxHours: number | null;
  alert: boolean;
}

/** Units counted per station x milestone, and a flagged unit: the shapes the domain board reads back. */
export type BoardGroupRow = BoardGroup;
export type BoardUnitRow = BoardUnit;

/** Units that are no longer open work. */
const DONE = `('shipped', 'voided')`;

/** The thresholds as a table, DTG's clock applying to sublimation too ($2 of the queries below). */
const thresholdsJson = (thresholds: readonly BoardThresholdRow[]) =>
  JSON.stringify([
    ...thresholds,
    ...thresholds.filter((t) => t.printType === 'dtg').map((t) => ({ ...t, printType: 'sublimation' })),
  ]);

const T = `SELECT * FROM jsonb_to_recordset($2::jsonb)
  AS t("printType" text, milestone text, "avgHours" float8, "maxHours" float8, alert boolean)`;

/** The production board's reads: counts stay in the database, only groups and a sample of units leave it. */
export function boardRepository(db: Queryable) {
  return {
    async groups(
      facility: string,
      thresholds: readonly BoardThresholdRow[],
      now: string,
    ): Promise<BoardGroupRow[]> {
      // One pass over the facility's open units (the covering index), each joined to its milestone's clock.
      const r = await db.query<Record<string, unknown>>(
        `WITH t AS (${T}),
         u AS (
           SELECT u.station, u.milestone, u.blocked_by, t.alert IS TRUE AS is_alert,
                  (t."maxHours" IS NOT NULL AND u.milestone_at < $3::timestamptz - t."maxHours" * interval '1 hour') AS is_late,
                  (t."avgHours" IS NOT NULL AND u.milestone_at < $3::timestamptz - t."avgHours" * interval '1 hour') AS past_avg
             FROM units u LEFT JOIN t ON t."printType" = u.print_type AND t.milestone = u.milestone
            WHERE u.facility = $1 AND u.station NOT IN ${DONE})
         SELECT station, milestone, count(*)::int AS units,
                count(*) FILTER (WHERE is_late)::int AS late,
                count(*) FILTER (WHERE past_avg AND NOT is_late)::int AS behind,
                count(*) FILTER (WHERE is_alert)::int AS alert,
                count(*) FILTER (WHERE blocked_by IS NOT NULL)::int AS blocked
           FROM u GROUP BY station, milestone`,
        [facility, thresholdsJson(thresholds), now],
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

    /**
     * Candidates for the stuck list: per milestone clock the oldest units past its average (or at an alert
     * milestone), and the oldest blocked units, each a short index range; the domain ranks them.
     */
    async flagged(
      facility: string,
      thresholds: readonly BoardThresholdRow[],
      now: string,
      limit: number,
    ): Promise<BoardUnitRow[]> {
      const r = await db.query<Record<string, unknown>>(
        `WITH t AS (${T})
         SELECT u.* FROM t CROSS JOIN LATERAL (
           SELECT barcode, order_id, station, print_type, milestone, milestone_at, blocked_by FROM units
            WHERE facility = $1 AND station NOT IN ${DONE} AND print_type = t."printType" AND milestone = t.milestone
              AND (t.alert OR milestone_at < $3::timestamptz - COALESCE(t."avgHours", t."maxHours") * interval '1 hour')
            ORDER BY milestone_at LIMIT $4) u
         UNION
         SELECT * FROM (
           SELECT barcode, order_id, station, print_type, milestone, milestone_at, blocked_by FROM units
            WHERE facility = $1 AND blocked_by IS NOT NULL AND station NOT IN ${DONE}
            ORDER BY updated_at LIMIT $4) b`,
        [facility, thresholdsJson(thresholds), now, limit],
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
        `SELECT count(*)::int AS n FROM orders o JOIN units u ON u.order_id = o.id
          WHERE o.due_date <= $2::date AND o.status IN ('artwork-created', 'printing', 'on-hold')
            AND u.facility = $1 AND u.station NOT IN ${DONE}`,
        [facility, day],
      );
      return Number(r.rows[0]?.n ?? 0);
    },
  };
}
