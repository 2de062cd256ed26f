import { formatDollars } from '@platen/domain/money/format-dollars';
import { Link } from 'react-router';
import { useBalanceQuery, useHeldOrdersQuery } from './api/billing.ts';
import { BillingNav } from './BillingNav.tsx';
import { TopUpPanel } from './TopUpPanel.tsx';
import { AddFundsPanel } from './AddFundsPanel.tsx';
import { PaypalReturn } from '@/components/payments/PaypalButton.tsx';
import './billing.css';

/** /manager/v2/billing/balance: balance, credit line, what is available, orders waiting for funds, top-up. */
export default function BalancePage() {
  const balance = useBalanceQuery();
  const held = useHeldOrdersQuery();
  return (
    <section aria-labelledby="balance-title">
      <h1 id="balance-title">Balance</h1>
      <BillingNav />
      <PaypalReturn />
      {balance.isLoading && <p aria-busy="true">Loading…</p>}
      {balance.error && (
        <p role="alert">{'message' in balance.error ? balance.error.message : 'Not loaded.'}</p>
      )}
      {balance.data && (
        <dl className="billing-facts">
          <dt>Balance</dt>
          <dd data-testid="balance">{formatDollars(balance.data.balance)}</dd>
          <dt>Credit line</dt>
          <dd>{formatDollars(balance.data.creditLine)}</dd>
          <dt>Available</dt>
          <dd data-testid="available">{formatDollars(balance.data.available)}</dd>
        </dl>
      )}
      {held.data && held.data.count > 0 && (
        <section aria-labelledby="held-title">
          <h2 id="held-title">Orders waiting for funds</h2>
          <p>
            Add {formatDollars(held.data.needed)} to release them; they are paid oldest first as soon as funds
            arrive.
          </p>
          <ul>
            {held.data.orders.map((o) => (
              <li key={o.orderId}>
                <Link to={`/manager/v2/orders/${o.orderId}`}>
                  Order placed {new Date(o.createdAt).toLocaleString()}
                </Link>{' '}
                · {formatDollars(o.total)}
              </li>
            ))}
          </ul>
        </section>
      )}
      {held.data && <TopUpPanel suggested={held.data.needed} />}
      {held.data && <AddFundsPanel suggested={held.data.needed} />}
    </section>
  );
}
