import { PAID_ORDER_CENTS, PAID_ORDER_ROW } from './paid-orders.ts';
import { numbersOf, periodFilters, periodParams, type ReportDef } from './report.ts';

/** The 20 customers who paid the most for orders in the period (ledger movements dated in it). */
export const topCustomers: ReportDef = {
  id: 'top-customers',
  title: 'Top customers',
  description: 'The 20 customers who paid the most for orders in the period, from the ledger.',
  filters: periodFilters,
  usesFacility: false,
  columns: [
    { key: 'customer', label: 'Customer', kind: 'text' },
    { key: 'email', label: 'E-mail', kind: 'text' },
    { key: 'orders', label: 'Orders paid', kind: 'count' },
    { key: 'paidCents', label: 'Paid', kind: 'cents' },
  ],
  chart: { x: 'customer', y: 'paidCents', label: 'Paid for orders' },
  async read(q, f) {
    // ledger_created_idx (created_at) for the period; users by key for the 20 names.
    const r = await q.query<Record<string, unknown>>(
      `WITH t AS (
         SELECT user_id, count(DISTINCT order_id) FILTER (WHERE direction = 'debit')::int AS orders,
                sum(${PAID_ORDER_CENTS})::bigint AS paid
           FROM ledger_transactions
          WHERE created_at >= $1 AND created_at < $2 AND ${PAID_ORDER_ROW}
          GROUP BY user_id ORDER BY paid DESC, user_id LIMIT 20)
       SELECT u.name AS customer, u.email, t.orders, t.paid AS "paidCents"
         FROM t JOIN users u ON u.id = t.user_id ORDER BY t.paid DESC, u.email`,
      periodParams(f),
    );
    return numbersOf(r.rows, ['orders', 'paidCents']);
  },
};
