import { formatDollars } from '@platen/domain/money/format-dollars';
import { Link } from 'react-router';
import type { OrderView } from './api/orders.ts';

/**
 * The order's money: its total as last re-priced, what was paid, what is still due, and the invoice with
 * its revision — the same total the API and the invoice carry. It refreshes after every change (tag Order).
 */
export function OrderMoneyPanel({ order }: { order: OrderView }) {
  const m = order.money;
  if (!m) return null;
  return (
    <section aria-labelledby="money-title" className="order-card order-money">
      <h2 id="money-title">Payment</h2>
      <dl className="facts">
        <dt>Order total</dt>
        <dd data-testid="order-total">{formatDollars(order.totalCents)}</dd>
        <dt>Paid</dt>
        <dd>{formatDollars(m.paidCents)}</dd>
        <dt>Amount due</dt>
        <dd data-testid="amount-due">
          <strong>{formatDollars(m.amountDueCents)}</strong>
        </dd>
        {m.invoice && (
          <>
            <dt>Invoice</dt>
            <dd>
              <Link to={`/manager/v2/billing/invoice/${encodeURIComponent(m.invoice.id)}`}>
                {m.invoice.number}
                {m.invoice.revision > 1 ? ` (revision ${m.invoice.revision})` : ''}
              </Link>
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}
