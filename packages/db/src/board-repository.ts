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

/** The UTC hour bins of board_counts (migration 20261124T1325_board_counts.sql). */
const BIN = (ts: string) => `date_bin('1 hour', ${ts}, timestamptz '2000-01-01 00:00:00+00')`;

const toGroups = (rows: Record<string, unknown>[]): BoardGroupRow[] =>
  rows.map((x) => ({
    station: String(x.station),
    milestone: (x.milestone as string | null) ?? null,
    units: Number(x.units),
    late: Number(x.late),
    behind: Number(x.behind),
    alert: Number(x.alert),
    blocked: Number(x.blocked),
  }));

/** The production board's reads: counts stay in the database, only groups and a sample of units leave it. */
export function boardRepository(db: Queryable) {
  return {
    /**
     * The board's counts per station x milestone from board_counts (+ the deltas not yet folded in), in one
     * statement: an hour bin wholly past a clock's limit (or average) counts whole; the one bin the limit falls
     * in is counted exactly from the units' clock index. A few thousand count rows and a few hundred unit index
     * entries are read instead of every open unit.
     */
    async groups(
      facility: string,
      thresholds: readonly BoardThresholdRow[],
      now: string,
    ): Promise<BoardGroupRow[]> {
      const r = await db.query<Record<string, unknown>>(
        `WITH t AS (${T}),
         c AS (
           SELECT station, print_type, milestone, hour, blocked, sum(units)::int AS units FROM (
             SELECT station, print_type, milestone, hour, blocked, units FROM board_counts WHERE facility = $1
             UNION ALL
             SELECT station, print_type, milestone, hour, blocked, units FROM board_count_deltas WHERE facility = $1
           ) x GROUP BY station, print_type, milestone, hour, blocked),
         k AS (
           SELECT c.station, nullif(c.milestone, '') AS milestone, c.units, c.blocked, t.alert IS TRUE AS is_alert,
                  t."avgHours" IS NOT NULL AS has_avg,
                  (c.hour <> '-infinity' AND t."maxHours" IS NOT NULL
                    AND c.hour + interval '1 hour' <= $3::timestamptz - t."maxHours" * interval '1 hour') AS all_late,
                  (c.hour <> '-infinity' AND t."avgHours" IS NOT NULL
                    AND c.hour + interval '1 hour' <= $3::timestamptz - t."avgHours" * interval '1 hour') AS all_past_avg
             FROM c LEFT JOIN t ON t."printType" = c.print_type AND t.milestone = c.milestone),
         cut AS (
           SELECT t."printType", t.milestone, t."avgHours" IS NOT NULL AS has_avg, 'late' AS kind,
                  $3::timestamptz - t."maxHours" * interval '1 hour' AS at FROM t WHERE t."maxHours" IS NOT NULL
           UNION ALL
           SELECT t."printType", t.milestone, true, 'avg', $3::timestamptz - t."avgHours" * interval '1 hour'
             FROM t WHERE t."avgHours" IS NOT NULL),
         e AS (
           -- Aggregated inside the lateral, so each clock is one short range of units_board_clock_idx.
           SELECT u.station, u.milestone, u.n, cut.kind, cut.has_avg FROM cut CROSS JOIN LATERAL (
             SELECT station, milestone, count(*)::int AS n FROM units
              WHERE facility = $1 AND station NOT IN ${DONE} AND print_type = cut."printType"
                AND milestone = cut.milestone AND milestone_at >= ${BIN('cut.at')} AND milestone_at < cut.at
              GROUP BY station, milestone) u)
         SELECT station, milestone, sum(units)::int AS units, sum(late)::int AS late,
                sum(past_avg - CASE WHEN has_avg THEN late ELSE 0 END)::int AS behind,
                sum(alert)::int AS alert, sum(blocked)::int AS blocked
           FROM (
             SELECT station, milestone, units, CASE WHEN all_late THEN units ELSE 0 END AS late,
                    CASE WHEN all_past_avg THEN units ELSE 0 END AS past_avg, has_avg,
                    CASE WHEN is_alert THEN units ELSE 0 END AS alert, CASE WHEN blocked THEN units ELSE 0 END AS blocked
               FROM k
             UNION ALL
             SELECT station, milestone, 0, CASE WHEN kind = 'late' THEN n ELSE 0 END,
                    CASE WHEN kind = 'avg' THEN n ELSE 0 END, has_avg, 0, 0
               FROM e) z
          GROUP BY station, milestone HAVING sum(units) > 0`,
        [facility, thresholdsJson(thresholds), now],
      );
      return toGroups(r.rows);
    },

    /** Whether unit changes wait to be folded into the facility's counts. */
    async hasDeltas(facility: string): Promise<boolean> {
      const r = await db.query(
        `SELECT 1 FROM board_count_deltas WHERE facility = $1
         UNION ALL SELECT 1 FROM board_due_deltas WHERE facility = $1 LIMIT 1`,
        [facility],
      );
      return r.rows.length > 0;
    },

    /**
     * Folds the facility's deltas into board_counts (and board_due_counts) and drops emptied rows. Only an optimisation (reads add the
     * deltas themselves); one at a time per facility (advisory lock), so two never update the same rows.
     */
    async compactCounts(facility: string): Promise<number> {
      const locked = await db.query<{ ok: boolean }>(
        `SELECT pg_try_advisory_xact_lock(hashtext('board_counts:' || $1)) AS ok`,
        [facility],
      );
      if (!locked.rows[0]?.ok) return 0;
      const moved = await db.query<{ n: number }>(
        `WITH moved AS (DELETE FROM board_count_deltas WHERE facility = $1 RETURNING *),
         folded AS (
           INSERT INTO board_counts
           SELECT facility, station, print_type, milestone, hour, blocked, sum(units)::int FROM moved
            GROUP BY facility, station, print_type, milestone, hour, blocked
           ON CONFLICT (facility, station, print_type, milestone, hour, blocked)
           DO UPDATE SET units = board_counts.units + EXCLUDED.units RETURNING 1)
         SELECT (SELECT count(*) FROM moved)::int AS n, (SELECT count(*) FROM folded)::int AS rows`,
        [facility],
      );
      await db.query(`DELETE FROM board_counts WHERE facility = $1 AND units = 0`, [facility]);
      const due = await db.query<{ n: number }>(
        `WITH moved AS (DELETE FROM board_due_deltas WHERE facility = $1 RETURNING *),
         folded AS (
           INSERT INTO board_due_counts
           SELECT facility, due_date, sum(units)::int FROM moved GROUP BY facility, due_date
           ON CONFLICT (facility, due_date) DO UPDATE SET units = board_due_counts.units + EXCLUDED.units RETURNING 1)
         SELECT (SELECT count(*) FROM moved)::int AS n, (SELECT count(*) FROM folded)::int AS rows`,
        [facility],
      );
      await db.query(`DELETE FROM board_due_counts WHERE facility = $1 AND units = 0`, [facility]);
      return Number(moved.rows[0]?.n ?? 0) + Number(due.rows[0]?.n ?? 0);
    },

    /**
     * Reclaims the deltas' deleted rows and refreshes both tables' statistics (outside a transaction). PGlite has no autovacuum: without this the
     * deltas' table would only grow and its scan slow down.
     */
    async vacuumDeltas(): Promise<void> {
      await db.query('VACUUM ANALYZE board_count_deltas');
      await db.query('VACUUM ANALYZE board_due_deltas');
      await db.query('ANALYZE board_counts');
      await db.query('ANALYZE board_due_counts');
    },

    /** The same counts read from every open unit: the straightforward recomputation `groups` is held to. */
    async groupsByScan(
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
      return toGroups(r.rows);
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
           SELECT barcode, order_id, station, print_type, milestone, milestone_at, blocked_by,
                  (SELECT o.expected_at FROM blank_order_units bu JOIN blank_orders o ON o.id = bu.blank_order_id
                    WHERE bu.barcode = units.barcode AND bu.received_at IS NULL) AS blanks_expected_at FROM units
            WHERE facility = $1 AND station NOT IN ${DONE} AND print_type = t."printType" AND milestone = t.milestone
              AND (t.alert OR milestone_at < $3::timestamptz - COALESCE(t."avgHours", t."maxHours") * interval '1 hour')
            ORDER BY milestone_at LIMIT $4) u
         UNION ALL
         SELECT * FROM (
           SELECT barcode, order_id, station, print_type, milestone, milestone_at, blocked_by,
                  (SELECT o.expected_at FROM blank_order_units bu JOIN blank_orders o ON o.id = bu.blank_order_id
                    WHERE bu.barcode = units.barcode AND bu.received_at IS NULL) AS blanks_expected_at FROM units
            WHERE facility = $1 AND blocked_by IS NOT NULL AND station NOT IN ${DONE}
            ORDER BY updated_at LIMIT $4) b`,
        [facility, thresholdsJson(thresholds), now, limit],
      );
      // A blocked unit past its clock comes from both halves: listed once.
      const seen = new Set<string>();
      return r.rows
        .filter((x) => !seen.has(String(x.barcode)) && seen.add(String(x.barcode)))
        .map((x) => ({
          barcode: String(x.barcode),
          orderId: String(x.order_id),
          station: String(x.station),
          printType: (x.print_type as string | null) ?? null,
          milestone: (x.milestone as string | null) ?? null,
          milestoneAt: x.milestone_at ? new Date(x.milestone_at as string).toISOString() : null,
          blockedBy: (x.blocked_by as string | null) ?? null,
          blanksExpectedAt: x.blanks_expected_at
            ? new Date(x.blanks_expected_at as string).toISOString()
            : null,
        }));
    },

    /**
     * Open units of the facility whose order is in production and due on or before `day` (YYYY-MM-DD), from
     * board_due_counts + the deltas not yet folded in (migration 20261124T1500_board_due_counts.sql).
     */
    /** Units scanned at these stations of a facility since `since` (the print steps; shipping). */
    async scannedSince(facility: string, stations: readonly string[], since: string): Promise<number> {
      const r = await db.query<{ n: number }>(
        `SELECT count(DISTINCT barcode)::int AS n FROM scans
          WHERE facility = $1 AND created_at >= $2 AND station = ANY($3::text[])
            AND action IS DISTINCT FROM 'report-rip-issue'`,
        [facility, since, [...stations]],
      );
      return r.rows[0]?.n ?? 0;
    },

    async dueBy(facility: string, day: string): Promise<number> {
      const r = await db.query<{ n: number }>(
        `SELECT coalesce(sum(units), 0)::int AS n FROM (
           SELECT units FROM board_due_counts WHERE facility = $1 AND due_date <= $2::date
           UNION ALL
           SELECT units FROM board_due_deltas WHERE facility = $1 AND due_date <= $2::date) x`,
        [facility, day],
      );
      return Number(r.rows[0]?.n ?? 0);
    },

    /** The same count read from the units and their orders: the straightforward recount `dueBy` is held to. */
    async dueByScan(facility: string, day: string): Promise<number> {
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
