import { formatDollars } from '@platen/domain/money/format-dollars';
import { Link } from 'react-router';
import { PayPanel } from '@/components/payments/PayPanel.tsx';
import { useHeldBannerQuery } from './api/held-orders.ts';
import './held-banner.css';

/**
 * The manager area's notice: "2 orders are waiting for funds: add $84.20", with the ways to pay it right here
 * (card, bank transfer or check quoting the invoice numbers) and the link to the balance.
 */
export default function HeldOrdersBanner() {
  const held = useHeldBannerQuery(undefined, { pollingInterval: 60_000 });
  const d = held.data;
  if (!d || d.count === 0) return null;
  const only = d.count === 1 ? d.orders[0] : undefined;
  const references = d.orders
    .map((o) => o.invoiceNumber)
    .filter(Boolean)
    .join(', ');
  return (
    <section className="held-banner" aria-label="Orders waiting for funds" role="status">
      <strong>
        {d.count === 1 ? '1 order is' : `${d.count} orders are`} waiting for funds: add{' '}
        {formatDollars(d.needed)}
      </strong>{' '}
      <Link to="/manager/v2/billing/balance">Add funds</Link>
      <PayPanel
        amount={d.needed}
        purpose={only ? { kind: 'order', orderId: only.orderId } : { kind: 'top-up' }}
        reference={references || null}
      />
    </section>
  );
}
