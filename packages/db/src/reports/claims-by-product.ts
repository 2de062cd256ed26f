import { numbersOf, periodFilters, periodParams, type ReportDef } from './report.ts';

/** Per product: orders placed in the period that carry it, those with a claim, and the share claimed. */
export const claimsByProduct: ReportDef = {
  id: 'claims-by-product',
  title: 'Claims rate per product',
  description: 'Orders placed in the period per product, how many have a claim, and the claims rate.',
  filters: periodFilters,
  usesFacility: false,
  columns: [
    { key: 'product', label: 'Product', kind: 'text' },
    { key: 'orders', label: 'Orders', kind: 'count' },
    { key: 'claimed', label: 'Orders with a claim', kind: 'count' },
    { key: 'rate', label: 'Claims rate', kind: 'share' },
  ],
  chart: { x: 'product', y: 'rate', label: 'Claims rate per product' },
  async read(q, f) {
    // orders_created_idx for the period, order_lines' key per order, claims_order_idx per order.
    const r = await q.query<Record<string, unknown>>(
      `WITH p AS (
         SELECT DISTINCT l.order_id, COALESCE(l.product_identifier, 'unknown') AS product
           FROM orders o JOIN order_lines l ON l.order_id = o.id
          WHERE o.created_at >= $1 AND o.created_at < $2)
       SELECT product, count(*)::int AS orders,
              count(*) FILTER (WHERE EXISTS (SELECT 1 FROM claims c WHERE c.order_id = p.order_id))::int AS claimed,
              round(count(*) FILTER (WHERE EXISTS (SELECT 1 FROM claims c WHERE c.order_id = p.order_id))::numeric
                    / count(*), 4) AS rate
         FROM p GROUP BY product ORDER BY rate DESC, product LIMIT 500`,
      periodParams(f),
    );
    return numbersOf(r.rows, ['orders', 'claimed', 'rate']);
  },
};
