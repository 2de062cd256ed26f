import { numbersOf, periodFilters, periodParams, type ReportDef } from './report.ts';

/**
 * Per printer: units printed on it in the period (the DTG scan names the printer), those of orders with a
 * claim, and the share.
 */
export const claimsByPrinter: ReportDef = {
  id: 'claims-by-printer',
  title: 'Claims rate per printer',
  description:
    'Units printed on each printer in the period, how many belong to a claimed order, and the rate.',
  filters: periodFilters,
  usesFacility: true,
  columns: [
    { key: 'printer', label: 'Printer', kind: 'text' },
    { key: 'units', label: 'Units printed', kind: 'count' },
    { key: 'claimed', label: 'Units of claimed orders', kind: 'count' },
    { key: 'rate', label: 'Claims rate', kind: 'share' },
  ],
  chart: { x: 'printer', y: 'rate', label: 'Claims rate per printer' },
  async read(q, f) {
    // scans_created_idx / scans_facility_day_idx for the period; the claimed orders read once (a hash join, not
    // two subqueries per scan).
    const r = await q.query<Record<string, unknown>>(
      `WITH s AS (
         SELECT s.data->>'printer' AS printer, s.order_id FROM scans s
          WHERE s.created_at >= $1 AND s.created_at < $2 AND ($3::text IS NULL OR s.facility = $3)
            AND s.data ? 'printer' AND s.action IS DISTINCT FROM 'report-rip-issue'),
       c AS (SELECT DISTINCT order_id FROM claims)
       SELECT printer, count(*)::int AS units, count(c.order_id)::int AS claimed,
              round(count(c.order_id)::numeric / count(*), 4) AS rate
         FROM s LEFT JOIN c ON c.order_id = s.order_id
        GROUP BY printer ORDER BY rate DESC, printer LIMIT 500`,
      [...periodParams(f), f.facility ?? null],
    );
    return numbersOf(r.rows, ['units', 'claimed', 'rate']);
  },
};
