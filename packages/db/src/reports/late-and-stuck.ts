import { numbersOf, periodFilters, type ReportDef } from './report.ts';

/**
 * Open units (not shipped, not voided) of orders due in the period that are stuck or late, by reason: a blocked
 * unit by what blocks it (the words before any parenthesis, so "waiting for blanks from ALPHA" is one reason
 * whatever the blank order), an unblocked unit whose order is past its due date as "past due date".
 */
export const lateAndStuck: ReportDef = {
  id: 'late-and-stuck',
  title: 'Late and stuck units by reason',
  description: 'Open units of orders due in the period that are blocked or past due, by reason.',
  filters: periodFilters,
  usesFacility: true,
  columns: [
    { key: 'reason', label: 'Reason', kind: 'text' },
    { key: 'units', label: 'Units', kind: 'count' },
    { key: 'orders', label: 'Orders', kind: 'count' },
    { key: 'oldestDue', label: 'Oldest due date', kind: 'text' },
  ],
  chart: { x: 'reason', y: 'units', label: 'Units by reason' },
  async read(q, f) {
    // orders_due_all_idx (due_date), then units_open_order_idx (order_id, facility) of the open units.
    const r = await q.query<Record<string, unknown>>(
      `WITH u AS (
         SELECT COALESCE(NULLIF(trim(split_part(u.blocked_by, '(', 1)), ''), 'past due date') AS reason,
                u.order_id, o.due_date
           FROM orders o JOIN units u ON u.order_id = o.id AND u.station NOT IN ('shipped', 'voided')
          WHERE o.due_date BETWEEN $1::date AND $2::date AND ($3::text IS NULL OR u.facility = $3)
            AND (u.blocked_by IS NOT NULL OR o.due_date < CURRENT_DATE))
       SELECT reason, count(*)::int AS units, count(DISTINCT order_id)::int AS orders,
              to_char(min(due_date), 'YYYY-MM-DD') AS "oldestDue"
         FROM u GROUP BY reason ORDER BY units DESC, reason LIMIT 500`,
      [f.from, f.to, f.facility ?? null],
    );
    return numbersOf(r.rows, ['units', 'orders']);
  },
};
