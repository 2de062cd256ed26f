import { numbersOf, periodFilters, periodParams, type ReportDef } from './report.ts';

/**
 * Per supplier: blank orders sent in the period, how many arrived (every unit received), the days from sending
 * to the last unit received (average and longest), and how many arrived after their expected date.
 */
export const supplierLeadTimes: ReportDef = {
  id: 'supplier-lead-times',
  title: 'Supplier lead times',
  description:
    'Blank orders sent in the period per supplier: days from sending to receipt, and late arrivals.',
  filters: periodFilters,
  usesFacility: true,
  columns: [
    { key: 'supplier', label: 'Supplier', kind: 'text' },
    { key: 'sent', label: 'Orders sent', kind: 'count' },
    { key: 'received', label: 'Received', kind: 'count' },
    { key: 'avgDays', label: 'Average days', kind: 'decimal' },
    { key: 'maxDays', label: 'Longest days', kind: 'decimal' },
    { key: 'late', label: 'Arrived late', kind: 'count' },
  ],
  chart: { x: 'supplier', y: 'avgDays', label: 'Average days from sending to receipt' },
  async read(q, f) {
    // blank_orders_sent_idx (sent_at); the period's orders' units read once, grouped (one hash join, not a
    // subquery per order). An order has arrived when every unit is received: its last receipt.
    const r = await q.query<Record<string, unknown>>(
      `WITH o AS (
         SELECT id, supplier, sent_at, expected_at FROM blank_orders
          WHERE sent_at >= $1 AND sent_at < $2 AND ($3::text IS NULL OR facility = $3)),
       a AS (
         SELECT u.blank_order_id, max(u.received_at) AS last_at, bool_and(u.received_at IS NOT NULL) AS all_in
           FROM blank_order_units u JOIN o ON o.id = u.blank_order_id GROUP BY u.blank_order_id),
       b AS (
         SELECT o.supplier, o.sent_at, o.expected_at, CASE WHEN a.all_in THEN a.last_at END AS arrived_at
           FROM o LEFT JOIN a ON a.blank_order_id = o.id)
       SELECT supplier, count(*)::int AS sent, count(arrived_at)::int AS received,
              round(avg(extract(epoch FROM arrived_at - sent_at) / 86400)::numeric, 1) AS "avgDays",
              round(max(extract(epoch FROM arrived_at - sent_at) / 86400)::numeric, 1) AS "maxDays",
              count(*) FILTER (WHERE arrived_at > expected_at)::int AS late
         FROM b GROUP BY supplier ORDER BY supplier`,
      [...periodParams(f), f.facility ?? null],
    );
    return numbersOf(r.rows, ['sent', 'received', 'avgDays', 'maxDays', 'late']);
  },
};
